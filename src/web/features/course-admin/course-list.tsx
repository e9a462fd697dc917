import type { CourseCard } from '../../../domain/academy.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { LoadMoreButton } from '../../ui/load-more-button.tsx';
import { PagedTableState } from '../../ui/paged-table-state.tsx';
import { type CourseAdminFilters, hasCourseFilters } from './course-admin-params.ts';
import { useCoursePages } from './course-admin-queries.ts';
import { CourseTable } from './course-table.tsx';
import { useCourseActions } from './use-course-actions.tsx';

interface CourseListProps {
  filters: CourseAdminFilters;
  /** The Backoffice's institution: only its courses, counted in lessons (spec §2 institution variant). */
  institutionId?: string;
  onEdit: (course: CourseCard) => void;
  onModules: (course: CourseCard) => void;
}

/** The table a page at a time, with its loading, empty and error states. */
export const CourseList = ({ filters, institutionId, onEdit, onModules }: CourseListProps) => {
  const { t } = useTranslation();
  const pages = useCoursePages(filters, institutionId);
  const actions = useCourseActions();
  const courses = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <PagedTableState
        query={pages}
        rowCount={courses.length}
        rowHeight={52}
        texts={{
          loadFailed: t('courseAdmin.list.loadFailed'),
          retry: t('courseAdmin.list.retry'),
          empty: t(hasCourseFilters(filters) ? 'courseAdmin.list.noResults' : 'courseAdmin.list.empty'),
        }}
      >
        <CourseTable
          courses={courses}
          inLessons={institutionId !== undefined}
          busyId={actions.busyId}
          onEdit={onEdit}
          onModules={onModules}
          onPublish={actions.confirmPublish}
          onDelete={actions.confirmDelete}
        />
      </PagedTableState>
      <LoadMoreButton
        hasMore={pages.hasNextPage}
        isLoading={pages.isFetchingNextPage}
        onLoad={() => void pages.fetchNextPage()}
        label={t('courseAdmin.list.loadMore')}
      />
    </>
  );
};
