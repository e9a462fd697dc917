import { loaders } from 'virtual:chispa-strings';
import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../domain/constants.ts';
import type { Area } from './areas.ts';
import type es from './es.json';
import { flatten, hasKey, type Strings, type TranslateOptions, translate } from './translate.ts';

export type Translation = typeof es;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type WithoutPlural<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base | K : K;

/** Every key of es.json, the source locale, plural keys also by their base (`minutes` for `minutes_one`). */
export type TranslationKey = WithoutPlural<Leaves<Translation>>;

export type TFunction = (key: TranslationKey, options?: TranslateOptions) => string;

/**
 * The app's texts (docs/decisions.md, "One small translator"): the strings held per language, the
 * areas downloaded, the language shown. A page's areas are downloaded with its code (lib/lazy-page.ts,
 * lib/lazy-dialog.tsx) before it renders; a switch of language downloads every area asked for so far
 * in the new one first (app/lang-gate.tsx), so no key is ever shown raw while its texts download.
 */
const held = new Map<Locale, Record<string, string>>();
const areasHeld = new Map<Locale, Set<Area>>();
const downloads = new Map<string, Promise<void>>();
/** Every area some page or dialog has asked for: what a switch of language must bring. */
const wanted = new Set<Area>();
let language: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

const stringsOf = (lang: Locale): Strings | undefined => held.get(lang);

/** Adds texts to a language (downloaded areas; whole locale files in tests). */
export const holdStrings = (lang: Locale, strings: Strings, areas: readonly Area[] = []) => {
  held.set(lang, { ...held.get(lang), ...strings });
  const set = areasHeld.get(lang) ?? new Set();
  for (const area of areas) set.add(area);
  areasHeld.set(lang, set);
};

/** Whether `lang` holds `areas` (by default every area asked for so far). */
export const hasAreas = (lang: Locale, areas: Iterable<Area> = wanted): boolean => {
  const set = areasHeld.get(lang);
  for (const area of areas) if (!set?.has(area)) return false;
  return true;
};

/** Downloads (once) the texts of `areas` in `lang`, and remembers them as wanted for later switches. */
export const loadAreas = async (lang: Locale, areas: Iterable<Area> = wanted): Promise<void> => {
  const list = [...areas];
  for (const area of list) wanted.add(area);
  await Promise.all(
    list.map((area) => {
      if (areasHeld.get(lang)?.has(area)) return undefined;
      const id = `${lang}/${area}`;
      let download = downloads.get(id);
      const loader = loaders[lang]?.[area];
      if (!download && !loader) throw new Error(`No texts for ${id}`);
      if (!download && loader) {
        download = loader().then(
          (module) => holdStrings(lang, module.default, [area]),
          (error: unknown) => {
            downloads.delete(id);
            throw error;
          },
        );
        downloads.set(id, download);
      }
      return download;
    }),
  );
};

/** The language the interface shows now. */
export const currentLocale = (): Locale => language;

/** Shows `lang` (its areas already held): every component using `useTranslation` renders again. */
export const setLanguage = (lang: Locale) => {
  if (lang === language) return;
  language = lang;
  for (const listener of listeners) listener();
};

/** Calls `listener` after each switch of language; returns the unsubscribe. */
export const onLanguageChange = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const translators = new Map<Locale, TFunction>();

/** A `t` bound to one language, reading its strings as they are when called. */
export const translatorIn = (lang: Locale): TFunction => {
  let t = translators.get(lang);
  if (!t) {
    t = (key, options) => translate(stringsOf, lang, key, options);
    translators.set(lang, t);
  }
  return t;
};

/** Whether the current language (or the default one) has a text for `key`. */
export const exists = (key: string): boolean =>
  hasKey(stringsOf(language), key) || hasKey(stringsOf(DEFAULT_LOCALE), key);

/** The texts under `prefix` in `lang`, as an object (i18next's `returnObjects`): `{ iot: { name, description } }`. */
export const textsUnder = (lang: Locale, prefix: string): Record<string, unknown> => {
  const tree: Record<string, unknown> = {};
  const start = `${prefix}.`;
  for (const [key, text] of Object.entries(stringsOf(lang) ?? {})) {
    if (!key.startsWith(start)) continue;
    const path = key.slice(start.length).split('.');
    let node = tree;
    for (const part of path.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[path.at(-1) ?? ''] = text;
  }
  return tree;
};

interface I18n {
  t: TFunction;
  i18n: { language: Locale };
}
const apis = new Map<Locale, I18n>();
const apiOf = (lang: Locale): I18n => {
  let api = apis.get(lang);
  if (!api) {
    api = { t: translatorIn(lang), i18n: { language: lang } };
    apis.set(lang, api);
  }
  return api;
};

/**
 * react-i18next's hook as the app uses it: `t` and the language, both changing (and the component
 * rendering again) when the language does. `t` keeps its identity within a language.
 */
export const useTranslation = (): I18n =>
  apiOf(useSyncExternalStore(onLanguageChange, currentLocale, currentLocale));

/** For tests: the whole locale file of `lang`, held and shown. */
export const showWholeLocale = (lang: Locale, translation: Translation) => {
  holdStrings(lang, flatten(translation));
  setLanguage(lang);
};
