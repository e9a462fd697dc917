import type { InfiniteData } from '@tanstack/react-query';
import type { UserAdminRow, UserListPage } from '../../../domain/user-admin.ts';

/** Why a role switch cannot be used, as an i18n key under `userAdmin.roles`; null when it can. */
export type SwitchBlock = 'lastSuperAdmin' | null;

/**
 * The super admin switch of the last super admin is off limits (the server would answer 409
 * LAST_SUPER_ADMIN): there must always be someone to run the instance.
 */
export const superAdminBlock = (row: UserAdminRow, superAdminCount: number): SwitchBlock =>
  row.superAdmin && superAdminCount <= 1 ? 'lastSuperAdmin' : null;

export type SuperAdminChange = 'grant' | 'revoke' | 'revokeOwn';

/** What the confirmation says before a super admin change: giving up one's own role is its own case. */
export const superAdminChange = (row: UserAdminRow, meId: string | undefined): SuperAdminChange => {
  if (!row.superAdmin) return 'grant';
  return row.id === meId ? 'revokeOwn' : 'revoke';
};

/** The users screen's list, page by page, as the query cache holds it. */
export type UserPages = InfiniteData<UserListPage, string | null>;

/**
 * A list after a role change: the person's row as the server answered it, and the super admins
 * counted again (the last one's switch is blocked by that count). A list without the row stays.
 */
export const withChangedRow = (data: UserPages | undefined, row: UserAdminRow): UserPages | undefined => {
  const old = data?.pages.flatMap((page) => page.items).find((item) => item.id === row.id);
  if (!data || !old) return data;
  const moved = Number(row.superAdmin) - Number(old.superAdmin);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === row.id ? row : item)),
      superAdminCount: page.superAdminCount + moved,
    })),
  };
};
