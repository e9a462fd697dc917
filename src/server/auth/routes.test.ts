import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookiesOf, STRONG_PASSWORD, signUp, type TestApp } from '../../../test/app.ts';
import { PASSWORD_RULE_MESSAGE } from '../../domain/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ authLimits: { failuresPerEmailAndIp: { max: 3, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('registration', () => {
  it('creates the user, signs them in with a secure cookie and reports the student role', async () => {
    const response = await post('/api/users', {
      name: 'Ana Quispe',
      email: 'Ana@Example.test',
      password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    const me = response.json();
    expect(me.user).toMatchObject({ name: 'Ana Quispe', email: 'ana@example.test' });
    expect(me.roles).toEqual({ student: true, tutor: false, adminOf: [], superAdmin: false });
    const session = response.cookies.find((c) => c.name.includes('session_token'));
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const again = await t.app.inject({ url: '/api/me', headers: { cookie: cookiesOf(response) } });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(me.user.id);
  });

  it('refuses an e-mail already in use, whatever its case', async () => {
    await signUp(t.app, { email: 'taken@example.test' });
    const response = await post('/api/users', {
      name: 'Otra',
      email: 'TAKEN@example.test',
      password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'EMAIL_IN_USE',
      message: 'The email address is already in use by another account.',
    });
  });

  it('applies the spec password rule with its exact message', async () => {
    for (const password of [
      'short1!',
      'alllowercase1!',
      'ALLUPPERCASE1!',
      'NoDigitsHere!',
      'NoSpecial123',
      'A1!a'.repeat(13),
    ]) {
      const response = await post('/api/users', { name: 'Ana Quispe', email: 'weak@example.test', password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error.fields.password).toContain(PASSWORD_RULE_MESSAGE);
    }
  });

  it('refuses a common password that meets the §5 rule, naming the field, and creates no account', async () => {
    for (const password of ['Password1!', 'Qwerty123!', '12345678Aa!']) {
      const response = await post('/api/users', {
        name: 'Ana Quispe',
        email: 'comun@example.test',
        password,
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { password: ['commonPassword'] },
      });
    }
    const signIn = await post('/api/session', { email: 'comun@example.test', password: 'Password1!' });
    expect(signIn.json().error.code).toBe('USER_NOT_FOUND');
  });

  it('names every failing field for missing, short, long and wrongly typed input', async () => {
    const missing = await post('/api/users', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['email', 'name', 'password']);

    const short = await post('/api/users', { name: 'Al', email: 'no-at-sign', password: STRONG_PASSWORD });
    expect(short.json().error.fields).toMatchObject({ name: ['min'], email: ['email'] });

    const long = await post('/api/users', {
      name: 'x'.repeat(71),
      email: 'a@b.test',
      password: STRONG_PASSWORD,
    });
    expect(long.json().error.fields).toMatchObject({ name: ['max'] });

    const typed = await post('/api/users', { name: 42, email: ['a@b.test'], password: true });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('sign-in', () => {
  it('tells an unknown e-mail from a wrong password, and signs in with the right one', async () => {
    const { email } = await signUp(t.app);
    const unknown = await post('/api/session', { email: 'nobody@example.test', password: 'whatever' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({
      code: 'USER_NOT_FOUND',
      message: 'No user found with this email.',
    });

    const wrong = await post('/api/session', { email, password: 'Wrong#Pass1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid Login Credentials.',
    });

    const ok = await post('/api/session', { email: email.toUpperCase(), password: STRONG_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(email);
    expect(cookiesOf(ok)).toContain('session_token');
  });

  it('caps the login password at 50 characters', async () => {
    const response = await post('/api/session', { email: 'a@b.test', password: 'x'.repeat(51) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password).toEqual(['max']);
  });

  it('rate-limits failed attempts per e-mail with a clear 429, leaving other e-mails alone', async () => {
    const { email } = await signUp(t.app);
    const other = await signUp(t.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/api/session', { email, password: 'Wrong#Pass1' })).statusCode).toBe(401);
    }
    const limited = await post('/api/session', { email, password: STRONG_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    expect((await post('/api/session', { email: other.email, password: STRONG_PASSWORD })).statusCode).toBe(
      200,
    );
  });
});

describe('session', () => {
  it('answers 401 without a session and forgets the session after sign-out', async () => {
    const anonymous = await t.app.inject({ url: '/api/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');

    const { cookie } = await signUp(t.app);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('does not offer an identity provider that is not configured', async () => {
    expect((await t.app.inject({ url: '/api/auth-config' })).json()).toEqual({ oidc: null });
    expect((await t.app.inject({ url: '/api/session/oidc?returnTo=/es/home' })).statusCode).toBe(404);
  });

  it('maps a cancelled provider sign-in back to the page it came from', async () => {
    const response = await t.app.inject({
      url: '/api/session/oidc/error?from=register&lang=pt&error=access_denied',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/pt/principal-page/register?error=POPUP_CLOSED');
    const other = await t.app.inject({ url: '/api/session/oidc/error?from=evil&lang=xx&error=server_error' });
    expect(other.headers.location).toBe('/es/principal-page/login?error=LOGIN_FAILED');
  });
});

describe('bad requests', () => {
  it('answers malformed JSON, wrong content types and huge bodies with 4xx and a code', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED');

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: 'email=a@b.test',
      headers: { 'content-type': 'text/plain' },
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const huge = await post('/api/users', {
      name: 'x'.repeat(2 * 1024 * 1024),
      email: 'a@b.test',
      password: 'x',
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
