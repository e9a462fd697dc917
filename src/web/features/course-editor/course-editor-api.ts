import { type CourseDetail, type CourseUpdate, courseDetailSchema } from '../../../domain/academy.ts';
import { isApiError, uploadFile } from '../../lib/api.ts';
import { updateCourse } from '../course-admin/course-admin-api.ts';

/** The course editor's own calls beside course management's (the server answers 403 to anyone who may not manage it). */

export type CourseSaveResult = { kind: 'saved'; course: CourseDetail } | { kind: 'conflict' };

/** `PUT /api/courses/:id` with the version the edit started from; a stale one is a conflict to decide. */
export const saveCourse = async (id: string, body: CourseUpdate): Promise<CourseSaveResult> => {
  try {
    return { kind: 'saved', course: await updateCourse(id, body) };
  } catch (error) {
    if (isApiError(error) && error.code === 'COURSE_VERSION_CONFLICT') return { kind: 'conflict' };
    throw error;
  }
};

/** `PUT /api/courses/:id/modules/:index/image`: the module's image (JPEG/PNG/GIF/WebP ≤ 5 MB). */
export const uploadModuleImage = (id: string, index: number, file: File) =>
  uploadFile(
    'PUT',
    `/api/courses/${encodeURIComponent(id)}/modules/${index}/image`,
    file,
    courseDetailSchema,
  );
