import { useState } from 'react';
import type { Translate } from './i18n.ts';
import type { FieldError } from './validate.ts';

/**
 * Mantine's useForm as far as these forms use it: values, one error per field shown after a submit,
 * a field's error cleared as soon as it changes.
 */
export const useForm = <T extends Record<string, string>>(initial: T) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, FieldError>>>({});
  const setValue = (field: keyof T, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest as Partial<Record<keyof T, FieldError>>;
    });
  };
  return { values, errors, setValue, setErrors, clearErrors: () => setErrors({}) };
};

/** A validation message, translated at render so it follows a language switch. */
export const errorText = (t: Translate, error: FieldError | undefined): string | null =>
  error ? t(`validation.${error.key}`, { count: error.count ?? 0 }) : null;

export type Submission = { state: 'idle' } | { state: 'pending' } | { state: 'failed'; error: unknown };
export const IDLE: Submission = { state: 'idle' };
