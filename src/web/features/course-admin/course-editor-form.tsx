import { Button, Divider, Stack, Text } from '@mantine/core';
import type { RefObject } from 'react';
import type { CourseDetail } from '../../../domain/academy.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ConflictModal } from '../../ui/conflict-modal.tsx';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { ModalFooter } from '../../ui/modal-footer.tsx';
import type { InstitutionOption } from './course-admin-api.ts';
import { CourseFields } from './course-fields.tsx';
import { CoverImageSection } from './cover-image-section.tsx';
import { ModuleEditor } from './module-editor.tsx';
import { useCourseEditor } from './use-course-editor.ts';

interface CourseEditorFormProps {
  /** The course as opened; null to create one. */
  initial: CourseDetail | null;
  institutions: readonly InstitutionOption[];
  /** Super admins may leave the institution empty; an institution admin's courses are their institution's. */
  mayHaveNoInstitution: boolean;
  onDone: () => void;
  onCancel: () => void;
  /** Lets the modal ask before closing over unsaved changes. */
  isDirtyRef: RefObject<() => boolean>;
}

/** The create / edit form: the course's fields, its cover, its modules and their activities. */
export const CourseEditorForm = (props: CourseEditorFormProps) => {
  const { initial, institutions, mayHaveNoInstitution, onDone, onCancel, isDirtyRef } = props;
  const { t } = useTranslation();
  const defaultInstitution = mayHaveNoInstitution ? '' : (institutions[0]?.name ?? '');
  const editor = useCourseEditor(initial, defaultInstitution, onDone);
  const { form, latest } = editor;
  isDirtyRef.current = () => form.isDirty();

  return (
    <form onSubmit={editor.handleSubmit} noValidate>
      <Stack gap="md">
        {editor.message && (
          <ErrorAlert
            title={editor.message.title}
            message={editor.message.message}
            onClose={editor.clearMessage}
          />
        )}
        <CourseFields form={form} institutions={institutions} mayHaveNoInstitution={mayHaveNoInstitution} />
        {latest ? (
          <CoverImageSection course={latest} onUploaded={editor.setLatest} disabled={editor.isSaving} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('courseAdmin.cover.afterCreate')}
          </Text>
        )}
        <Divider />
        <ModuleEditor form={form} />
        <ModalFooter>
          <Button variant="default" onClick={onCancel}>
            {t('courseAdmin.editor.cancel')}
          </Button>
          <Button type="submit" loading={editor.isSaving}>
            {t(latest ? 'courseAdmin.editor.save' : 'courseAdmin.editor.create')}
          </Button>
        </ModalFooter>
      </Stack>
      <ConflictModal
        opened={editor.hasConflict}
        textKey="courseAdmin.conflict"
        onReload={editor.reload}
        onOverwrite={editor.overwrite}
      />
    </form>
  );
};
