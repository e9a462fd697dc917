import { Button, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { PROJECT_CATEGORIES, type ProjectCategory } from '../../../domain/constants.ts';
import { DEFAULT_PROJECT_STARTER } from '../../../domain/project-starter.ts';
import { canStartInBlocks } from '../../../domain/project-view.ts';
import type { ProjectSummary } from '../../../domain/projects.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { ModalFooter } from '../../ui/modal-footer.tsx';
import { ImagePicker } from './image-picker.tsx';
import type { ImageProblem } from './project-image.ts';
import { StarterChoice } from './starter-choice.tsx';
import { StorageUseLine } from './storage-use-line.tsx';
import { type ProjectFormValues, type ProjectModalMode, useProjectSubmit } from './use-project-submit.ts';
import { useStartingView } from './use-starting-view.ts';
import { ViewChoice } from './view-choice.tsx';

interface ProjectModalProps {
  mode: ProjectModalMode;
  /** The project to rename or re-image; null when creating. */
  project: ProjectSummary | null;
  opened: boolean;
  onClose: () => void;
}

const IMAGE_PROBLEM_KEYS = {
  tooLarge: 'projects.modal.tooLarge',
  notImage: 'projects.modal.notImage',
  wrongFormat: 'projects.modal.wrongFormat',
} as const satisfies Record<ImageProblem, string>;

const isCategory = (value: string | null): value is ProjectCategory =>
  (PROJECT_CATEGORIES as readonly (string | null)[]).includes(value);

/** Spec §2 create/edit modal, one component for create, rename and change image. */
export const ProjectModal = ({ mode, project, opened, onClose }: ProjectModalProps) => {
  const { t } = useTranslation();
  const [imageProblem, setImageProblem] = useState<ImageProblem | null>(null);
  const { submit, message, clearMessage, isPending } = useProjectSubmit(mode, project, onClose);
  const form = useForm<ProjectFormValues>({
    initialValues: {
      name: project?.name ?? '',
      category: project && isCategory(project.category) ? project.category : null,
      file: null,
      starter: DEFAULT_PROJECT_STARTER,
      codeView: null,
    },
  });
  const startingView = useStartingView(mode === 'create' && opened, form.values.starter);
  // Until the person picks one, the view is the one a project like theirs starts in.
  const codeView = canStartInBlocks(form.values.starter) ? (form.values.codeView ?? startingView) : 'python';

  // biome-ignore lint/correctness/useExhaustiveDependencies: reopening starts from the project as it is now.
  useEffect(() => {
    if (!opened) return;
    form.setValues({
      name: project?.name ?? '',
      category: project && isCategory(project.category) ? project.category : null,
      file: null,
      starter: DEFAULT_PROJECT_STARTER,
      codeView: null,
    });
    setImageProblem(null);
    clearMessage();
  }, [opened, project?.id]);

  const withFields = mode !== 'image';
  const withImage = mode !== 'rename';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(`projects.modal.title.${mode}`)}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <form onSubmit={form.onSubmit((values) => void submit({ ...values, codeView }))} noValidate>
        <Stack gap="sm">
          {message && <ErrorAlert title={message.title} message={message.message} onClose={clearMessage} />}
          {withFields && (
            <>
              <TextInput
                label={t('projects.modal.name')}
                required
                data-autofocus
                autoComplete="off"
                {...form.getInputProps('name')}
              />
              <Select
                label={t('projects.modal.category')}
                placeholder={t('projects.modal.categoryPlaceholder')}
                required
                data={PROJECT_CATEGORIES.map((value) => ({
                  value,
                  label: t(`projects.categories.${value}`),
                }))}
                value={form.values.category}
                onChange={(value) => form.setFieldValue('category', isCategory(value) ? value : null)}
                comboboxProps={{ withinPortal: true }}
              />
            </>
          )}
          {mode === 'create' && (
            <>
              <StarterChoice
                value={form.values.starter}
                onChange={(starter) => form.setFieldValue('starter', starter)}
              />
              <ViewChoice
                value={codeView}
                onChange={(view) => form.setFieldValue('codeView', view)}
                isPythonOnly={!canStartInBlocks(form.values.starter)}
              />
            </>
          )}
          {withImage && (
            <>
              <ImagePicker
                file={form.values.file}
                currentUrl={mode === 'image' ? project?.imageUrl : null}
                onChange={(file) => form.setFieldValue('file', file)}
                onProblem={setImageProblem}
                disabled={isPending}
              />
              <StorageUseLine />
            </>
          )}
          {imageProblem && (
            <ErrorAlert
              title={t('projects.modal.imageTitle')}
              message={t(IMAGE_PROBLEM_KEYS[imageProblem])}
              onClose={() => setImageProblem(null)}
            />
          )}
          <ModalFooter>
            <Button variant="default" onClick={onClose}>
              {t('projects.modal.cancel')}
            </Button>
            <Button type="submit" loading={isPending}>
              {t(`projects.modal.submit.${mode}`)}
            </Button>
          </ModalFooter>
        </Stack>
      </form>
    </Modal>
  );
};
