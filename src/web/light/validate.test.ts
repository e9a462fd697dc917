import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_MAX, emailStepSchema, registerSchema, signInSchema } from '../../domain/auth.ts';
import { parseWithSchema } from '../lib/form-errors.ts';
import {
  checkEmailStep,
  checkRegister,
  checkSignIn,
  EMAIL_PATTERN,
  EMAIL_MAX as LIGHT_EMAIL_MAX,
} from './validate.ts';

/** The app's parse (zod schema → first message per field) in the light checker's shape. */
const viaZod = (schema: z.ZodType, values: Record<string, string>) => {
  const result = parseWithSchema(schema, values);
  return result.ok ? { ok: true, data: result.data } : { ok: false, errors: result.errors };
};

const pieces = [
  '',
  ' ',
  'a',
  'Z',
  '9',
  '.',
  '..',
  '@',
  '_',
  '-',
  '+',
  "'",
  '#',
  'ñ',
  'é',
  'chispa',
  'test',
  'com',
  'x',
];
/** Strings near the edges of the rules: e-mail-like, short, long, with spaces and accents. */
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.array(fc.constantFrom(...pieces), { maxLength: 10 }).map((parts) => parts.join('')),
  fc
    .tuple(
      fc.stringMatching(/^[a-z.+_'-]{0,6}$/),
      fc.stringMatching(/^[a-z0-9.-]{0,8}$/),
      fc.constantFrom('', 'es', 'c', 'com'),
    )
    .map(([local, domain, top]) => ` ${local}@${domain}.${top} `),
  fc.integer({ min: 0, max: 300 }).map((n) => `${'a'.repeat(n)}@chispa.test`),
  fc.integer({ min: 0, max: 80 }).map((n) => 'Ab1#'.repeat(n).slice(0, n)),
);

describe('the light pages check forms as the zod schemas do', () => {
  it('uses zod’s e-mail pattern and limit', () => {
    expect(LIGHT_EMAIL_MAX).toBe(EMAIL_MAX);
    fc.assert(
      fc.property(text, (value) => {
        expect(EMAIL_PATTERN.test(value.trim())).toBe(z.regexes.email.test(value.trim()));
      }),
      { numRuns: 3000 },
    );
  });

  it('sign-in: same verdict, message and data', () => {
    fc.assert(
      fc.property(text, text, (email, password) => {
        expect(checkSignIn({ email, password })).toEqual(viaZod(signInSchema, { email, password }));
      }),
      { numRuns: 2000 },
    );
  });

  it('register, e-mail step and details: same verdict, message and data', () => {
    fc.assert(
      fc.property(text, text, text, (name, email, password) => {
        expect(checkEmailStep({ email })).toEqual(viaZod(emailStepSchema, { email }));
        expect(checkRegister({ name, email, password })).toEqual(
          viaZod(registerSchema, { name, email, password }),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('names the limits of min and max', () => {
    expect(checkRegister({ name: 'ab', email: 'a@b.co', password: 'Chispa#1' })).toEqual({
      ok: false,
      errors: { name: { key: 'min', count: 3 } },
    });
  });
});
