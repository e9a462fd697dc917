import '@mantine/dropzone/styles.layer.css';
import { Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { LIMITS } from '../../../domain/constants.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useFilePreview } from '../../lib/use-file-preview.ts';
import { checkProjectImage, type ImageProblem, PROJECT_IMAGE_TYPES } from './project-image.ts';

interface ImagePickerProps {
  file: File | null;
  /** The image the project has now, shown until a new file is chosen. */
  currentUrl?: string | null;
  onChange: (file: File | null) => void;
  onProblem: (problem: ImageProblem | null) => void;
  disabled?: boolean;
  /** The field's title; the project image's by default. */
  label?: string;
}

/** Spec §5 project image: a JPEG or PNG up to 5 MB, checked here before any upload, with a preview. */
export const ImagePicker = ({ file, currentUrl, onChange, onProblem, disabled, label }: ImagePickerProps) => {
  const { t } = useTranslation();
  const hintId = useId();
  const preview = useFilePreview(file);

  const take = (candidate: FileWithPath | undefined) => {
    if (!candidate) return;
    const problem = checkProjectImage(candidate);
    onProblem(problem);
    onChange(problem ? null : candidate);
  };

  const shown = preview ?? currentUrl ?? null;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label ?? t('projects.modal.image')}
      </Text>
      <Dropzone
        onDrop={(files) => take(files[0])}
        onReject={(rejections) => take(rejections[0]?.file)}
        accept={[...PROJECT_IMAGE_TYPES]}
        maxSize={LIMITS.projectImageBytes}
        multiple={false}
        disabled={disabled}
        aria-label={t('projects.modal.chooseImage')}
        aria-describedby={hintId}
        inputProps={{ 'aria-label': t('projects.modal.chooseImage') }}
      >
        <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={36} aria-hidden="true" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} aria-hidden="true" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={36} aria-hidden="true" />
          </Dropzone.Idle>
          <div>
            <Text size="sm">{t('projects.modal.dropHint')}</Text>
            <Text size="xs" c="dimmed" id={hintId}>
              {t('projects.modal.imageRules')}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {shown && (
        <Image
          src={shown}
          alt={
            file ? t('projects.modal.previewAlt', { name: file.name }) : t('projects.modal.currentImageAlt')
          }
          h={140}
          fit="contain"
          radius="md"
          bg="gray.0"
        />
      )}
    </Stack>
  );
};
