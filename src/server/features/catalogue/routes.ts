import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogueItemSchema,
  createCatalogueItemSchema,
  updateCatalogueItemSchema,
} from '../../../domain/catalogue.ts';
import { registerSignedIn, type SignedInScope } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { deleteStoredFile, storeImageUpload } from '../../storage/image-upload.ts';
import type { Storage } from '../../storage/storage.ts';
import { fileUrl } from '../files/routes.ts';
import { allowOnly } from '../me/roles.ts';
import {
  createCatalogueItem,
  deleteCatalogueItem,
  findCatalogueItem,
  listCatalogue,
  replaceCatalogueImage,
  updateCatalogueItem,
} from './data.ts';

export interface CatalogueRouteDeps {
  db: Db;
  sessions: Sessions;
  storage: Storage;
}

const idParams = z.object({ id: z.string().min(1).max(200) });
const tags = ['catalogue'];
const notFound = () => new HttpError(404, 'CATALOGUE_ITEM_NOT_FOUND');

/** The component catalogue (spec §7): everyone signed in reads it, super admins manage it. */
export const registerCatalogueRoutes = (app: FastifyInstance, deps: CatalogueRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => routes(scope, deps, userOf));

const routes = (scope: FastifyInstance, deps: CatalogueRouteDeps, userOf: SignedInScope['userOf']) => {
  const { db, storage } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();

  const requireManager = allowOnly(db, userOf, 'catalogue:manage');

  api.get('/api/catalogue', { schema: { tags, response: { 200: z.array(catalogueItemSchema) } } }, async () =>
    listCatalogue(db),
  );

  api.post(
    '/api/catalogue',
    {
      preValidation: requireManager,
      schema: { tags, body: createCatalogueItemSchema, response: { 201: catalogueItemSchema } },
    },
    async (request, reply) => reply.status(201).send(await createCatalogueItem(db, request.body)),
  );

  api.patch(
    '/api/catalogue/:id',
    {
      preValidation: requireManager,
      schema: {
        tags,
        params: idParams,
        body: updateCatalogueItemSchema,
        response: { 200: catalogueItemSchema },
      },
    },
    async (request) => {
      const item = await updateCatalogueItem(db, request.params.id, request.body);
      if (!item) throw notFound();
      return item;
    },
  );

  api.delete(
    '/api/catalogue/:id',
    { preValidation: requireManager, schema: { tags, params: idParams } },
    async (request, reply) => {
      const deleted = await deleteCatalogueItem(db, request.params.id);
      if (!deleted) throw notFound();
      await deleteStoredFile(request, storage, deleted.imageKey);
      return reply.status(204).send();
    },
  );

  api.put(
    '/api/catalogue/:id/image',
    {
      preValidation: requireManager,
      schema: {
        tags,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: catalogueItemSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findCatalogueItem(db, id))) throw notFound();
      const { key } = await storeImageUpload(request, storage, 'images');
      const replaced = await replaceCatalogueImage(db, id, { key, url: fileUrl(key) });
      if (!replaced) {
        await deleteStoredFile(request, storage, key);
        throw notFound();
      }
      await deleteStoredFile(request, storage, replaced.previousKey);
      const item = await findCatalogueItem(db, id);
      if (!item) throw notFound();
      return item;
    },
  );
};
