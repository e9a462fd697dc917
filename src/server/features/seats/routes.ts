import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { groupIdParams } from '../../../domain/groups.ts';
import { meSchema } from '../../../domain/me.ts';
import {
  classCodeLookupSchema,
  classCodeSchema,
  classListSchema,
  classSignInSchema,
  createdSeatsSchema,
  createSeatsSchema,
  groupSeatsSchema,
  linkedSeatSchema,
  linkSeatSchema,
  namesOfList,
  SEAT_LIMITS,
  seatExportSchema,
  seatIdParams,
  seatSchema,
  updateClassCodeSchema,
  updateSeatSchema,
} from '../../../domain/seats.ts';
import { assertNotThrottled } from '../../auth/attempts.ts';
import type { Auth } from '../../auth/auth.ts';
import { registerSignedIn } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Counter, Throttle } from '../../auth/throttle.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { announceSessionsEnded } from '../../realtime/session-notices.ts';
import type { Storage } from '../../storage/storage.ts';
import { requireGroup } from '../groups/access.ts';
import { loadActor, loadMe } from '../me/roles.ts';
import { requireSeat } from './access.ts';
import {
  createSeats,
  findClassCode,
  findOpenCode,
  listClass,
  listGroupSeats,
  renameSeat,
  resetSeat,
  rotateClassCode,
  setClassCodeOpen,
  toClassCode,
  toSeat,
} from './data.ts';
import { deleteSeat, exportSeat, linkSeat } from './manage.ts';
import type { SecretBox } from './secret.ts';
import { startSeatSession } from './session.ts';
import { attemptSecret } from './sign-in.ts';

export interface SeatRouteDeps {
  db: Db;
  auth: Auth;
  sessions: Sessions;
  throttle: Throttle;
  storage: Storage;
  box: SecretBox;
}

const tags = ['seats'];

/** Seats for a class (issue 27): the tutor's and admin's routes, and the children's sign-in. */
export const registerSeatRoutes = (app: FastifyInstance, deps: SeatRouteDeps) => {
  registerClassSignIn(app, deps);
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => {
    const { db, box } = deps;
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const actorOf = (request: FastifyRequest) => loadActor(db, userOf(request));
    const seatsGroup = async (request: FastifyRequest, id: string) =>
      requireGroup(db, await actorOf(request), id, 'group:seats');

    api.get(
      '/api/groups/:id/seats',
      { schema: { tags, params: groupIdParams, response: { 200: groupSeatsSchema } } },
      async (request) => {
        const group = await seatsGroup(request, request.params.id);
        const code = await findClassCode(db, group.id);
        const rows = await listGroupSeats(db, box, group.id);
        return {
          group: { id: group.id, name: group.name },
          classCode: code ? toClassCode(code) : null,
          seats: rows.map((row) => toSeat(row, box)),
        };
      },
    );

    api.post(
      '/api/groups/:id/seats',
      {
        // The door before the body: whoever may not seat this group gets 403 whatever they send.
        preValidation: async (request) =>
          void (await seatsGroup(request, (request.params as { id: string }).id)),
        schema: {
          tags,
          params: groupIdParams,
          body: createSeatsSchema,
          response: { 201: createdSeatsSchema },
        },
      },
      async (request, reply) => {
        const group = await seatsGroup(request, request.params.id);
        const names = namesOfList(request.body.names);
        if (names.length === 0)
          throw new HttpError(400, 'VALIDATION_FAILED', undefined, { names: ['required'] });
        const tooLong = names.findIndex((name) => name.length > SEAT_LIMITS.nameMax);
        if (tooLong >= 0)
          throw new HttpError(400, 'VALIDATION_FAILED', undefined, { [`names.${tooLong}`]: ['max'] });
        if (names.length > SEAT_LIMITS.namesPerRequest)
          throw new HttpError(400, 'VALIDATION_FAILED', undefined, { names: ['max'] });
        const made = await createSeats(db, box, group.id, names);
        return reply
          .status(201)
          .send({ classCode: toClassCode(made.code), seats: made.seats.map((row) => toSeat(row, box)) });
      },
    );

    api.patch(
      '/api/groups/:id/class-code',
      {
        schema: {
          tags,
          params: groupIdParams,
          body: updateClassCodeSchema,
          response: { 200: classCodeSchema },
        },
      },
      async (request) => {
        const group = await seatsGroup(request, request.params.id);
        return toClassCode(await setClassCodeOpen(db, group.id, request.body.open));
      },
    );

    api.post(
      '/api/groups/:id/class-code/rotate',
      { schema: { tags, params: groupIdParams, response: { 200: classCodeSchema } } },
      async (request) => {
        const group = await seatsGroup(request, request.params.id);
        return toClassCode(await rotateClassCode(db, group.id));
      },
    );

    api.patch(
      '/api/seats/:seatId',
      { schema: { tags, params: seatIdParams, body: updateSeatSchema, response: { 200: seatSchema } } },
      async (request) => {
        const { seat } = await requireSeat(db, await actorOf(request), request.params.seatId, 'group:seats');
        return toSeat(await renameSeat(db, seat.userId, request.body.nickname), box);
      },
    );

    api.post(
      '/api/seats/:seatId/reset',
      { schema: { tags, params: seatIdParams, response: { 200: seatSchema } } },
      async (request) => {
        const { seat } = await requireSeat(db, await actorOf(request), request.params.seatId, 'group:seats');
        const { row, endedSessionIds } = await resetSeat(db, box, seat.userId);
        await announceSessionsEnded(db, endedSessionIds);
        return toSeat(row, box);
      },
    );

    api.post(
      '/api/seats/:seatId/link',
      { schema: { tags, params: seatIdParams, body: linkSeatSchema, response: { 200: linkedSeatSchema } } },
      async (request) => {
        const { seat, group } = await requireSeat(
          db,
          await actorOf(request),
          request.params.seatId,
          'seat:manage-data',
        );
        const linked = await linkSeat(db, seat, group, request.body.email);
        await announceSessionsEnded(db, linked.endedSessionIds);
        return linked.report;
      },
    );

    api.get(
      '/api/seats/:seatId/export',
      { schema: { tags, params: seatIdParams, response: { 200: seatExportSchema } } },
      async (request, reply) => {
        const { seat } = await requireSeat(
          db,
          await actorOf(request),
          request.params.seatId,
          'seat:manage-data',
        );
        reply.header('content-disposition', `attachment; filename="chispa-seat-${seat.userId}.json"`);
        return exportSeat(db, seat);
      },
    );

    api.delete('/api/seats/:seatId', { schema: { tags, params: seatIdParams } }, async (request, reply) => {
      const { seat } = await requireSeat(
        db,
        await actorOf(request),
        request.params.seatId,
        'seat:manage-data',
      );
      const endedSessionIds = await deleteSeat(request, deps, seat);
      await announceSessionsEnded(db, endedSessionIds);
      return reply.status(204).send();
    });
  });
};

