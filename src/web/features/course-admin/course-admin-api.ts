import { z } from 'zod';
import {
  type CourseDetail,
  type CourseInput,
  type CourseUpdate,
  courseDetailSchema,
  courseListPageSchema,
  institutionOptionSchema,
} from '../../../domain/academy.ts';
import { request, uploadFile } from '../../lib/api.ts';

/** The course management calls (`course:manage`; the server answers 403 to anyone else). */

const coursePath = (id: string) => `/api/courses/${encodeURIComponent(id)}`;

/** `query` is the URL's filters plus cursor and limit, already as a query string (see course-admin-params). */
export const listCourses = (query: URLSearchParams) =>
  request('GET', `/api/courses?${query}`, { schema: courseListPageSchema });

/** The institutions a course may be given; the Backoffice's only its own. */
export const listInstitutionOptions = (institutionId?: string) =>
  request(
    'GET',
    `/api/courses/institutions${institutionId ? `?${new URLSearchParams({ institutionId })}` : ''}`,
    { schema: z.array(institutionOptionSchema) },
  );

export const fetchCourse = (id: string) => request('GET', coursePath(id), { schema: courseDetailSchema });

export const createCourse = (body: CourseInput) =>
  request('POST', '/api/courses', { body, schema: courseDetailSchema });

export const updateCourse = (id: string, body: CourseUpdate) =>
  request('PUT', coursePath(id), { body, schema: courseDetailSchema });

export const setCoursePublication = (id: string, isPublished: boolean, version: number) =>
  request('PUT', `${coursePath(id)}/publication`, {
    body: { isPublished, version },
    schema: courseDetailSchema,
  });

export const deleteCourse = (id: string) => request('DELETE', coursePath(id));

export const uploadCourseImage = (id: string, file: File): Promise<CourseDetail> =>
  uploadFile('PUT', `${coursePath(id)}/image`, file, courseDetailSchema);

export type InstitutionOption = z.infer<typeof institutionOptionSchema>;
