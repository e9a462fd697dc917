import { fromNodeHeaders } from 'better-auth/node';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerSchema, signInSchema } from '../../domain/auth.ts';
import { isLocale } from '../../domain/constants.ts';
import { authConfigSchema, meSchema } from '../../domain/me.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { computeRoles, loadMe, toMe } from '../features/me/roles.ts';
import { hasEmail, isReservedEmail } from '../features/seats/hidden.ts';
import { HttpError } from '../http-error.ts';
import { announceSessionsEnded } from '../realtime/session-notices.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { assertNotThrottled, ipCounter, passwordCounters } from './attempts.ts';
import { type Auth, OIDC_PROVIDER_ID } from './auth.ts';
import { registerBetterAuthEndpoints } from './better-auth-endpoints.ts';
import { forwardCookies } from './cookies.ts';
import type { Sessions } from './session.ts';
import type { Throttle } from './throttle.ts';

export interface AuthRouteDeps {
  db: Db;
  auth: Auth;
  sessions: Sessions;
  oidcName: string | null;
  throttle: Throttle;
}

const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** Only same-site paths are followed after sign-in: never `//host` or a full URL. */
const safeReturnPath = (value: string | undefined, fallback: string) =>
  value && /^\/(?!\/)[^\\\s]*$/.test(value) ? value : fallback;

const langOf = (path: string) => {
  const first = path.split('/')[1];
  return isLocale(first) ? first : 'es';
};

export const registerAuthRoutes = (app: FastifyInstance, deps: AuthRouteDeps) => {
  const { db, auth, sessions, throttle } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const replyMe = async (reply: FastifyReply, userId: string, status: number) =>
    reply.status(status).send(await loadMe(db, userId));

  api.get('/api/auth-config', { schema: { response: { 200: authConfigSchema } } }, async () => ({
    oidc: deps.oidcName ? { name: deps.oidcName } : null,
  }));

  api.get('/api/me', { schema: { response: { 200: meSchema, 401: errorBody } } }, async (request) => {
    const user = await sessions.require(request);
    return toMe(user, user.rolesAtRead ?? (await computeRoles(db, user)));
  });

  api.post(
    '/api/session',
    { schema: { body: signInSchema, response: { 200: meSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const counters = passwordCounters(request, email);
      await assertNotThrottled(throttle, reply, counters);
      // A seat's reserved address names no one who signs in with a password (issue 27).
      const [known] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), hasEmail(users)));
      if (!known) {
        await throttle.hit(counters);
        throw new HttpError(404, 'USER_NOT_FOUND');
      }
      const response = await auth.api.signInEmail({
        body: { email, password },
        headers: fromNodeHeaders(request.headers),
        asResponse: true,
      });
      if (!response.ok) {
        await throttle.hit(counters);
        if (response.status === 401 || response.status === 400)
          throw new HttpError(401, 'INVALID_CREDENTIALS');
        throw new HttpError(response.status >= 500 ? 500 : 400, 'LOGIN_FAILED');
      }
      await throttle.clear(counters.slice(0, 1));
      forwardCookies(response, reply);
      return replyMe(reply, known.id, 200);
    },
  );

  api.post(
    '/api/users',
    { schema: { body: registerSchema, response: { 201: meSchema } } },
    async (request, reply) => {
      const { name, email, password } = request.body;
      if (isReservedEmail(email))
        throw new HttpError(400, 'VALIDATION_FAILED', undefined, { email: ['email'] });
      const signUps = { rule: 'signUpsPerIp', subject: request.ip } as const;
      await assertNotThrottled(throttle, reply, [ipCounter(request), signUps]);
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (existing) {
        await throttle.hit([ipCounter(request)]);
        throw new HttpError(409, 'EMAIL_IN_USE');
      }
      const response = await auth.api.signUpEmail({
        body: { name, email, password },
        headers: fromNodeHeaders(request.headers),
        asResponse: true,
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { code?: string };
        if (body.code?.startsWith('USER_ALREADY_EXISTS')) throw new HttpError(409, 'EMAIL_IN_USE');
        throw new HttpError(response.status >= 500 ? 500 : 400, 'LOGIN_FAILED');
      }
      const { user } = (await response.json()) as { user: { id: string } };
      await throttle.hit([signUps]);
      forwardCookies(response, reply);
      return replyMe(reply, user.id, 201);
    },
  );

  api.delete('/api/session', async (request, reply) => {
    // Read first: once signed out, nothing tells which session this was.
    const signedIn = await sessions.read(request);
    const sessionId = signedIn ? sessions.sessionIdOf(request) : undefined;
    const response = await auth.api.signOut({ headers: fromNodeHeaders(request.headers), asResponse: true });
    forwardCookies(response, reply);
    if (sessionId && response.ok) await announceSessionsEnded(db, [sessionId]);
    return reply.status(204).send();
  });

  const oidcQuery = z.object({
    returnTo: z.string().optional(),
    from: z.enum(['login', 'register']).default('login'),
  });

  api.get('/api/session/oidc', { schema: { querystring: oidcQuery } }, async (request, reply) => {
    if (!deps.oidcName) throw new HttpError(404, 'NOT_FOUND');
    const lang = langOf(request.query.returnTo ?? '');
    const returnTo = safeReturnPath(request.query.returnTo, `/${lang}/home`);
    const errorParams = new URLSearchParams({ from: request.query.from, lang });
    const response = await auth.api.signInSocial({
      body: {
        provider: OIDC_PROVIDER_ID,
        callbackURL: returnTo,
        errorCallbackURL: `/api/session/oidc/error?${errorParams}`,
      },
      headers: fromNodeHeaders(request.headers),
      asResponse: true,
    });
    const body = (await response.json().catch(() => ({}))) as { url?: string };
    if (!response.ok || !body.url) throw new HttpError(502, 'LOGIN_FAILED');
    forwardCookies(response, reply);
    return reply.redirect(body.url, 302);
  });

  const oidcErrorQuery = z.object({
    from: z.enum(['login', 'register']).catch('login'),
    lang: z.string().catch('es'),
    error: z.string().optional(),
  });

  /** The provider said no: back to the page the user came from, with one of our error codes. */
  api.get('/api/session/oidc/error', { schema: { querystring: oidcErrorQuery } }, async (request, reply) => {
    const { from, error } = request.query;
    const lang = isLocale(request.query.lang) ? request.query.lang : 'es';
    const code = error === 'access_denied' ? 'POPUP_CLOSED' : 'LOGIN_FAILED';
    request.log.info({ oidcError: error }, 'identity provider sign-in failed');
    return reply.redirect(`/${lang}/principal-page/${from}?error=${code}`, 302);
  });

  registerBetterAuthEndpoints(app, auth);
  registerAccountRoutes(app, { db, auth, sessions, throttle });
};
