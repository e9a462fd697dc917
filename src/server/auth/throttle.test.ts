import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, STRONG_PASSWORD, signUp, type TestApp } from '../../../test/app.ts';
import { createProject } from '../features/projects/fixtures.ts';

const minute = 60_000;
let t: TestApp;
/** A second server process on the same database, as behind a load balancer. */
let other: TestApp;
/** Processes behind one trusted proxy (a hop count), and behind the proxy at 127.0.0.1 (its address). */
let behindOneHop: TestApp;
let behindLoopback: TestApp;
beforeAll(async () => {
  const authLimits = {
    failuresPerEmailAndIp: { max: 3, windowMs: 15 * minute },
    failuresPerEmail: { max: 6, windowMs: minute },
    failuresPerIp: { max: 8, windowMs: 5 * minute },
    unknownEmailsPerIp: { max: 8, windowMs: 5 * minute },
    unknownShareEmailsPerUser: { max: 2, windowMs: 15 * minute },
  };
  t = await buildTestApp({ authLimits });
  other = await buildTestApp({ authLimits, sharedDatabase: t.database });
  const shared = { authLimits, sharedDatabase: t.database };
  behindOneHop = await buildTestApp({ ...shared, env: { TRUST_PROXY: '1' } });
  behindLoopback = await buildTestApp({ ...shared, env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await behindLoopback.close();
  await behindOneHop.close();
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

  it('counts unknown e-mails apart: a school behind one address still signs in with correct passwords', async () => {
    const { email } = await signUp(t.app);
    const school = newIp();
    for (let i = 0; i < 8; i += 1)
      expect((await signIn(t, `nadie${i}@example.test`, 'Wrong#Pass1', school)).statusCode).toBe(404);
    const unknown = await signIn(t, 'nadie-mas@example.test', 'Wrong#Pass1', school);
    expect(unknown.statusCode).toBe(429);
    // A wrong password from that address gets the very same answer: the wait tells no one which e-mails exist.
    const wrong = await signIn(t, email, 'Wrong#Pass1', school);
    expect(wrong.statusCode).toBe(429);
    expect(wrong.json()).toEqual(unknown.json());
    const waits = [unknown, wrong].map((response) => Number(response.headers['retry-after']));
    expect(waits[0]).toBeGreaterThan(4 * 60);
    expect(Math.abs((waits[0] ?? 0) - (waits[1] ?? 0))).toBeLessThanOrEqual(2);
    expect((await signIn(t, email, STRONG_PASSWORD, school)).statusCode).toBe(200);
  });

  it("answers an address's wrong passwords with 429 once over its budget, yet lets a correct password in", async () => {
    const ip = newIp();
    const people = [await signUp(t.app), await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    for (let i = 0; i < 8; i += 1)
      expect((await signIn(t, people[i % 4]?.email ?? '', 'Wrong#Pass1', ip)).statusCode).toBe(401);
    const [first, second] = people as [(typeof people)[0], (typeof people)[0]];
    expect((await signIn(t, first.email, 'Wrong#Pass1', ip)).statusCode).toBe(429);
    expect((await signIn(t, 'nadie@example.test', 'Wrong#Pass1', ip)).statusCode).toBe(429);
    expect((await signIn(t, second.email, STRONG_PASSWORD, ip)).statusCode).toBe(200);
    // The account's own counter (3 failures from this address) still refuses its correct password.
    const locked = await signIn(t, first.email, STRONG_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
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

/** A sign-in that reaches the server from `peer` carrying `forwardedFor` (what the chain wrote). */
const signInThrough = (app: TestApp, peer: string, forwardedFor: string, email: string, password: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { email, password },
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });
const PROXY = '127.0.0.1';

describe('the sign-in throttle behind a proxy', () => {
  it('gives no fresh budget to a client rotating the left-most X-Forwarded-For', async () => {
    const client = newIp();
    const rotated = (i: number) => `198.18.0.${i}, ${client}`;
    for (let i = 0; i < 8; i += 1) {
      const response = await signInThrough(behindOneHop, PROXY, rotated(i), `nadie${i}@example.test`, 'x');
      expect(response.statusCode).toBe(404);
    }
    expect((await signInThrough(behindOneHop, PROXY, rotated(9), 'otro@example.test', 'x')).statusCode).toBe(
      429,
    );
    expect((await signInThrough(behindOneHop, PROXY, newIp(), 'otro@example.test', 'x')).statusCode).toBe(
      404,
    );
  });

  it("counts a forged victim's address against the forger, not the victim", async () => {
    const victim = await signUp(t.app);
    const [victimIp, attackerIp] = [newIp(), newIp()];
    const forged = `${victimIp}, ${attackerIp}`;
    for (let i = 0; i < 3; i += 1)
      expect((await signInThrough(behindOneHop, PROXY, forged, victim.email, 'Wrong#Pass1')).statusCode).toBe(
        401,
      );
    for (let i = 0; i < 9; i += 1)
      await signInThrough(behindOneHop, PROXY, forged, `nadie${i}@example.test`, 'x');
    // The forger's own address is the one locked out of that account and out of unknown e-mails.
    expect((await signInThrough(behindOneHop, PROXY, forged, victim.email, STRONG_PASSWORD)).statusCode).toBe(
      429,
    );
    expect((await signInThrough(behindOneHop, PROXY, victimIp, 'nadie@example.test', 'x')).statusCode).toBe(
      404,
    );
    expect(
      (await signInThrough(behindOneHop, PROXY, victimIp, victim.email, STRONG_PASSWORD)).statusCode,
    ).toBe(200);
  });

  it('believes X-Forwarded-For only from the listed proxies', async () => {
    const direct = newIp();
    for (let i = 0; i < 8; i += 1) {
      const response = await signInThrough(
        behindLoopback,
        direct,
        `198.18.1.${i}`,
        `nadie${i}@example.test`,
        'x',
      );
      expect(response.statusCode).toBe(404);
    }
    expect(
      (await signInThrough(behindLoopback, direct, '198.18.1.99', 'otro@example.test', 'x')).statusCode,
    ).toBe(429);
    // Through the listed proxy, the address it names is the client's: the same one, and another.
    expect((await signInThrough(behindLoopback, PROXY, direct, 'otro@example.test', 'x')).statusCode).toBe(
      429,
    );
    expect((await signInThrough(behindLoopback, PROXY, newIp(), 'otro@example.test', 'x')).statusCode).toBe(
      404,
    );
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
