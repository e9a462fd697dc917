import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { COMMON_PASSWORD, isStrongPassword } from './password.ts';

export {
  isStrongPassword,
  PASSWORD_CHECK_KEYS,
  PASSWORD_CHECKS,
  type PasswordCheck,
  passwordChecksOf,
} from './password.ts';

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
  /** A new password on the server's list of common and breached ones (checked there, offline). */
  commonPassword: COMMON_PASSWORD,
} as const;

/** RFC 5321's limit on an address; also bounds what the sign-in throttle keeps per e-mail. */
export const EMAIL_MAX = 254;

export const emailSchema = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, VALIDATION.required)
  .max(EMAIL_MAX, VALIDATION.max)
  .pipe(z.email({ error: VALIDATION.email }))
  .transform((email) => email.toLowerCase());

export const emailStepSchema = z.object({ email: emailSchema });

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: VALIDATION.required })
    .min(1, VALIDATION.required)
    .max(LIMITS.loginPasswordMax, VALIDATION.max),
});
export type SignIn = z.infer<typeof signInSchema>;

/** Spec §5: a person's name, 3 to 70 characters. */
export const personNameSchema = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, VALIDATION.required)
  .min(LIMITS.nameMin, VALIDATION.min)
  .max(LIMITS.nameMax, VALIDATION.max);

/** Spec §5: the register password rule, with its exact message. */
export const newPasswordSchema = z
  .string({ error: VALIDATION.required })
  .min(1, VALIDATION.required)
  .refine(isStrongPassword, PASSWORD_RULE_MESSAGE);

export const registerSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type Register = z.infer<typeof registerSchema>;

/** `PATCH /api/me`: the profile a person may change themselves. */
export const updateProfileSchema = z.strictObject({ name: personNameSchema });
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

/** `PUT /api/me/password`: the current password proves it is the person, the new one follows §5. */
export const changePasswordSchema = z.strictObject({
  currentPassword: z
    .string({ error: VALIDATION.required })
    .min(1, VALIDATION.required)
    .max(LIMITS.loginPasswordMax, VALIDATION.max),
  newPassword: newPasswordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;
