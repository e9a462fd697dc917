import { DEFAULT_LOCALE, type Locale } from '../../domain/locales.ts';

/**
 * The one translator of the app and the signed-out pages (docs/decisions.md, "One small translator").
 * It does what the interface asks of i18next and nothing more: a key's text in a language, `{{name}}`
 * filled in, `_one`/`_other` picked by `count` with Intl.PluralRules (0 is plural), the default
 * language's text when the current one lacks a key, and the key itself when no language has it. No nesting
 * (`$t(…)`), no context, no formatting, no HTML escaping: texts are shown as React text, and a
 * filled-in value is never read again, so a hostile `{{count}}` or `$t(common.close)` stays as typed.
 */

/** Texts by flat key (`home.title`), as the locale files hold them once flattened. */
export type Strings = Readonly<Record<string, string>>;

export interface TranslateOptions {
  /** Picks `key_one` / `key_other` by the language's plural rules, and fills `{{count}}`. */
  count?: number;
  /** What a key no language has answers instead of the key itself. */
  defaultValue?: string;
  [name: string]: unknown;
}

type Tree = { [key: string]: string | Tree };

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
export const flatten = (tree: Tree, prefix = ''): Record<string, string> => {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flatten(value, path));
  }
  return flat;
};

const pluralRules = new Map<Locale, Intl.PluralRules>();
/**
 * Zero takes the plural in all three languages ("0 erradas", "0 errores", "0 errors"); CLDR's `pt`
 * would put it in `one`, with the fractions below 2 ("1,5 peça"), so it is answered here.
 */
const pluralOf = (lang: Locale, count: number): string => {
  if (count === 0) return 'other';
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
};

/** `{{name}}` (spaces allowed) → the value's text; a name without a value stays as written. */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export const interpolate = (text: string, values: TranslateOptions | undefined): string =>
  values && text.includes('{{')
    ? text.replace(PLACEHOLDER, (match, name: string) => {
        const value = values[name];
        return value === undefined || value === null ? match : String(value);
      })
    : text;

/** The text of `key` in `lang`'s strings, its plural form picked by `count` (`_other` if the form is missing). */
const find = (
  strings: Strings | undefined,
  lang: Locale,
  key: string,
  count: unknown,
): string | undefined => {
  if (!strings) return undefined;
  if (typeof count === 'number') {
    const form = strings[`${key}_${pluralOf(lang, count)}`] ?? strings[`${key}_other`];
    if (form !== undefined) return form;
  }
  return strings[key];
};

/**
 * `key`'s text in `lang` from `stringsOf(lang)`, else in the default language's, else
 * `options.defaultValue`, else the key. A missing key shows as itself, as i18next does: the locale
 * tests (i18n.test.ts) make sure no key is missing in any language.
 */
export const translate = (
  stringsOf: (lang: Locale) => Strings | undefined,
  lang: Locale,
  key: string,
  options?: TranslateOptions,
): string => {
  const count = options?.count;
  const text =
    find(stringsOf(lang), lang, key, count) ??
    (lang === DEFAULT_LOCALE ? undefined : find(stringsOf(DEFAULT_LOCALE), DEFAULT_LOCALE, key, count));
  if (text === undefined) return options?.defaultValue ?? key;
  return interpolate(text, options);
};

/** Whether `key` (or its plural forms) has a text in `strings`. */
export const hasKey = (strings: Strings | undefined, key: string): boolean =>
  strings !== undefined && (key in strings || `${key}_other` in strings);
