import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  PASSWORD_RULE_MESSAGE,
  passwordChecksOf,
  registerSchema,
  signInSchema,
} from './auth.ts';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('register password rule (spec §5)', () => {
  it.each([
    ['Chispa#2026', true],
    ['Aa1!aaaa', true],
    ['Aa1!aaa', false], // 7 characters
    [`Aa1!${'a'.repeat(46)}`, true], // 50
    [`Aa1!${'a'.repeat(47)}`, false], // 51
    ['chispa#2026', false], // no uppercase
    ['CHISPA#2026', false], // no lowercase
    ['Chispa#abcd', false], // no digit
    ['Chispa2026x', false], // no special character
  ])('%s → %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });

  it.each([
    ['', { length: false, uppercase: false, lowercase: false, digit: false, special: false }],
    ['a', { length: false, uppercase: false, lowercase: true, digit: false, special: false }],
    ['Chispa', { length: false, uppercase: true, lowercase: true, digit: false, special: false }],
    ['Chispa20', { length: true, uppercase: true, lowercase: true, digit: true, special: false }],
    ['Chispa#2026', { length: true, uppercase: true, lowercase: true, digit: true, special: true }],
    [
      `Aa1!${'a'.repeat(47)}`,
      { length: false, uppercase: true, lowercase: true, digit: true, special: true },
    ],
    ['ñ', { length: false, uppercase: false, lowercase: false, digit: false, special: true }],
  ])('the checklist of %s', (password, checks) => {
    expect(passwordChecksOf(password)).toEqual(checks);
  });

  it('reports the exact spec message', () => {
    const result = registerSchema.safeParse({
      name: 'Ana Quispe',
      email: 'ana@example.test',
      password: 'weak',
    });
    expect(issues(result)).toEqual({ password: PASSWORD_RULE_MESSAGE });
  });
});

describe('register name and e-mail', () => {
  it('trims and bounds the name to 3–70 characters', () => {
    expect(
      issues(registerSchema.safeParse({ name: '  Al ', email: 'a@b.co', password: 'Chispa#2026' })),
    ).toEqual({
      name: 'min',
    });
    expect(
      registerSchema.safeParse({ name: 'x'.repeat(70), email: 'a@b.co', password: 'Chispa#2026' }).success,
    ).toBe(true);
    expect(
      issues(registerSchema.safeParse({ name: 'x'.repeat(71), email: 'a@b.co', password: 'Chispa#2026' })),
    ).toEqual({ name: 'max' });
  });

  it('requires a valid e-mail and normalises its case', () => {
    expect(issues(registerSchema.safeParse({ name: 'Ana', email: '', password: 'Chispa#2026' }))).toEqual({
      email: 'required',
    });
    expect(issues(registerSchema.safeParse({ name: 'Ana', email: 'ana@', password: 'Chispa#2026' }))).toEqual(
      {
        email: 'email',
      },
    );
    const ok = registerSchema.parse({ name: 'Ana', email: ' Ana@Example.TEST ', password: 'Chispa#2026' });
    expect(ok.email).toBe('ana@example.test');
  });
});

describe('sign-in', () => {
  it('requires a password of at most 50 characters', () => {
    expect(issues(signInSchema.safeParse({ email: 'a@b.co', password: '' }))).toEqual({
      password: 'required',
    });
    expect(issues(signInSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(51) }))).toEqual({
      password: 'max',
    });
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(50) }).success).toBe(true);
  });
});
