import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { openConfirmModal } from '@mantine/modals';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { COURSE_CONTENT_LIMITS } from '../../../domain/course-content.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ActivityFields } from './activity-fields.tsx';
import {
  type ActivityKind,
  activityCount,
  addActivity,
  addModule,
  blankActivity,
  type CourseFormValues,
  type ModuleRow,
  removeActivity,
  removeModule,
} from './course-form.ts';

const KINDS: readonly ActivityKind[] = ['classActivities', 'homeActivities'];
const ADD_MODULE = '[data-add="module"]';

interface ModuleEditorProps {
  form: UseFormReturnType<CourseFormValues>;
}

/**
 * The course's modules (spec §3, §4): added numbered count + 1, renamed, removed with the rest
 * renumbered from 1; each with its lesson's class and home activities.
 */
export const ModuleEditor = ({ form }: ModuleEditorProps) => {
  const { t } = useTranslation();
  const { modules } = form.values;
  const root = useRef<HTMLDivElement>(null);
  // Keyboard users land on what they added (its name), or next to what they removed.
  const focusTarget = useRef<string | null>(null);
  useEffect(() => {
    if (!focusTarget.current) return;
    root.current?.querySelector<HTMLElement>(focusTarget.current)?.focus();
    focusTarget.current = null;
  });
  const change = (next: ModuleRow[], focus: string) => {
    form.setFieldValue('modules', next);
    // Errors are kept by position: after a removal they would point at the wrong fields.
    form.clearErrors();
    focusTarget.current = focus;
  };
  const nameOf = (path: string) => `[data-path="${path}.name"]`;
  const addButton = (index: number, kind: ActivityKind) => `[data-add="${index}-${kind}"]`;
  // A module with activities goes only after a confirmation: its activities go with it.
  const remove = (index: number) => {
    const module = modules[index];
    const removed = (current: ModuleRow[]) => change(removeModule(current, index), ADD_MODULE);
    if (!module || activityCount(module) === 0) return removed(modules);
    openConfirmModal({
      title: t('courseAdmin.modules.removeTitle'),
      children: (
        <Text size="sm">
          {t('courseAdmin.modules.removeText', { number: module.number, count: activityCount(module) })}
        </Text>
      ),
      labels: { confirm: t('courseAdmin.modules.removeConfirm'), cancel: t('courseAdmin.actions.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => removed(form.getValues().modules),
    });
  };
  return (
    <Stack gap="sm" ref={root}>
      <Title order={3} size="h4">
        {t('courseAdmin.modules.title')}
      </Title>
      {modules.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('courseAdmin.modules.empty')}
        </Text>
      )}
      {modules.map((module, index) => (
        <ModuleFields
          key={module.rowId}
          form={form}
          module={module}
          index={index}
          onRemove={() => remove(index)}
          onAdd={(kind) =>
            change(
              addActivity(modules, index, kind, blankActivity(crypto.randomUUID())),
              nameOf(`modules.${index}.${kind}.${module[kind].length}`),
            )
          }
          onRemoveActivity={(kind, at) =>
            change(removeActivity(modules, index, kind, at), addButton(index, kind))
          }
        />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        onClick={() => change(addModule(modules, crypto.randomUUID()), nameOf(`modules.${modules.length}`))}
        data-add="module"
        disabled={modules.length >= COURSE_CONTENT_LIMITS.modulesMax}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('courseAdmin.modules.add')}
      </Button>
    </Stack>
  );
};

interface ModuleFieldsProps {
  form: UseFormReturnType<CourseFormValues>;
  module: ModuleRow;
  index: number;
  onRemove: () => void;
  onAdd: (kind: ActivityKind) => void;
  onRemoveActivity: (kind: ActivityKind, index: number) => void;
}

const ModuleFields = ({ form, module, index, onRemove, onAdd, onRemoveActivity }: ModuleFieldsProps) => {
  const { t } = useTranslation();
  const legend = t('courseAdmin.modules.legend', { number: module.number });
  return (
    <Fieldset legend={legend} radius="sm">
      <Stack gap="sm">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('courseAdmin.modules.name', { number: module.number })}
            placeholder={t('courseAdmin.modules.fallbackName', { number: module.number })}
            maxLength={COURSE_CONTENT_LIMITS.nameMax}
            autoComplete="off"
            style={{ flex: 1 }}
            data-path={`modules.${index}.name`}
            {...form.getInputProps(`modules.${index}.name`)}
          />
          <ActionIcon
            variant="subtle"
            color="red.9"
            size="lg"
            mb={2}
            aria-label={t('courseAdmin.modules.remove', { number: module.number })}
            onClick={onRemove}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
        {KINDS.map((kind) => (
          <Stack key={kind} gap="xs">
            <Text size="sm" fw={600}>
              {t(`courseAdmin.activity.${kind}`)}
            </Text>
            {module[kind].map((activity, at) => (
              <ActivityFields
                key={activity.id}
                form={form}
                moduleIndex={index}
                kind={kind}
                index={at}
                legend={t(`courseAdmin.activity.legend.${kind}`, { number: at + 1, module: module.number })}
                onRemove={() => onRemoveActivity(kind, at)}
              />
            ))}
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden="true" />}
              onClick={() => onAdd(kind)}
              data-add={`${index}-${kind}`}
              disabled={module[kind].length >= COURSE_CONTENT_LIMITS.activitiesPerListMax}
              style={{ alignSelf: 'flex-start' }}
            >
              {t(`courseAdmin.activity.add.${kind}`, { module: module.number })}
            </Button>
          </Stack>
        ))}
      </Stack>
    </Fieldset>
  );
};
