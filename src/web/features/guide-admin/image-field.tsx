import '@mantine/dropzone/styles.css';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../domain/constants.ts';
import { useFilePreview } from '../../lib/use-file-preview.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { checkProjectImage, type ImageProblem, PROJECT_IMAGE_TYPES } from '../projects/project-image.ts';

/** Spec §5 image messages, as the error codes the server would answer. */
const PROBLEM_KEYS = {
  tooLarge: 'errors.IMAGE_TOO_LARGE',
  notImage: 'errors.IMAGE_INVALID',
  wrongFormat: 'errors.IMAGE_WRONG_FORMAT',
} as const satisfies Record<ImageProblem, string>;

interface ImageFieldProps {
  label: string;
  /** The accessible name of the file chooser, naming what the image is for. */
  chooseLabel: string;
  previewAlt: string;
  /** A file chosen and not uploaded yet. */
  file: File | null;
  /** The stored image. */
  url: string | null;
  onChoose: (file: File) => void;
  /** Without it there is no remove button (a guide image can only be replaced). */
  onRemove?: () => void;
  removeLabel?: string;
  disabled?: boolean;
}

/** A JPEG or PNG up to 5 MB (checked here, and again by the server), with its preview. */
export const ImageField = (props: ImageFieldProps) => {
  const { label, chooseLabel, previewAlt, file, url, onChoose, onRemove, removeLabel, disabled } = props;
  const { t } = useTranslation();
  const hintId = useId();
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const preview = useFilePreview(file);

  const take = (candidate: FileWithPath | undefined) => {
    if (!candidate) return;
    const found = checkProjectImage(candidate);
    setProblem(found);
    if (!found) onChoose(candidate);
  };

  const shown = preview ?? url;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group align="flex-start" gap="sm">
        {shown && <Image src={shown} alt={previewAlt} w={120} h={90} fit="contain" radius="sm" bg="gray.0" />}
        <Dropzone
          onDrop={(files) => take(files[0])}
          onReject={(rejections) => take(rejections[0]?.file)}
          accept={[...PROJECT_IMAGE_TYPES]}
          maxSize={LIMITS.projectImageBytes}
          multiple={false}
          disabled={disabled}
          aria-label={chooseLabel}
          aria-describedby={hintId}
          inputProps={{ 'aria-label': chooseLabel }}
          style={{ flex: 1, minWidth: 180 }}
          p="xs"
        >
          <Group justify="center" gap="sm" mih={64} wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <IconPhoto size={28} aria-hidden="true" />
            <div>
              <Text size="sm">{t('guideAdmin.image.dropHint')}</Text>
              <Text size="xs" c="dimmed" id={hintId}>
                {t('guideAdmin.image.rules')}
              </Text>
            </div>
          </Group>
        </Dropzone>
      </Group>
      {shown && onRemove && (
        <Button
          variant="subtle"
          color="red.9"
          size="xs"
          leftSection={<IconTrash size={14} aria-hidden="true" />}
          onClick={onRemove}
          disabled={disabled}
          style={{ alignSelf: 'flex-start' }}
        >
          {removeLabel}
        </Button>
      )}
      {problem && (
        <ErrorAlert
          title={t('guideAdmin.image.problemTitle')}
          message={t(PROBLEM_KEYS[problem])}
          onClose={() => setProblem(null)}
        />
      )}
    </Stack>
  );
};
