import { z } from 'zod';
import { LIMITS } from './constants.ts';

/** Spec §5: the exact register-password message. Its translations live in the web locales. */
export const PASSWORD_RULE_MESSAGE =
  'Password must contain at least one special character, one uppercase letter, one lowercase letter, numbers, and be at least 8 characters long.';

/** Validation message keys; the web translates `validation.<key>`. */
export const VALIDATION = {
  required: 'required',
  email: 'email',
  min: 'min',
  max: 'max',
  passwordRule: 'passwordRule',
} as const;

export const emailSchema = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, VALIDATION.required)
  .pipe(z.email({ error: VALIDATION.email }))
  .transform((email) => email.toLowerCase());

export const isStrongPassword = (password: string): boolean =>
  password.length >= LIMITS.passwordMin &&
  password.length <= LIMITS.passwordMax &&
  /[^A-Za-z0-9]/.test(password) &&
  /[A-Z]/.test(password) &&
  /[a-z]/.test(password) &&
  /\d/.test(password);

export const emailStepSchema = z.object({ email: emailSchema });

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: VALIDATION.required })
    .min(1, VALIDATION.required)
    .max(LIMITS.loginPasswordMax, VALIDATION.max),
});
export type SignIn = z.infer<typeof signInSchema>;

export const registerSchema = z.object({
  name: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, VALIDATION.required)
    .min(LIMITS.nameMin, VALIDATION.min)
    .max(LIMITS.nameMax, VALIDATION.max),
  email: emailSchema,
  password: z
    .string({ error: VALIDATION.required })
    .min(1, VALIDATION.required)
    .refine(isStrongPassword, PASSWORD_RULE_MESSAGE),
});
export type Register = z.infer<typeof registerSchema>;
