import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  institutionCourseInputSchema,
  institutionCourseParams,
  institutionCourseSchema,
  institutionDetailSchema,
  institutionEmailSchema,
  institutionIdParams,
  institutionInputSchema,
  institutionListPageSchema,
  institutionListQuerySchema,
  institutionPersonSchema,
  institutionUserParams,
} from '../../../domain/institutions.ts';
import { registerSignedIn, type SignedInScope } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import { HttpError } from '../../http-error.ts';
import type { LiveEvents } from '../../realtime/live-events.ts';
import { announceRightsChanged } from '../../realtime/session-notices.ts';
import { announceCourseChange } from '../courses/context.ts';
import { allowOnly } from '../me/roles.ts';
import {
  findInstitution,
  findUserByEmail,
  listInstitutions,
  loadInstitutionDetail,
  readAdminIds,
} from './data.ts';
import {
  addAdmin,
  addMentor,
  createInstitution,
  deleteInstitution,
  type MovedCourses,
  moveCourse,
  removeAdmin,
  removeMentor,
  renameInstitution,
} from './write.ts';

export interface InstitutionRouteDeps {
  db: Db;
  sessions: Sessions;
  live: LiveEvents;
}

const tags = ['institution management'];

const notFound = () => new HttpError(404, 'INSTITUTION_NOT_FOUND');
const nameTaken = () => new HttpError(409, 'INSTITUTION_NAME_TAKEN', undefined, { name: ['taken'] });

/** Spec §2 educational-institutions-management, §7 educationalInstitutions: super admins only. */
export const registerInstitutionRoutes = (app: FastifyInstance, deps: InstitutionRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => routes(scope, deps, userOf));

