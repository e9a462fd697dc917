import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectCategoryForGuide } from '../../../domain/guide-admin.ts';
import {
  GUIDE_LIMITS,
  guideBatchQuerySchema,
  guideCategorySchema,
  guideListQuerySchema,
  guidePageSchema,
  guideSchema,
  guideSummarySchema,
} from '../../../domain/guides.ts';
import { type Actor, can } from '../../../domain/permissions.ts';
import { projectSchema } from '../../../domain/projects.ts';
import { registerSignedIn, type SignedInScope } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { assertGuideOpen } from '../academy/course-access.ts';
import { loadActor } from '../me/roles.ts';
import { batchGuides, findGuide, listGuideCategories, listPublishedGuides } from './data.ts';
import { createProjectFromGuide } from './make-it-mine.ts';

export interface GuideRouteDeps {
  db: Db;
  sessions: Sessions;
}

export const guideIdParams = z.object({ id: z.string().min(1).max(GUIDE_LIMITS.idMax) });
const tags = ['guides'];

/** Practical guides as signed-in people browse and follow them (spec §2, §7). */
export const registerGuideRoutes = (app: FastifyInstance, deps: GuideRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => routes(scope, deps, userOf));

const routes = (scope: FastifyInstance, deps: GuideRouteDeps, userOf: SignedInScope['userOf']) => {
  const { db } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();

  const actorOf = (request: FastifyRequest) => loadActor(db, userOf(request));
  /** Guide managers see unpublished and inactive guides too; everyone else never does. */
  const managesGuides = (actor: Actor) => can(actor, 'guide:manage');

  /**
   * A guide the caller may read: 404 when unknown or hidden from them, 403 COURSE_LOCKED when a
   * premium course generated it and the caller may not open that course.
   */
  const readableGuide = async (request: FastifyRequest, id: string) => {
    const actor = await actorOf(request);
    const guide = await findGuide(db, id, { includeHidden: managesGuides(actor) });
    if (!guide) throw new HttpError(404, 'GUIDE_NOT_FOUND');
    await assertGuideOpen(db, actor, id);
    return guide;
  };

  api.get(
    '/api/guides',
    { schema: { tags, querystring: guideListQuerySchema, response: { 200: guidePageSchema } } },
    async (request) => listPublishedGuides(db, await actorOf(request), request.query),
  );

  api.get(
    '/api/guides/batch',
    { schema: { tags, querystring: guideBatchQuerySchema, response: { 200: z.array(guideSummarySchema) } } },
    async (request) => {
      const actor = await actorOf(request);
      return batchGuides(db, actor, request.query.ids, { includeHidden: managesGuides(actor) });
    },
  );

  api.get(
    '/api/guides/:id',
    { schema: { tags, params: guideIdParams, response: { 200: guideSchema } } },
    async (request) => readableGuide(request, request.params.id),
  );

  /** "Make it mine": the guide's circuit (repaired, so it is a valid project) and code, as a new project. */
  api.post(
    '/api/guides/:id/projects',
    { schema: { tags, params: guideIdParams, response: { 201: projectSchema } } },
    async (request, reply) => {
      const guide = await readableGuide(request, request.params.id);
      const category = projectCategoryForGuide(guide.category);
      return reply.status(201).send(await createProjectFromGuide(db, userOf(request).id, guide, category));
    },
  );

  api.get(
    '/api/guide-categories',
    { schema: { tags, response: { 200: z.array(guideCategorySchema) } } },
    async (request) => {
      const actor = await actorOf(request);
      return listGuideCategories(db, managesGuides(actor) ? { countAll: true } : { countAll: false, actor });
    },
  );
};
