import en from './en.json';
import es from './es.json';
import pt from './pt.json';

/** Every locale at once, for tests; the app loads one at a time (i18n.ts). */
export const resources = {
  es: { translation: es },
  pt: { translation: pt },
  en: { translation: en },
} as const;
