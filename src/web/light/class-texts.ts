import { useEffect, useState } from 'react';
import type { Locale } from '../../domain/locales.ts';
import { addStrings } from './i18n.ts';

const held = new Set<Locale>();

/**
 * Where a language's classSignIn area is: light.html names each built chunk (light-build.ts), so
 * no bundler-made dynamic import brings Vite's preload helper or the app's index of areas; `vite`
 * (dev) serves the module itself.
 */
const textsUrl = (lang: Locale): string => {
  const listed =
    document.querySelector<HTMLMetaElement>('meta[name="chispa-light-class-texts"]')?.content ?? '';
  const built = listed
    .split(' ')
    .find((entry) => entry.startsWith(`${lang}=`))
    ?.slice(lang.length + 1);
  return built ?? `/@id/__x00__virtual:chispa-strings/strings-${lang}-classSignIn`;
};

/** Downloads the class sign-in's texts in `lang` once (the app's `classSignIn` area, i18n/areas.ts). */
export const loadClassTexts = async (lang: Locale): Promise<void> => {
  if (held.has(lang)) return;
  const module = (await import(/* @vite-ignore */ textsUrl(lang))) as { default: Record<string, string> };
  addStrings(lang, module.default);
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
