import { exists, type TFunction } from '../i18n/i18n.ts';
import { isApiError } from './api.ts';

/** `errors.<CODE>` for an API error the locale knows, else the generic message (errors are codes). */
export const errorText = (t: TFunction, error: unknown): string => {
  const key = isApiError(error) ? `errors.${error.code}` : null;
  return key && exists(key) ? t(key as never) : t('errors.INTERNAL');
};
