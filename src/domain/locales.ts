/**
 * The languages of spec §9. Apart from constants.ts (which passes them on) so the signed-out pages,
 * which need only these and the limits, do not download the app's other constants (issue 14's budget).
 */

export const LOCALES = ['es', 'pt', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';
export const LOCALE_STORAGE_KEY = 'chispa.locale';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
