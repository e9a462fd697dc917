import type { Locale } from '../../domain/constants.ts';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

const loaded = new Map<Locale, Record<string, string>>();

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
  const module = (await import(/* @vite-ignore */ stringsUrl(lang))) as { default: Record<string, string> };
  loaded.set(lang, module.default);
};

/**
 * i18next's `t` as far as the signed-out pages use it: the text of `key` in `lang` (the key itself
 * until `loadStrings(lang)` has run), with `{{name}}` filled in. Texts are shown as React text, never HTML.
 */
export const translator =
  (lang: Locale): Translate =>
  (key, values) => {
    const text = loaded.get(lang)?.[key] ?? key;
    if (!values) return text;
    return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
  };
