import type { z } from 'zod';
import { PASSWORD_RULE_MESSAGE, VALIDATION } from '../../domain/auth.ts';

/** A validation message as data: the `validation.<key>` to show and the limit for min/max. */
export type ValidationKey = keyof typeof VALIDATION | 'invalid';
export interface FieldError {
  key: ValidationKey;
  count?: number;
}

export type SchemaResult<T> = { ok: true; data: T } | { ok: false; errors: Record<string, FieldError> };

const isValidationKey = (message: string): message is keyof typeof VALIDATION => message in VALIDATION;

/** Domain schemas carry message keys (and the spec's password sentence); this maps an issue to its key. */
export const toFieldError = (issue: z.core.$ZodIssue): FieldError => {
  if (issue.message === PASSWORD_RULE_MESSAGE) return { key: 'passwordRule' };
  if (!isValidationKey(issue.message)) return { key: 'invalid' };
  if (issue.code === 'too_small' && issue.message === VALIDATION.min)
    return { key: 'min', count: Number(issue.minimum) };
  if (issue.code === 'too_big' && issue.message === VALIDATION.max)
    return { key: 'max', count: Number(issue.maximum) };
  return { key: issue.message };
};

/** Validates form values with a domain schema; the first issue of each field wins. */
export const parseWithSchema = <S extends z.ZodType>(
  schema: S,
  values: unknown,
): SchemaResult<z.infer<S>> => {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= toFieldError(issue);
  }
  return { ok: false, errors };
};
