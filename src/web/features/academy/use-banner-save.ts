import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseDetail } from '../../../domain/academy.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { type BannerFields, saveCourseBanner, saveCourseTitle } from './academy-api.ts';
import { academyKeys } from './academy-queries.ts';
import { notify } from './notify.ts';

/** Spec §8: a title saved shows 'Success' for 3 s; a failure a danger 'Error' for 5 s. */
const SUCCESS_MS = 3000;
const FAILURE_MS = 5000;

/** After a banner change, every academy and course-management view of the course is stale. */
const useRefreshCourse = (onSaved?: (course: CourseDetail) => void) => {
  const queryClient = useQueryClient();
  return (course: CourseDetail) => {
    void queryClient.invalidateQueries({ queryKey: academyKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['courses'] });
    onSaved?.(course);
  };
};

/** The banner's inline title: `PUT /api/courses/:id/title`, with the §8 toasts. */
export const useTitleSave = (courseId: string, onSaved?: (course: CourseDetail) => void) => {
  const { t } = useTranslation();
  const refresh = useRefreshCourse(onSaved);
  return useMutation({
    mutationFn: (name: string) => saveCourseTitle(courseId, name),
    onSuccess: (course) => {
      refresh(course);
      notify(t, {
        color: 'green',
        title: t('academy.banner.success'),
        message: t('academy.banner.titleSaved'),
        autoClose: SUCCESS_MS,
      });
    },
    onError: () =>
      notify(t, {
        color: 'red',
        title: t('academy.banner.error'),
        message: t('academy.banner.titleFailed'),
        autoClose: FAILURE_MS,
      }),
  });
};

/** The banner modal's save: `PUT /api/courses/:id/banner` (multipart). */
export const useBannerSave = (courseId: string, onSaved?: (course: CourseDetail) => void) => {
  const { t } = useTranslation();
  const refresh = useRefreshCourse(onSaved);
  return useMutation({
    mutationFn: (fields: BannerFields) => saveCourseBanner(courseId, fields),
    onSuccess: (course) => {
      refresh(course);
      notify(t, {
        color: 'green',
        title: t('academy.banner.success'),
        message: t('academy.banner.bannerSaved'),
        autoClose: SUCCESS_MS,
      });
    },
    onError: (error) =>
      notify(t, {
        color: 'red',
        title: t('academy.banner.error'),
        message: `${t('academy.banner.bannerFailed')} ${errorText(t, error)}`,
        autoClose: FAILURE_MS,
      }),
  });
};
