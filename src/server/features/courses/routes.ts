import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COURSE_LIMITS,
  type CourseInput,
  courseDetailSchema,
  courseIdParams,
  courseInputSchema,
  courseListPageSchema,
  courseListQuerySchema,
  coursePublicationSchema,
  courseUpdateSchema,
  institutionOptionSchema,
} from '../../../domain/academy.ts';
import { institutionScopeQuerySchema } from '../../../domain/backoffice.ts';
import { invalidActivityIds } from '../../../domain/course-edits.ts';
import { registerSignedIn, type SignedInScope } from '../../auth/guard.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import { HttpError } from '../../http-error.ts';
import { deleteStoredFile } from '../../storage/image-upload.ts';
import { requestedInstitution } from '../backoffice/scope.ts';
import { removeUnusedGuideFiles } from '../guides/files.ts';
import { requireInstitutionManaged, requireManagedCourse } from './access.ts';
import { type CourseRouteDeps, courseConflictSchema, courseContext, tags } from './context.ts';
import { listInstitutionOptions, listManagedCourses, toCourseDetail } from './data.ts';
import { ownedKeysOf } from './files.ts';
import { registerCourseImageRoutes } from './image-routes.ts';
import { registerModuleRoutes } from './module-routes.ts';
import { registerTemplateRoutes } from './template-routes.ts';
import { createCourse, deleteCourse, reviseCourse } from './write.ts';

export type { CourseRouteDeps } from './context.ts';

const writeResponse = { 200: courseDetailSchema, 409: courseConflictSchema };

/** Spec §5: a course save without a name gets 'Datos del curso inválidos' before generic validation. */
const requireName = async (request: FastifyRequest) => {
  const body = request.body as Record<string, unknown> | null;
  if (typeof body !== 'object' || body === null || typeof body.name !== 'string' || !body.name.trim()) {
    throw new HttpError(400, 'COURSE_DATA_INVALID', undefined, { name: ['required'] });
  }
};

/** Spec §5: an update drops undefined and null fields; what it leaves out stays as stored. */
const sentFields = new WeakMap<FastifyRequest, Set<string>>();
const stripNulls = async (request: FastifyRequest) => {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  for (const key of Object.keys(fields))
    if (fields[key] === null || fields[key] === undefined) delete fields[key];
  sentFields.set(request, new Set(Object.keys(fields)));
};

/** Spec §3, §5: each activity needs id and idStart = id + 'Start', unique in its course. */
const assertActivityIds = (content: CourseInput['content'] | undefined) => {
  if (content && invalidActivityIds(content).length > 0) {
    throw new HttpError(400, 'ACTIVITY_IDS_INVALID', undefined, { content: ['activityIds'] });
  }
};

/** An idStart already used by another course's starter guide: the save rolled back whole. */
const idTaken = (error: unknown): never => {
  throw isUniqueViolation(error)
    ? new HttpError(400, 'ACTIVITY_IDS_INVALID', undefined, { content: ['activityIdTaken'] })
    : error;
};

/** Course management (spec §2, §4, §7): super admins, and institution admins for their institution. */
export const registerCourseRoutes = (app: FastifyInstance, deps: CourseRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => routes(scope, deps, userOf));

const routes = (scope: FastifyInstance, deps: CourseRouteDeps, userOf: SignedInScope['userOf']) => {
  const { db, storage } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const context = courseContext(scope, deps, userOf);
  const { actorOf, announce, answerWrite } = context;

  api.get(
    '/api/courses',
    { schema: { tags, querystring: courseListQuerySchema, response: { 200: courseListPageSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const only = await requestedInstitution(db, actor, request.query.institutionId);
      return listManagedCourses(db, actor, request.query, only?.name);
    },
  );

  api.get(
    '/api/courses/institutions',
    {
      schema: {
        tags,
        querystring: institutionScopeQuerySchema,
        response: { 200: z.array(institutionOptionSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return listInstitutionOptions(
        db,
        actor,
        await requestedInstitution(db, actor, request.query.institutionId),
      );
    },
  );

  api.get(
    '/api/courses/:id',
    { schema: { tags, params: courseIdParams, response: { 200: courseDetailSchema } } },
    async (request) => toCourseDetail(await requireManagedCourse(db, actorOf(request), request.params.id)),
  );

  api.post(
    '/api/courses',
    {
      bodyLimit: COURSE_LIMITS.bodyBytes,
      preValidation: requireName,
      schema: { tags, body: courseInputSchema, response: { 201: courseDetailSchema } },
    },
    async (request, reply) => {
      assertActivityIds(request.body.content);
      await requireInstitutionManaged(db, actorOf(request), request.body.institution);
      const row = await createCourse(db, request.body).catch(idTaken);
      await announce(null, row);
      return reply.status(201).send(toCourseDetail(row));
    },
  );

  api.put(
    '/api/courses/:id',
    {
      bodyLimit: COURSE_LIMITS.bodyBytes,
      preValidation: [stripNulls, requireName],
      schema: { tags, params: courseIdParams, body: courseUpdateSchema, response: writeResponse },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { id } = request.params;
      const { version, ...body } = request.body;
      await requireManagedCourse(db, actor, id);
      const sent = sentFields.get(request) ?? new Set();
      const changes = Object.fromEntries(Object.entries(body).filter(([key]) => sent.has(key))) as Partial<
        Omit<CourseInput, 'content'>
      > & { content?: CourseInput['content'] };
      assertActivityIds(changes.content);
      if (changes.institution !== undefined) await requireInstitutionManaged(db, actor, changes.institution);
      const result = await reviseCourse(db, id, version, () => changes).catch(idTaken);
      return answerWrite(reply, result);
    },
  );

  api.put(
    '/api/courses/:id/publication',
    { schema: { tags, params: courseIdParams, body: coursePublicationSchema, response: writeResponse } },
    async (request, reply) => {
      const { id } = request.params;
      await requireManagedCourse(db, actorOf(request), id);
      const { isPublished, version } = request.body;
      return answerWrite(reply, await reviseCourse(db, id, version, () => ({ isPublished })));
    },
  );

  api.delete('/api/courses/:id', { schema: { tags, params: courseIdParams } }, async (request, reply) => {
    const { id } = request.params;
    await requireManagedCourse(db, actorOf(request), id);
    const hasGroups = () => new HttpError(409, 'COURSE_HAS_GROUPS');
    const result = await deleteCourse(db, id).catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? hasGroups() : error;
    });
    if (result.kind === 'missing') throw new HttpError(404, 'COURSE_NOT_FOUND');
    if (result.kind === 'has-groups') throw hasGroups();
    for (const key of ownedKeysOf(result.row)) await deleteStoredFile(request, storage, key);
    await removeUnusedGuideFiles(request, db, storage, result.leftFiles);
    await announce(result.row, null);
    return reply.status(204).send();
  });

  registerModuleRoutes(scope, deps, context);
  registerCourseImageRoutes(scope, deps, context);
  registerTemplateRoutes(scope, deps, context);
};
