import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import type { FieldError } from '../lib/form-errors.ts';

/** A validation message that re-translates itself when the language changes. */
export const FieldErrorText = ({ error }: { error: FieldError }) => {
  const { t } = useTranslation();
  return <>{t(`validation.${error.key}`, { count: error.count ?? 0 })}</>;
};

/** Form errors for Mantine's `form.setErrors`, one translated message per field. */
export const toFormErrors = (errors: Record<string, FieldError>): Record<string, ReactNode> =>
  Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, <FieldErrorText key={field} error={error} />]),
  );
