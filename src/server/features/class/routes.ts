import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  classViewSchema,
  grantKeyboardAccessSchema,
  groupIdParams,
  setFloorSchema,
} from '../../../domain/class-activity.ts';
import { type Action, type Actor, can } from '../../../domain/permissions.ts';
import { registerSignedIn, type SignedInScope } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import type { LiveEvents } from '../../realtime/live-events.ts';
import { loadActor } from '../me/roles.ts';
import {
  type ClassGroup,
  findClassGroup,
  findGroupStudent,
  grantKeyboardAccess,
  groupAudience,
  isCourseActivity,
  revokeKeyboardAccess,
  setFloorAsHolder,
  toClassView,
} from './data.ts';

export interface ClassRouteDeps {
  db: Db;
  sessions: Sessions;
  live: LiveEvents;
}

const tags = ['class activity'];

/** A group's class activity: its keyboard access (the mentor's to give) and the floor its holder sends. */
export const registerClassRoutes = (app: FastifyInstance, deps: ClassRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => routes(scope, deps, userOf));

const factsOf = (group: ClassGroup) => ({
  mentorId: group.mentorId,
  institutionId: group.institutionId,
  isGroupStudent: group.isGroupStudent,
});

const routes = (scope: FastifyInstance, deps: ClassRouteDeps, userOf: SignedInScope['userOf']) => {
  const { db, live } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();

  /** The group (404 unknown) when the caller may do `action` on it (403 otherwise). */
  const requireGroup = async (request: FastifyRequest, groupId: string, action: Action) => {
    const actor = await loadActor(db, userOf(request));
    const group = await findClassGroup(db, groupId, actor.id);
    if (!group) throw new HttpError(404, 'GROUP_NOT_FOUND');
    if (!can(actor, action, factsOf(group))) throw new HttpError(403, 'FORBIDDEN');
    return { actor, group };
  };

  /** The page after a change, as the caller sees it, once the group's people were told of it. */
  const announceAndView = async (actor: Actor, groupId: string) => {
    const group = await findClassGroup(db, groupId, actor.id);
    if (!group) throw new HttpError(404, 'GROUP_NOT_FOUND');
    await live.publish({ type: 'group.changed', id: group.id }, await groupAudience(db, group));
    return toClassView(db, group, viewerOf(actor, group));
  };

  const viewerOf = (actor: Actor, group: ClassGroup) => ({
    id: actor.id,
    isMentor: can(actor, 'group:keyboard-access', factsOf(group)),
  });

  api.get(
    '/api/groups/:id/class',
    { schema: { tags, params: groupIdParams, response: { 200: classViewSchema } } },
    async (request) => {
      const { actor, group } = await requireGroup(request, request.params.id, 'group:read');
      return toClassView(db, group, viewerOf(actor, group));
    },
  );

  /** Spec §4, §6: only the group's mentor hands the keyboard to one student; it replaces any holder. */
  api.put(
    '/api/groups/:id/keyboard-access',
    {
      schema: {
        tags,
        params: groupIdParams,
        body: grantKeyboardAccessSchema,
        response: { 200: classViewSchema },
      },
    },
    async (request) => {
      const { actor, group } = await requireGroup(request, request.params.id, 'group:keyboard-access');
      const { studentId, activityId } = request.body;
      if (activityId !== undefined && !(await isCourseActivity(db, group.courseId, activityId)))
        throw new HttpError(404, 'ACTIVITY_NOT_IN_GROUP');
      await db.transaction(async (tx) => {
        if (!(await findGroupStudent(tx, group.id, studentId)))
          throw new HttpError(404, 'STUDENT_NOT_IN_GROUP');
        await grantKeyboardAccess(tx, group.id, { studentId, activityId });
      });
      return announceAndView(actor, group.id);
    },
  );

  api.delete(
    '/api/groups/:id/keyboard-access',
    { schema: { tags, params: groupIdParams, response: { 200: classViewSchema } } },
    async (request) => {
      const { actor, group } = await requireGroup(request, request.params.id, 'group:keyboard-access');
      await revokeKeyboardAccess(db, group.id);
      return announceAndView(actor, group.id);
    },
  );

  /** Spec §5 keypad: only the student holding the keyboard sends a floor; checked in the write itself. */
  api.put(
    '/api/groups/:id/floor',
    {
      schema: { tags, params: groupIdParams, body: setFloorSchema, response: { 200: classViewSchema } },
    },
    async (request) => {
      const { actor, group } = await requireGroup(request, request.params.id, 'group:read');
      if (!(await setFloorAsHolder(db, group.id, actor.id, request.body.floor)))
        throw new HttpError(403, 'KEYBOARD_ACCESS_REQUIRED');
      return announceAndView(actor, group.id);
    },
  );
};
