import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { repairDiagram } from '../../../domain/circuit/repair.ts';
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
import { can } from '../../../domain/permissions.ts';
import { PROJECT_LIMITS, projectSchema } from '../../../domain/projects.ts';
import { registerSignedIn, type SignedInScope } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { loadActor } from '../me/roles.ts';
import { createProject, findProject } from '../projects/data.ts';
import { batchGuides, findGuide, listGuideCategories, listPublishedGuides } from './data.ts';

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

  /** Guide managers see unpublished and inactive guides too; everyone else never does. */
  const managesGuides = async (request: FastifyRequest) =>
    can(await loadActor(db, userOf(request)), 'guide:manage');

  api.get(
    '/api/guides',
    { schema: { tags, querystring: guideListQuerySchema, response: { 200: guidePageSchema } } },
    async (request) => listPublishedGuides(db, request.query),
  );

  api.get(
    '/api/guides/batch',
    { schema: { tags, querystring: guideBatchQuerySchema, response: { 200: z.array(guideSummarySchema) } } },
    async (request) => batchGuides(db, request.query.ids, { includeHidden: await managesGuides(request) }),
  );

  api.get(
    '/api/guides/:id',
    { schema: { tags, params: guideIdParams, response: { 200: guideSchema } } },
    async (request) => {
      const guide = await findGuide(db, request.params.id, { includeHidden: await managesGuides(request) });
      if (!guide) throw new HttpError(404, 'GUIDE_NOT_FOUND');
      return guide;
    },
  );

  /** "Make it mine": the guide's circuit (repaired, so it is a valid project) and code, as a new project. */
  api.post(
    '/api/guides/:id/projects',
    { schema: { tags, params: guideIdParams, response: { 201: projectSchema } } },
    async (request, reply) => {
      const user = userOf(request);
      const guide = await findGuide(db, request.params.id, { includeHidden: await managesGuides(request) });
      if (!guide) throw new HttpError(404, 'GUIDE_NOT_FOUND');
      const id = await createProject(db, user.id, {
        name: guide.name.slice(0, PROJECT_LIMITS.nameMax),
        category: projectCategoryForGuide(guide.category),
        diagram: repairDiagram(guide.project.diagram).diagram,
        code: guide.project.code,
      });
      const created = await findProject(db, user.id, id);
      if (!created) throw new Error('created project vanished');
      return reply.status(201).send(created.project);
    },
  );

  api.get(
    '/api/guide-categories',
    { schema: { tags, response: { 200: z.array(guideCategorySchema) } } },
    async (request) => listGuideCategories(db, { countAll: await managesGuides(request) }),
  );
};
