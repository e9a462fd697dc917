import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { submissionChecksSchema } from '../../../domain/checks/api.ts';
import {
  activityProjectSchema,
  type GroupStudentActivityParams,
  gradeSubmissionSchema,
  groupActivitiesSchema,
  groupActivityParams,
  groupIdParams,
  groupStudentActivityParams,
  returnSubmissionSchema,
  sendSubmissionSchema,
  submissionConflictSchema,
  submissionHistorySchema,
  submissionViewSchema,
} from '../../../domain/classwork.ts';
import { ERROR_MESSAGES } from '../../../domain/errors.ts';
import type { Actor } from '../../../domain/permissions.ts';
import { registerSignedIn, type SignedInScope } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import type { LiveEvents } from '../../realtime/live-events.ts';
import { canOpenCourse, courseClosed } from '../academy/course-access.ts';
import { activityHasChecks, latestCheckRun, viewCheckRun } from '../checks/data.ts';
import type { CheckQueue } from '../checks/queue.ts';
import { loadActor } from '../me/roles.ts';
import {
  findSubmission,
  findSubmissionView,
  listGroupActivities,
  listSubmissionHistory,
  openActivityProject,
} from './data.ts';
import {
  loadGroupContext,
  requireGroupActivity,
  requireGroupStudent,
  requireGroupViewer,
  requireWorkViewer,
} from './group-context.ts';
import { type Move, type MoveResult, moveSubmission } from './transitions.ts';

export interface ClassworkRouteDeps {
  db: Db;
  sessions: Sessions;
  live: LiveEvents;
  /** Told when a send queued a run of the activity's behaviour checks, and warmed when a student opens one. */
  checks?: Pick<CheckQueue, 'poke' | 'warm'>;
}

const tags = ['classwork'];
const STUDENT_PATH = '/api/groups/:id/activities/:activityId/students/:studentId';

/**
 * A student's activity in a group (spec §2 activity workspace, §4 group activity status, §5
 * feedback): the course's activities in order, the student's own project made once, the
 * submission as its student or a reviewer sees it, its moves (send, grade, return) and its history.
 */
export const registerClassworkRoutes = (app: FastifyInstance, deps: ClassworkRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => routes(scope, deps, userOf));

