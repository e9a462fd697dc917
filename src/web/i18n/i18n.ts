import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../domain/constants.ts';
import type es from './es.json';

export type Translation = typeof es;

/**
 * One chunk a locale: a page downloads only the language it shows (each is ≈ 20 KB gzipped), and
 * another one only when the person switches to it.
 */
const BUNDLES: Record<Locale, () => Promise<{ default: Translation }>> = {
  es: () => import('./es.json'),
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
};

/** The texts of `lng`, downloaded (once) as their own chunk. */
export const loadTranslation = async (lng: Locale): Promise<Translation> => (await BUNDLES[lng]()).default;

/** Whether i18next already holds the texts of `lng`, so switching to it paints translated at once. */
export const hasTranslation = (lng: Locale): boolean => i18next.hasResourceBundle(lng, 'translation');

/** Downloads `lng`'s texts if they are not held yet and hands them to i18next. */
export const ensureTranslation = async (lng: Locale): Promise<void> => {
  if (hasTranslation(lng)) return;
  i18next.addResourceBundle(lng, 'translation', await loadTranslation(lng));
};

/**
 * Starts i18next synchronously with the texts of `lng` (loaded before with loadTranslation), so the
 * first paint is already translated. Other locales are added by ensureTranslation when needed.
 */
export const setUpI18n = (lng: Locale, translation: Translation) => {
  void i18next.use(initReactI18next).init({
    resources: { [lng]: { translation } },
    lng,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return i18next;
};

/** The language the interface shows now. */
export const currentLocale = (): Locale => {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
};
