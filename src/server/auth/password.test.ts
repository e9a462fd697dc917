import { performance } from 'node:perf_hooks';
import * as betterAuthCrypto from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
// better-auth's pure-JavaScript scrypt (@noble/hashes), what it uses where the "node" export
// condition does not resolve; imported by file because the package exports only one of the two.
import * as betterAuthPureJs from '../../../node_modules/@better-auth/utils/dist/password.mjs';
import { HASH_CONCURRENCY, hashPassword, verifyPassword } from './password.ts';

const PASSWORD = 'Chispa#2026';
/** Composed and decomposed "ñ": NFKC makes them one password, as better-auth does. */
const COMPOSED = 'Niño#2026x';
const DECOMPOSED = 'Nin\u0303o#2026x';

describe('password hashing in better-auth’s format', () => {
  it('verifies hashes made by better-auth (node:crypto and pure-JS), and better-auth verifies ours', async () => {
    const theirs = await betterAuthCrypto.hashPassword(PASSWORD);
    const theirsPureJs = await betterAuthPureJs.hashPassword(PASSWORD);
    const ours = await hashPassword(PASSWORD);
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: theirs, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash: theirsPureJs, password: PASSWORD })).toBe(true);
    expect(await betterAuthCrypto.verifyPassword({ hash: ours, password: PASSWORD })).toBe(true);
    expect(await betterAuthPureJs.verifyPassword(ours, PASSWORD)).toBe(true);
    expect(await betterAuthCrypto.verifyPassword({ hash: ours, password: `${PASSWORD}!` })).toBe(false);
  });

  it('refuses a wrong password, a changed key and a malformed stored value without throwing', async () => {
    const hash = await hashPassword(PASSWORD);
    expect(await verifyPassword({ hash, password: 'chispa#2026' })).toBe(false);
    expect(await verifyPassword({ hash, password: '' })).toBe(false);
    const flipped = `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`;
    expect(await verifyPassword({ hash: flipped, password: PASSWORD })).toBe(false);
    for (const bad of ['', 'nocolon', `${hash}:x`, `${hash.split(':')[0]}:abc`, `${hash.slice(0, -2)}zz`])
      expect(await verifyPassword({ hash: bad, password: PASSWORD })).toBe(false);
  });

  it('salts every hash and normalises the password to NFKC both ways', async () => {
    const [a, b] = await Promise.all([hashPassword(PASSWORD), hashPassword(PASSWORD)]);
    expect(a).not.toBe(b);
    const ours = await hashPassword(DECOMPOSED);
    expect(await verifyPassword({ hash: ours, password: COMPOSED })).toBe(true);
    const theirs = await betterAuthCrypto.hashPassword(COMPOSED);
    expect(await verifyPassword({ hash: theirs, password: DECOMPOSED })).toBe(true);
  });
});

/**
 * Runs `work` while a 1 ms timer counts its firings, and returns those ticks with the main thread's
 * event loop utilisation meanwhile (0 = idle waiting, 1 = busy all along): a ratio of this
 * process's own time, not a wall-clock threshold, so a busy machine does not move it much.
 */
const whileCounting = async (work: () => Promise<unknown>) => {
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
  }, 1);
  const before = performance.eventLoopUtilization();
  await work();
  const utilisation = performance.eventLoopUtilization(before).utilization;
  clearInterval(timer);
  return { ticks, utilisation };
};

describe('password hashing and the event loop', () => {
  it('leaves the main thread free while 10 hashes and 10 checks run', { timeout: 60_000 }, async () => {
    const hash = await hashPassword(PASSWORD);
    const { ticks, utilisation } = await whileCounting(() =>
      Promise.all([
        ...Array.from({ length: 10 }, () => hashPassword(PASSWORD)),
        ...Array.from({ length: 10 }, () => verifyPassword({ hash, password: PASSWORD })),
      ]),
    );
    expect(ticks).toBeGreaterThan(20);
    expect(utilisation).toBeLessThan(0.5);
  });

  it('is told apart from hashing on the main thread, which this measure sees busy', {
    timeout: 60_000,
  }, async () => {
    const { utilisation } = await whileCounting(() =>
      Promise.all(Array.from({ length: 3 }, () => betterAuthPureJs.hashPassword(PASSWORD))),
    );
    expect(utilisation).toBeGreaterThan(0.8);
  });

  it('leaves libuv’s pool room for the session cookie’s HMAC while a class signs in', {
    timeout: 60_000,
  }, async () => {
    // better-auth checks every signed-in request's cookie with WebCrypto's HMAC, which runs in the
    // same thread pool (4 threads) as scrypt. Ordering, not time: how many of 8 hashes had ended
    // when the HMAC did. Queued in the pool, at least 5 would have (4 running, then 4 ahead of it).
    const { subtle } = globalThis.crypto;
    const algorithm = { name: 'HMAC', hash: 'SHA-256' };
    const key = await subtle.importKey('raw', Buffer.alloc(32, 7), algorithm, false, ['sign']);
    let ended = 0;
    const hashes = Array.from({ length: 8 }, () => hashPassword(PASSWORD).then(() => (ended += 1)));
    await subtle.sign('HMAC', key, Buffer.from('session-token'));
    const endedAtHmac = ended;
    await Promise.all(hashes);
    expect(HASH_CONCURRENCY).toBeLessThan(4);
    expect(endedAtHmac).toBeLessThan(4);
  });
});
