import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_MESSAGES } from '../../../domain/errors.ts';
import {
  createProjectSchema,
  lacksProjectFields,
  PROJECT_LIMITS,
  projectAccessSchema,
  projectListQuerySchema,
  projectPageSchema,
  projectSchema,
  shareProjectSchema,
  updateProjectSchema,
  versionConflictSchema,
} from '../../../domain/projects.ts';
import { thumbnailSchema } from '../../../domain/thumbnails.ts';
import { assertNotThrottled } from '../../auth/attempts.ts';
import { registerSignedIn, type SignedInScope } from '../../auth/guard.ts';
import type { Sessions, SessionUser } from '../../auth/session.ts';
import type { Throttle } from '../../auth/throttle.ts';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { deleteStoredFile, storeImageUpload } from '../../storage/image-upload.ts';
import type { Storage } from '../../storage/storage.ts';
import { fileUrl } from '../files/routes.ts';
import { admitUpload, projectPictureCount, type UploadQuota } from '../quota/uploads.ts';
import { replaceThumbnail } from '../thumbnails/data.ts';
import { storeThumbnail } from '../thumbnails/upload.ts';
import { requireProject, withCheckedAccess } from './access.ts';
import {
  createProject,
  deleteProject,
  duplicateProject,
  listProjects,
  replaceProjectImage,
  updateProject,
} from './data.ts';
import { PROJECT_THUMBNAIL_FOLDER } from './image-access.ts';
import { findUserIdByEmail, listPermissions, removePermission, setPermission } from './sharing.ts';

export interface ProjectRouteDeps {
  db: Db;
  sessions: Sessions;
  storage: Storage;
  throttle: Throttle;
  uploads: UploadQuota;
}

const idParams = z.object({ id: z.string().min(1).max(200) });
const permissionParams = idParams.extend({ userId: z.string().min(1).max(200) });
const tags = ['projects'];
/**
 * A 409 of a save: a stale version (PROJECT_VERSION_CONFLICT, with what the server holds now, as
 * `versionConflictSchema` reads it), or a handed-in activity project (ACTIVITY_PROJECT_LOCKED).
 */
const saveConflictSchema = z.object({
  error: z.object({
    code: z.enum(['PROJECT_VERSION_CONFLICT', 'ACTIVITY_PROJECT_LOCKED']),
    message: z.string(),
    current: versionConflictSchema.shape.current.optional(),
  }),
  current: versionConflictSchema.shape.current.optional(),
});

/** Storage folder of project images: private to the project's readers (see image-access.ts). */
export const PROJECT_IMAGE_FOLDER = 'project';

/** Spec §5: a blank name or category gets its own message, before the generic validation. */
const requireFields = (partial: boolean) => async (request: FastifyRequest) => {
  if (lacksProjectFields(request.body, { partial })) throw new HttpError(400, 'PROJECT_FIELDS_REQUIRED');
};

/** Projects (spec §3, §4, §6, §7): list, create, open, save, image, duplicate, delete, share. */
export const registerProjectRoutes = (app: FastifyInstance, deps: ProjectRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => routes(scope, deps, userOf));

