import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CourseCard } from '../../../domain/academy.ts';
import { errorText } from '../../lib/error-text.ts';
import { LoadMoreButton } from '../../ui/load-more-button.tsx';
import { type CourseAdminFilters, hasCourseFilters } from './course-admin-params.ts';
import { useCoursePages } from './course-admin-queries.ts';
import { CourseTable } from './course-table.tsx';
import { useCourseActions } from './use-course-actions.tsx';

interface CourseListProps {
  filters: CourseAdminFilters;
  onEdit: (course: CourseCard) => void;
  onModules: (course: CourseCard) => void;
}

/** The table a page at a time, with its loading, empty and error states. */
export const CourseList = ({ filters, onEdit, onModules }: CourseListProps) => {
  const { t } = useTranslation();
  const pages = useCoursePages(filters);
  const actions = useCourseActions();
  const courses = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <div aria-live="polite" aria-busy={pages.isFetching}>
        {pages.isPending && (
          <Stack gap="xs" role="status" aria-label={t('common.loading')}>
            {Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity.
              <Skeleton key={index} h={52} radius="sm" />
            ))}
          </Stack>
        )}
        {pages.isError && (
          <Alert
            color="red"
            variant="light"
            title={t('courseAdmin.list.loadFailed')}
            icon={<IconAlertCircle aria-hidden="true" />}
          >
            <Stack gap="xs" align="flex-start">
              {errorText(t, pages.error)}
              <Button size="xs" variant="white" color="red.9" onClick={() => void pages.refetch()}>
                {t('courseAdmin.list.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {pages.isSuccess && courses.length === 0 && (
          <Text c="dimmed">
            {t(hasCourseFilters(filters) ? 'courseAdmin.list.noResults' : 'courseAdmin.list.empty')}
          </Text>
        )}
        {courses.length > 0 && (
          <CourseTable
            courses={courses}
            busyId={actions.busyId}
            onEdit={onEdit}
            onModules={onModules}
            onPublish={actions.confirmPublish}
            onDelete={actions.confirmDelete}
          />
        )}
      </div>
      <LoadMoreButton
        hasMore={pages.hasNextPage}
        isLoading={pages.isFetchingNextPage}
        onLoad={() => void pages.fetchNextPage()}
        label={t('courseAdmin.list.loadMore')}
      />
    </>
  );
};
