import type { InjectOptions } from 'fastify';
import type { MatrixRow, Statuses } from '../matrix.ts';
import { signedIn } from '../statuses.ts';

/**
 * The class activity (spec §4 keyboard access, §5 keypad, §6): group A's people read it (`owner`
 * studies in it, `tutor` leads it, the institution's admin and super admins manage it); only its
 * mentor gives or takes the keyboard; only the student holding it sends a floor. Cases that change
 * the group take a classroom of their own.
 */

/** Group A's students, mentor and managers get `status`; everyone else 403. */
const groupPeople = (status: number): Statuses =>
  signedIn(403, { owner: status, tutor: status, institutionAdmin: status, superAdmin: status });

/** Group A's mentor alone gets `status`. */
const mentorOnly = (status: number): Statuses => signedIn(403, { tutor: status });

export const CLASS_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/groups/:id/class',
    cases: [
      {
        request: async ({ world }): Promise<InjectOptions> => ({
          method: 'GET',
          url: `/api/groups/${(await world.classroom()).groupA}/class`,
        }),
        expect: groupPeople(200),
      },
      {
        name: 'an unknown group',
        request: () => ({ method: 'GET', url: '/api/groups/no-such-group/class' }),
        expect: signedIn(404),
      },
    ],
  },
  {
    route: 'PUT /api/groups/:id/keyboard-access',
    cases: [
      {
        name: 'to a student of the group',
        request: async ({ world }) => ({
          method: 'PUT',
          url: `/api/groups/${(await world.classroom()).groupA}/keyboard-access`,
          payload: { studentId: world.actors.owner.id },
        }),
        expect: mentorOnly(200),
      },
    ],
  },
  {
    route: 'DELETE /api/groups/:id/keyboard-access',
    cases: [
      {
        request: async ({ world }) => ({
          method: 'DELETE',
          url: `/api/groups/${(await world.classroom()).groupA}/keyboard-access`,
        }),
        expect: mentorOnly(200),
      },
    ],
  },
  {
    route: 'PUT /api/groups/:id/floor',
    cases: [
      {
        name: 'with the keyboard given to owner',
        request: async ({ world }) => {
          const { groupA } = await world.classroom();
          const granted = await world.t.app.inject({
            method: 'PUT',
            url: `/api/groups/${groupA}/keyboard-access`,
            payload: { studentId: world.actors.owner.id },
            headers: { cookie: world.actors.tutor.cookie },
          });
          if (granted.statusCode !== 200) throw new Error(`grant: ${granted.statusCode} ${granted.body}`);
          return { method: 'PUT', url: `/api/groups/${groupA}/floor`, payload: { floor: 4 } };
        },
        expect: signedIn(403, { owner: 200 }),
      },
    ],
  },
];
