import { Button, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { useMe } from '../auth/session.ts';
import { useInstitutionOptions, useOpenedCourse } from './course-admin-queries.ts';
import { CourseEditorForm } from './course-editor-form.tsx';

/** One opening of the editor: the course (null while creating one) and a number of its own. */
export interface EditorSession {
  id: string | null;
  session: number;
}

interface CourseEditorModalProps {
  editing: EditorSession | null;
  onClose: () => void;
  /** The Backoffice's institution: a new course is its, and only it is offered. */
  institutionId?: string;
}

/**
 * The create / edit modal. Its form lives only while it is open, so closing it resets it; closing
 * over unsaved changes asks first.
 */
export const CourseEditorModal = ({ editing, onClose, institutionId }: CourseEditorModalProps) => {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const course = useOpenedCourse(editing?.id ?? null, editing?.session ?? 0);
  const institutions = useInstitutionOptions(institutionId);
  const { data: me } = useMe();
  const isDirty = useRef(() => false);

  const requestClose = () => {
    if (!isDirty.current()) return onClose();
    openConfirmModal({
      title: t('courseAdmin.editor.discardTitle'),
      children: <Text size="sm">{t('courseAdmin.editor.discardText')}</Text>,
      labels: { confirm: t('courseAdmin.editor.discard'), cancel: t('courseAdmin.editor.keepEditing') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: onClose,
    });
  };

  const isNew = editing?.id === null;
  const isReady = editing !== null && (isNew || course.data !== undefined) && !institutions.isPending;
  return (
    <Modal
      opened={editing !== null}
      onClose={requestClose}
      title={t(isNew ? 'courseAdmin.editor.createTitle' : 'courseAdmin.editor.editTitle')}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {editing && isReady && (
        <CourseEditorForm
          key={editing.session}
          initial={isNew ? null : (course.data ?? null)}
          institutions={institutions.data ?? []}
          mayHaveNoInstitution={Boolean(me?.roles.superAdmin) && institutionId === undefined}
          onDone={onClose}
          onCancel={requestClose}
          isDirtyRef={isDirty}
        />
      )}
      {editing && !isReady && course.isError && (
        <Stack gap="sm" align="flex-start">
          <ErrorAlert title={t('courseAdmin.editor.loadFailed')} message={errorText(t, course.error)} />
          <Button size="xs" variant="default" onClick={() => void course.refetch()}>
            {t('courseAdmin.list.retry')}
          </Button>
        </Stack>
      )}
      {editing && !isReady && !course.isError && (
        <Stack gap="sm" role="status" aria-label={t('common.loading')}>
          <Skeleton h={36} />
          <Skeleton h={80} />
          <Skeleton h={36} />
          <Skeleton h={160} />
        </Stack>
      )}
    </Modal>
  );
};
