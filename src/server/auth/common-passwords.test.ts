import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../../../test/app.ts';
import { isStrongPassword } from '../../domain/password.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/demo-accounts.ts';
import { isCommonPassword, loadCommonPasswords } from './common-passwords.ts';

describe('the common-password list', () => {
  it('holds the 100,000 most common passwords, lower-cased', async () => {
    const list = await loadCommonPasswords();
    // Fewer than 100,000: entries differing only in case are one once lower-cased.
    expect(list.size).toBeGreaterThan(90_000);
    expect(list.size).toBeLessThanOrEqual(100_000);
    expect(list.has('123456')).toBe(true);
    expect(list.has('password1')).toBe(true);
    expect([...list].every((entry) => entry === entry.toLowerCase() && entry !== '')).toBe(true);
    expect(await loadCommonPasswords()).toBe(list);
  });

  it("refuses the issue's three, which pass the §5 rule, and listed ones in any case", async () => {
    for (const password of [
      'Password1!',
      'Qwerty123!',
      '12345678Aa!',
      'PASSWORD1',
      'iloveyou',
      'Football#1',
    ]) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
    expect(['Password1!', 'Qwerty123!', '12345678Aa!'].every(isStrongPassword)).toBe(true);
  });

  it('counts a listed password with up to 4 characters added at the end, not 5', async () => {
    expect(await isCommonPassword('Sunshine2026')).toBe(true);
    expect(await isCommonPassword('qwerty#2026')).toBe(false);
  });

  it('accepts strong passwords: the demo one and those the tests and seeds use', async () => {
    const used = [STRONG_PASSWORD, DEMO_PASSWORD, ...Object.values(DEMO_ACCOUNTS).map((a) => a.password)];
    for (const password of [...used, 'Nueva#Clave9', 'Wrong#Pass1', 'Vq7#mLp2xR', 'Robotica#2026']) {
      expect(await isCommonPassword(password), password).toBe(false);
    }
  });
});
