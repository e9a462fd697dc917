import { Button, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { GROUP_LIMITS, type GroupOptions, type GroupRow } from '../../../domain/groups.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAlerts } from '../../ui/alerts.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { ModalFooter } from '../../ui/modal-footer.tsx';
import { createGroup, updateGroup } from './group-admin-api.ts';
import { refreshGroups, useGroupOptions } from './group-admin-queries.ts';
import {
  checkGroupForm,
  type GroupFormValues,
  newGroupValues,
  toGroupFormValues,
  toGroupInput,
} from './group-form.ts';

/** One opening of the editor: the group (null while creating one) and a number of its own. */
export interface GroupEditorSession {
  group: GroupRow | null;
  session: number;
}

interface GroupEditorModalProps {
  editing: GroupEditorSession | null;
  /** The Backoffice's institution: only its courses and mentors are offered. */
  institutionId?: string;
  onClose: () => void;
}

/** The create / edit modal (spec §2): its form lives only while it is open, so closing resets it. */
export const GroupEditorModal = ({ editing, institutionId, onClose }: GroupEditorModalProps) => {
  const { t } = useTranslation();
  const options = useGroupOptions(institutionId);
  const isNew = editing?.group === null;
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={t(isNew ? 'groups.admin.editor.createTitle' : 'groups.admin.editor.editTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {editing && (
        <GroupEditorForm
          key={editing.session}
          group={editing.group}
          options={options.data}
          onDone={onClose}
        />
      )}
    </Modal>
  );
};

/** Options for a select, with the group's current value kept even when the list no longer offers it. */
const withCurrent = (
  data: { value: string; label: string }[],
  current: { id: string; name: string } | null,
) =>
  current && !data.some((option) => option.value === current.id)
    ? [...data, { value: current.id, label: current.name }]
    : data;

interface GroupEditorFormProps {
  group: GroupRow | null;
  options: GroupOptions | undefined;
  onDone: () => void;
}

const GroupEditorForm = ({ group, options, onDone }: GroupEditorFormProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const form = useForm<GroupFormValues>({
    initialValues: group ? toGroupFormValues(group) : newGroupValues(),
  });

  const mentors = withCurrent(
    (options?.mentors ?? []).map((m) => ({ value: m.id, label: `${m.name} · ${m.email}` })),
    group?.mentor ?? null,
  );
  const courses = withCurrent(
    (options?.courses ?? []).map((c) => ({ value: c.id, label: c.name })),
    group?.course ?? null,
  );

  const handleSubmit = form.onSubmit(async (values) => {
    const problems = Object.entries(checkGroupForm(values));
    if (problems.length > 0) {
      form.setErrors(
        Object.fromEntries(
          problems.map(([field, problem]) => [
            field,
            t(`validation.${problem}`, { count: GROUP_LIMITS.nameMax }),
          ]),
        ),
      );
      return;
    }
    setFailure(null);
    setIsSaving(true);
    try {
      const input = toGroupInput(values);
      const saved = group ? await updateGroup(group.id, input) : await createGroup(input);
      alerts.success(
        t(group ? 'groups.admin.editor.saved' : 'groups.admin.editor.created', { name: saved.name }),
      );
      refreshGroups(queryClient);
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'GROUP_MENTOR_INVALID')
        form.setFieldError('mentorId', errorText(t, error));
      setFailure(errorText(t, error));
    } finally {
      setIsSaving(false);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        {failure && (
          <ErrorAlert
            title={t('groups.admin.editor.failed')}
            message={failure}
            onClose={() => setFailure(null)}
          />
        )}
        <TextInput
          label={t('groups.admin.editor.name')}
          required
          maxLength={GROUP_LIMITS.nameMax}
          autoComplete="off"
          data-autofocus
          disabled={isSaving}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('groups.admin.editor.schedule')}
          description={t('groups.admin.editor.scheduleHint')}
          required
          maxLength={GROUP_LIMITS.scheduleMax}
          autoComplete="off"
          disabled={isSaving}
          {...form.getInputProps('schedule')}
        />
        <Select
          label={t('groups.admin.editor.course')}
          required
          searchable
          data={courses}
          nothingFoundMessage={t('groups.admin.editor.noOptions')}
          disabled={isSaving}
          {...form.getInputProps('courseId')}
          value={form.values.courseId || null}
          onChange={(value) => form.setFieldValue('courseId', value ?? '')}
        />
        <Select
          label={t('groups.admin.editor.mentor')}
          required
          searchable
          data={mentors}
          nothingFoundMessage={t('groups.admin.editor.noOptions')}
          disabled={isSaving}
          {...form.getInputProps('mentorId')}
          value={form.values.mentorId || null}
          onChange={(value) => form.setFieldValue('mentorId', value ?? '')}
        />
        <Switch
          label={t('groups.admin.editor.isRemote')}
          disabled={isSaving}
          {...form.getInputProps('isRemote', { type: 'checkbox' })}
        />
        <ModalFooter>
          <Button variant="default" onClick={onDone}>
            {t('groups.admin.editor.cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t(group ? 'groups.admin.editor.save' : 'groups.admin.editor.create')}
          </Button>
        </ModalFooter>
      </Stack>
    </form>
  );
};
