import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/i18n.ts';
import { parseWithSchema } from '../../lib/form-errors.ts';
import { FieldErrorText, toFormErrors } from '../../ui/field-error.tsx';
import type { AccountFieldError } from './account-errors.ts';

/** A field message from the server that re-translates itself when the language changes. */
const AccountFieldErrorText = ({ error }: { error: AccountFieldError }) => {
  const { t } = useTranslation();
  if ('rule' in error) return <FieldErrorText error={error.rule} />;
  return <>{t(`errors.${error.code}`)}</>;
};

/** Form errors for Mantine's `form.setErrors` from what the server said about each field. */
export const toAccountFormErrors = (errors: Record<string, AccountFieldError>): Record<string, ReactNode> =>
  Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      <AccountFieldErrorText key={field} error={error} />,
    ]),
  );

/** Mantine's `validate` from a domain schema: the browser checks the very rules the server applies. */
export const validateWith =
  <S extends z.ZodType>(schema: S) =>
  (values: unknown): Record<string, ReactNode> => {
    const parsed = parseWithSchema(schema, values);
    return parsed.ok ? {} : toFormErrors(parsed.errors);
  };
