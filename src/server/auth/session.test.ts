import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../test/app.ts';
import { sessions as sessionRows, superAdmins } from '../db/schema/index.ts';
import { createAuth } from './auth.ts';
import { createSessions, verifiedToken } from './session.ts';

const SECRET = 'session-test-secret-session-test-secret-0123';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/**
 * The session reader on the app's database and a better-auth of the same secret, with its
 * getSession counted: the reader answers most requests itself and hands better-auth the rest.
 */
const readerWithCount = () => {
  const auth = createAuth({
    db: t.database.db,
    baseUrl: 'http://localhost:3000',
    secret: SECRET,
    oidc: null,
    quiet: true,
  });
  const getSession = auth.api.getSession;
  const calls = { getSession: 0 };
  auth.api.getSession = ((...args: Parameters<typeof getSession>) => {
    calls.getSession += 1;
    return getSession(...args);
  }) as typeof getSession;
  return { auth, calls, sessions: createSessions(auth, t.database.db) };
};

const requestWith = (cookie: string | undefined) =>
  ({ headers: cookie === undefined ? {} : { cookie } }) as unknown as FastifyRequest;

/** Signs up through better-auth of SECRET and gives its session cookie (name=value) and token. */
const signedIn = async (auth: ReturnType<typeof readerWithCount>['auth'], name: string) => {
  const response = await auth.api.signUpEmail({
    body: { name, email: `${name.toLowerCase()}-${Date.now()}@example.test`, password: 'Chispa#2026' },
    asResponse: true,
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.includes('session_token'));
  if (!cookie) throw new Error('no session cookie');
  const body = (await response.json()) as { token: string; user: { id: string } };
  return { cookie, token: body.token, userId: body.user.id };
};

describe('verifiedToken', () => {
  it("reads better-auth's own signed cookie, and nothing signed with another secret or altered", async () => {
    const { auth } = readerWithCount();
    const { cookie, token } = await signedIn(auth, 'Firma');
    const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
    expect(verifiedToken(value, SECRET)).toBe(token);
    expect(verifiedToken(value, `${SECRET}x`)).toBeNull();
    const signature = value.slice(value.lastIndexOf('.') + 1);
    expect(verifiedToken(`${token}x.${signature}`, SECRET)).toBeNull();
    expect(verifiedToken(token, SECRET)).toBeNull();
    expect(verifiedToken(`.${signature}`, SECRET)).toBeNull();
  });
});

describe('the session reader', () => {
  it('answers a live session with its user and roles in one read, without better-auth', async () => {
    const { auth, calls, sessions } = readerWithCount();
    const { cookie, userId } = await signedIn(auth, 'Lectora');
    const request = requestWith(`other=1; ${cookie}`);
    const user = await sessions.read(request);
    expect(user).toMatchObject({ id: userId, name: 'Lectora', role: null });
    expect(user?.rolesAtRead).toEqual({ student: true, tutor: false, adminOf: [], superAdmin: false });
    expect(sessions.sessionIdOf(request)).toEqual(expect.any(String));
    expect(calls.getSession).toBe(0);
  });

  it('reads the roles as they are at each request', async () => {
    const { auth, sessions } = readerWithCount();
    const { cookie, userId } = await signedIn(auth, 'Admin');
    await t.database.db.insert(superAdmins).values({ userId });
    expect((await sessions.read(requestWith(cookie)))?.rolesAtRead).toMatchObject({
      superAdmin: true,
      student: false,
    });
    await t.database.db.delete(superAdmins).where(eq(superAdmins.userId, userId));
    expect((await sessions.read(requestWith(cookie)))?.rolesAtRead).toMatchObject({
      superAdmin: false,
      student: true,
    });
  });

  it('is nobody without a cookie, with a forged one or for a session that does not exist', async () => {
    const { auth, calls, sessions } = readerWithCount();
    const { cookie, token } = await signedIn(auth, 'Nadie');
    const name = cookie.slice(0, cookie.indexOf('='));
    expect(await sessions.read(requestWith(undefined))).toBeNull();
    expect(await sessions.read(requestWith(`${name}=${token}`))).toBeNull();
    expect(
      await sessions.read(requestWith(`${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`)),
    ).toBeNull();
    await t.database.db.delete(sessionRows).where(eq(sessionRows.token, token));
    expect(await sessions.read(requestWith(cookie))).toBeNull();
    await expect(sessions.require(requestWith(cookie))).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(calls.getSession).toBe(0);
  });

  it('leaves a session due for its daily refresh to better-auth, which extends it', async () => {
    const { auth, calls, sessions } = readerWithCount();
    const { cookie, token, userId } = await signedIn(auth, 'Renueva');
    // Made two days ago: 28 days left of 30, past the one-day update age.
    const twoDaysOld = new Date(Date.now() + 28 * DAY_MS);
    await t.database.db
      .update(sessionRows)
      .set({ expiresAt: twoDaysOld })
      .where(eq(sessionRows.token, token));
    expect((await sessions.read(requestWith(cookie)))?.id).toBe(userId);
    expect(calls.getSession).toBe(1);
    const [row] = await t.database.db
      .select({ expiresAt: sessionRows.expiresAt })
      .from(sessionRows)
      .where(eq(sessionRows.token, token));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    // Refreshed, the next read is the reader's own again.
    await sessions.read(requestWith(cookie));
    expect(calls.getSession).toBe(1);
  });

  it('leaves an expired session to better-auth, which deletes it: nobody', async () => {
    const { auth, calls, sessions } = readerWithCount();
    const { cookie, token } = await signedIn(auth, 'Vencida');
    await t.database.db
      .update(sessionRows)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessionRows.token, token));
    expect(await sessions.read(requestWith(cookie))).toBeNull();
    expect(calls.getSession).toBe(1);
    expect(await t.database.db.select().from(sessionRows).where(eq(sessionRows.token, token))).toEqual([]);
  });
});

describe('through the app', () => {
  it('a signed-in person reads /api/me, and a tampered cookie is a 401', async () => {
    const { cookie } = await signUp(t.app, { name: 'Por la app' });
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.name).toBe('Por la app');
    const tampered = cookie.replace(/\.([^.;]+)$/, '.B$1').replace(/%3D$|=$/, '');
    const refused = await t.app.inject({ url: '/api/me', headers: { cookie: tampered } });
    expect(refused.statusCode).toBe(401);
  });
});