const routes = (scope: FastifyInstance, deps: ProjectRouteDeps, userOf: SignedInScope['userOf']) => {
  const { db, storage } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();

  /** The project as `user` sees it now, after a change they were allowed to make. */
  const reload = async (user: SessionUser, id: string) =>
    (await requireProject(db, user, id, 'project:read')).project;

  api.get(
    '/api/projects',
    { schema: { tags, querystring: projectListQuerySchema, response: { 200: projectPageSchema } } },
    async (request) => {
      const user = userOf(request);
      return listProjects(db, user.id, request.query);
    },
  );

  api.post(
    '/api/projects',
    {
      bodyLimit: PROJECT_LIMITS.bodyBytes,
      preValidation: requireFields(false),
      schema: { tags, body: createProjectSchema, response: { 201: projectSchema } },
    },
    async (request, reply) => {
      const user = userOf(request);
      const id = await createProject(db, user.id, request.body);
      return reply.status(201).send(await reload(user, id));
    },
  );

  api.get(
    '/api/projects/:id',
    { schema: { tags, params: idParams, response: { 200: projectSchema } } },
    async (request) => {
      const user = userOf(request);
      return (await requireProject(db, user, request.params.id, 'project:read')).project;
    },
  );

  api.patch(
    '/api/projects/:id',
    {
      bodyLimit: PROJECT_LIMITS.bodyBytes,
      preValidation: requireFields(true),
      schema: {
        tags,
        params: idParams,
        body: updateProjectSchema,
        response: { 200: projectSchema, 409: saveConflictSchema },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { id } = request.params;
      const checked = await requireProject(db, user, id, 'project:write');
      const result = await updateProject(db, user.id, id, request.body);
      if (result.kind === 'missing') throw new HttpError(404, 'PROJECT_NOT_FOUND');
      if (result.kind === 'conflict') {
        const { current } = result;
        const code = 'PROJECT_VERSION_CONFLICT' as const;
        const message = ERROR_MESSAGES.PROJECT_VERSION_CONFLICT;
        return reply.status(409).send({ error: { code, message, current }, current });
      }
      return withCheckedAccess(result.found, checked);
    },
  );

  api.put(
    '/api/projects/:id/image',
    {
      schema: { tags, params: idParams, consumes: ['multipart/form-data'], response: { 200: projectSchema } },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { id } = request.params;
      await requireProject(db, user, id, 'project:write');
      await admitUpload(deps.uploads, reply, user.id);
      const count = projectPictureCount(deps.uploads, user.id, id);
      const { key } = await storeImageUpload(request, storage, PROJECT_IMAGE_FOLDER, undefined, count);
      const replaced = await replaceProjectImage(db, id, { key, url: fileUrl(key) });
      if (!replaced) {
        await deleteStoredFile(request, storage, key);
        await count.release(key);
        throw new HttpError(404, 'PROJECT_NOT_FOUND');
      }
      await deleteStoredFile(request, storage, replaced.previousKey);
      return reload(user, id);
    },
  );

  api.put(
    '/api/projects/:id/thumbnail',
    {
      schema: {
        tags,
        summary: "The circuit's picture for cards, as drawn by someone who may edit it",
        description:
          'A PNG or WebP (up to 1 MB) of the circuit whose hash is `circuitHash` (from `GET /api/projects/:id`), ' +
          're-encoded and kept as the WebP the card-image route resizes. 409 when the circuit changed since.',
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: thumbnailSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { id } = request.params;
      await requireProject(db, user, id, 'project:write');
      return storeThumbnail(
        request,
        {
          storage,
          folder: `${PROJECT_THUMBNAIL_FOLDER}/${id}`,
          notFound: () => new HttpError(404, 'PROJECT_NOT_FOUND'),
        },
        (picture) => replaceThumbnail(db, projects, id, picture),
      );
    },
  );

  api.post(
    '/api/projects/:id/duplicate',
    { schema: { tags, params: idParams, response: { 201: projectSchema } } },
    async (request, reply) => {
      const user = userOf(request);
      const { project } = await requireProject(db, user, request.params.id, 'project:read');
      const copyId = await duplicateProject(db, user.id, project).catch((err: unknown) => {
        request.log.error({ err, projectId: project.id }, 'project duplication failed');
        throw new HttpError(500, 'PROJECT_DUPLICATE_FAILED');
      });
      return reply.status(201).send(await reload(user, copyId));
    },
  );

  api.delete('/api/projects/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    const user = userOf(request);
    const { id } = request.params;
    await requireProject(db, user, id, 'project:delete');
    const deleted = await deleteProject(db, id).catch((err: unknown) => {
      request.log.error({ err, projectId: id }, 'project deletion failed');
      throw new HttpError(500, 'PROJECT_DELETE_FAILED');
    });
    if (!deleted) throw new HttpError(404, 'PROJECT_NOT_FOUND');
    await deleteStoredFile(request, storage, deleted.imageKey);
    await deleteStoredFile(request, storage, deleted.thumbnailKey);
    return reply.status(204).send();
  });

  const permissionList = { 200: z.array(projectAccessSchema) };

  api.get(
    '/api/projects/:id/permissions',
    { schema: { tags, params: idParams, response: permissionList } },
    async (request) => {
      const user = userOf(request);
      await requireProject(db, user, request.params.id, 'project:share');
      return listPermissions(db, request.params.id);
    },
  );

  api.put(
    '/api/projects/:id/permissions',
    { schema: { tags, params: idParams, body: shareProjectSchema, response: permissionList } },
    async (request, reply) => {
      const user = userOf(request);
      const { id } = request.params;
      await requireProject(db, user, id, 'project:share');
      const lookups = [{ rule: 'unknownShareEmailsPerUser', subject: user.id } as const];
      await assertNotThrottled(deps.throttle, reply, lookups);
      const userId = await findUserIdByEmail(db, request.body.email);
      if (!userId) {
        await deps.throttle.hit(lookups);
        throw new HttpError(404, 'SHARE_USER_NOT_FOUND');
      }
      await setPermission(db, id, userId, request.body.level);
      return listPermissions(db, id);
    },
  );

  api.delete(
    '/api/projects/:id/permissions/:userId',
    { schema: { tags, params: permissionParams } },
    async (request, reply) => {
      const user = userOf(request);
      const { id, userId } = request.params;
      await requireProject(db, user, id, 'project:share');
      await removePermission(db, id, userId);
      return reply.status(204).send();
    },
  );
};