const routes = (scope: FastifyInstance, deps: InstitutionRouteDeps, userOf: SignedInScope['userOf']) => {
  const { db, live } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();

  // The door, before a byte of the body is read: whoever is no super admin gets 403 whatever they send.
  scope.addHook('preParsing', allowOnly(db, userOf, 'institution:manage'));

  const requireInstitution = async (id: string) => {
    const row = await findInstitution(db, id);
    if (!row) throw notFound();
    return row;
  };

  const detailOf = async (id: string) => {
    const detail = await loadInstitutionDetail(db, id);
    if (!detail) throw notFound();
    return detail;
  };

  /** Tells open pages each moved course changed (its admins' lists, the Academy). */
  const announceMoved = async ({ before, after }: MovedCourses) => {
    const afterById = new Map(after.map((course) => [course.id, course]));
    for (const course of before)
      await announceCourseChange(db, live, course, afterById.get(course.id) ?? null);
  };

  api.get(
    '/api/institutions',
    {
      schema: { tags, querystring: institutionListQuerySchema, response: { 200: institutionListPageSchema } },
    },
    async (request) => listInstitutions(db, request.query),
  );

  api.post(
    '/api/institutions',
    { schema: { tags, body: institutionInputSchema, response: { 201: institutionDetailSchema } } },
    async (request, reply) => {
      const row = await createInstitution(db, request.body.name).catch((error: unknown) => {
        throw isUniqueViolation(error) ? nameTaken() : error;
      });
      if (row === 'taken') throw nameTaken();
      return reply.status(201).send(await detailOf(row.id));
    },
  );

  api.get(
    '/api/institutions/:id',
    { schema: { tags, params: institutionIdParams, response: { 200: institutionDetailSchema } } },
    async (request) => detailOf(request.params.id),
  );

  api.patch(
    '/api/institutions/:id',
    {
      schema: {
        tags,
        params: institutionIdParams,
        body: institutionInputSchema,
        response: { 200: institutionDetailSchema },
      },
    },
    async (request) => {
      const result = await renameInstitution(db, request.params.id, request.body.name).catch(
        (error: unknown) => {
          throw isUniqueViolation(error) ? nameTaken() : error;
        },
      );
      if (result.kind === 'missing') throw notFound();
      if (result.kind === 'taken') throw nameTaken();
      await announceMoved(result.courses);
      return detailOf(result.row.id);
    },
  );

  api.delete(
    '/api/institutions/:id',
    { schema: { tags, params: institutionIdParams } },
    async (request, reply) => {
      const admins = await readAdminIds(db, request.params.id);
      const moved = await deleteInstitution(db, request.params.id);
      if (!moved) throw notFound();
      await announceRightsChanged(db, admins);
      await announceMoved(moved);
      return reply.status(204).send();
    },
  );

  /** Adds the person an e-mail names as the institution's admin or mentor: 201, 200 when already. */
  const addPerson = async (
    reply: FastifyReply,
    id: string,
    email: string,
    add: (institutionId: string, person: { id: string; name: string }) => Promise<boolean>,
  ) => {
    const institution = await requireInstitution(id);
    const person = await findUserByEmail(db, email);
    if (!person) throw new HttpError(404, 'USER_NOT_FOUND', undefined, { email: ['notFound'] });
    // A foreign key refused: the institution went meanwhile (or the person did).
    const added = await add(institution.id, person).catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? notFound() : error;
    });
    return reply.status(added ? 201 : 200).send(person);
  };

  const personResponse = { 200: institutionPersonSchema, 201: institutionPersonSchema };

  api.post(
    '/api/institutions/:id/admins',
    { schema: { tags, params: institutionIdParams, body: institutionEmailSchema, response: personResponse } },
    async (request, reply) =>
      addPerson(reply, request.params.id, request.body.email, async (id, person) => {
        const added = await addAdmin(db, id, person.id);
        if (added) await announceRightsChanged(db, [person.id]);
        return added;
      }),
  );

  api.delete(
    '/api/institutions/:id/admins/:userId',
    { schema: { tags, params: institutionUserParams } },
    async (request, reply) => {
      const institution = await requireInstitution(request.params.id);
      if (!(await removeAdmin(db, institution.id, request.params.userId)))
        throw new HttpError(404, 'USER_NOT_FOUND');
      await announceRightsChanged(db, [request.params.userId]);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/institutions/:id/mentors',
    { schema: { tags, params: institutionIdParams, body: institutionEmailSchema, response: personResponse } },
    async (request, reply) =>
      addPerson(reply, request.params.id, request.body.email, (id, person) => addMentor(db, id, person)),
  );

  api.delete(
    '/api/institutions/:id/mentors/:userId',
    { schema: { tags, params: institutionUserParams } },
    async (request, reply) => {
      const institution = await requireInstitution(request.params.id);
      if (!(await removeMentor(db, institution.id, request.params.userId)))
        throw new HttpError(404, 'USER_NOT_FOUND');
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/institutions/:id/courses',
    {
      schema: {
        tags,
        params: institutionIdParams,
        body: institutionCourseInputSchema,
        response: { 200: institutionCourseSchema, 201: institutionCourseSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { courseId } = request.body;
      const result = await moveCourse(db, courseId, { to: id });
      if (result.kind === 'no-institution') throw notFound();
      if (result.kind === 'no-course') throw new HttpError(404, 'COURSE_NOT_FOUND');
      if (result.kind === 'moved') await announceCourseChange(db, live, result.before, result.after);
      const course = (await detailOf(id)).courses.find((entry) => entry.id === courseId);
      if (!course) throw new HttpError(404, 'COURSE_NOT_FOUND');
      return reply.status(result.kind === 'moved' ? 201 : 200).send(course);
    },
  );

  api.delete(
    '/api/institutions/:id/courses/:courseId',
    { schema: { tags, params: institutionCourseParams } },
    async (request, reply) => {
      const result = await moveCourse(db, request.params.courseId, { from: request.params.id });
      if (result.kind === 'no-institution') throw notFound();
      if (result.kind !== 'moved') throw new HttpError(404, 'COURSE_NOT_FOUND');
      await announceCourseChange(db, live, result.before, result.after);
      return reply.status(204).send();
    },
  );
};
