import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseBannerFieldsSchema,
  courseDetailSchema,
  courseIdParams,
  moduleIndexParams,
} from '../../../domain/academy.ts';
import { LIMITS } from '../../../domain/constants.ts';
import { setModuleImage } from '../../../domain/course-edits.ts';
import type { CourseRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import {
  deleteStoredFile,
  type ImageRules,
  readOptionalImage,
  storeImageUpload,
} from '../../storage/image-upload.ts';
import { fileUrl } from '../files/routes.ts';
import { requireManagedCourse } from './access.ts';
import { type CourseContext, type CourseRouteDeps, tags } from './context.ts';
import { courseFolderOf, ownedKeyOf } from './files.ts';
import { requireModuleIndex } from './module-routes.ts';
import { type CourseChanges, type CourseWrite, contentOf, reviseCourse } from './write.ts';

/** Spec §5, §9: the banner is a JPEG, PNG or GIF up to 2 MB; optional in the banner modal. */
export const BANNER_RULES: ImageRules = {
  maxBytes: LIMITS.courseBannerBytes,
  allowed: ['jpeg', 'png', 'gif'],
  field: 'image',
  codes: { tooLarge: 'BANNER_TOO_LARGE', wrongFormat: 'BANNER_WRONG_FORMAT', required: 'IMAGE_NO_CHANGES' },
};

/** Spec §5, §9: cover and lesson images are JPEG, PNG, GIF or WebP up to 5 MB; none is 'no changes'. */
export const COURSE_IMAGE_RULES: ImageRules = {
  maxBytes: LIMITS.courseImageBytes,
  allowed: ['jpeg', 'png', 'gif', 'webp'],
  field: 'file',
  codes: {
    tooLarge: 'IMAGE_TOO_LARGE',
    wrongFormat: 'COURSE_IMAGE_WRONG_FORMAT',
    required: 'IMAGE_NO_CHANGES',
  },
};

/** Spec §7: `courses/{courseId}/banner/banner-{timestamp}.{ext}` (a random tail keeps keys unique). */
const bannerKeyOf = (courseId: string, ext: string) =>
  `${courseFolderOf(courseId, 'banner')}/banner-${Date.now()}-${randomBytes(4).toString('hex')}.${ext}`;

const multipart = { consumes: ['multipart/form-data'] };

/** Course banner, cover and module (lesson) images (spec §2 banner modal, §5, §7). */
export const registerCourseImageRoutes = (
  scope: FastifyInstance,
  deps: CourseRouteDeps,
  context: CourseContext,
) => {
  const { db, storage } = deps;
  const { actorOf, answerWrite } = context;
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const response = { 200: courseDetailSchema };

  /**
   * Writes what a stored file implies; a write that does not land takes the new file back, one
   * that does lets the file it replaced go (best-effort).
   */
  const saveWithFile = async (
    request: FastifyRequest,
    id: string,
    key: string | null,
    revise: (row: CourseRow) => CourseChanges & { replaced?: string | null },
  ): Promise<CourseWrite> => {
    let replaced: string | null = null;
    let result: CourseWrite;
    try {
      result = await reviseCourse(db, id, null, (row) => {
        const { replaced: previous, ...changes } = revise(row);
        replaced = previous ?? null;
        return changes;
      });
    } catch (error) {
      await deleteStoredFile(request, storage, key);
      throw error;
    }
    if (result.kind !== 'saved') await deleteStoredFile(request, storage, key);
    else if (key) await deleteStoredFile(request, storage, ownedKeyOf(id, replaced));
    return result;
  };

  api.put(
    '/api/courses/:id/banner',
    { schema: { tags, params: courseIdParams, ...multipart, response } },
    async (request, reply) => {
      const { id } = request.params;
      await requireManagedCourse(db, actorOf(request), id);
      const { image, fields } = await readOptionalImage(request, BANNER_RULES);
      const parsed = courseBannerFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        throw new HttpError(400, 'VALIDATION_FAILED', undefined, z.flattenError(parsed.error).fieldErrors);
      }
      const key = image ? bannerKeyOf(id, image.ext) : null;
      if (image && key) await storage.put(key, image.buffer, image.contentType);
      const result = await saveWithFile(request, id, key, (row) => ({
        name: parsed.data.name,
        // A form without a description keeps the stored one.
        ...('description' in fields ? { description: parsed.data.description } : {}),
        ...(key ? { bannerImage: fileUrl(key), replaced: row.bannerImage ?? row.imageBanner } : {}),
      }));
      return answerWrite(reply, result);
    },
  );

  api.put(
    '/api/courses/:id/image',
    { schema: { tags, params: courseIdParams, ...multipart, response } },
    async (request, reply) => {
      const { id } = request.params;
      await requireManagedCourse(db, actorOf(request), id);
      const folder = courseFolderOf(id, 'images');
      const { key } = await storeImageUpload(request, storage, folder, COURSE_IMAGE_RULES);
      const result = await saveWithFile(request, id, key, (row) => ({
        image: fileUrl(key),
        imagePath: key,
        replaced: row.imagePath ?? row.image,
      }));
      return answerWrite(reply, result);
    },
  );

  api.put(
    '/api/courses/:id/modules/:index/image',
    {
      preValidation: requireModuleIndex,
      schema: { tags, params: moduleIndexParams, ...multipart, response },
    },
    async (request, reply) => {
      const { id, index } = request.params;
      const row = await requireManagedCourse(db, actorOf(request), id);
      // A module out of range is refused before any file is stored.
      if (index >= contentOf(row).modules.length) throw new HttpError(400, 'MODULE_INDEX_INVALID');
      const folder = courseFolderOf(id, 'images');
      const { key } = await storeImageUpload(request, storage, folder, COURSE_IMAGE_RULES);
      const result = await saveWithFile(request, id, key, (current) => {
        const edited = setModuleImage(contentOf(current), index, fileUrl(key));
        if (!edited) throw new HttpError(400, 'MODULE_INDEX_INVALID');
        return { content: edited.content, replaced: edited.previous };
      });
      return answerWrite(reply, result);
    },
  );
};
