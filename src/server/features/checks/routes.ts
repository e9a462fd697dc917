import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityCheckParams,
  activityChecksSchema,
  checkProblemSchema,
  problemsOfChecks,
  saveActivityChecksSchema,
} from '../../../domain/checks/api.ts';
import { ERROR_MESSAGES } from '../../../domain/errors.ts';
import { registerSignedIn, type SignedInScope } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import type { LiveEvents } from '../../realtime/live-events.ts';
import { findActivityFor } from '../academy/data.ts';
import { announceCourseChange } from '../courses/context.ts';
import { findCourseRow } from '../courses/data.ts';
import { loadActor } from '../me/roles.ts';
import { findActivityChecks, saveActivityChecks, viewActivityChecks } from './data.ts';

export interface CheckRouteDeps {
  db: Db;
  sessions: Sessions;
  live: LiveEvents;
}

const tags = ['checks'];
const PATH = '/api/academy/activities/:activityId/checks';

/** A scenario that does not parse (with its problems), or a body that is not a list of checks at all. */
export const invalidSchema = z.object({
  error: z
    .object({ code: z.string(), message: z.string(), problems: z.array(checkProblemSchema).optional() })
    .loose(),
});
export const conflictSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }).loose(),
  current: z.object({ version: z.number().int() }),
});

/**
 * An activity's behaviour checks (issue 25). The course's managers read them whole and save them;
 * anyone else who may open the activity reads the visible ones (their browser runs them) and only
 * the name and size of a hidden one.
 */
export const registerCheckRoutes = (app: FastifyInstance, deps: CheckRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => routes(scope, deps, userOf));

const routes = (scope: FastifyInstance, deps: CheckRouteDeps, userOf: SignedInScope['userOf']) => {
  const { db, live } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();

  /** The activity as the caller may see it: 404 when it is not there for them, 403 when its course is closed to them. */
  const activityFor = async (request: FastifyRequest, activityId: string) => {
    const actor = await loadActor(db, userOf(request));
    const found = await findActivityFor(db, actor, activityId);
    if (!found?.isVisible) throw new HttpError(404, 'ACTIVITY_NOT_FOUND');
    if (!found.canOpen && !found.canManage)
      throw new HttpError(403, found.block ? 'COURSE_BLOCKED' : 'COURSE_LOCKED');
    return { actor, found };
  };

  api.get(
    PATH,
    { schema: { tags, params: activityCheckParams, response: { 200: activityChecksSchema } } },
    async (request) => {
      const { found } = await activityFor(request, request.params.activityId);
      const row = await findActivityChecks(db, request.params.activityId);
      return viewActivityChecks(request.params.activityId, row, found.canManage);
    },
  );

  api.put(
    PATH,
    {
      schema: {
        tags,
        params: activityCheckParams,
        body: saveActivityChecksSchema,
        response: { 200: activityChecksSchema, 400: invalidSchema, 409: conflictSchema },
      },
    },
    async (request, reply) => {
      const { actor, found } = await activityFor(request, request.params.activityId);
      if (!found.canManage) throw new HttpError(403, 'FORBIDDEN');
      const problems = problemsOfChecks(request.body.checks);
      if (problems.length > 0) {
        const code = 'CHECK_INVALID';
        return reply.status(400).send({ error: { code, message: ERROR_MESSAGES[code], problems } });
      }
      const courseId = found.guide.courseId;
      const result = await saveActivityChecks(
        db,
        { courseId, activityId: request.params.activityId, actorId: actor.id },
        request.body,
      );
      if (result.kind === 'conflict') {
        const code = 'CHECKS_VERSION_CONFLICT';
        return reply
          .status(409)
          .send({ error: { code, message: ERROR_MESSAGES[code] }, current: result.current });
      }
      const course = await findCourseRow(db, courseId);
      await announceCourseChange(db, live, course, course);
      return viewActivityChecks(request.params.activityId, result.row, true);
    },
  );
};
