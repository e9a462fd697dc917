import { buffer } from 'node:stream/consumers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createGuideSchema,
  guideAdminPageSchema,
  guideAdminQuerySchema,
  guidePublicationSchema,
  guideStatsSchema,
  saveGuideProjectSchema,
  updateGuideSchema,
  uploadedImageSchema,
} from '../../../domain/guide-admin.ts';
import { guideSchema } from '../../../domain/guides.ts';
import { thumbnailSchema } from '../../../domain/thumbnails.ts';
import { registerSignedIn, type SignedInScope } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { practicalGuides } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import type { LiveEvents } from '../../realtime/live-events.ts';
import { deleteStoredFile, storeImageUpload } from '../../storage/image-upload.ts';
import { buildUploadKey, type Storage } from '../../storage/storage.ts';
import { fileUrl } from '../files/routes.ts';
import { allowOnly } from '../me/roles.ts';
import { replaceThumbnail } from '../thumbnails/data.ts';
import { storeThumbnail } from '../thumbnails/upload.ts';
import { categoryExists } from './categories.ts';
import { findGuide, isGuideVisible } from './data.ts';
import { GUIDE_FILES, guideFileKeyOf, removeUnusedGuideFiles } from './files.ts';
import {
  createGuide,
  deleteGuide,
  duplicateGuide,
  type GuideWriteResult,
  guideStats,
  listAllGuides,
  replaceGuideImage,
  saveGuideProject,
  setGuidePublication,
  updateGuide,
} from './manage.ts';
import { requireFields } from './required-fields.ts';
import { guideIdParams } from './routes.ts';

export interface GuideManageRouteDeps {
  db: Db;
  sessions: Sessions;
  storage: Storage;
  live: LiveEvents;
}

const tags = ['guide management'];

/** A conditional write's answers: the guide, or a 409 (published, or a stale version with `current`). */
const guideWriteResponse = {
  200: guideSchema,
  409: z.object({ error: z.object({ code: z.string(), message: z.string() }).loose() }).loose(),
};

/** Guide management (spec §2 practical-guides-management): super admins only. */
export const registerGuideManageRoutes = (app: FastifyInstance, deps: GuideManageRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => routes(scope, deps, userOf));

