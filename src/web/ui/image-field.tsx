import '@mantine/dropzone/styles.layer.css';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { checkImage, type ImageProblem, type ImageRules } from '../lib/image-check.ts';
import { useFilePreview } from '../lib/use-file-preview.ts';
import { ErrorAlert } from './error-alert.tsx';

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
  /** The types and size it takes (checked here, and again by the server). */
  rules: ImageRules;
  /** The rules in words, shown under the drop hint. */
  rulesText: string;
  /** Spec §5's message for each problem, in the words of the server's answer for these rules. */
  problemText: Record<ImageProblem, string>;
}

/** An image chosen by click, keyboard or drop, checked against `rules`, with its preview. */
export const ImageField = (props: ImageFieldProps) => {
  const { label, chooseLabel, previewAlt, file, url, onChoose, onRemove, removeLabel, disabled } = props;
  const { rules, rulesText, problemText } = props;
  const { t } = useTranslation();
  const hintId = useId();
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const preview = useFilePreview(file);

  const take = (candidate: FileWithPath | undefined) => {
    if (!candidate) return;
    const found = checkImage(candidate, rules);
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
          accept={[...rules.types]}
          maxSize={rules.maxBytes}
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
              <Text size="sm">{t('imageField.dropHint')}</Text>
              <Text size="xs" c="dimmed" id={hintId}>
                {rulesText}
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
          title={t('imageField.problemTitle')}
          message={problemText[problem]}
          onClose={() => setProblem(null)}
        />
      )}
    </Stack>
  );
};
