import type { InjectOptions } from 'fastify';
import type { CreatedSeats } from '../../../domain/seats.ts';
import type { CaseContext, MatrixRow, Statuses } from '../matrix.ts';
import { every, managersOfA, signedIn } from '../statuses.ts';

/**
 * Seats for a class (issue 27). Each case seats group A of a new classroom (which `tutor` leads, of
 * institution A): its tutor and A's managers run its seats and code; only A's admins and super
 * admins handle a seat's data (link, export, delete); anyone, signed in or not, may sign in with a
 * code. The `seat` actor is a seat of another group: a student like any other here, so 403.
 */

/** `group:seats` on group A: its mentor and its managers. */
const seatersOfA = (status: number): Statuses => ({ ...managersOfA(status), tutor: status });

/** A seat of group A of a new classroom, made by a super admin, with the class code. */
const seatOfA = async ({ world }: CaseContext) => {
  const { groupA } = await world.classroom();
  const made = await world.t.app.inject({
    method: 'POST',
    url: `/api/groups/${groupA}/seats`,
    payload: { names: ['Puesto Nuevo'] },
    headers: { cookie: world.actors.superAdmin.cookie },
  });
  if (made.statusCode !== 201) throw new Error(`make a seat: ${made.statusCode} ${made.body}`);
  const { classCode, seats } = made.json() as CreatedSeats;
  const seat = seats[0];
  if (!seat) throw new Error('no seat made');
  return { groupA, code: classCode.code, seat };
};

const onGroupA =
  (method: InjectOptions['method'], path: string, payload?: unknown) =>
  async (ctx: CaseContext): Promise<InjectOptions> => {
    const { groupA } = await ctx.world.classroom();
    return { method, url: `/api/groups/${groupA}${path}`, ...(payload ? { payload: payload as never } : {}) };
  };

const onSeatOfA =
  (method: InjectOptions['method'], path: string, payload?: (ctx: CaseContext) => unknown) =>
  async (ctx: CaseContext): Promise<InjectOptions> => {
    const { seat } = await seatOfA(ctx);
    return {
      method,
      url: `/api/seats/${seat.id}${path}`,
      ...(payload ? { payload: payload(ctx) as never } : {}),
    };
  };

const unknownSeat = (method: InjectOptions['method'], path = '', payload?: unknown) => ({
  name: 'an unknown seat',
  request: (): InjectOptions => ({
    method,
    url: `/api/seats/no-such-seat${path}`,
    ...(payload ? { payload: payload as never } : {}),
  }),
  expect: signedIn(404),
});

export const SEAT_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/groups/:id/seats',
    cases: [{ request: onGroupA('GET', '/seats'), expect: seatersOfA(200) }],
  },
  {
    route: 'POST /api/groups/:id/seats',
    cases: [
      { request: onGroupA('POST', '/seats', { names: ['Ana Pérez', 'Luis Gil'] }), expect: seatersOfA(201) },
    ],
  },
  {
    route: 'PATCH /api/groups/:id/class-code',
    cases: [{ request: onGroupA('PATCH', '/class-code', { open: false }), expect: seatersOfA(200) }],
  },
  {
    route: 'POST /api/groups/:id/class-code/rotate',
    cases: [{ request: onGroupA('POST', '/class-code/rotate'), expect: seatersOfA(200) }],
  },
  {
    route: 'PATCH /api/seats/:seatId',
    cases: [
      { request: onSeatOfA('PATCH', '', () => ({ nickname: 'Estrella' })), expect: seatersOfA(200) },
      unknownSeat('PATCH', '', { nickname: 'Estrella' }),
    ],
  },
  {
    route: 'POST /api/seats/:seatId/reset',
    cases: [{ request: onSeatOfA('POST', '/reset'), expect: seatersOfA(200) }, unknownSeat('POST', '/reset')],
  },
  {
    route: 'POST /api/seats/:seatId/link',
    cases: [
      {
        name: "to group A's student, an account of the institution",
        request: onSeatOfA('POST', '/link', ({ world }) => ({ email: world.actors.owner.email })),
        expect: managersOfA(200),
      },
      unknownSeat('POST', '/link', { email: 'nadie@example.test' }),
    ],
  },
  {
    route: 'GET /api/seats/:seatId/export',
    cases: [
      { request: onSeatOfA('GET', '/export'), expect: managersOfA(200) },
      unknownSeat('GET', '/export'),
    ],
  },
  {
    route: 'DELETE /api/seats/:seatId',
    cases: [{ request: onSeatOfA('DELETE', ''), expect: managersOfA(204) }, unknownSeat('DELETE')],
  },
  {
    route: 'POST /api/class-sign-in/code',
    cases: [
      {
        request: async (ctx) => ({
          method: 'POST',
          url: '/api/class-sign-in/code',
          payload: { code: (await seatOfA(ctx)).code.toLowerCase() },
        }),
        expect: every(200),
      },
      {
        name: 'an unknown code',
        request: () => ({ method: 'POST', url: '/api/class-sign-in/code', payload: { code: 'ZZZZ-2222' } }),
        expect: every(404),
      },
    ],
  },
  {
    route: 'POST /api/class-sign-in',
    cases: [
      {
        request: async (ctx) => {
          const { code, seat } = await seatOfA(ctx);
          return {
            method: 'POST',
            url: '/api/class-sign-in',
            payload: { code, seatId: seat.id, secret: seat.secret },
          };
        },
        expect: every(200),
      },
    ],
  },
];
