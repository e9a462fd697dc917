import {
  academyCoursesSchema,
  activityCourseSchema,
  courseDetailSchema,
  courseViewSchema,
} from '../../../domain/academy.ts';
import { guideSchema } from '../../../domain/guides.ts';
import { projectSchema } from '../../../domain/projects.ts';
import { request, sendForm } from '../../lib/api.ts';

/** The academy's calls (src/domain/academy.ts is the contract), one function each. */

const activityPath = (activityId: string) => `/api/academy/activities/${encodeURIComponent(activityId)}`;
const managedCoursePath = (courseId: string) => `/api/courses/${encodeURIComponent(courseId)}`;

/** Published courses, free and premium. */
export const fetchAcademyCourses = () =>
  request('GET', '/api/academy/courses', { schema: academyCoursesSchema });

/** One course for its view: 404 COURSE_NOT_FOUND; a premium one without access comes without activities. */
export const fetchCourseView = (courseId: string) =>
  request('GET', `/api/academy/courses/${encodeURIComponent(courseId)}`, { schema: courseViewSchema });

/** course/{activityId}: which course an activity belongs to. */
export const fetchActivityCourse = (activityId: string) =>
  request('GET', `${activityPath(activityId)}/course`, { schema: activityCourseSchema });

/**
 * The activity's starter guide as the guide workspace reads a guide; 403 COURSE_LOCKED (premium) or
 * COURSE_BLOCKED (locked course), 404 ACTIVITY_NOT_FOUND.
 */
export const fetchActivityGuide = (activityId: string) =>
  request('GET', `${activityPath(activityId)}/guide`, { schema: guideSchema });

/** "Make it mine" of the activity's starter project as stored. */
export const copyActivityToProjects = (activityId: string) =>
  request('POST', `${activityPath(activityId)}/projects`, { schema: projectSchema });

/** The banner's inline title edit (spec §4, §5). */
export const saveCourseTitle = (courseId: string, name: string) =>
  request('PUT', `${managedCoursePath(courseId)}/title`, { body: { name }, schema: courseDetailSchema });

export interface BannerFields {
  name: string;
  description: string;
  /** A new banner image, or null to keep the current one. */
  image: File | null;
}

/** The banner modal's save: name, description and an optional image, as multipart. */
export const saveCourseBanner = (courseId: string, fields: BannerFields) => {
  const form = new FormData();
  form.set('name', fields.name);
  form.set('description', fields.description);
  if (fields.image) form.set('image', fields.image);
  return sendForm('PUT', `${managedCoursePath(courseId)}/banner`, form, courseDetailSchema);
};
