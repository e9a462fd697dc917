import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookiesOf, STRONG_PASSWORD, signUp, type TestApp } from '../../../test/app.ts';
import { PASSWORD_RULE_MESSAGE } from '../../domain/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const as = (cookie: string, method: 'PATCH' | 'PUT' | 'GET', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/session', payload: { email, password } });

describe('PATCH /api/me', () => {
  it('renames the person within the §5 name rule', async () => {
    const ana = await signUp(t.app, { name: 'Ana' });
    const renamed = await as(ana.cookie, 'PATCH', '/api/me', { name: '  Ana María Quispe  ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().user.name).toBe('Ana María Quispe');
    expect((await as(ana.cookie, 'GET', '/api/me')).json().user.name).toBe('Ana María Quispe');
  });

  it('refuses an empty, short, long, null or extra-field name with 400 and keeps the old one', async () => {
    const ana = await signUp(t.app, { name: 'Ana Original' });
    for (const payload of [
      { name: '' },
      { name: '   ' },
      { name: 'Al' },
      { name: 'x'.repeat(71) },
      { name: 'x'.repeat(60_000) },
      { name: null },
      { name: 42 },
      {},
      { name: 'Ana Nueva', role: 'tutor' },
    ]) {
      const response = await as(ana.cookie, 'PATCH', '/api/me', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await as(ana.cookie, 'GET', '/api/me')).json().user.name).toBe('Ana Original');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      payload: { name: 'Nadie Nunca' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/me/password', () => {
  it('changes the password and ends every other session of the person', async () => {
    const ana = await signUp(t.app);
    const laptop = await signIn(ana.email, STRONG_PASSWORD);
    const laptopCookie = cookiesOf(laptop);
    expect((await as(laptopCookie, 'GET', '/api/me')).statusCode).toBe(200);

    const newPassword = 'Nueva#Clave9';
    const changed = await as(ana.cookie, 'PUT', '/api/me/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword,
    });
    expect(changed.statusCode, changed.body).toBe(204);

    expect((await as(laptopCookie, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await as(ana.cookie, 'GET', '/api/me')).statusCode).toBe(401);
    const thisTab = cookiesOf(changed);
    expect(thisTab).toContain('session_token');
    expect((await as(thisTab, 'GET', '/api/me')).statusCode).toBe(200);

    expect((await signIn(ana.email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(ana.email, newPassword)).statusCode).toBe(200);
  });

  it('refuses a new password outside the §5 rule with its message', async () => {
    const ana = await signUp(t.app);
    for (const newPassword of ['abcdefgh', 'password', 'Abcdefg1', 'Ab1!', `Ab1!${'x'.repeat(60)}`]) {
      const response = await as(ana.cookie, 'PUT', '/api/me/password', {
        currentPassword: STRONG_PASSWORD,
        newPassword,
      });
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json().error.fields.newPassword).toEqual([PASSWORD_RULE_MESSAGE]);
    }
    expect((await signIn(ana.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a common new password, naming the field, and keeps the old one', async () => {
    const ana = await signUp(t.app);
    const response = await as(ana.cookie, 'PUT', '/api/me/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'Qwerty123!',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { newPassword: ['commonPassword'] },
    });
    expect((await signIn(ana.email, 'Qwerty123!')).statusCode).toBe(401);
    expect((await signIn(ana.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password, and throttles guessing it', async () => {
    const ana = await signUp(t.app);
    const attempt = (currentPassword: string) =>
      as(ana.cookie, 'PUT', '/api/me/password', { currentPassword, newPassword: 'Nueva#Clave9' });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await attempt('Wrong#Pass1');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    }
    const limited = await attempt(STRONG_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect((await as(ana.cookie, 'GET', '/api/me')).statusCode).toBe(200);
  });
});
