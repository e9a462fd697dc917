import type { MatrixCase, MatrixRow, Statuses } from '../matrix.ts';
import { anyAdmin, managersOfA, signedIn } from '../statuses.ts';

/**
 * The institution admin's Backoffice (spec §2 institution-scoped screens, §6). Institution A is the
 * world's (run by `institutionAdmin` and `bothAdmin`), B is `otherAdmin`'s (and `bothAdmin`'s).
 */

/** Admins of institution B (and super admins) get `status`; everyone else signed in 403. */
const managersOfB = (status: number): Statuses =>
  signedIn(403, { institutionAdmin: 403, otherAdmin: status, bothAdmin: status, superAdmin: status });

/**
 * A management list or its options narrowed with `?institutionId=`: A's id for A's admins, B's id
 * for B's, an unknown id 404 for every admin (the door keeps everyone else out with 403).
 */
export const scopedListCases = (path: string): MatrixCase[] => {
  const url = (id: string) => `${path}?${new URLSearchParams({ institutionId: id })}`;
  return [
    {
      name: "institution A's",
      request: ({ world }) => ({ method: 'GET', url: url(world.institutions.a.id) }),
      expect: managersOfA(200),
    },
    {
      name: "institution B's",
      request: ({ world }) => ({ method: 'GET', url: url(world.institutions.b.id) }),
      expect: managersOfB(200),
    },
    {
      name: 'an unknown institution',
      request: () => ({ method: 'GET', url: url('no-such-institution') }),
      expect: anyAdmin(404),
    },
  ];
};

export const BACKOFFICE_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/institutions/:id/students/:studentId',
    cases: [
      {
        name: "a student of a group of A's, in A",
        request: async ({ world }) => {
          await world.classroom();
          return {
            method: 'GET',
            url: `/api/institutions/${world.institutions.a.id}/students/${world.actors.owner.id}`,
          };
        },
        expect: managersOfA(200),
      },
      {
        name: 'the same student asked of B, where they are in no group',
        request: async ({ world }) => {
          await world.classroom();
          return {
            method: 'GET',
            url: `/api/institutions/${world.institutions.b.id}/students/${world.actors.owner.id}`,
          };
        },
        expect: managersOfB(404),
      },
      {
        name: 'the super admin asked of A, in none of its groups',
        request: ({ world }) => ({
          method: 'GET',
          url: `/api/institutions/${world.institutions.a.id}/students/${world.actors.superAdmin.id}`,
        }),
        expect: managersOfA(404),
      },
      {
        name: 'an unknown institution',
        request: ({ world }) => ({
          method: 'GET',
          url: `/api/institutions/no-such-institution/students/${world.actors.owner.id}`,
        }),
        expect: signedIn(404),
      },
    ],
  },
];
