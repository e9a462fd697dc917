import { type UserRolesUpdate, userAdminRowSchema, userListPageSchema } from '../../../domain/user-admin.ts';
import { request } from '../../lib/api.ts';

/** The users screen's calls (super admins only; the server answers 403 to anyone else). */

/** `query` is the URL's search plus cursor and limit, already as a query string (see user-admin-params). */
export const listUsers = (query: URLSearchParams) =>
  request('GET', `/api/users?${query}`, { schema: userListPageSchema });

export const updateUserRoles = (id: string, body: UserRolesUpdate) =>
  request('PATCH', `/api/users/${encodeURIComponent(id)}/roles`, { body, schema: userAdminRowSchema });
