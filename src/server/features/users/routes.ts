import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  userAdminRowSchema,
  userIdParams,
  userListPageSchema,
  userListQuerySchema,
  userRolesUpdateSchema,
} from '../../../domain/user-admin.ts';
import { registerSignedIn, type SignedInScope } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { announceRightsChanged } from '../../realtime/session-notices.ts';
import { allowOnly } from '../me/roles.ts';
import { listUsers, loadUserRow, updateUserRoles } from './data.ts';

export interface UserRouteDeps {
  db: Db;
  sessions: Sessions;
}

const tags = ['users'];

/** The users screen (super admins): list people, give or take the tutor and super admin roles. */
export const registerUserAdminRoutes = (app: FastifyInstance, deps: UserRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => routes(scope, deps, userOf));

const routes = (scope: FastifyInstance, deps: UserRouteDeps, userOf: SignedInScope['userOf']) => {
  const { db } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();

  /** The door before anything is parsed: only super admins. */
  const requireSuperAdmin = allowOnly(db, userOf, 'user:manage');

  api.get(
    '/api/users',
    {
      preValidation: requireSuperAdmin,
      schema: { tags, querystring: userListQuerySchema, response: { 200: userListPageSchema } },
    },
    async (request) => listUsers(db, request.query),
  );

  api.patch(
    '/api/users/:id/roles',
    {
      preValidation: requireSuperAdmin,
      schema: {
        tags,
        params: userIdParams,
        body: userRolesUpdateSchema,
        response: { 200: userAdminRowSchema },
      },
    },
    async (request) => {
      const outcome = await updateUserRoles(db, request.params.id, request.body);
      if (outcome === 'notFound') throw new HttpError(404, 'USER_NOT_FOUND');
      if (outcome === 'lastSuperAdmin') throw new HttpError(409, 'LAST_SUPER_ADMIN');
      await announceRightsChanged(db, [request.params.id]);
      const row = await loadUserRow(db, request.params.id);
      if (!row) throw new HttpError(404, 'USER_NOT_FOUND');
      return row;
    },
  );
};
