import { Button } from '@mantine/core';
import { IconArrowLeft, IconPhotoEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CourseDetail } from '../../../domain/academy.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { BannerEditModal } from './banner-edit-modal.tsx';
import { BannerTitle } from './banner-title.tsx';
import { BannerView } from './banner-view.tsx';
import { useBannerSave, useTitleSave } from './use-banner-save.ts';

export interface BannerCourse {
  id: string;
  name: string;
  description: string;
  bannerUrl: string | null;
}

interface CourseBannerProps {
  course: BannerCourse;
  /**
   * Spec §2, §6: banner editing follows a can-edit flag given by the page (false on the course
   * view). The server decides anyway: its title and banner routes need `course:manage`.
   */
  canEdit: boolean;
  /** The back button (to the academy on the course view). */
  back?: { to: string; label: string };
  /** Called with the course as saved (its new version), e.g. for an editor holding the course. */
  onSaved?: (course: CourseDetail) => void;
}

/** Spec §2 academy layout banner: the course's name, description and banner image, editable when permitted. */
export const CourseBanner = ({ course, canEdit, back, onSaved }: CourseBannerProps) => {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const title = useTitleSave(course.id, onSaved);
  const banner = useBannerSave(course.id, onSaved);
  return (
    <header data-tour="course-banner">
      <BannerView
        name={course.name}
        description={course.description}
        imageUrl={course.bannerUrl}
        top={
          back && (
            <Button
              component={Link}
              to={back.to}
              variant="white"
              color="navy"
              size="compact-sm"
              leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
              style={{ alignSelf: 'flex-start' }}
            >
              {back.label}
            </Button>
          )
        }
        title={
          canEdit ? (
            <BannerTitle name={course.name} onSave={title.mutateAsync} isSaving={title.isPending} />
          ) : undefined
        }
        actions={
          canEdit && (
            <Button
              variant="white"
              color="navy"
              size="compact-sm"
              leftSection={<IconPhotoEdit size={16} aria-hidden="true" />}
              onClick={() => setIsEditing(true)}
            >
              {t('academy.banner.editBanner')}
            </Button>
          )
        }
      />
      {canEdit && (
        <BannerEditModal
          opened={isEditing}
          onClose={() => setIsEditing(false)}
          course={course}
          onSave={banner.mutateAsync}
          isSaving={banner.isPending}
        />
      )}
    </header>
  );
};