/**
 * The children's door, public: a code names a class (its nicknames only), a nickname and secret
 * start a session. Unknown and closed codes are one 404, counted per address so codes cannot be
 * enumerated; wrong secrets count per seat and per code (sign-in.ts), apart from e-mail sign-in.
 */
const registerClassSignIn = (app: FastifyInstance, deps: SeatRouteDeps) => {
  const { db, throttle } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const missCounter = (request: FastifyRequest): Counter[] => [
    { rule: 'classCodeMissesPerIp', subject: request.ip },
  ];

  const openCodeOr404 = async (request: FastifyRequest, code: string) => {
    const found = await findOpenCode(db, code);
    if (!found) {
      await throttle.hit(missCounter(request));
      throw new HttpError(404, 'CLASS_CODE_NOT_FOUND');
    }
    return found;
  };

  api.post(
    '/api/class-sign-in/code',
    { schema: { tags, body: classCodeLookupSchema, response: { 200: classListSchema } } },
    async (request, reply) => {
      await assertNotThrottled(throttle, reply, missCounter(request));
      const found = await openCodeOr404(request, request.body.code);
      return { group: { name: found.name }, code: found.code, seats: await listClass(db, found.groupId) };
    },
  );

  api.post(
    '/api/class-sign-in',
    { schema: { tags, body: classSignInSchema, response: { 200: meSchema } } },
    async (request, reply) => {
      await assertNotThrottled(throttle, reply, missCounter(request));
      const { code, seatId, secret } = request.body;
      const found = await openCodeOr404(request, code);
      const attempt = await attemptSecret(db, deps.box, found.groupId, seatId, secret);
      switch (attempt.outcome) {
        case 'no-seat':
          throw new HttpError(404, 'CLASS_CODE_NOT_FOUND');
        case 'wrong':
          throw new HttpError(401, 'SEAT_SECRET_WRONG');
        case 'seat-locked':
        case 'code-paused': {
          reply.header('retry-after', String(attempt.retryAfterSeconds));
          const code = attempt.outcome === 'seat-locked' ? 'SEAT_LOCKED' : 'CLASS_CODE_PAUSED';
          throw new HttpError(429, code, undefined, {
            retryAfterSeconds: [String(attempt.retryAfterSeconds)],
          });
        }
        case 'signed-in':
          await startSeatSession(deps.auth, request, reply, seatId);
          return loadMe(db, seatId);
      }
    },
  );
};
