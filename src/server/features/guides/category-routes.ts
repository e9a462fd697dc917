import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createGuideCategorySchema, updateGuideCategorySchema } from '../../../domain/guide-admin.ts';
import { guideCategorySchema } from '../../../domain/guides.ts';
import { registerSignedIn } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import type { LiveEvents } from '../../realtime/live-events.ts';
import { allowOnly } from '../me/roles.ts';
import { createCategory, deleteCategory, updateCategory } from './categories.ts';
import { listGuideCategories } from './data.ts';
import { requireFields } from './required-fields.ts';

export interface GuideCategoryRouteDeps {
  db: Db;
  sessions: Sessions;
  live: LiveEvents;
}

const tags = ['guide management'];
const categoryParams = z.object({ value: z.string().min(1).max(100) });

/** Guide categories (spec §3, §5, §7): super admins create, edit and delete them; everyone hears. */
export const registerGuideCategoryRoutes = (app: FastifyInstance, deps: GuideCategoryRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => {
    const { db, live } = deps;
    const api = scope.withTypeProvider<ZodTypeProvider>();

    scope.addHook('preValidation', allowOnly(db, userOf, 'guide:manage'));

    const announce = () => live.publish({ type: 'guide-categories.changed' }, {});
    const categoryNow = async (value: string) => {
      const category = (await listGuideCategories(db, { countAll: true })).find((c) => c.value === value);
      if (!category) throw new HttpError(404, 'CATEGORY_NOT_FOUND');
      return category;
    };

    api.post(
      '/api/guide-categories',
      {
        preValidation: requireFields(['value', 'text'], 'CATEGORY_DATA_INVALID'),
        schema: { tags, body: createGuideCategorySchema, response: { 201: guideCategorySchema } },
      },
      async (request, reply) => {
        await createCategory(db, request.body);
        await announce();
        return reply.status(201).send(await categoryNow(request.body.value));
      },
    );

    api.patch(
      '/api/guide-categories/:value',
      {
        schema: {
          tags,
          params: categoryParams,
          body: updateGuideCategorySchema,
          response: { 200: guideCategorySchema },
        },
      },
      async (request) => {
        const value = await updateCategory(db, request.params.value, request.body);
        await announce();
        return categoryNow(value);
      },
    );

    api.delete(
      '/api/guide-categories/:value',
      { schema: { tags, params: categoryParams } },
      async (request, reply) => {
        await deleteCategory(db, request.params.value);
        await announce();
        return reply.status(204).send();
      },
    );
  });
