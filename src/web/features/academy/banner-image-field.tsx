import '@mantine/dropzone/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import { IconPhoto } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../domain/constants.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import {
  BANNER_IMAGE_TYPES,
  BANNER_RECOMMENDED,
  type BannerImageProblem,
  checkBannerImage,
} from './banner-image.ts';

const PROBLEM_KEYS = {
  tooLarge: 'academy.banner.imageTooLarge',
  invalidFormat: 'academy.banner.imageInvalidFormat',
} as const satisfies Record<BannerImageProblem, string>;

interface BannerImageFieldProps {
  onChoose: (file: File) => void;
  disabled?: boolean;
}

/** Spec §5 banner image: JPEG, PNG or GIF up to 2 MB, checked before any upload; 1200×300 px recommended. */
export const BannerImageField = ({ onChoose, disabled }: BannerImageFieldProps) => {
  const { t } = useTranslation();
  const hintId = useId();
  const [problem, setProblem] = useState<BannerImageProblem | null>(null);

  const take = (file: FileWithPath | undefined) => {
    if (!file) return;
    const found = checkBannerImage(file);
    setProblem(found);
    if (!found) onChoose(file);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('academy.banner.image')}
      </Text>
      <Dropzone
        onDrop={(files) => take(files[0])}
        onReject={(rejections) => take(rejections[0]?.file)}
        accept={[...BANNER_IMAGE_TYPES]}
        maxSize={LIMITS.courseBannerBytes}
        multiple={false}
        disabled={disabled}
        aria-label={t('academy.banner.chooseImage')}
        aria-describedby={hintId}
        inputProps={{ 'aria-label': t('academy.banner.chooseImage') }}
        p="xs"
      >
        <Group justify="center" gap="sm" mih={64} wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <IconPhoto size={28} aria-hidden="true" />
          <div>
            <Text size="sm">{t('academy.banner.dropHint')}</Text>
            <Text size="xs" c="dimmed" id={hintId}>
              {t('academy.banner.imageRules', BANNER_RECOMMENDED)}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {problem && (
        <ErrorAlert
          title={t('academy.banner.imageProblem')}
          message={t(PROBLEM_KEYS[problem])}
          onClose={() => setProblem(null)}
        />
      )}
    </Stack>
  );
};
