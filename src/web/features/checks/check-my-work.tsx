import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconChecklist, IconDownload, IconEyeOff, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { CheckOutcome, CheckSet, ViewedCheck } from '../../../domain/checks/api.ts';
import { parseScenario, type Scenario } from '../../../domain/checks/scenario.ts';
import type { Diagram } from '../../../domain/circuit/diagram.ts';
import { downloadBlob } from '../../code/download.ts';
import type { CheckClient } from '../../code/simulator/check-client.ts';
import { getDiagram, requestPartFocus } from '../../editor/index.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import type { WorkKey } from '../classwork/classwork-api.ts';
import { CheckOutcomeView } from './check-results.tsx';
import type { ChecksOwner } from './checks-api.ts';
import { SubmittedChecks } from './submitted-checks.tsx';

const CheckEditor = lazy(() =>
  import('./check-editor.tsx').then((module) => ({ default: module.CheckEditor })),
);

interface CheckMyWorkProps {
  /** The activity or practical guide whose checks these are. */
  owner: ChecksOwner;
  /** The program on the page now (the canvas's circuit is read from the editor). */
  getCode: () => string;
  /** A student's own work: what they sent is checked by the server, shown here too. */
  work?: WorkKey;
  /** Opens at once (the course editor's link to the checks). */
  openAtFirst?: boolean;
}

const scenarioOf = (check: ViewedCheck): Scenario | undefined => {
  if (check.hidden) return undefined;
  const parsed = parseScenario(check.yaml);
  return parsed.ok ? parsed.scenario : undefined;
};

const fileNameOf = (name: string) =>
  `${name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'check'}.yaml`;

/**
 * "Check my work" (issue 25): the activity's (or guide's) visible checks run in the browser on the program and
 * circuit as they are on the page, each step shown passed or failed in the reader's language, the
 * first failing step's part pointed at on the canvas. Hidden checks are named only: the server runs
 * them on what is sent. Those who may edit the activity also export a check's YAML and edit them.
 */
export const CheckMyWork = ({ owner, getCode, work, openAtFirst = false }: CheckMyWorkProps) => {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [opened, setOpened] = useState(openAtFirst);
  const [editing, setEditing] = useState(false);
  const checks = useQuery({
    queryKey: owner.queryKey,
    queryFn: owner.fetch,
  });
  const [outcomes, setOutcomes] = useState<Record<string, CheckOutcome>>({});
  const [isRunning, setIsRunning] = useState(false);
  const clientRef = useRef<CheckClient>(undefined);
  useEffect(() => () => clientRef.current?.dispose(), []);

  const data: CheckSet | undefined = checks.data;
  const scenarios = useMemo(
    () => new Map((data?.checks ?? []).map((check) => [check.id, scenarioOf(check)])),
    [data],
  );
  if (!data || (data.checks.length === 0 && !data.editable)) return null;

  const visible = data.checks.filter(
    (check): check is Extract<ViewedCheck, { hidden: false }> => !check.hidden,
  );
  const run = async () => {
    setIsRunning(true);
    setOutcomes({});
    try {
      const { createCheckClient } = await import('../../code/simulator/check-client.ts');
      clientRef.current ??= createCheckClient();
      const diagram: Diagram = getDiagram();
      await clientRef.current.run(getCode(), diagram, visible, (outcome) =>
        setOutcomes((current) => ({ ...current, [outcome.checkId]: outcome })),
      );
    } finally {
      setIsRunning(false);
    }
  };
  const showPart = (partId: string) => {
    if (isPhone) setOpened(false);
    requestPartFocus([partId]);
  };
  const hasRun = Object.keys(outcomes).length > 0;

  return (
    <>
      <Tooltip label={t('behaviourChecks.open')}>
        <Button
          size="compact-md"
          variant="light"
          leftSection={<IconChecklist size={18} aria-hidden="true" />}
          onClick={() => setOpened(true)}
          data-testid="check-my-work"
          data-tour="check-my-work"
          aria-label={t('behaviourChecks.open')}
        >
          {!isPhone && t('behaviourChecks.open')}
        </Button>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('behaviourChecks.title')}
        position="left"
        size={isPhone ? '100%' : 'md'}
        withOverlay={false}
        lockScroll={false}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        data-testid="checks-drawer"
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t(owner.kind === 'guide' ? 'behaviourChecks.introGuide' : 'behaviourChecks.intro')}
          </Text>
          {data.checks.length === 0 ? (
            <Text size="sm">{t('behaviourChecks.none')}</Text>
          ) : (
            <Group gap="xs">
              <Button
                onClick={() => void run()}
                loading={isRunning}
                disabled={visible.length === 0}
                data-testid="run-checks"
              >
                {hasRun ? t('behaviourChecks.runAgain') : t('behaviourChecks.run')}
              </Button>
              {isRunning && (
                <Group gap={6} aria-live="polite">
                  <Loader size="xs" />
                  <Text size="sm">{t('behaviourChecks.running')}</Text>
                </Group>
              )}
            </Group>
          )}
          <Stack gap="lg" aria-live="polite">
            {data.checks.map((check) => {
              const outcome = outcomes[check.id];
              if (check.hidden) {
                return (
                  <Group key={check.id} gap={6} wrap="nowrap" data-testid="hidden-check">
                    <IconEyeOff size={16} aria-hidden="true" />
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {check.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('behaviourChecks.hiddenNote')}
                      </Text>
                    </Stack>
                  </Group>
                );
              }
              return (
                <Stack key={check.id} gap={4}>
                  {outcome ? (
                    <CheckOutcomeView
                      outcome={outcome}
                      scenario={scenarios.get(check.id)}
                      onShowPart={showPart}
                    />
                  ) : (
                    <Text size="sm" fw={600}>
                      {check.name}
                    </Text>
                  )}
                  {data.editable && (
                    <Group gap={4}>
                      <Tooltip label={t('behaviourChecks.exportYaml')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${t('behaviourChecks.exportYaml')}: ${check.name}`}
                          onClick={() =>
                            downloadBlob(
                              new Blob([check.yaml], { type: 'application/yaml' }),
                              fileNameOf(check.name),
                            )
                          }
                        >
                          <IconDownload size={16} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  )}
                </Stack>
              );
            })}
          </Stack>
          {data.editable && (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              onClick={() => setEditing(true)}
              data-testid="edit-checks"
            >
              {t('behaviourChecks.editor.edit')}
            </Button>
          )}
          {work && (
            <>
              <Divider />
              <SubmittedChecks work={work} scenarios={scenarios} onShowPart={showPart} />
            </>
          )}
          {checks.isError && (
            <Alert color="red">
              {t('behaviourChecks.loadFailed')}{' '}
              <Button size="compact-xs" variant="subtle" onClick={() => void checks.refetch()}>
                {t('behaviourChecks.retry')}
              </Button>
            </Alert>
          )}
        </Stack>
      </Drawer>
      {editing && data.editable && (
        <Suspense fallback={null}>
          <CheckEditor owner={owner} checks={data} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
};