const routes = (scope: FastifyInstance, deps: ClassworkRouteDeps, userOf: SignedInScope['userOf']) => {
  const { db, live } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();

  /** The group, the caller's standing toward the student's work, the activity and the student: 404/403 in that order. */
  const studentWork = async (request: FastifyRequest, params: GroupStudentActivityParams) => {
    const actor = await loadActor(db, userOf(request));
    const group = await loadGroupContext(db, actor, params.id);
    const viewer = requireWorkViewer(actor, group, params.studentId);
    const activity = requireGroupActivity(group, params.activityId);
    await requireGroupStudent(db, group.id, params.studentId);
    return { actor, group, viewer, activity };
  };

  const moveRoute = async (
    request: FastifyRequest,
    reply: FastifyReply,
    params: GroupStudentActivityParams,
    move: (actor: Actor, isStudent: boolean, isMentor: boolean) => Move,
  ) => {
    const { actor, group, viewer, activity } = await studentWork(request, params);
    const isStudent = viewer === 'student';
    const result: MoveResult = await moveSubmission(
      db,
      live,
      group,
      { activityId: activity.id, studentId: params.studentId },
      move(actor, isStudent, viewer === 'mentor'),
    );
    if (result.kind === 'stale') {
      const code = 'SUBMISSION_VERSION_CONFLICT';
      const error = { code, message: ERROR_MESSAGES[code], current: result.current };
      return reply.status(409).send({ error, current: result.current });
    }
    if (result.checksQueued) deps.checks?.poke();
    return findSubmissionView(db, group, activity, params.studentId, viewer);
  };

  const roleOf = (isStudent: boolean, isMentor: boolean) =>
    isStudent ? 'student' : isMentor ? 'mentor' : null;
  const moveResponses = { 200: submissionViewSchema, 409: submissionConflictSchema };

  api.get(
    '/api/groups/:id/activities',
    { schema: { tags, params: groupIdParams, response: { 200: groupActivitiesSchema } } },
    async (request) => {
      const actor = await loadActor(db, userOf(request));
      const group = await loadGroupContext(db, actor, request.params.id);
      const viewer = requireGroupViewer(actor, group);
      return listGroupActivities(db, group, viewer, actor.id);
    },
  );

  api.post(
    '/api/groups/:id/activities/:activityId/project',
    {
      schema: {
        tags,
        params: groupActivityParams,
        response: { 200: activityProjectSchema, 201: activityProjectSchema },
      },
    },
    async (request, reply) => {
      const actor = await loadActor(db, userOf(request));
      const group = await loadGroupContext(db, actor, request.params.id);
      // Only the group's students have a project of their own; mentors open theirs read only.
      if (!group.isGroupStudent) throw new HttpError(403, 'FORBIDDEN');
      const activity = requireGroupActivity(group, request.params.activityId);
      if (!canOpenCourse(actor, group.facts)) throw courseClosed(group.facts);
      const opened = await openActivityProject(db, group, activity, actor.id);
      // A send may follow: the check thread starts now rather than at the send (~2 s).
      if (await activityHasChecks(db, activity.id)) deps.checks?.warm();
      if (opened.isNew)
        await live.publish(
          { type: 'submission.changed', groupId: group.id, activityId: activity.id, studentId: actor.id },
          { studentId: actor.id, mentorId: group.mentorId, institutionId: group.facts.institutionId },
        );
      return reply.status(opened.isNew ? 201 : 200).send(opened);
    },
  );

  api.get(
    STUDENT_PATH,
    { schema: { tags, params: groupStudentActivityParams, response: { 200: submissionViewSchema } } },
    async (request) => {
      const { group, viewer, activity } = await studentWork(request, request.params);
      return findSubmissionView(db, group, activity, request.params.studentId, viewer);
    },
  );

  api.get(
    `${STUDENT_PATH}/history`,
    { schema: { tags, params: groupStudentActivityParams, response: { 200: submissionHistorySchema } } },
    async (request) => {
      const { group, viewer, activity } = await studentWork(request, request.params);
      if (viewer === 'student') throw new HttpError(403, 'FORBIDDEN');
      return listSubmissionHistory(db, {
        groupId: group.id,
        activityId: activity.id,
        studentId: request.params.studentId,
      });
    },
  );

  /** The latest run of the activity's behaviour checks on what was handed in (issue 25). */
  api.get(
    `${STUDENT_PATH}/checks`,
    { schema: { tags, params: groupStudentActivityParams, response: { 200: submissionChecksSchema } } },
    async (request) => {
      const { group, viewer, activity } = await studentWork(request, request.params);
      const row = await findSubmission(db, {
        groupId: group.id,
        activityId: activity.id,
        studentId: request.params.studentId,
      });
      const run = row ? await latestCheckRun(db, row.id) : null;
      return viewCheckRun(run, viewer === 'student');
    },
  );

  api.post(
    `${STUDENT_PATH}/send`,
    {
      schema: {
        tags,
        params: groupStudentActivityParams,
        body: sendSubmissionSchema,
        response: moveResponses,
      },
    },
    (request, reply) =>
      moveRoute(request, reply, request.params, (actor, isStudent, isMentor) => ({
        action: 'send',
        role: roleOf(isStudent, isMentor),
        actorId: actor.id,
        version: request.body.version,
      })),
  );

  api.post(
    `${STUDENT_PATH}/grade`,
    {
      schema: {
        tags,
        params: groupStudentActivityParams,
        body: gradeSubmissionSchema,
        response: moveResponses,
      },
    },
    (request, reply) =>
      moveRoute(request, reply, request.params, (actor, isStudent, isMentor) => ({
        action: 'grade',
        role: roleOf(isStudent, isMentor),
        actorId: actor.id,
        version: request.body.version,
        score: request.body.score,
        feedback: request.body.feedback,
        fromProposal: request.body.fromProposal,
      })),
  );

  api.post(
    `${STUDENT_PATH}/return`,
    {
      schema: {
        tags,
        params: groupStudentActivityParams,
        body: returnSubmissionSchema,
        response: moveResponses,
      },
    },
    (request, reply) =>
      moveRoute(request, reply, request.params, (actor, isStudent, isMentor) => ({
        action: 'return',
        role: roleOf(isStudent, isMentor),
        actorId: actor.id,
        version: request.body.version,
        feedback: request.body.feedback,
      })),
  );
};
