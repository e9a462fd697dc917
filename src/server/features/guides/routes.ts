import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guideCategorySchema, guideListQuerySchema, guidePageSchema } from '../../../domain/guides.ts';
import { registerSignedIn } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { listGuideCategories, listPublishedGuides } from './data.ts';

export interface GuideRouteDeps {
  db: Db;
  sessions: Sessions;
}

/** Practical guides as signed-in users browse them (spec §2 home and recommended-projects). */
export const registerGuideRoutes = (app: FastifyInstance, deps: GuideRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['guides'];
    api.get(
      '/api/guides',
      { schema: { tags, querystring: guideListQuerySchema, response: { 200: guidePageSchema } } },
      async (request) => listPublishedGuides(deps.db, request.query),
    );
    api.get(
      '/api/guide-categories',
      { schema: { tags, response: { 200: z.array(guideCategorySchema) } } },
      async () => listGuideCategories(deps.db, { countAll: false }),
    );
  });
