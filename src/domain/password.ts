import { LIMITS } from './limits.ts';

/* No zod here: the signed-out pages (src/web/light) check passwords with this alone. */

/**
 * Spec §5's register-password rule, one check a part, in the order the register form lists them
 * as the person types (the web names each `auth.passwordChecklist.<key>`).
 */
export const PASSWORD_CHECKS = {
  length: (password: string) =>
    password.length >= LIMITS.passwordMin && password.length <= LIMITS.passwordMax,
  uppercase: (password: string) => /[A-Z]/.test(password),
  lowercase: (password: string) => /[a-z]/.test(password),
  digit: (password: string) => /\d/.test(password),
  special: (password: string) => /[^A-Za-z0-9]/.test(password),
} as const;
export type PasswordCheck = keyof typeof PASSWORD_CHECKS;
export const PASSWORD_CHECK_KEYS = Object.keys(PASSWORD_CHECKS) as PasswordCheck[];

/** Which checks `password` meets. */
export const passwordChecksOf = (password: string): Record<PasswordCheck, boolean> =>
  Object.fromEntries(PASSWORD_CHECK_KEYS.map((key) => [key, PASSWORD_CHECKS[key](password)])) as Record<
    PasswordCheck,
    boolean
  >;

/**
 * The field message the server gives a new password on its list of common and breached ones; only
 * the server holds the list (100,000 entries), so the forms learn of it from the answer.
 */
export const COMMON_PASSWORD = 'commonPassword';

export const isStrongPassword = (password: string): boolean =>
  PASSWORD_CHECK_KEYS.every((key) => PASSWORD_CHECKS[key](password));
