import { DEFAULT_LOCALE, isLocale, LOCALE_STORAGE_KEY, type Locale } from '../../domain/locales.ts';

/** The user's chosen locale from local storage; storage can be unavailable (private mode, policy). */
export const readStoredLocale = (): Locale | null => {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
};

export const storeLocale = (locale: Locale) => {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not stored: the URL still carries the language.
  }
};

export const initialLocale = (langFromUrl: string | undefined): Locale =>
  isLocale(langFromUrl) ? langFromUrl : (readStoredLocale() ?? DEFAULT_LOCALE);
