import { Alert, Button, Stack } from '@mantine/core';
import { IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CourseDetail } from '../../../domain/academy.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAlerts } from '../../ui/alerts.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { ImageField } from '../../ui/image-field.tsx';
import { safeImageUrl } from '../../ui/safe-url.ts';
import { uploadCourseImage } from './course-admin-api.ts';
import { refreshCourses } from './course-admin-queries.ts';
import { COURSE_IMAGE_RULES } from './course-image.ts';

interface CoverImageSectionProps {
  course: CourseDetail;
  onUploaded: (course: CourseDetail) => void;
  disabled: boolean;
}

/**
 * The course's cover image (spec §2 cover-image editor, §5): chosen, checked here, and stored with
 * its own button; saving without a new file warns 'no changes' instead of sending anything.
 */
export const CoverImageSection = ({ course, onUploaded, disabled }: CoverImageSectionProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const [file, setFile] = useState<File | null>(null);
  const [notice, setNotice] = useState<'noChanges' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [isUploading, setIsUploading] = useState(false);

  const upload = async () => {
    setFailure(null);
    if (!file) {
      setNotice('noChanges');
      return;
    }
    setNotice(null);
    setIsUploading(true);
    try {
      const saved = await uploadCourseImage(course.id, file);
      setFile(null);
      onUploaded(saved);
      refreshCourses(queryClient);
      alerts.success(t('courseAdmin.cover.saved', { name: saved.name }));
    } catch (error) {
      setFailure(error);
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <Stack gap="xs">
      <ImageField
        label={t('courseAdmin.cover.label')}
        chooseLabel={t('courseAdmin.cover.choose')}
        previewAlt={t('courseAdmin.cover.alt', { name: course.name })}
        file={file}
        url={course.imageUrl ? safeImageUrl(course.imageUrl) : null}
        disabled={disabled || isUploading}
        onChoose={(chosen) => {
          setFile(chosen);
          setNotice(null);
        }}
        rules={COURSE_IMAGE_RULES}
        rulesText={t('courseAdmin.cover.rules')}
        problemText={{
          tooLarge: t('errors.IMAGE_TOO_LARGE'),
          notImage: t('errors.IMAGE_INVALID'),
          wrongFormat: t('errors.COURSE_IMAGE_WRONG_FORMAT'),
        }}
      />
      {notice && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden="true" />} role="status">
          {t('errors.IMAGE_NO_CHANGES')}
        </Alert>
      )}
      {failure !== null && (
        <ErrorAlert
          title={t('courseAdmin.cover.failed')}
          message={errorText(t, failure)}
          onClose={() => setFailure(null)}
        />
      )}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconUpload size={14} aria-hidden="true" />}
        onClick={() => void upload()}
        loading={isUploading}
        disabled={disabled}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('courseAdmin.cover.save')}
      </Button>
    </Stack>
  );
};
