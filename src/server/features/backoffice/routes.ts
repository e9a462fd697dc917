import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { institutionStudentParams, institutionStudentSchema } from '../../../domain/backoffice.ts';
import { registerSignedIn } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { loadActor } from '../me/roles.ts';
import { loadInstitutionStudent } from './data.ts';
import { requestedInstitution } from './scope.ts';

export interface BackofficeRouteDeps {
  db: Db;
  sessions: Sessions;
}

const tags = ['backoffice'];

/**
 * The institution admin's Backoffice reads of its own (spec §2 institution-scoped routes, §6): only
 * that institution's admins and super admins. Institution CRUD lives in features/institutions.
 */
export const registerBackofficeRoutes = (app: FastifyInstance, deps: BackofficeRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => {
    const { db } = deps;
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/institutions/:id/students/:studentId',
      { schema: { tags, params: institutionStudentParams, response: { 200: institutionStudentSchema } } },
      async (request) => {
        const actor = await loadActor(db, userOf(request));
        const institution = await requestedInstitution(db, actor, request.params.id);
        if (!institution) throw new HttpError(404, 'INSTITUTION_NOT_FOUND');
        const found = await loadInstitutionStudent(db, institution, request.params.studentId);
        if (!found) throw new HttpError(404, 'STUDENT_NOT_IN_GROUP');
        return found;
      },
    );
  });
