import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/i18n.ts';
import { ImageField } from '../../ui/image-field.tsx';
import { COURSE_IMAGE_RULES } from '../course-admin/course-image.ts';

interface ModuleImageFieldProps {
  number: string;
  /** The stored image's URL. */
  url: string | undefined;
  /** A file chosen and not uploaded yet (it is uploaded when the course is saved). */
  file: File | undefined;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}

/** A module's (lesson's) image: spec §5's JPEG, PNG, GIF or WebP up to 5 MB, uploaded with the next save. */
export const ModuleImageField = ({ number, url, file, disabled, onChoose }: ModuleImageFieldProps) => {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <ImageField
        label={t('courseEditor.module.image')}
        chooseLabel={t('courseEditor.module.chooseImage', { number })}
        previewAlt={t('courseEditor.module.imageAlt', { number })}
        file={file ?? null}
        url={url ?? null}
        disabled={disabled}
        onChoose={onChoose}
        onRemove={file ? () => onChoose(null) : undefined}
        removeLabel={t('courseEditor.module.discardImage')}
        rules={COURSE_IMAGE_RULES}
        rulesText={t('courseEditor.module.imageRules')}
        problemText={{
          tooLarge: t('errors.IMAGE_TOO_LARGE'),
          notImage: t('errors.IMAGE_INVALID'),
          wrongFormat: t('errors.COURSE_IMAGE_WRONG_FORMAT'),
        }}
      />
      {file && (
        <Text size="xs" c="dimmed">
          {t('courseEditor.module.imagePending')}
        </Text>
      )}
    </Stack>
  );
};
