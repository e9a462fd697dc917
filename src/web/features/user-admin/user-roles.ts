import type { UserAdminRow } from '../../../domain/user-admin.ts';

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
