import type { Locale } from '../../domain/constants.ts';
import en from './en.json';
import es from './es.json';
import type { TFunction } from './i18n.ts';
import pt from './pt.json';
import { flatten, translate } from './translate.ts';

/** Every locale at once, flattened, for tests; the app downloads the areas a page shows (i18n.ts). */
export const STRINGS: Record<Locale, Record<string, string>> = {
  es: flatten(es),
  pt: flatten(pt),
  en: flatten(en),
};

/**
 * A `t` over the whole locale file of `lang`, for tests of code that takes a `t`; without the
 * default language's texts behind it, so a key missing in `lang` shows as the key.
 */
export const tIn =
  (lang: Locale): TFunction =>
  (key, options) =>
    translate((held) => (held === lang ? STRINGS[held] : undefined), lang, key, options);
