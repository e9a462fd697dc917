import strings from 'virtual:light-strings';
import { DEFAULT_LOCALE, type Locale } from '../../domain/constants.ts';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * i18next's `t` as far as the signed-out pages use it: the text of `key` in `lang` (Spanish when
 * missing, as the app's fallback), with `{{name}}` filled in. Texts are shown as React text, never HTML.
 */
export const translator =
  (lang: Locale): Translate =>
  (key, values) => {
    const text = strings[lang][key] ?? strings[DEFAULT_LOCALE][key] ?? key;
    if (!values) return text;
    return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
  };
