import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  gradesCsvQuery,
  groupActivityParams,
  groupActivityTableSchema,
  groupGradesSchema,
  groupIdParams,
  groupStudentParams,
  studentBackofficeSchema,
} from '../../../domain/grades.ts';
import { registerSignedIn, type SignedInScope } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { loadActor } from '../me/roles.ts';
import { csvDisposition, csvLocaleOf, gradesCsv } from './csv.ts';
import { activityTable, csvGrades, groupGrades, studentBackoffice } from './views.ts';

export interface GradeRouteDeps {
  db: Db;
  sessions: Sessions;
}

const tags = ['grades'];

/**
 * The read views of a whole group (spec §2 grades, group activity table, student backoffice) and
 * its CSV export: for the group's mentor and managers (`group:review`); a student reads only their
 * own backoffice.
 */
export const registerGradeRoutes = (app: FastifyInstance, deps: GradeRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => routes(scope, deps, userOf));

const routes = (scope: FastifyInstance, deps: GradeRouteDeps, userOf: SignedInScope['userOf']) => {
  const { db } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: FastifyRequest) => loadActor(db, userOf(request));

  api.get(
    '/api/groups/:id/grades',
    { schema: { tags, params: groupIdParams, response: { 200: groupGradesSchema } } },
    async (request) => groupGrades(db, await actorOf(request), request.params.id),
  );

  api.get(
    '/api/groups/:id/grades.csv',
    { schema: { tags, params: groupIdParams, querystring: gradesCsvQuery } },
    async (request, reply) => {
      const grades = await csvGrades(db, await actorOf(request), request.params.id);
      const locale = csvLocaleOf(request.query.lang, request.headers['accept-language']);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', csvDisposition(grades.group.name, locale))
        .header('cache-control', 'no-store')
        .send(gradesCsv(grades, locale));
    },
  );

  api.get(
    '/api/groups/:id/activities/:activityId/submissions',
    { schema: { tags, params: groupActivityParams, response: { 200: groupActivityTableSchema } } },
    async (request) => {
      const { id, activityId } = request.params;
      const table = await activityTable(db, await actorOf(request), id, activityId);
      if (!table) throw new HttpError(404, 'ACTIVITY_NOT_IN_GROUP');
      return table;
    },
  );

  api.get(
    '/api/groups/:id/students/:studentId/submissions',
    { schema: { tags, params: groupStudentParams, response: { 200: studentBackofficeSchema } } },
    async (request) => {
      const { id, studentId } = request.params;
      const backoffice = await studentBackoffice(db, await actorOf(request), id, studentId);
      if (!backoffice) throw new HttpError(404, 'STUDENT_NOT_IN_GROUP');
      return backoffice;
    },
  );
};
