import { courseListPageSchema } from '../../../domain/academy.ts';
import {
  institutionCourseSchema,
  institutionDetailSchema,
  institutionListPageSchema,
  institutionPersonSchema,
} from '../../../domain/institutions.ts';
import { request } from '../../lib/api.ts';

/** Institution management calls (`institution:manage`: super admins; the server answers 403 to anyone else). */

const institutionPath = (id: string) => `/api/institutions/${encodeURIComponent(id)}`;

/** `query` is the URL's search plus cursor and limit, already as a query string. */
export const listInstitutions = (query: URLSearchParams) =>
  request('GET', `/api/institutions?${query}`, { schema: institutionListPageSchema });

export const fetchInstitution = (id: string) =>
  request('GET', institutionPath(id), { schema: institutionDetailSchema });

export const createInstitution = (name: string) =>
  request('POST', '/api/institutions', { body: { name }, schema: institutionDetailSchema });

export const renameInstitution = (id: string, name: string) =>
  request('PATCH', institutionPath(id), { body: { name }, schema: institutionDetailSchema });

export const deleteInstitution = (id: string) => request('DELETE', institutionPath(id));

/** Admins and mentors are added and removed the same way. */
export type PeopleKind = 'admins' | 'mentors';

export const addPerson = (id: string, kind: PeopleKind, email: string) =>
  request('POST', `${institutionPath(id)}/${kind}`, { body: { email }, schema: institutionPersonSchema });

export const removePerson = (id: string, kind: PeopleKind, userId: string) =>
  request('DELETE', `${institutionPath(id)}/${kind}/${encodeURIComponent(userId)}`);

export const addCourse = (id: string, courseId: string) =>
  request('POST', `${institutionPath(id)}/courses`, { body: { courseId }, schema: institutionCourseSchema });

export const removeCourse = (id: string, courseId: string) =>
  request('DELETE', `${institutionPath(id)}/courses/${encodeURIComponent(courseId)}`);

/** The course picker: every course whose name matches (a super admin manages them all). */
export const searchCourses = (search: string) =>
  request('GET', `/api/courses?${new URLSearchParams({ ...(search ? { search } : {}), limit: '25' })}`, {
    schema: courseListPageSchema,
  });
