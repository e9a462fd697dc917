import type { Locale } from '../../domain/locales.ts';
import { type Strings, type TranslateOptions, translate } from '../i18n/translate.ts';

export type Translate = (key: string, values?: TranslateOptions) => string;

const loaded = new Map<Locale, Strings>();

export const hasStrings = (lang: Locale) => loaded.has(lang);

/** Where a language's texts are: light.html names each built chunk; `vite` (dev) serves the module. */
const stringsUrl = (lang: Locale): string => {
  const listed = document.querySelector<HTMLMetaElement>('meta[name="chispa-light-strings"]')?.content ?? '';
  const built = listed
    .split(' ')
    .find((entry) => entry.startsWith(`${lang}=`))
    ?.slice(lang.length + 1);
  return built ?? `/@id/__x00__virtual:light-strings/${lang}`;
};

/** Fetches a language's texts once (each language is a chunk of its own: a page loads one). */
export const loadStrings = async (lang: Locale): Promise<void> => {
  if (loaded.has(lang)) return;
  const module = (await import(/* @vite-ignore */ stringsUrl(lang))) as { default: Strings };
  loaded.set(lang, module.default);
};

/** Texts a page downloads apart (the class sign-in's area), added to the language's others. */
export const addStrings = (lang: Locale, strings: Strings) => {
  loaded.set(lang, { ...loaded.get(lang), ...strings });
};

/**
 * The app's translator (i18n/translate.ts) over the signed-out pages' texts: the text of `key` in
 * `lang` (the key itself until `loadStrings(lang)` has run), `{{name}}` filled in, plurals by `count`.
 * Texts are shown as React text, never HTML.
 */
export const translator =
  (lang: Locale): Translate =>
  (key, values) =>
    translate((held) => loaded.get(held), lang, key, values);
