import type { GroupRow } from '../../../domain/groups.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { LoadMoreButton } from '../../ui/load-more-button.tsx';
import { PagedTableState } from '../../ui/paged-table-state.tsx';
import { type GroupAdminFilters, hasGroupFilters } from './group-admin-params.ts';
import { useGroupPages } from './group-admin-queries.ts';
import { GroupTable } from './group-table.tsx';
import { useGroupActions } from './use-group-actions.tsx';

interface GroupListProps {
  filters: GroupAdminFilters;
  /** The Backoffice's institution: only its groups. */
  institutionId?: string;
  onEdit: (group: GroupRow) => void;
  onStudents: (group: GroupRow) => void;
}

/** The table a page at a time, with its loading, empty and error states. */
export const GroupList = ({ filters, institutionId, onEdit, onStudents }: GroupListProps) => {
  const { t } = useTranslation();
  const pages = useGroupPages(filters, institutionId);
  const actions = useGroupActions();
  const groups = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <PagedTableState
        query={pages}
        rowCount={groups.length}
        rowHeight={52}
        texts={{
          loadFailed: t('groups.admin.list.loadFailed'),
          retry: t('groups.admin.list.retry'),
          empty: t(hasGroupFilters(filters) ? 'groups.admin.list.noResults' : 'groups.admin.list.empty'),
        }}
      >
        <GroupTable
          groups={groups}
          busyId={actions.busyId}
          onEdit={onEdit}
          onStudents={onStudents}
          onDelete={actions.confirmDelete}
        />
      </PagedTableState>
      <LoadMoreButton
        hasMore={pages.hasNextPage}
        isLoading={pages.isFetchingNextPage}
        onLoad={() => void pages.fetchNextPage()}
        label={t('groups.admin.list.loadMore')}
      />
    </>
  );
};
