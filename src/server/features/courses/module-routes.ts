import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityAddSchema,
  courseDetailSchema,
  courseIdParams,
  courseTitleSchema,
  moduleIndexParams,
  moduleInputFieldsSchema,
} from '../../../domain/academy.ts';
import type { CourseContent } from '../../../domain/course-content.ts';
import { addActivity, addModule, removeModule, updateModule } from '../../../domain/course-edits.ts';
import { HttpError } from '../../http-error.ts';
import { deleteStoredFile } from '../../storage/image-upload.ts';
import { requireManagedCourse } from './access.ts';
import { type CourseContext, type CourseRouteDeps, tags } from './context.ts';
import { ownedKeyOf } from './files.ts';
import { contentOf, reviseCourse } from './write.ts';

const invalidIndex = () => new HttpError(400, 'MODULE_INDEX_INVALID');
/** The largest index `moduleIndexParams` takes. */
const MODULE_INDEX_MAX = 1000;

/** Spec §5: a module index must be a whole number from 0 ('Índice de módulo inválido'). */
export const requireModuleIndex = async (request: FastifyRequest) => {
  const { index } = request.params as { index?: string };
  if (typeof index !== 'string' || !/^\d{1,4}$/.test(index) || Number(index) > MODULE_INDEX_MAX)
    throw invalidIndex();
};

/** An edit of the tree that names a module out of range is refused, and nothing is written. */
const orInvalid = <T>(edited: T | null): T => {
  if (edited === null) throw invalidIndex();
  return edited;
};

/** Spec §4, §7 "Modules and activities", and the banner's inline title (§4, §5). */
export const registerModuleRoutes = (
  scope: FastifyInstance,
  deps: CourseRouteDeps,
  context: CourseContext,
) => {
  const { db, storage } = deps;
  const { actorOf, answerWrite } = context;
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const response = { 200: courseDetailSchema };

  /** Loads and checks the course, then saves the tree `edit` makes of the stored one. */
  const editContent = async (
    request: FastifyRequest,
    id: string,
    edit: (content: CourseContent) => CourseContent,
  ) => {
    await requireManagedCourse(db, actorOf(request), id);
    return reviseCourse(db, id, null, (row) => ({ content: edit(contentOf(row)) }));
  };

  api.put(
    '/api/courses/:id/title',
    { schema: { tags, params: courseIdParams, body: courseTitleSchema, response } },
    async (request, reply) => {
      const { id } = request.params;
      await requireManagedCourse(db, actorOf(request), id);
      return answerWrite(reply, await reviseCourse(db, id, null, () => ({ name: request.body.name })));
    },
  );

  api.post(
    '/api/courses/:id/modules',
    {
      schema: {
        tags,
        params: courseIdParams,
        body: moduleInputFieldsSchema,
        response: { 201: courseDetailSchema },
      },
    },
    async (request, reply) => {
      const result = await editContent(request, request.params.id, (content) =>
        addModule(content, request.body),
      );
      if (result.kind === 'saved') reply.status(201);
      return answerWrite(reply, result);
    },
  );

  api.put(
    '/api/courses/:id/modules/:index',
    {
      preValidation: requireModuleIndex,
      schema: { tags, params: moduleIndexParams, body: moduleInputFieldsSchema, response },
    },
    async (request, reply) => {
      const { id, index } = request.params;
      const result = await editContent(request, id, (content) =>
        orInvalid(updateModule(content, index, request.body)),
      );
      return answerWrite(reply, result);
    },
  );

  api.delete(
    '/api/courses/:id/modules/:index',
    { preValidation: requireModuleIndex, schema: { tags, params: moduleIndexParams, response } },
    async (request, reply) => {
      const { id, index } = request.params;
      let image: string | null = null;
      const result = await editContent(request, id, (content) => {
        image = content.modules[index]?.image ?? null;
        return orInvalid(removeModule(content, index)).content;
      });
      if (result.kind === 'saved') await deleteStoredFile(request, storage, ownedKeyOf(id, image));
      return answerWrite(reply, result);
    },
  );

  api.post(
    '/api/courses/:id/modules/:index/activities',
    {
      preValidation: requireModuleIndex,
      schema: {
        tags,
        params: moduleIndexParams,
        body: activityAddSchema,
        response: { 201: courseDetailSchema },
      },
    },
    async (request, reply) => {
      const { id, index } = request.params;
      const result = await editContent(
        request,
        id,
        (content) => orInvalid(addActivity(content, index, crypto.randomUUID(), request.body)).content,
      );
      if (result.kind === 'saved') reply.status(201);
      return answerWrite(reply, result);
    },
  );
};
