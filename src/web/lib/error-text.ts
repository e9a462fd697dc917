import { exists, type TFunction } from '../i18n/i18n.ts';
import { isNetworkFailure } from '../offline/offline-state.ts';
import { isApiError } from './api.ts';

/**
 * `errors.<CODE>` for an API error the locale knows, else the generic message (errors are codes); a
 * call that reached no server says so.
 */
export const errorText = (t: TFunction, error: unknown): string => {
  // Nothing answered: said as such, not as the server's failure.
  if (isNetworkFailure(error)) return t('offline.pages.networkError');
  const key = isApiError(error) ? `errors.${error.code}` : null;
  return key && exists(key) ? t(key as never) : t('errors.INTERNAL');
};
