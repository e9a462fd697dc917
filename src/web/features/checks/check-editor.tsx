import {
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  Modal,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconDownload, IconPlayerPlay, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { CHECK_LIMITS, type CheckOutcome, type CheckSet } from '../../../domain/checks/api.ts';
import {
  MAX_STEPS,
  parseScenario,
  type Scenario,
  type ScenarioProblem,
  type ScenarioStep,
  scenarioToYaml,
  usesExtensions,
} from '../../../domain/checks/scenario.ts';
import { EMPTY_DIAGRAM } from '../../../domain/circuit/diagram.ts';
import { repairDiagram } from '../../../domain/circuit/repair.ts';
import { downloadBlob } from '../../code/download.ts';
import type { CheckClient } from '../../code/simulator/check-client.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { useAlerts } from '../../ui/alerts.ts';
import { ModalFooter } from '../../ui/modal-footer.tsx';
import { CheckOutcomeView } from './check-results.tsx';
import type { ChecksOwner } from './checks-api.ts';
import { newStep, StepRow } from './step-row.tsx';

/**
 * The check editor (issue 25): an activity's or a guide's checks as rows of steps (a part of its
 * circuit, its control or pin, a value, a time), each with its YAML beside it to import or export
 * in Wokwi's format, an activity's marked hidden or not, and run on the template before saving.
 */

interface Draft {
  key: number;
  id?: string;
  /** The YAML as imported or as the rows last wrote it: kept verbatim until a row changes. */
  yaml: string;
  hidden: boolean;
}

const problemLine = (t: ReturnType<typeof useTranslation>['t'], problem: ScenarioProblem) =>
  problem.step !== undefined && problem.line !== undefined
    ? t('behaviourChecks.editor.problem', {
        step: problem.step,
        line: problem.line,
        message: problem.message,
      })
    : t('behaviourChecks.editor.problemNoStep', { message: problem.message });

interface CheckCardProps {
  draft: Draft;
  index: number;
  template: { code: string; diagram: typeof EMPTY_DIAGRAM } | undefined;
  onChange: (draft: Draft) => void;
  onRemove: () => void;
  runOnTemplate: (yaml: string) => Promise<CheckOutcome | undefined>;
  allowsHidden: boolean;
}

const CheckCard = ({
  draft,
  index,
  template,
  onChange,
  onRemove,
  runOnTemplate,
  allowsHidden,
}: CheckCardProps) => {
  const { t } = useTranslation();
  const parsed = parseScenario(draft.yaml);
  const [yamlText, setYamlText] = useState(draft.yaml);
  const [isYamlOpen, setIsYamlOpen] = useState(!parsed.ok);
  const [outcome, setOutcome] = useState<CheckOutcome>();
  const [isRunning, setIsRunning] = useState(false);
  const diagram = template?.diagram ?? EMPTY_DIAGRAM;
  const scenario = parsed.ok ? parsed.scenario : undefined;

  const writeScenario = (next: Scenario) => {
    const yaml = scenarioToYaml(next);
    setYamlText(yaml);
    setOutcome(undefined);
    onChange({ ...draft, yaml });
  };
  const setSteps = (steps: ScenarioStep[]) => scenario && writeScenario({ ...scenario, steps });
  const applyYaml = (text: string) => {
    setYamlText(text);
    setOutcome(undefined);
    onChange({ ...draft, yaml: text });
  };

  return (
    <Card withBorder padding="sm" data-testid="check-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <TextInput
            label={t('behaviourChecks.editor.name')}
            value={scenario?.name ?? ''}
            disabled={!scenario}
            maxLength={200}
            onChange={(event) =>
              scenario && writeScenario({ ...scenario, name: event.currentTarget.value || ' ' })
            }
            style={{ flex: 1, minWidth: 180 }}
          />
          {allowsHidden && (
            <Switch
              label={t('behaviourChecks.editor.hidden')}
              description={t('behaviourChecks.editor.hiddenHelp')}
              checked={draft.hidden}
              onChange={(event) => onChange({ ...draft, hidden: event.currentTarget.checked })}
            />
          )}
        </Group>
        {scenario && (
          <Stack gap="xs" aria-label={t('behaviourChecks.editor.steps')} role="group">
            {scenario.steps.map((step, stepIndex) => (
              <StepRow
                // biome-ignore lint/suspicious/noArrayIndexKey: steps have no ids; a row is its place.
                key={`${stepIndex}:${step.type}`}
                step={step}
                index={stepIndex}
                count={scenario.steps.length}
                diagram={diagram}
                onChange={(next) => setSteps(scenario.steps.map((s, i) => (i === stepIndex ? next : s)))}
                onMove={(by) => {
                  const steps = [...scenario.steps];
                  const [moved] = steps.splice(stepIndex, 1);
                  if (moved) steps.splice(stepIndex + by, 0, moved);
                  setSteps(steps);
                }}
                onRemove={() => setSteps(scenario.steps.filter((_, i) => i !== stepIndex))}
              />
            ))}
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                disabled={scenario.steps.length >= MAX_STEPS}
                onClick={() => setSteps([...scenario.steps, newStep('expect-pin', diagram)])}
              >
                {t('behaviourChecks.editor.addStep')}
              </Button>
            </Group>
            {usesExtensions(scenario) && (
              <Text size="xs" c="dimmed">
                {t('behaviourChecks.editor.extensions')}
              </Text>
            )}
          </Stack>
        )}
        {!parsed.ok && (
          <Alert color="red" data-testid="check-problems">
            <Stack gap={2}>
              {parsed.problems.map((problem) => (
                <Text key={`${problem.step}:${problem.line}:${problem.message}`} size="sm">
                  {problemLine(t, problem)}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            size="compact-sm"
            onClick={() => setIsYamlOpen((open) => !open)}
            aria-expanded={isYamlOpen}
          >
            YAML
          </Button>
          <FileButton
            accept=".yaml,.yml,text/yaml,application/yaml"
            onChange={(file) => void file?.text().then(applyYaml)}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="compact-sm"
                leftSection={<IconUpload size={14} aria-hidden="true" />}
              >
                {t('behaviourChecks.editor.importYaml')}
              </Button>
            )}
          </FileButton>
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconDownload size={14} aria-hidden="true" />}
            onClick={() =>
              downloadBlob(
                new Blob([draft.yaml], { type: 'application/yaml' }),
                `${scenario?.name ?? 'check'}.yaml`,
              )
            }
          >
            {t('behaviourChecks.exportYaml')}
          </Button>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
            disabled={!parsed.ok || !template}
            loading={isRunning}
            data-testid="run-on-template"
            onClick={async () => {
              setIsRunning(true);
              try {
                setOutcome(await runOnTemplate(draft.yaml));
              } finally {
                setIsRunning(false);
              }
            }}
          >
            {t('behaviourChecks.editor.runOnTemplate')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={onRemove}
          >
            {t('behaviourChecks.editor.remove')}
          </Button>
        </Group>
        {isYamlOpen && (
          <Stack gap={4}>
            <Textarea
              label={t('behaviourChecks.editor.yaml')}
              value={yamlText}
              autosize
              minRows={6}
              maxRows={20}
              maxLength={CHECK_LIMITS.yamlMax}
              ff="monospace"
              onChange={(event) => setYamlText(event.currentTarget.value)}
              data-testid={`check-yaml-${index}`}
            />
            <Group>
              <Button
                size="compact-sm"
                onClick={() => applyYaml(yamlText)}
                disabled={yamlText === draft.yaml}
              >
                {t('behaviourChecks.editor.applyYaml')}
              </Button>
            </Group>
          </Stack>
        )}
        {outcome && (
          <Stack gap={4} data-testid="template-outcome">
            <Text size="sm" c={outcome.status === 'passed' ? 'teal.9' : 'red.8'} fw={600}>
              {outcome.status === 'passed'
                ? t('behaviourChecks.editor.templatePassed')
                : t('behaviourChecks.editor.templateFailed')}
            </Text>
            <CheckOutcomeView outcome={outcome} scenario={scenario} withTrace />
          </Stack>
        )}
      </Stack>
    </Card>
  );
};

interface CheckEditorProps {
  owner: ChecksOwner;
  checks: CheckSet;
  onClose: () => void;
}

export const CheckEditor = ({ owner, checks, onClose }: CheckEditorProps) => {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const isPhone = useIsPhone();
  const queryClient = useQueryClient();
  const nextKey = useRef(0);
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    (checks.editing ?? []).map((check) => ({
      key: nextKey.current++,
      id: check.id,
      yaml: check.yaml,
      hidden: check.hidden,
    })),
  );
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const clientRef = useRef<CheckClient>(undefined);
  useEffect(() => () => clientRef.current?.dispose(), []);
  const guide = useQuery({
    queryKey: [...owner.queryKey, 'template'],
    queryFn: owner.fetchTemplate,
  });
  const template = guide.data
    ? { code: guide.data.project.code, diagram: repairDiagram(guide.data.project.diagram).diagram }
    : undefined;

  const runOnTemplate = async (yaml: string) => {
    if (!template) return undefined;
    const { createCheckClient } = await import('../../code/simulator/check-client.ts');
    clientRef.current ??= createCheckClient();
    const name = parseScenario(yaml);
    const [outcome] = await clientRef.current.run(template.code, template.diagram, [
      { id: 'template', name: name.ok ? name.scenario.name : '', yaml },
    ]);
    return outcome;
  };

  const add = () => {
    const scenario: Scenario = {
      name: t('behaviourChecks.editor.newName', { n: drafts.length + 1 }),
      version: 1,
      steps: [
        newStep('delay', template?.diagram ?? EMPTY_DIAGRAM),
        newStep('expect-pin', template?.diagram ?? EMPTY_DIAGRAM),
      ],
    };
    setDrafts([...drafts, { key: nextKey.current++, yaml: scenarioToYaml(scenario), hidden: false }]);
  };

  const hasProblems = drafts.some((draft) => !parseScenario(draft.yaml).ok);
  const save = async () => {
    setIsSaving(true);
    setFailure(undefined);
    try {
      const saved = await owner.save({
        version: checks.version,
        checks: drafts.map(({ id, yaml, hidden }) => ({ ...(id ? { id } : {}), yaml, hidden })),
      });
      queryClient.setQueryData(owner.queryKey, saved);
      alerts.success(t('behaviourChecks.editor.saved'));
      onClose();
    } catch (error) {
      setFailure(isApiError(error) ? errorText(t, error) : t('behaviourChecks.editor.saveFailed'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('behaviourChecks.editor.title')}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="check-editor"
    >
      <Stack gap="md">
        {drafts.map((draft, index) => (
          <CheckCard
            key={draft.key}
            draft={draft}
            index={index}
            template={template}
            onChange={(next) => setDrafts(drafts.map((d) => (d.key === draft.key ? next : d)))}
            onRemove={() => setDrafts(drafts.filter((d) => d.key !== draft.key))}
            runOnTemplate={runOnTemplate}
            allowsHidden={owner.kind === 'activity'}
          />
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={add}
            disabled={drafts.length >= CHECK_LIMITS.checksPerActivity}
            data-testid="add-check"
          >
            {t('behaviourChecks.editor.add')}
          </Button>
        </Group>
        {failure && <Alert color="red">{failure}</Alert>}
        <ModalFooter>
          <Button variant="default" onClick={onClose}>
            {t('behaviourChecks.editor.cancel')}
          </Button>
          <Button
            onClick={() => void save()}
            loading={isSaving}
            disabled={hasProblems}
            data-testid="save-checks"
          >
            {t('behaviourChecks.editor.save')}
          </Button>
        </ModalFooter>
      </Stack>
    </Modal>
  );
};
