import type { InjectOptions } from 'fastify';
import type { MatrixRow } from '../matrix.ts';
import { superAdminOnly } from '../statuses.ts';

/**
 * The users screen (super admins only). Role changes act on a new person each call, so no case
 * changes an actor of the world; the last super admin's refusal is the feature's test.
 */

const get = (url: string): InjectOptions => ({ method: 'GET', url });

export const USER_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/users',
    cases: [
      { request: () => get('/api/users'), expect: superAdminOnly(200) },
      { name: 'a search', request: () => get('/api/users?search=matrix'), expect: superAdminOnly(200) },
    ],
  },
  {
    route: 'PATCH /api/users/:id/roles',
    cases: [
      {
        name: 'make a new person a tutor',
        request: async ({ world }) => ({
          method: 'PATCH',
          url: `/api/users/${(await world.person()).id}/roles`,
          payload: { tutor: true },
        }),
        expect: superAdminOnly(200),
      },
      {
        name: 'make a new person a super admin',
        request: async ({ world }) => ({
          method: 'PATCH',
          url: `/api/users/${(await world.person()).id}/roles`,
          payload: { superAdmin: true },
        }),
        expect: superAdminOnly(200),
      },
      {
        name: 'an unknown id',
        request: () => ({ method: 'PATCH', url: '/api/users/no-such-user/roles', payload: { tutor: true } }),
        expect: superAdminOnly(404),
      },
    ],
  },
];
