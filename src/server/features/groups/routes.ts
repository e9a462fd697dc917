import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { institutionScopeQuerySchema } from '../../../domain/backoffice.ts';
import {
  addStudentsReportSchema,
  addStudentsSchema,
  groupDetailSchema,
  groupIdParams,
  groupInputSchema,
  groupListPageSchema,
  groupListQuerySchema,
  groupOptionsSchema,
  groupStudentParams,
  groupStudentsQuerySchema,
  groupStudentsSchema,
  groupUpdateSchema,
  myGroupsSchema,
} from '../../../domain/groups.ts';
import { type Actor, can } from '../../../domain/permissions.ts';
import { registerSignedIn, type SignedInScope } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import type { LiveEvents } from '../../realtime/live-events.ts';
import { announceRightsChanged } from '../../realtime/session-notices.ts';
import type { Storage } from '../../storage/storage.ts';
import { requestedInstitution } from '../backoffice/scope.ts';
import { loadActor } from '../me/roles.ts';
import { mayManageGroups, requireGroup, requireManagedCourse } from './access.ts';
import {
  institutionOfCourse,
  institutionRefOfCourse,
  isMentorCandidate,
  listGroupOptions,
  listGroupStudents,
  listManagedGroups,
  listMyGroups,
  loadGroupDetail,
  studentIdsOf,
} from './data.ts';
import { deleteGroupProjects } from './projects.ts';
import { addStudents, createGroup, deleteGroup, removeStudent, updateGroup } from './write.ts';

export interface GroupRouteDeps {
  db: Db;
  sessions: Sessions;
  storage: Storage;
  live: LiveEvents;
}

const tags = ['groups'];

/** Who hears that a group changed: its students, its mentor, its institution's managers. */
interface GroupAudience {
  studentIds: string[];
  mentorId: string | null;
  courseId: string;
}

/** Groups (spec §2 Groups page and group management, §4, §6, §7 groups). */
export const registerGroupRoutes = (app: FastifyInstance, deps: GroupRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => routes(scope, deps, userOf));

