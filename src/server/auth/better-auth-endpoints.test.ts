import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../test/app.ts';
import { users } from '../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** better-auth's own endpoints that skipped our rules or leaked the session token. */
const CLOSED: [string, string, object?][] = [
  ['POST', '/api/auth/sign-up/email', { name: 'Weak', email: 'weak@example.test', password: 'password' }],
  ['POST', '/api/auth/sign-in/email', { email: 'weak@example.test', password: 'password' }],
  ['POST', '/api/auth/change-password', { currentPassword: 'Chispa#2026', newPassword: 'abcdefgh' }],
  ['POST', '/api/auth/update-user', { name: null }],
  ['GET', '/api/auth/get-session'],
  ['GET', '/api/auth/list-sessions'],
  ['POST', '/api/auth/revoke-sessions', {}],
  ['POST', '/api/auth/sign-out', {}],
  ['POST', '/api/auth/delete-user', {}],
  ['POST', '/api/auth/request-password-reset', { email: 'a@b.test' }],
  ['POST', '/api/auth/sign-in/social', { provider: 'oidc' }],
  ['POST', '/api/auth/sign-in/oauth2', { providerId: 'oidc' }],
  ['GET', '/api/auth/ok'],
  ['GET', '/api/auth/account-info'],
];

describe('/api/auth', () => {
  it('answers every better-auth endpoint but the provider callback with our 404, signed in or not', async () => {
    const ana = await signUp(t.app);
    for (const cookie of [undefined, ana.cookie]) {
      for (const [method, url, payload] of CLOSED) {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: cookie ? { cookie } : {},
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json(), url).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
        expect(response.body, url).not.toMatch(/token/i);
      }
    }
    const [weak] = await t.database.db.select().from(users).where(eq(users.email, 'weak@example.test'));
    expect(weak).toBeUndefined();
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: ana.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.name).toMatch(/^Usuario \d+$/);
  });

  it('sends a browser whose provider sign-in cannot be finished back to the login page', async () => {
    for (const url of [
      '/api/auth/callback/oidc?code=x&state=forged',
      '/api/auth/error?error=state_mismatch',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/es/principal-page/login?error=LOGIN_FAILED');
    }
  });
});
