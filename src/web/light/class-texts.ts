import { useEffect, useState } from 'react';
import type { Locale } from '../../domain/constants.ts';
import { addStrings } from './i18n.ts';

const held = new Set<Locale>();

type Texts = Promise<{ default: Record<string, string> }>;

/**
 * Each language's area as its own module, imported by name: the app's index of every area
 * (`virtual:chispa-strings`) lives in the app's chunk, which this page must not download.
 */
const LOADERS: Record<Locale, () => Texts> = {
  es: () => import('virtual:chispa-strings/strings-es-classSignIn'),
  pt: () => import('virtual:chispa-strings/strings-pt-classSignIn'),
  en: () => import('virtual:chispa-strings/strings-en-classSignIn'),
};

/** Downloads the class sign-in's texts in `lang` once (the app's `classSignIn` area, i18n/areas.ts). */
export const loadClassTexts = async (lang: Locale): Promise<void> => {
  if (held.has(lang)) return;
  addStrings(lang, (await LOADERS[lang]()).default);
  held.add(lang);
};

/**
 * Whether the class sign-in's texts are here in the page's language: they are not in the light
 * page's own texts (issue 14's 80 KB budget for every signed-out page), so the page waits for them,
 * and again after a language switch.
 */
export const useClassTexts = (lang: Locale): boolean => {
  const [ready, setReady] = useState<Locale | null>(held.has(lang) ? lang : null);
  useEffect(() => {
    let isCurrent = true;
    void loadClassTexts(lang).then(
      () => isCurrent && setReady(lang),
      () => isCurrent && setReady(lang),
    );
    return () => {
      isCurrent = false;
    };
  }, [lang]);
  return ready === lang;
};