const routes = (scope: FastifyInstance, deps: GroupRouteDeps, userOf: SignedInScope['userOf']) => {
  const { db, live } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: FastifyRequest) => loadActor(db, userOf(request));

  /** The management door: only someone who could manage some group, before anything is read. */
  const managerOf = async (request: FastifyRequest): Promise<Actor> => {
    const actor = await actorOf(request);
    if (!mayManageGroups(actor)) throw new HttpError(403, 'FORBIDDEN');
    return actor;
  };

  /** Tells open pages the group changed; each audience (before and after a change) hears it. */
  const announce = async (groupId: string, ...audiences: GroupAudience[]) => {
    const studentIds = [...new Set(audiences.flatMap((a) => a.studentIds))];
    const heard = new Set<string>();
    for (const { mentorId, courseId } of audiences) {
      const institutionId = await institutionOfCourse(db, courseId);
      const key = `${mentorId}|${institutionId}`;
      if (heard.has(key)) continue;
      heard.add(key);
      await live.publish({ type: 'group.changed', id: groupId }, { studentIds, mentorId, institutionId });
    }
  };

  /**
   * A mentor the actor may assign to a group of `courseId` (spec §6 mentors are per institution:
   * the course's institution's), else 400.
   */
  const requireMentor = async (actor: Actor, mentorId: string, courseId: string) => {
    const institution = await institutionRefOfCourse(db, courseId);
    if (!(await isMentorCandidate(db, actor, mentorId, institution))) {
      throw new HttpError(400, 'GROUP_MENTOR_INVALID', undefined, { mentorId: ['invalid'] });
    }
  };

  api.get('/api/me/groups', { schema: { tags, response: { 200: myGroupsSchema } } }, async (request) =>
    listMyGroups(db, userOf(request).id),
  );

  api.get(
    '/api/groups',
    { schema: { tags, querystring: groupListQuerySchema, response: { 200: groupListPageSchema } } },
    async (request) => {
      const actor = await managerOf(request);
      const only = await requestedInstitution(db, actor, request.query.institutionId);
      return listManagedGroups(db, actor, request.query, only?.name);
    },
  );

  api.get(
    '/api/groups/options',
    { schema: { tags, querystring: institutionScopeQuerySchema, response: { 200: groupOptionsSchema } } },
    async (request) => {
      const actor = await managerOf(request);
      return listGroupOptions(db, actor, await requestedInstitution(db, actor, request.query.institutionId));
    },
  );

  api.post(
    '/api/groups',
    {
      // The door before the body: someone who manages no group gets 403 whatever they send.
      preValidation: async (request) => void (await managerOf(request)),
      schema: { tags, body: groupInputSchema, response: { 201: groupDetailSchema } },
    },
    async (request, reply) => {
      const actor = await managerOf(request);
      await requireManagedCourse(db, actor, request.body.courseId);
      await requireMentor(actor, request.body.mentorId, request.body.courseId);
      const row = await createGroup(db, request.body);
      await announce(row.id, { studentIds: [], mentorId: row.mentorId, courseId: row.courseId });
      await announceRightsChanged(db, [row.mentorId]);
      const detail = await loadGroupDetail(db, row.id, true);
      if (!detail) throw new HttpError(404, 'GROUP_NOT_FOUND');
      return reply.status(201).send(detail);
    },
  );

  api.get(
    '/api/groups/:id',
    { schema: { tags, params: groupIdParams, response: { 200: groupDetailSchema } } },
    async (request) => {
      const actor = await actorOf(request);
      const facts = await requireGroup(db, actor, request.params.id, 'group:read');
      const detail = await loadGroupDetail(db, facts.id, can(actor, 'group:review', facts));
      if (!detail) throw new HttpError(404, 'GROUP_NOT_FOUND');
      return detail;
    },
  );

  api.patch(
    '/api/groups/:id',
    {
      schema: { tags, params: groupIdParams, body: groupUpdateSchema, response: { 200: groupDetailSchema } },
    },
    async (request) => {
      const actor = await actorOf(request);
      const facts = await requireGroup(db, actor, request.params.id, 'group:manage');
      const changes = request.body;
      if (changes.courseId !== undefined && changes.courseId !== facts.courseId) {
        await requireManagedCourse(db, actor, changes.courseId);
      }
      // The mentor must be of the group's institution after the change: a new mentor, or the
      // same one when the group moves to a course of another institution.
      const mentorId = changes.mentorId ?? facts.mentorId;
      const courseId = changes.courseId ?? facts.courseId;
      if (mentorId && (mentorId !== facts.mentorId || courseId !== facts.courseId)) {
        await requireMentor(actor, mentorId, courseId);
      }
      const result = await updateGroup(db, facts.id, changes);
      if (!result) throw new HttpError(404, 'GROUP_NOT_FOUND');
      const { before, after, studentIds } = result;
      await announce(after.id, { studentIds, ...before }, { studentIds, ...after });
      // Leading a group makes a tutor: the old and new mentor's streams reopen with their rights.
      if (before.mentorId !== after.mentorId)
        await announceRightsChanged(db, [before.mentorId, after.mentorId]);
      const detail = await loadGroupDetail(db, after.id, true);
      if (!detail) throw new HttpError(404, 'GROUP_NOT_FOUND');
      return detail;
    },
  );

  api.delete('/api/groups/:id', { schema: { tags, params: groupIdParams } }, async (request, reply) => {
    const actor = await actorOf(request);
    const facts = await requireGroup(db, actor, request.params.id, 'group:manage');
    const deleted = await deleteGroup(db, facts.id);
    if (!deleted) throw new HttpError(404, 'GROUP_NOT_FOUND');
    await deleteGroupProjects(request, deps, deleted.projectIds);
    // After their projects (and pictures) went: the group's seats' accounts, sessions and all.
    if (deleted.seatIds.length > 0) await deps.db.delete(users).where(inArray(users.id, deleted.seatIds));
    await announce(facts.id, { ...deleted.row, studentIds: deleted.studentIds });
    await announceRightsChanged(db, [deleted.row.mentorId]);
    return reply.status(204).send();
  });

  api.get(
    '/api/groups/:id/students',
    {
      schema: {
        tags,
        params: groupIdParams,
        querystring: groupStudentsQuerySchema,
        response: { 200: groupStudentsSchema },
      },
    },
    async (request) => {
      const facts = await requireGroup(db, await actorOf(request), request.params.id, 'group:review');
      return listGroupStudents(db, facts.id, request.query.q);
    },
  );

  api.post(
    '/api/groups/:id/students',
    {
      schema: {
        tags,
        params: groupIdParams,
        body: addStudentsSchema,
        response: { 200: addStudentsReportSchema },
      },
    },
    async (request) => {
      const facts = await requireGroup(db, await actorOf(request), request.params.id, 'group:manage');
      const report = await addStudents(db, facts.id, request.body.emails).catch((error: unknown) => {
        throw isForeignKeyViolation(error) ? new HttpError(404, 'GROUP_NOT_FOUND') : error;
      });
      if (report.added.length > 0) {
        const studentIds = await studentIdsOf(db, facts.id);
        await announce(facts.id, { studentIds, mentorId: facts.mentorId, courseId: facts.courseId });
      }
      return report;
    },
  );

  api.delete(
    '/api/groups/:id/students/:studentId',
    { schema: { tags, params: groupStudentParams } },
    async (request, reply) => {
      const { id, studentId } = request.params;
      const facts = await requireGroup(db, await actorOf(request), id, 'group:manage');
      if (!(await removeStudent(db, facts.id, studentId))) throw new HttpError(404, 'STUDENT_NOT_IN_GROUP');
      const studentIds = [...(await studentIdsOf(db, facts.id)), studentId];
      await announce(facts.id, { studentIds, mentorId: facts.mentorId, courseId: facts.courseId });
      return reply.status(204).send();
    },
  );
};
