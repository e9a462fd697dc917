import { fromNodeHeaders } from 'better-auth/node';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordSchema, updateProfileSchema } from '../../domain/auth.ts';
import { meSchema } from '../../domain/me.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { loadMe } from '../features/me/roles.ts';
import { HttpError } from '../http-error.ts';
import { announceSessionsEnded, readSessionIdsOf } from '../realtime/session-notices.ts';
import { assertNotThrottled, passwordCounters } from './attempts.ts';
import type { Auth } from './auth.ts';
import { forwardCookies } from './cookies.ts';
import { registerSignedIn } from './guard.ts';
import type { Sessions } from './session.ts';
import type { Throttle } from './throttle.ts';

export interface AccountRouteDeps {
  db: Db;
  auth: Auth;
  sessions: Sessions;
  throttle: Throttle;
}

const tags = ['account'];

/** What a signed-in person changes about themselves: their name and their password. */
export const registerAccountRoutes = (app: FastifyInstance, deps: AccountRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => {
    const { db, auth, throttle } = deps;
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.patch(
      '/api/me',
      { schema: { tags, body: updateProfileSchema, response: { 200: meSchema } } },
      async (request) => {
        const user = userOf(request);
        if (user.isSeat) throw new HttpError(403, 'SEAT_PROFILE_LOCKED');
        const { name } = request.body;
        // A display name given by the identity provider is replaced too, so the new name shows everywhere.
        await db
          .update(users)
          .set({ name, displayName: sql`case when ${users.displayName} is null then null else ${name} end` })
          .where(eq(users.id, user.id));
        return loadMe(db, user.id);
      },
    );

    /**
     * Spec §5's password rule for the new one; the current one is checked like a sign-in, under
     * the same throttle. Every other session of the person ends, and this one gets a new cookie.
     */
    api.put('/api/me/password', { schema: { tags, body: changePasswordSchema } }, async (request, reply) => {
      const user = userOf(request);
      if (user.isSeat) throw new HttpError(403, 'SEAT_PROFILE_LOCKED');
      const counters = passwordCounters(request, user.email);
      await assertNotThrottled(throttle, reply, counters);
      const sessionsBefore = await readSessionIdsOf(db, user.id);
      const response = await auth.api.changePassword({
        body: { ...request.body, revokeOtherSessions: true },
        headers: fromNodeHeaders(request.headers),
        asResponse: true,
      });
      if (!response.ok) {
        const { code } = (await response.json().catch(() => ({}))) as { code?: string };
        if (code === 'INVALID_PASSWORD') {
          await throttle.hit(counters);
          throw new HttpError(400, 'WRONG_PASSWORD', undefined, { currentPassword: ['wrong'] });
        }
        if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') throw new HttpError(409, 'PASSWORD_NOT_SET');
        request.log.error({ status: response.status, code }, 'password change failed');
        throw new HttpError(500, 'INTERNAL');
      }
      forwardCookies(response, reply);
      // The sessions it revoked (this one too: it gets a new one): their live streams end.
      const sessionsAfter = new Set(await readSessionIdsOf(db, user.id));
      await announceSessionsEnded(
        db,
        sessionsBefore.filter((id) => !sessionsAfter.has(id)),
      );
      return reply.status(204).send();
    });
  });
