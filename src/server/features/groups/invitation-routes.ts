import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { groupIdParams } from '../../../domain/groups.ts';
import {
  acceptedInvitationSchema,
  groupInvitationParams,
  invitationIdParams,
  myInvitationsSchema,
  pendingInvitationsSchema,
} from '../../../domain/invitations.ts';
import { registerSignedIn } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { groups } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import type { LiveEvents } from '../../realtime/live-events.ts';
import { loadActor } from '../me/roles.ts';
import { requireGroup } from './access.ts';
import { institutionOfCourse, studentIdsOf } from './data.ts';
import {
  acceptInvitation,
  cancelInvitation,
  declineInvitation,
  listGroupInvitations,
  listMyInvitations,
} from './invitations.ts';

export interface InvitationRouteDeps {
  db: Db;
  sessions: Sessions;
  live: LiveEvents;
}

const tags = ['groups'];
const notFound = () => new HttpError(404, 'INVITATION_NOT_FOUND');

/**
 * Invitations to a group (issue 27): the invited person's list, accept and decline; a group's
 * managers (`group:manage`) see its open ones and withdraw one.
 */
export const registerInvitationRoutes = (app: FastifyInstance, deps: InvitationRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => {
    const { db, live } = deps;
    const api = scope.withTypeProvider<ZodTypeProvider>();

    /** Open pages of the group (its students, mentor and managers) hear it has a new student. */
    const announceJoined = async (groupId: string) => {
      const [group] = await db
        .select({ mentorId: groups.mentorId, courseId: groups.courseId })
        .from(groups)
        .where(eq(groups.id, groupId));
      if (!group) return;
      const studentIds = await studentIdsOf(db, groupId);
      const institutionId = await institutionOfCourse(db, group.courseId);
      await live.publish(
        { type: 'group.changed', id: groupId },
        { studentIds, mentorId: group.mentorId, institutionId },
      );
    };

    api.get(
      '/api/me/invitations',
      { schema: { tags, response: { 200: myInvitationsSchema } } },
      async (request) => listMyInvitations(db, userOf(request).id),
    );

    api.post(
      '/api/me/invitations/:id/accept',
      { schema: { tags, params: invitationIdParams, response: { 200: acceptedInvitationSchema } } },
      async (request) => {
        const taken = await acceptInvitation(db, userOf(request).id, request.params.id);
        if (!taken) throw notFound();
        await announceJoined(taken.groupId);
        return taken;
      },
    );

    api.post(
      '/api/me/invitations/:id/decline',
      { schema: { tags, params: invitationIdParams } },
      async (request, reply) => {
        if (!(await declineInvitation(db, userOf(request).id, request.params.id))) throw notFound();
        return reply.status(204).send();
      },
    );

    api.get(
      '/api/groups/:id/invitations',
      { schema: { tags, params: groupIdParams, response: { 200: pendingInvitationsSchema } } },
      async (request) => {
        const actor = await loadActor(db, userOf(request));
        const facts = await requireGroup(db, actor, request.params.id, 'group:manage');
        return listGroupInvitations(db, facts.id);
      },
    );

    api.delete(
      '/api/groups/:id/invitations/:invitationId',
      { schema: { tags, params: groupInvitationParams } },
      async (request, reply) => {
        const actor = await loadActor(db, userOf(request));
        const facts = await requireGroup(db, actor, request.params.id, 'group:manage');
        if (!(await cancelInvitation(db, facts.id, request.params.invitationId))) throw notFound();
        return reply.status(204).send();
      },
    );
  });
