import { describe, expect, it } from 'vitest';
import { emailStepSchema, registerSchema, signInSchema } from '../../domain/auth.ts';
import { LIMITS } from '../../domain/constants.ts';
import { parseWithSchema } from './form-errors.ts';

describe('parseWithSchema', () => {
  it('returns the parsed data (trimmed, lower-cased e-mail)', () => {
    expect(parseWithSchema(emailStepSchema, { email: '  Ana@Example.COM ' })).toEqual({
      ok: true,
      data: { email: 'ana@example.com' },
    });
  });

  it('maps required and e-mail issues to their keys, first issue per field', () => {
    expect(parseWithSchema(signInSchema, { email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: { key: 'required' }, password: { key: 'required' } },
    });
    expect(parseWithSchema(emailStepSchema, { email: 'not-an-email' })).toEqual({
      ok: false,
      errors: { email: { key: 'email' } },
    });
  });

  it('carries the limit of min and max', () => {
    const result = parseWithSchema(registerSchema, { name: 'Al', email: 'a@b.co', password: 'Abcdef1!' });
    expect(result).toEqual({ ok: false, errors: { name: { key: 'min', count: LIMITS.nameMin } } });
    const long = parseWithSchema(signInSchema, { email: 'a@b.co', password: 'x'.repeat(51) });
    expect(long).toEqual({ ok: false, errors: { password: { key: 'max', count: LIMITS.loginPasswordMax } } });
  });

  it('maps the spec password sentence to the passwordRule key', () => {
    const result = parseWithSchema(registerSchema, { name: 'Alba', email: 'a@b.co', password: 'abcdefgh' });
    expect(result).toEqual({ ok: false, errors: { password: { key: 'passwordRule' } } });
  });
});
