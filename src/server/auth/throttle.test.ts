import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, STRONG_PASSWORD, signUp, type TestApp } from '../../../test/app.ts';
import { createProject } from '../features/projects/fixtures.ts';

const minute = 60_000;
let t: TestApp;
/** A second server process on the same database, as behind a load balancer. */
let other: TestApp;
beforeAll(async () => {
  const authLimits = {
    failuresPerEmailAndIp: { max: 3, windowMs: 15 * minute },
    failuresPerEmail: { max: 6, windowMs: minute },
    failuresPerIp: { max: 8, windowMs: 5 * minute },
    unknownShareEmailsPerUser: { max: 2, windowMs: 15 * minute },
  };
  t = await buildTestApp({ authLimits });
  other = await buildTestApp({ authLimits, sharedDatabase: t.database });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

let ipCount = 0;
/** A caller address of its own, so tests do not share the per-IP budget. */
const newIp = () => `10.0.${Math.floor(ipCount / 250)}.${(ipCount++ % 250) + 1}`;

const signIn = (app: TestApp, email: string, password: string, ip: string) =>
  app.app.inject({ method: 'POST', url: '/api/session', payload: { email, password }, remoteAddress: ip });

describe('the sign-in throttle', () => {
  it('stops guessing from one address without locking the owner out of theirs', async () => {
    const { email } = await signUp(t.app);
    const attacker = newIp();
    for (let i = 0; i < 3; i += 1)
      expect((await signIn(t, email, 'Wrong#Pass1', attacker)).statusCode).toBe(401);
    const limited = await signIn(t, email, STRONG_PASSWORD, attacker);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);

    expect((await signIn(t, email, STRONG_PASSWORD, newIp())).statusCode).toBe(200);
  });

  it('slows guessing spread over many addresses to a short wait for everyone', async () => {
    const { email } = await signUp(t.app);
    for (let i = 0; i < 6; i += 1)
      expect((await signIn(t, email, 'Wrong#Pass1', newIp())).statusCode).toBe(401);
    const owner = await signIn(t, email, STRONG_PASSWORD, newIp());
    expect(owner.statusCode).toBe(429);
    const wait = Number(owner.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('gives one address a budget of failures over all e-mails, unknown ones included', async () => {
    const ip = newIp();
    for (let i = 0; i < 8; i += 1) {
      expect((await signIn(t, `nadie${i}@example.test`, 'Wrong#Pass1', ip)).statusCode).toBe(404);
    }
    const { email } = await signUp(t.app);
    expect((await signIn(t, email, STRONG_PASSWORD, ip)).statusCode).toBe(429);
  });

  it('counts in the database, so every server process sees the same attempts', async () => {
    const { email } = await signUp(t.app);
    const ip = newIp();
    expect((await signIn(t, email, 'Wrong#Pass1', ip)).statusCode).toBe(401);
    expect((await signIn(other, email, 'Wrong#Pass1', ip)).statusCode).toBe(401);
    expect((await signIn(t, email, 'Wrong#Pass1', ip)).statusCode).toBe(401);
    expect((await signIn(other, email, STRONG_PASSWORD, ip)).statusCode).toBe(429);
  });

  it('forgets the failures of an address once it signs in', async () => {
    const { email } = await signUp(t.app);
    const ip = newIp();
    for (let i = 0; i < 2; i += 1) await signIn(t, email, 'Wrong#Pass1', ip);
    expect((await signIn(t, email, STRONG_PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await signIn(t, email, 'Wrong#Pass1', ip)).statusCode).toBe(401);
    expect((await signIn(t, email, STRONG_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('counts registrations of taken e-mails against the address', async () => {
    const { email } = await signUp(t.app);
    const ip = newIp();
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { name: 'Copia', email, password: STRONG_PASSWORD },
        remoteAddress: ip,
      });
    for (let i = 0; i < 8; i += 1) expect((await register()).statusCode).toBe(409);
    expect((await register()).statusCode).toBe(429);
  });
});

describe('sharing with unknown e-mails', () => {
  it('tells only the owner, a bounded number of times', async () => {
    const owner = await signUp(t.app);
    const writer = await signUp(t.app);
    const project = await createProject(t, owner);
    const share = (caller: typeof owner, email: string, level = 'read') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/projects/${project.id}/permissions`,
        payload: { email, level },
        headers: { cookie: caller.cookie },
      });
    expect((await share(owner, writer.email, 'write')).statusCode).toBe(200);
    // A collaborator learns nothing about which e-mails exist: known and unknown are the same 403.
    const known = await share(writer, owner.email);
    const unknown = await share(writer, 'nadie@example.test');
    expect([known.statusCode, unknown.statusCode]).toEqual([403, 403]);
    expect(known.json()).toEqual(unknown.json());

    for (let i = 0; i < 2; i += 1) {
      const response = await share(owner, `nadie${i}@example.test`);
      expect(response.json().error).toEqual({
        code: 'SHARE_USER_NOT_FOUND',
        message: 'Usuario no encontrado',
      });
    }
    expect((await share(owner, 'nadie9@example.test')).statusCode).toBe(429);
  });
});
