import type { ErrorCode } from '../../domain/errors.ts';
import { COMMON_PASSWORD } from '../../domain/password.ts';
import { isApiError } from '../lib/api.ts';
import type { FieldError } from './validate.ts';

/** Spec §8: codes with their own message on each screen; anything else is 'Login failed…'. */
const LOGIN_CODES: readonly ErrorCode[] = [
  'USER_NOT_FOUND',
  'INVALID_CREDENTIALS',
  'RATE_LIMITED',
  'VALIDATION_FAILED',
];
const REGISTER_CODES: readonly ErrorCode[] = ['EMAIL_IN_USE', 'RATE_LIMITED', 'VALIDATION_FAILED'];
const PROVIDER_CODES: readonly ErrorCode[] = ['POPUP_CLOSED', 'LOGIN_FAILED'];

const pick = (known: readonly ErrorCode[], code: string | null | undefined): ErrorCode =>
  known.find((candidate) => candidate === code) ?? 'LOGIN_FAILED';

export const loginErrorCode = (error: unknown): ErrorCode =>
  pick(LOGIN_CODES, isApiError(error) ? error.code : null);
export const registerErrorCode = (error: unknown): ErrorCode =>
  pick(REGISTER_CODES, isApiError(error) ? error.code : null);
/** The `?error=` the server puts on the URL when the identity provider sign-in failed. */
export const providerErrorCode = (param: string | null): ErrorCode | null =>
  param === null ? null : pick(PROVIDER_CODES, param);

/** A register refusal the form shows on its field: a password on the server's common list. */
export const registerFieldErrors = (error: unknown): { password: FieldError } | null =>
  isApiError(error) && error.code === 'VALIDATION_FAILED' && error.fields?.password?.includes(COMMON_PASSWORD)
    ? { password: { key: COMMON_PASSWORD } }
    : null;
