import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../domain/constants.ts';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';

export const resources = {
  es: { translation: es },
  pt: { translation: pt },
  en: { translation: en },
} as const;

/** Starts i18next synchronously with every locale bundled, so the first paint is already translated. */
export const setUpI18n = (lng: Locale) => {
  void i18next.use(initReactI18next).init({
    resources,
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
