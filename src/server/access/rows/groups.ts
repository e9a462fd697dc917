import type { InjectOptions } from 'fastify';
import type { CaseContext, MatrixRow, Statuses } from '../matrix.ts';
import { anyAdmin, signedIn } from '../statuses.ts';
import { scopedListCases } from './backoffice.ts';

/**
 * Groups (spec §2 Groups page and group management, §6). In the world's classroom, `owner`
 * studies in group A, which `tutor` leads; `otherStudent` and `otherTutor` belong to group B of
 * the same course; the course is of the institution `institutionAdmin` runs. Cases that change a
 * group take a classroom of their own. Adding by e-mail and invitations: rows/invitations.ts.
 */

/** `group:manage`: the institution's admin and super admins. */
const manageOnly = (status: number): Statuses =>
  signedIn(403, { institutionAdmin: status, superAdmin: status });

/** `group:review` on group A: its mentor and its managers. */
const reviewersOfA = (status: number): Statuses => ({ ...manageOnly(status), tutor: status });

/** `group:read` on group A: its student too. */
const readersOfA = (status: number): Statuses => ({ ...reviewersOfA(status), owner: status });

const get = (url: string): InjectOptions => ({ method: 'GET', url });

/** A request on group A of a new classroom. */
const onGroupA =
  (method: InjectOptions['method'], path: string, payload?: (ctx: CaseContext) => unknown) =>
  async (ctx: CaseContext): Promise<InjectOptions> => {
    const { groupA } = await ctx.world.classroom();
    return {
      method,
      url: `/api/groups/${groupA}${path}`,
      ...(payload ? { payload: payload(ctx) as InjectOptions['payload'] } : {}),
    };
  };

export const GROUP_ROWS: MatrixRow[] = [
  { route: 'GET /api/me/groups', cases: [{ request: () => get('/api/me/groups'), expect: signedIn(200) }] },
  {
    route: 'GET /api/groups',
    cases: [{ request: () => get('/api/groups'), expect: anyAdmin(200) }, ...scopedListCases('/api/groups')],
  },
  {
    route: 'GET /api/groups/options',
    cases: [
      { request: () => get('/api/groups/options'), expect: anyAdmin(200) },
      ...scopedListCases('/api/groups/options'),
    ],
  },
  {
    route: 'POST /api/groups',
    cases: [
      {
        name: 'a group of a course of the institution, led by its tutor',
        request: async ({ world }) => ({
          method: 'POST',
          url: '/api/groups',
          payload: {
            name: 'Grupo nuevo',
            schedule: 'Viernes 9:00',
            courseId: (await world.classroom()).courseId,
            mentorId: world.actors.tutor.id,
          },
        }),
        expect: manageOnly(201),
      },
    ],
  },
  {
    route: 'GET /api/groups/:id',
    cases: [
      { name: 'group A', request: onGroupA('GET', ''), expect: readersOfA(200) },
      { name: 'an unknown id', request: () => get('/api/groups/no-such-group'), expect: signedIn(404) },
    ],
  },
  {
    route: 'PATCH /api/groups/:id',
    cases: [
      {
        request: onGroupA('PATCH', '', () => ({ name: 'Renombrado', schedule: 'Martes 8:00' })),
        expect: manageOnly(200),
      },
    ],
  },
  {
    route: 'DELETE /api/groups/:id',
    cases: [{ request: onGroupA('DELETE', ''), expect: manageOnly(204) }],
  },
  {
    route: 'GET /api/groups/:id/students',
    cases: [{ request: onGroupA('GET', '/students?q=a'), expect: reviewersOfA(200) }],
  },
  {
    route: 'DELETE /api/groups/:id/students/:studentId',
    cases: [
      {
        name: "group A's student",
        request: async (ctx) => onGroupA('DELETE', `/students/${ctx.world.actors.owner.id}`)(ctx),
        expect: manageOnly(204),
      },
    ],
  },
];
