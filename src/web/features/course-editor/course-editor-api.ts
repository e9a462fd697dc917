import { type CourseDetail, type CourseUpdate, courseDetailSchema } from '../../../domain/academy.ts';
import { isApiError, request, uploadFile } from '../../lib/api.ts';

/** The course editor's calls (course management: the server answers 403 to anyone who may not manage it). */

const coursePath = (id: string) => `/api/courses/${encodeURIComponent(id)}`;

export const fetchCourseDetail = (id: string) =>
  request('GET', coursePath(id), { schema: courseDetailSchema });

export type CourseSaveResult = { kind: 'saved'; course: CourseDetail } | { kind: 'conflict' };

/** `PUT /api/courses/:id` with the version the edit started from; a stale one is a conflict to decide. */
export const saveCourse = async (id: string, body: CourseUpdate): Promise<CourseSaveResult> => {
  try {
    return {
      kind: 'saved',
      course: await request('PUT', coursePath(id), { body, schema: courseDetailSchema }),
    };
  } catch (error) {
    if (isApiError(error) && error.status === 409 && error.code.endsWith('VERSION_CONFLICT'))
      return { kind: 'conflict' };
    throw error;
  }
};

/** `PUT /api/courses/:id/modules/:index/image`: the module's image (JPEG/PNG/GIF/WebP ≤ 5 MB). */
export const uploadModuleImage = (id: string, index: number, file: File) =>
  uploadFile('PUT', `${coursePath(id)}/modules/${index}/image`, file, courseDetailSchema);
