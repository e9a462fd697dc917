import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityIdParams } from '../../../domain/academy.ts';
import { ERROR_MESSAGES } from '../../../domain/errors.ts';
import { saveGuideProjectSchema } from '../../../domain/guide-admin.ts';
import { guideSchema } from '../../../domain/guides.ts';
import { HttpError } from '../../http-error.ts';
import { requireManagedCourse } from './access.ts';
import { type CourseContext, type CourseRouteDeps, courseConflictSchema, tags } from './context.ts';
import { findStarterGuide, saveTemplateProject, starterGuideAsGuide } from './template.ts';

/** Template editing of an activity's starter project (spec §3 isTemplateEditing, §4). */
export const registerTemplateRoutes = (
  scope: FastifyInstance,
  deps: CourseRouteDeps,
  context: CourseContext,
) => {
  const { db } = deps;
  const { actorOf, announce } = context;
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/api/academy/activities/:activityId/project',
    {
      schema: {
        tags,
        params: activityIdParams,
        body: saveGuideProjectSchema,
        response: { 200: guideSchema, 409: courseConflictSchema },
      },
    },
    async (request, reply) => {
      const starter = await findStarterGuide(db, request.params.activityId);
      if (!starter) throw new HttpError(404, 'ACTIVITY_NOT_FOUND');
      const course = await requireManagedCourse(db, actorOf(request), starter.courseId);
      const result = await saveTemplateProject(db, starter, request.body);
      if (result.kind === 'conflict') {
        const code = 'GUIDE_VERSION_CONFLICT';
        const error = { code, message: ERROR_MESSAGES[code], current: result.current };
        return reply.status(409).send({ error, current: result.current });
      }
      await announce(course, course);
      return starterGuideAsGuide(db, result.row, course.isPublished);
    },
  );
};