const routes = (scope: FastifyInstance, deps: GuideManageRouteDeps, userOf: SignedInScope['userOf']) => {
  const { db, storage, live } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();

  /**
   * Tells open pages a guide changed. Whether a student could see it before and after decides
   * who hears of it: a draft that stays a draft is news for guide managers only.
   */
  const announce = async (id: string, wasPublished: boolean) =>
    live.publish({ type: 'guide.changed', id }, { wasPublished, isPublished: await isGuideVisible(db, id) });
  const isVisible = (id: string) => isGuideVisible(db, id);

  scope.addHook('preValidation', allowOnly(db, userOf, 'guide:manage'));

  const guideNow = async (id: string) => {
    const guide = await findGuide(db, id, { includeHidden: true });
    if (!guide) throw new HttpError(404, 'GUIDE_NOT_FOUND');
    return guide;
  };

  /** The answer to a conditional write: the guide as it is now, or why the write did not land. */
  const answerWrite = async (reply: FastifyReply, id: string, result: GuideWriteResult) => {
    if (result.kind === 'missing') throw new HttpError(404, 'GUIDE_NOT_FOUND');
    if (result.kind === 'published') throw new HttpError(409, 'GUIDE_PUBLISHED');
    if (result.kind === 'conflict') {
      const error = { code: 'GUIDE_VERSION_CONFLICT', message: 'The guide changed since you loaded it' };
      return reply
        .status(409)
        .send({ error: { ...error, current: result.current }, current: result.current });
    }
    return reply.send(await guideNow(id));
  };

  const assertCategory = async (category: string | undefined) => {
    if (category && !(await categoryExists(db, category))) {
      throw new HttpError(400, 'CATEGORY_NOT_FOUND', undefined, { category: ['unknown'] });
    }
  };

  /** A guide pointing at a category deleted meanwhile: the foreign key refuses, a 400 like the check. */
  const categoryGone = (error: unknown) => {
    throw isForeignKeyViolation(error)
      ? new HttpError(400, 'CATEGORY_NOT_FOUND', undefined, { category: ['unknown'] })
      : error;
  };

  /** Removes files no guide points at any more (a duplicate has its own copies). */
  const cleanUp = (request: FastifyRequest, references: (string | null)[]) =>
    removeUnusedGuideFiles(request, db, storage, references);

  /** A new file of our own with the bytes of `reference`; other references are kept as they are. */
  const copyFile = async (reference: string) => {
    const key = guideFileKeyOf(reference);
    const file = key ? await storage.get(key) : null;
    if (!key || !file) return reference;
    const copy = buildUploadKey(GUIDE_FILES, key.split('_').slice(1).join('_') || 'image');
    await storage.put(copy, await buffer(file.body), file.contentType);
    return reference.startsWith('/api/files/') ? fileUrl(copy) : copy;
  };

  api.get(
    '/api/guide-admin/guides',
    { schema: { tags, querystring: guideAdminQuerySchema, response: { 200: guideAdminPageSchema } } },
    async (request) => listAllGuides(db, request.query),
  );

  api.get('/api/guide-admin/stats', { schema: { tags, response: { 200: guideStatsSchema } } }, async () =>
    guideStats(db),
  );

  api.post(
    '/api/guides',
    {
      preValidation: requireFields(['name'], 'GUIDE_DATA_INVALID'),
      schema: { tags, body: createGuideSchema, response: { 201: guideSchema } },
    },
    async (request, reply) => {
      await assertCategory(request.body.category);
      const id = await createGuide(db, request.body).catch(categoryGone);
      await announce(id, false);
      return reply.status(201).send(await guideNow(id));
    },
  );

  api.patch(
    '/api/guides/:id',
    { schema: { tags, params: guideIdParams, body: updateGuideSchema, response: guideWriteResponse } },
    async (request, reply) => {
      await assertCategory(request.body.category);
      const { id } = request.params;
      const before = request.body.steps ? await guideNow(id) : null;
      const wasPublished = await isVisible(id);
      const result = await updateGuide(db, id, request.body).catch(categoryGone);
      if (result.kind === 'updated') {
        if (before)
          await cleanUp(
            request,
            before.steps.map((s) => s.image),
          );
        await announce(id, wasPublished);
      }
      return answerWrite(reply, id, result);
    },
  );

  api.put(
    '/api/guides/:id/project',
    { schema: { tags, params: guideIdParams, body: saveGuideProjectSchema, response: guideWriteResponse } },
    async (request, reply) => {
      const { id } = request.params;
      const result = await saveGuideProject(db, id, request.body);
      if (result.kind === 'updated') await announce(id, false);
      return answerWrite(reply, id, result);
    },
  );

  api.put(
    '/api/guides/:id/image',
    {
      schema: {
        tags,
        params: guideIdParams,
        consumes: ['multipart/form-data'],
        response: guideWriteResponse,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const guide = await guideNow(id);
      if (guide.isPublished) throw new HttpError(409, 'GUIDE_PUBLISHED');
      const { key } = await storeImageUpload(request, storage, GUIDE_FILES);
      const { result, previous } = await replaceGuideImage(db, id, key);
      if (result.kind !== 'updated') await deleteStoredFile(request, storage, key);
      else {
        await cleanUp(request, [previous]);
        await announce(id, false);
      }
      return answerWrite(reply, id, result);
    },
  );

  // A picture of the circuit as stored is not an edit: taken even while the guide is published.
  api.put(
    '/api/guides/:id/thumbnail',
    {
      schema: {
        tags,
        summary: "The circuit's picture for cards, as drawn by a guide manager",
        description:
          "A PNG or WebP (up to 1 MB) of the guide's circuit whose hash is `circuitHash` (`project.circuitHash` " +
          'of `GET /api/guides/:id`), re-encoded and kept as the WebP the card-image route resizes. 409 when ' +
          'the circuit changed since.',
        params: guideIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: thumbnailSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      return storeThumbnail(
        request,
        { storage, folder: GUIDE_FILES, notFound: () => new HttpError(404, 'GUIDE_NOT_FOUND') },
        (picture) => replaceThumbnail(db, practicalGuides, id, picture),
      );
    },
  );

  api.post(
    '/api/guides/:id/step-images',
    {
      schema: {
        tags,
        params: guideIdParams,
        consumes: ['multipart/form-data'],
        response: { 201: uploadedImageSchema },
      },
    },
    async (request, reply) => {
      const guide = await guideNow(request.params.id);
      if (guide.isPublished) throw new HttpError(409, 'GUIDE_PUBLISHED');
      const { key } = await storeImageUpload(request, storage, GUIDE_FILES);
      return reply.status(201).send({ url: fileUrl(key) });
    },
  );

  api.put(
    '/api/guides/:id/publication',
    { schema: { tags, params: guideIdParams, body: guidePublicationSchema, response: { 200: guideSchema } } },
    async (request) => {
      const { id } = request.params;
      const wasPublished = await isVisible(id);
      if (!(await setGuidePublication(db, id, request.body.isPublished)))
        throw new HttpError(404, 'GUIDE_NOT_FOUND');
      await announce(id, wasPublished);
      return guideNow(id);
    },
  );

  api.post(
    '/api/guides/:id/duplicate',
    { schema: { tags, params: guideIdParams, response: { 201: guideSchema } } },
    async (request, reply) => {
      const copyId = await duplicateGuide(db, request.params.id, copyFile);
      if (!copyId) throw new HttpError(404, 'GUIDE_NOT_FOUND');
      await announce(copyId, false);
      return reply.status(201).send(await guideNow(copyId));
    },
  );

  api.delete('/api/guides/:id', { schema: { tags, params: guideIdParams } }, async (request, reply) => {
    const { id } = request.params;
    const wasPublished = await isVisible(id);
    const references = await deleteGuide(db, id);
    if (!references) throw new HttpError(404, 'GUIDE_NOT_FOUND');
    await cleanUp(request, references);
    await live.publish({ type: 'guide.changed', id }, { wasPublished, isPublished: false });
    return reply.status(204).send();
  });
};
