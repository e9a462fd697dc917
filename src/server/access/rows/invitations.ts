import { expect } from 'vitest';
import { groupInvitations } from '../../db/schema/index.ts';
import { buildClassroom } from '../classroom.ts';
import type { CaseContext, MatrixRow, Statuses } from '../matrix.ts';
import { newEmail, signedIn } from '../statuses.ts';
import { WORLD_INSTITUTIONS } from '../world.ts';

/**
 * Invitations to a group and the add box's answer (issue 27, "each school's people stay its own").
 * The world's people are institution A's; `otherAdmin` runs B only, `bothAdmin` both.
 */

/** `group:manage` on a group of A: its admins and super admins. */
const manageOnly = (status: number): Statuses =>
  signedIn(403, { institutionAdmin: status, superAdmin: status });

/** A new invitation of a new group of A's to `email`. */
const invite = async ({ world }: CaseContext, email: string) => {
  const { groupA } = await world.classroom();
  const [row] = await world.t.database.db
    .insert(groupInvitations)
    .values({ groupId: groupA, email, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: groupInvitations.id, groupId: groupInvitations.groupId });
  if (!row) throw new Error('invitation insert returned no row');
  return row;
};

/** The caller's own address (a fresh one for the signed-out caller, who has none). */
const emailOf = ({ world, actor }: CaseContext) =>
  actor === 'anonymous' ? newEmail() : world.actors[actor].email;

/**
 * A person answers an invitation to their own address: anyone signed in but a super admin, and
 * a seat, which has no address anyone can invite (its reserved one is refused as input).
 */
const answerOwn = (verb: 'accept' | 'decline') => async (ctx: CaseContext) => {
  const { id } = await invite(ctx, emailOf(ctx));
  return { method: 'POST' as const, url: `/api/me/invitations/${id}/${verb}` };
};

const answerOthers = (verb: 'accept' | 'decline') => async (ctx: CaseContext) => {
  const { id } = await invite(ctx, newEmail());
  return { method: 'POST' as const, url: `/api/me/invitations/${id}/${verb}` };
};

let foreignGroups = 0;
/** A group of institution B's, to which B's admins add A's people by e-mail. */
const groupOfB = async ({ world }: CaseContext) => {
  foreignGroups += 1;
  const { groupA } = await buildClassroom(world.t.database.db, {
    key: `matrix_b${foreignGroups}`,
    institution: WORLD_INSTITUTIONS.b,
    groupA: { mentorId: world.actors.otherAdmin.id, studentIds: [] },
    groupB: { mentorId: world.actors.otherAdmin.id, studentIds: [] },
  });
  return groupA;
};

export const INVITATION_ROWS: MatrixRow[] = [
  {
    route: 'POST /api/groups/:id/students',
    cases: [
      {
        name: "a group of A's: an address of A's (its student) and nobody's",
        request: async ({ world }) => ({
          method: 'POST',
          url: `/api/groups/${(await world.classroom()).groupA}/students`,
          payload: { emails: [world.actors.otherStudent.email, 'nadie@example.test'] },
        }),
        expect: manageOnly(200),
      },
      {
        name: "B's group: A's student, tutor, admin and the super admin are invited, never named",
        request: async (ctx) => {
          const { world } = ctx;
          await world.classroom();
          const { owner, tutor, institutionAdmin, superAdmin } = world.actors;
          return {
            method: 'POST',
            url: `/api/groups/${await groupOfB(ctx)}/students`,
            payload: { emails: [owner, tutor, institutionAdmin, superAdmin].map((person) => person.email) },
          };
        },
        expect: signedIn(403, { otherAdmin: 200, bothAdmin: 200, superAdmin: 200 }),
        check: (response, { world, actor }) => {
          const { owner, tutor, institutionAdmin, superAdmin } = world.actors;
          // A super admin runs the instance, not B: to them too, A's people are B's invitees.
          expect(response.json(), actor).toEqual({ added: [], alreadyInGroup: [], invited: 4, invalid: [] });
          for (const person of [owner, tutor, institutionAdmin, superAdmin])
            expect(response.body).not.toContain(person.id);
        },
      },
    ],
  },
  {
    route: 'GET /api/me/invitations',
    cases: [{ request: () => ({ method: 'GET', url: '/api/me/invitations' }), expect: signedIn(200) }],
  },
  {
    route: 'POST /api/me/invitations/:id/accept',
    cases: [
      {
        name: "one to the caller's address",
        request: answerOwn('accept'),
        expect: signedIn(200, { superAdmin: 404, seat: 404 }),
      },
      { name: "one to someone else's", request: answerOthers('accept'), expect: signedIn(404) },
    ],
  },
  {
    route: 'POST /api/me/invitations/:id/decline',
    cases: [
      {
        name: "one to the caller's address",
        request: answerOwn('decline'),
        expect: signedIn(204, { superAdmin: 404, seat: 404 }),
      },
      { name: "one to someone else's", request: answerOthers('decline'), expect: signedIn(404) },
    ],
  },
  {
    route: 'GET /api/groups/:id/invitations',
    cases: [
      {
        request: async ({ world }) => ({
          method: 'GET',
          url: `/api/groups/${(await world.classroom()).groupA}/invitations`,
        }),
        expect: manageOnly(200),
      },
    ],
  },
  {
    route: 'DELETE /api/groups/:id/invitations/:invitationId',
    cases: [
      {
        name: "one of the group's",
        request: async (ctx) => {
          const { id, groupId } = await invite(ctx, newEmail());
          return { method: 'DELETE', url: `/api/groups/${groupId}/invitations/${id}` };
        },
        expect: manageOnly(204),
      },
      {
        name: 'an unknown one',
        request: async ({ world }) => ({
          method: 'DELETE',
          url: `/api/groups/${(await world.classroom()).groupA}/invitations/no-such-invitation`,
        }),
        expect: manageOnly(404),
      },
    ],
  },
];
