import { useTranslation } from '../../i18n/i18n.ts';
import { LoadMoreButton } from '../../ui/load-more-button.tsx';
import { PagedTableState } from '../../ui/paged-table-state.tsx';
import { useRoleSwitch } from './use-role-switch.tsx';
import { useUserPages } from './user-admin-queries.ts';
import { UserTable } from './user-table.tsx';

/** The users a page at a time, with the loading, empty and failure states. */
export const UserList = ({ search, meId }: { search: string; meId: string | undefined }) => {
  const { t } = useTranslation();
  const pages = useUserPages(search);
  const roles = useRoleSwitch(meId);
  const users = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const superAdminCount = pages.data?.pages.at(-1)?.superAdminCount ?? 0;
  return (
    <>
      <PagedTableState
        query={pages}
        rowCount={users.length}
        rowHeight={52}
        texts={{
          loadFailed: t('userAdmin.list.loadFailed'),
          retry: t('userAdmin.list.retry'),
          empty: search ? t('userAdmin.list.noResults', { search }) : t('userAdmin.list.empty'),
        }}
      >
        <UserTable
          users={users}
          superAdminCount={superAdminCount}
          meId={meId}
          busyId={roles.busyId}
          onTutor={roles.setTutor}
          onSuperAdmin={roles.setSuperAdmin}
        />
      </PagedTableState>
      <LoadMoreButton
        hasMore={pages.hasNextPage}
        isLoading={pages.isFetchingNextPage}
        onLoad={() => void pages.fetchNextPage()}
        label={t('userAdmin.list.loadMore')}
      />
    </>
  );
};
