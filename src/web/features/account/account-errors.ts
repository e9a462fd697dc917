import { PASSWORD_RULE_MESSAGE, VALIDATION } from '../../../domain/auth.ts';
import { LIMITS } from '../../../domain/constants.ts';
import type { ErrorCode } from '../../../domain/errors.ts';
import { isApiError } from '../../lib/api.ts';
import type { FieldError } from '../../lib/form-errors.ts';

/** A field's message: a broken validation rule, or an error code the server put on that field. */
export type AccountFieldError = { rule: FieldError } | { code: ErrorCode };

/** What a failed account save means for its form. */
export type SaveFailure =
  /** Messages on the fields the server named; the typed values stay for the person to correct. */
  | { kind: 'fields'; errors: Record<string, AccountFieldError> }
  /** The account signs in through the identity provider: there is no password to change here. */
  | { kind: 'noPassword' }
  /** One message for the whole form (`errors.<code>`). */
  | { kind: 'form'; code: ErrorCode };

/** The limits the server's bare `min`/`max` messages stand for, per field of the account forms. */
const FIELD_LIMITS: Record<string, { min?: number; max?: number }> = {
  name: { min: LIMITS.nameMin, max: LIMITS.nameMax },
  currentPassword: { max: LIMITS.loginPasswordMax },
};

/** Codes with a message of their own in these forms; anything else says "something went wrong". */
const FORM_CODES: readonly ErrorCode[] = ['RATE_LIMITED', 'UNAUTHENTICATED', 'CROSS_SITE_REQUEST'];

/** The server's message for a field (a `VALIDATION` key or the §5 password sentence) as a rule. */
export const ruleOf = (field: string, message: string | undefined): FieldError => {
  if (message === PASSWORD_RULE_MESSAGE) return { key: 'passwordRule' };
  if (message === VALIDATION.commonPassword) return { key: 'commonPassword' };
  if (message === VALIDATION.min || message === VALIDATION.max) {
    const count = FIELD_LIMITS[field]?.[message];
    return count === undefined ? { key: 'invalid' } : { key: message, count };
  }
  if (message === VALIDATION.required || message === VALIDATION.email) return { key: message };
  return { key: 'invalid' };
};

const fieldRules = (fields: Record<string, string[]>): Record<string, AccountFieldError> =>
  Object.fromEntries(
    Object.entries(fields).map(([field, [message]]) => [field, { rule: ruleOf(field, message) }]),
  );

/** Spec §8 errors are codes: this decides where a failed profile or password save is shown. */
export const describeSaveFailure = (error: unknown): SaveFailure => {
  if (!isApiError(error)) return { kind: 'form', code: 'INTERNAL' };
  if (error.code === 'WRONG_PASSWORD')
    return { kind: 'fields', errors: { currentPassword: { code: 'WRONG_PASSWORD' } } };
  if (error.code === 'PASSWORD_NOT_SET') return { kind: 'noPassword' };
  if (error.code === 'VALIDATION_FAILED') {
    const errors = fieldRules(error.fields ?? {});
    return Object.keys(errors).length > 0
      ? { kind: 'fields', errors }
      : { kind: 'form', code: 'VALIDATION_FAILED' };
  }
  return { kind: 'form', code: FORM_CODES.find((code) => code === error.code) ?? 'INTERNAL' };
};
