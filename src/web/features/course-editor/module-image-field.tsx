import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilePreview } from '../../lib/use-file-preview.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { checkModuleImage, MODULE_IMAGE_TYPES, type ModuleImageProblem } from './module-image.ts';

const PROBLEM_KEYS = {
  tooLarge: 'errors.IMAGE_TOO_LARGE',
  notImage: 'errors.IMAGE_INVALID',
  wrongFormat: 'courseEditor.module.wrongFormat',
} as const satisfies Record<ModuleImageProblem, string>;

interface ModuleImageFieldProps {
  number: string;
  /** The stored image's URL. */
  url: string | undefined;
  /** A file chosen and not uploaded yet (it is uploaded when the course is saved). */
  file: File | undefined;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}

/** A module's image: its preview, a file chooser checked against spec §5, and the pending file. */
export const ModuleImageField = ({ number, url, file, disabled, onChoose }: ModuleImageFieldProps) => {
  const { t } = useTranslation();
  const rulesId = useId();
  const [problem, setProblem] = useState<ModuleImageProblem | null>(null);
  const preview = useFilePreview(file ?? null);
  const shown = preview ?? url;

  const take = (candidate: File | null) => {
    if (!candidate) return;
    const found = checkModuleImage(candidate);
    setProblem(found);
    if (!found) onChoose(candidate);
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('courseEditor.module.image')}
      </Text>
      <Group gap="sm" align="flex-start">
        {shown && (
          <Image
            src={shown}
            alt={t('courseEditor.module.imageAlt', { number })}
            w={120}
            h={80}
            fit="cover"
            radius="sm"
          />
        )}
        <Stack gap={4}>
          <FileButton onChange={take} accept={MODULE_IMAGE_TYPES.join(',')} disabled={disabled}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconPhoto size={14} aria-hidden="true" />}
                aria-describedby={rulesId}
              >
                {t('courseEditor.module.chooseImage', { number })}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed" id={rulesId}>
            {t('courseEditor.module.imageRules')}
          </Text>
          {file && (
            <Group gap={4}>
              <Text size="xs">{t('courseEditor.module.imagePending')}</Text>
              <Button
                variant="subtle"
                size="compact-xs"
                color="red.9"
                leftSection={<IconX size={12} aria-hidden="true" />}
                onClick={() => onChoose(null)}
                disabled={disabled}
              >
                {t('courseEditor.module.discardImage')}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
      {problem && (
        <ErrorAlert
          title={t('courseEditor.module.imageProblem')}
          message={t(PROBLEM_KEYS[problem])}
          onClose={() => setProblem(null)}
        />
      )}
    </Stack>
  );
};
