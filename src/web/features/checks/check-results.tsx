import { Anchor, Badge, Code, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconEyeOff, IconPlayerStop, IconX } from '@tabler/icons-react';
import type { CheckOutcome } from '../../../domain/checks/api.ts';
import type { StepResult } from '../../../domain/checks/run.ts';
import type { Scenario } from '../../../domain/checks/scenario.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { durationText, partOfStep, reasonText, stepText } from './step-text.ts';

/** Filled and dark, so the white word keeps 4.5:1 (WCAG AA); Mantine's orange.9 is not dark enough. */
const STATUS_COLOR: Record<CheckOutcome['status'], string> = {
  passed: '#087f5b',
  failed: '#c92a2a',
  runaway: '#a5390b',
};

const StepIcon = ({ status }: { status: StepResult['status'] }) => {
  const icon =
    status === 'passed' ? (
      <IconCheck size={14} aria-hidden="true" />
    ) : status === 'failed' ? (
      <IconX size={14} aria-hidden="true" />
    ) : (
      <IconCircleDashed size={14} aria-hidden="true" />
    );
  const color = status === 'passed' ? 'teal' : status === 'failed' ? 'red' : 'gray';
  return (
    <ThemeIcon size={20} radius="xl" color={color} variant="light">
      {icon}
    </ThemeIcon>
  );
};

interface OutcomeProps {
  outcome: CheckOutcome;
  /** The check's scenario when the viewer may read it: its steps are worded from it. */
  scenario?: Scenario;
  /** Points the canvas at a part (the first failing step's). */
  onShowPart?: (partId: string) => void;
  /** A tutor's view: the pin changes and what the program printed. */
  withTrace?: boolean;
}

/** One check's outcome: its name, pass or fail and points, then each step as the viewer may see it. */
export const CheckOutcomeView = ({ outcome, scenario, onShowPart, withTrace }: OutcomeProps) => {
  const { t } = useTranslation();
  const lang = useLang();
  const steps = outcome.steps ?? [];
  const firstFailure = steps.find((step) => step.status === 'failed');
  const failingPart = firstFailure ? partOfStep(scenario?.steps[firstFailure.index]) : undefined;
  return (
    <Stack gap={6} data-testid="check-outcome" data-status={outcome.status}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap" miw={0}>
          {outcome.hidden && <IconEyeOff size={16} aria-label={t('behaviourChecks.editor.hidden')} />}
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {outcome.name}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          {outcome.possible > 0 && (
            <Text size="xs" c="dimmed">
              {t('behaviourChecks.points', { awarded: outcome.awarded, possible: outcome.possible })}
            </Text>
          )}
          <Badge color={STATUS_COLOR[outcome.status]} variant="filled">
            {t(`behaviourChecks.status.${outcome.status}`)}
          </Badge>
        </Group>
      </Group>
      {outcome.status === 'runaway' && (
        <Text size="sm" c="orange.9">
          <IconPlayerStop size={14} aria-hidden="true" /> {t('behaviourChecks.runaway')}
        </Text>
      )}
      {outcome.program === 'error' && outcome.error && (
        <>
          <Text size="sm">{t('behaviourChecks.programError')}</Text>
          <Code block>{outcome.error.trim().split('\n').slice(-2).join('\n')}</Code>
        </>
      )}
      {steps.length > 0 && (
        <List spacing={4} size="sm" center listStyleType="none">
          {steps.map((result) => {
            const step = scenario?.steps[result.index];
            const reason = result.status === 'failed' ? reasonText(t, result, step) : undefined;
            const label = step ? stepText(t, step, lang) : `${result.index + 1}. ${result.type}`;
            return (
              <List.Item
                key={result.index}
                icon={<StepIcon status={result.status} />}
                data-step-status={result.status}
              >
                <Text size="sm" span>
                  {result.name ?? label}
                </Text>
                <Text size="xs" c="dimmed" span>
                  {' · '}
                  {t(`behaviourChecks.status.${result.status}`)}
                  {result.at !== undefined && result.status === 'failed'
                    ? ` ${t('behaviourChecks.at', { time: durationText(Math.round(result.at * 10) / 10, lang) })}`
                    : ''}
                </Text>
                {reason && (
                  <Text size="xs" c="red.8">
                    {reason}
                  </Text>
                )}
              </List.Item>
            );
          })}
        </List>
      )}
      {failingPart && onShowPart && (
        <Anchor component="button" type="button" size="sm" onClick={() => onShowPart(failingPart)} ta="left">
          {t('behaviourChecks.showOnCanvas')} ({failingPart})
        </Anchor>
      )}
      {withTrace && (outcome.trace?.length ?? 0) > 0 && (
        <details>
          <summary>
            <Text size="xs" span>
              {t('behaviourChecks.grading.trace')}
            </Text>
          </summary>
          <Code block>
            {(outcome.trace ?? [])
              .slice(0, 40)
              .map(
                (change) =>
                  `${durationText(Math.round(change.t * 100) / 100, lang)}  ${change.pin} → ${change.level}`,
              )
              .join('\n')}
          </Code>
        </details>
      )}
      {withTrace && outcome.output && (
        <details>
          <summary>
            <Text size="xs" span>
              {t('behaviourChecks.grading.output')}
            </Text>
          </summary>
          <Code block>{outcome.output.slice(0, 1000)}</Code>
        </details>
      )}
    </Stack>
  );
};
