import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, STRONG_PASSWORD, signUp, type TestApp } from '../../../test/app.ts';
import { accounts } from '../db/schema/auth.ts';
import { verifyPassword } from './password.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const storedHashOf = async (userId: string) => {
  const [row] = await t.database.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row?.password ?? '';
};

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/session', payload: { email, password } });

describe('better-auth hashes and checks passwords with password.ts', () => {
  it('stores a sign-up’s password in the format our check reads, and signs in with it', async () => {
    const ana = await signUp(t.app, { name: 'Ana Hash' });
    const hash = await storedHashOf(ana.id);
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: STRONG_PASSWORD })).toBe(true);
    expect((await signIn(ana.email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(ana.email, `${STRONG_PASSWORD}x`)).statusCode).toBe(401);
  });

  it('answers 401, not 500, for an account whose stored hash is damaged', async () => {
    // better-auth's own check throws on a value without its colon; ours says "no" (password.ts).
    const bea = await signUp(t.app, { name: 'Bea Hash' });
    await t.database.db
      .update(accounts)
      .set({ password: 'not-a-hash' })
      .where(and(eq(accounts.userId, bea.id), eq(accounts.providerId, 'credential')));
    const reply = await signIn(bea.email, STRONG_PASSWORD);
    expect(reply.statusCode, reply.body).toBe(401);
  });
});
