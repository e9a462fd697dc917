import { Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CourseCard } from '../../../domain/academy.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { DELETED_ALERT_MS, useAlerts } from '../../ui/alerts.ts';
import { deleteCourse, fetchCourse, setCoursePublication } from './course-admin-api.ts';
import { refreshCourses } from './course-admin-queries.ts';

type CourseRef = Pick<CourseCard, 'id' | 'name' | 'moduleCount'>;

/**
 * The table's actions on one course, each after a confirmation and with its alerts: publish or
 * unpublish (the publication carries the course's current version), and delete. A refusal (a
 * course that has groups: 409 COURSE_HAS_GROUPS) is shown with the server's reason, never dropped.
 * `busyId` is the course an action is running on.
 */
export const useCourseActions = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (course: CourseRef, action: () => Promise<void>, failure: string) => {
    setBusyId(course.id);
    try {
      await action();
    } catch (error) {
      alerts.failure(failure, errorText(t, error));
    } finally {
      setBusyId(null);
      refreshCourses(queryClient);
    }
  };

  const publish = (course: CourseRef, isPublished: boolean) =>
    run(
      course,
      async () => {
        const { version } = await fetchCourse(course.id);
        await setCoursePublication(course.id, isPublished, version);
        const key = isPublished ? 'courseAdmin.actions.published' : 'courseAdmin.actions.unpublished';
        alerts.success(t(key, { name: course.name }));
      },
      t('courseAdmin.actions.publicationFailed', { name: course.name }),
    );

  const confirmPublish = (course: CourseRef, isPublished: boolean) =>
    openConfirmModal({
      title: t(isPublished ? 'courseAdmin.actions.publishTitle' : 'courseAdmin.actions.unpublishTitle'),
      children: (
        <Text size="sm">
          {t(isPublished ? 'courseAdmin.actions.publishText' : 'courseAdmin.actions.unpublishText', {
            name: course.name,
          })}
        </Text>
      ),
      labels: {
        confirm: t(
          isPublished ? 'courseAdmin.actions.publishConfirm' : 'courseAdmin.actions.unpublishConfirm',
        ),
        cancel: t('courseAdmin.actions.cancel'),
      },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => void publish(course, isPublished),
    });

  const confirmDelete = (course: CourseRef) =>
    openConfirmModal({
      title: t('courseAdmin.actions.deleteTitle'),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('courseAdmin.actions.deleteText', { name: course.name })}</Text>
          <Text size="sm">{t('courseAdmin.actions.deleteGoes')}</Text>
          <Text size="sm" fw={500}>
            {t('courseAdmin.actions.deleteUndone')}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('courseAdmin.actions.deleteConfirm'), cancel: t('courseAdmin.actions.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () =>
        void run(
          course,
          async () => {
            await deleteCourse(course.id);
            alerts.success(t('courseAdmin.actions.deleted', { name: course.name }), DELETED_ALERT_MS);
          },
          t('courseAdmin.actions.deleteFailed', { name: course.name }),
        ),
    });

  return { confirmPublish, confirmDelete, busyId };
};
