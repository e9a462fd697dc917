import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { institutionRefSchema } from './me.ts';

/**
 * The users screen's API shapes (super admins: spec §6 roles, §7 admin). The server parses
 * requests with these schemas; the web reads its search from the URL with the same list query.
 */

export const USER_ADMIN_LIMITS = { idMax: 200, searchMax: 100 } as const;

export const userIdParams = z.object({ id: z.string().min(1).max(USER_ADMIN_LIMITS.idMax) });

/** `GET /api/users`: `search` matches a name or an e-mail, any case. */
export const userListQuerySchema = z.object({
  search: z.string().trim().max(USER_ADMIN_LIMITS.searchMax).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(LIMITS.pageSize),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/**
 * A person as the users screen lists them. `tutor` is the role given here (`users.role`);
 * `leadsGroups` says they mentor a group, which keeps them a tutor whatever the role says (spec §6).
 */
export const userAdminRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  tutor: z.boolean(),
  leadsGroups: z.boolean(),
  superAdmin: z.boolean(),
  adminOf: z.array(institutionRefSchema),
  createdAt: z.string(),
});
export type UserAdminRow = z.infer<typeof userAdminRowSchema>;

export const userListPageSchema = z.object({
  items: z.array(userAdminRowSchema),
  nextCursor: z.string().nullable(),
  /** Super admins in all (not only this page), so the screen can show why the last one's switch is off. */
  superAdminCount: z.number().int(),
});
export type UserListPage = z.infer<typeof userListPageSchema>;

/** `PATCH /api/users/:id/roles`: the roles that change, at least one. */
export const userRolesUpdateSchema = z
  .strictObject({ tutor: z.boolean().optional(), superAdmin: z.boolean().optional() })
  .refine((changes) => changes.tutor !== undefined || changes.superAdmin !== undefined, 'Nothing to change');
export type UserRolesUpdate = z.infer<typeof userRolesUpdateSchema>;
