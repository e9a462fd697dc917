import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  academyCoursesSchema,
  activityCourseSchema,
  activityIdParams,
  courseIdParams,
  courseViewSchema,
} from '../../../domain/academy.ts';
import { guideSchema } from '../../../domain/guides.ts';
import { projectSchema } from '../../../domain/projects.ts';
import { registerSignedIn, type SignedInScope } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { starterGuideAsGuide } from '../courses/template.ts';
import { createProjectFromGuide } from '../guides/make-it-mine.ts';
import { loadActor } from '../me/roles.ts';
import { courseClosed } from './course-access.ts';
import { findActivityFor, findCourseFor, listAcademyCourses, toCourseView } from './data.ts';

export interface AcademyRouteDeps {
  db: Db;
  sessions: Sessions;
  /** Where a premium course's lock modal sends people who want access (ACADEMY_CONTACT_EMAIL). */
  contactEmail: string;
}

const tags = ['academy'];

/** The Academy as signed-in people browse it (spec §2 Academy page, Course view, course/{activityId}). */
export const registerAcademyRoutes = (app: FastifyInstance, deps: AcademyRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => routes(scope, deps, userOf));

const routes = (scope: FastifyInstance, deps: AcademyRouteDeps, userOf: SignedInScope['userOf']) => {
  const { db } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: FastifyRequest) => loadActor(db, userOf(request));

  /** An activity of a course the caller may see (a draft's only for its managers), else 404. */
  const visibleActivity = async (request: FastifyRequest, activityId: string) => {
    const found = await findActivityFor(db, await actorOf(request), activityId);
    if (!found?.isVisible) throw new HttpError(404, 'ACTIVITY_NOT_FOUND');
    return found;
  };

  /**
   * An activity's content (guide, starter project, steps): a premium or locked course's only for
   * those who may open it.
   */
  const openActivity = async (request: FastifyRequest, activityId: string) => {
    const found = await visibleActivity(request, activityId);
    if (!found.canOpen) throw courseClosed(found);
    return starterGuideAsGuide(db, found.guide, found.isPublished);
  };

  api.get(
    '/api/academy/courses',
    { schema: { tags, response: { 200: academyCoursesSchema } } },
    async (request) => listAcademyCourses(db, await actorOf(request)),
  );

  api.get(
    '/api/academy/courses/:id',
    { schema: { tags, params: courseIdParams, response: { 200: courseViewSchema } } },
    async (request) => {
      const course = await findCourseFor(db, await actorOf(request), request.params.id);
      if (!course?.isVisible) throw new HttpError(404, 'COURSE_NOT_FOUND');
      return toCourseView(course, deps.contactEmail);
    },
  );

  api.get(
    '/api/academy/activities/:activityId/course',
    { schema: { tags, params: activityIdParams, response: { 200: activityCourseSchema } } },
    async (request) => ({
      courseId: (await visibleActivity(request, request.params.activityId)).guide.courseId,
    }),
  );

  api.get(
    '/api/academy/activities/:activityId/guide',
    { schema: { tags, params: activityIdParams, response: { 200: guideSchema } } },
    async (request) => openActivity(request, request.params.activityId),
  );

  /** "Make it mine" from an activity's starter project, behind the same lock as its guide. */
  api.post(
    '/api/academy/activities/:activityId/projects',
    { schema: { tags, params: activityIdParams, response: { 201: projectSchema } } },
    async (request, reply) => {
      const guide = await openActivity(request, request.params.activityId);
      const project = await createProjectFromGuide(db, userOf(request).id, guide, 'activity');
      return reply.status(201).send(project);
    },
  );
};
