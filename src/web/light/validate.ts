import { LIMITS } from '../../domain/limits.ts';
import { type COMMON_PASSWORD, isStrongPassword } from '../../domain/password.ts';

/**
 * The sign-in and register schemas of domain/auth.ts, checked without zod (which would bring the
 * app's vendor chunk to the signed-out pages). Same rules, same order, same first message per field:
 * validate.test.ts compares them with the zod schemas on generated input.
 */

export type ValidationKey = 'required' | 'email' | 'min' | 'max' | 'passwordRule' | typeof COMMON_PASSWORD;
export interface FieldError {
  key: ValidationKey;
  count?: number;
}
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: Partial<Record<keyof T, FieldError>> };

/** RFC 5321's limit, as domain/auth.ts's EMAIL_MAX. */
export const EMAIL_MAX = 254;
/** zod's `z.email()` pattern (zod/v4/core/regexes.ts `email`). */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

type Check = (value: string) => FieldError | null;

const emailCheck: Check = (value) => {
  const email = value.trim();
  if (email.length < 1) return { key: 'required' };
  if (email.length > EMAIL_MAX) return { key: 'max', count: EMAIL_MAX };
  return EMAIL_PATTERN.test(email) ? null : { key: 'email' };
};

const loginPasswordCheck: Check = (value) => {
  if (value.length < 1) return { key: 'required' };
  return value.length > LIMITS.loginPasswordMax ? { key: 'max', count: LIMITS.loginPasswordMax } : null;
};

const nameCheck: Check = (value) => {
  const name = value.trim();
  if (name.length < 1) return { key: 'required' };
  if (name.length < LIMITS.nameMin) return { key: 'min', count: LIMITS.nameMin };
  return name.length > LIMITS.nameMax ? { key: 'max', count: LIMITS.nameMax } : null;
};

const newPasswordCheck: Check = (value) => {
  if (value.length < 1) return { key: 'required' };
  return isStrongPassword(value) ? null : { key: 'passwordRule' };
};

const check = <T extends Record<string, string>>(
  values: T,
  checks: Record<keyof T, Check>,
  data: () => T,
): Checked<T> => {
  const errors: Partial<Record<keyof T, FieldError>> = {};
  for (const field of Object.keys(checks) as (keyof T)[]) {
    const error = checks[field](values[field] ?? '');
    if (error) errors[field] = error;
  }
  return Object.keys(errors).length === 0 ? { ok: true, data: data() } : { ok: false, errors };
};

const normalEmail = (email: string) => email.trim().toLowerCase();

export interface SignInValues {
  email: string;
  password: string;
}
export interface RegisterValues {
  name: string;
  email: string;
  password: string;
}

/** signInSchema */
export const checkSignIn = (values: SignInValues): Checked<SignInValues> =>
  check(values, { email: emailCheck, password: loginPasswordCheck }, () => ({
    email: normalEmail(values.email),
    password: values.password,
  }));

/** emailStepSchema */
export const checkEmailStep = (values: { email: string }): Checked<{ email: string }> =>
  check(values, { email: emailCheck }, () => ({ email: normalEmail(values.email) }));

/** registerSchema */
export const checkRegister = (values: RegisterValues): Checked<RegisterValues> =>
  check(values, { name: nameCheck, email: emailCheck, password: newPasswordCheck }, () => ({
    name: values.name.trim(),
    email: normalEmail(values.email),
    password: values.password,
  }));
