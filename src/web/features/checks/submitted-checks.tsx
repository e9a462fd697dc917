import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SubmissionChecks } from '../../../domain/checks/api.ts';
import { parseScenario, type Scenario } from '../../../domain/checks/scenario.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import type { WorkKey } from '../classwork/classwork-api.ts';
import { CheckOutcomeView } from './check-results.tsx';
import { checkKeys, fetchSubmissionChecks } from './checks-api.ts';

/** The scenario a run's check ran, as the server sent it, for its steps in words. */
const scenarioOfYaml = (yaml: string | undefined): Scenario | undefined => {
  if (yaml === undefined) return undefined;
  const parsed = parseScenario(yaml);
  return parsed.ok ? parsed.scenario : undefined;
};

/** A submission's latest check run, kept fresh by `submission.changed` (its key is under ['groups']). */
export const useSubmissionChecks = (work: WorkKey) =>
  useQuery({ queryKey: checkKeys.submission(work), queryFn: () => fetchSubmissionChecks(work) });

interface SubmittedChecksProps {
  work: WorkKey;
  scenarios?: ReadonlyMap<string, Scenario | undefined>;
  onShowPart?: (partId: string) => void;
  /** The tutor's view: each check whole, with its pin changes and output, and the proposed score's button. */
  onUseProposed?: (score: number) => void;
  isTutor?: boolean;
}

const StateLine = ({ checks }: { checks: SubmissionChecks }) => {
  const { t } = useTranslation();
  if (checks.state === 'queued' || checks.state === 'running') {
    return (
      <Group gap={6} aria-live="polite" data-testid="checks-state" data-state={checks.state}>
        <Loader size="xs" />
        <Text size="sm">{t(`behaviourChecks.submitted.${checks.state}`)}</Text>
      </Group>
    );
  }
  if (checks.state === 'failed') {
    return (
      <Text size="sm" c="red.8" data-testid="checks-state" data-state="failed">
        {t('behaviourChecks.submitted.failed')}
      </Text>
    );
  }
  return null;
};

/**
 * What the server's checks said of the work handed in (issue 25): "checking…" while it runs, then
 * each check; a student sees a hidden one's name and pass or fail only.
 */
export const SubmittedChecks = ({
  work,
  scenarios,
  onShowPart,
  onUseProposed,
  isTutor = false,
}: SubmittedChecksProps) => {
  const { t } = useTranslation();
  const query = useSubmissionChecks(work);
  const checks = query.data;
  if (!checks || checks.state === 'none') return null;
  return (
    <Stack gap="sm" data-testid="submitted-checks" data-state={checks.state}>
      <Text fw={700} size="sm">
        {isTutor ? t('behaviourChecks.grading.title') : t('behaviourChecks.submitted.title')}
      </Text>
      <StateLine checks={checks} />
      {checks.proposedScore !== null && (
        <Group gap="xs" justify="space-between">
          <Text size="sm" data-testid="proposed-score">
            {isTutor
              ? t('behaviourChecks.grading.proposed', { score: checks.proposedScore })
              : t('behaviourChecks.submitted.proposed', { score: checks.proposedScore })}
          </Text>
          {onUseProposed && (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => onUseProposed(checks.proposedScore ?? 0)}
              data-testid="use-proposed"
            >
              {t('behaviourChecks.grading.useProposed')}
            </Button>
          )}
        </Group>
      )}
      {checks.checks.map(({ yaml, ...outcome }) => (
        <CheckOutcomeView
          key={outcome.checkId}
          outcome={outcome}
          scenario={scenarioOfYaml(yaml) ?? scenarios?.get(outcome.checkId)}
          onShowPart={onShowPart}
          withTrace={isTutor}
        />
      ))}
    </Stack>
  );
};
