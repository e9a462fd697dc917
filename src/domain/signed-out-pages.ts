import { isLocale, type Locale } from './locales.ts';

/**
 * Spec §2's guest pages under `/{lang}/`: the landing page, login and register, and the class sign-in
 * (issue 27: class code, nickname and secret).
 */
export const GUEST_PAGES: readonly string[] = [
  'principal-page',
  'principal-page/login',
  'principal-page/register',
  'principal-page/class',
];

/**
 * The paths the signed-out pages' own light client (src/web/light) answers while nobody is signed
 * in: the root, `/{lang}` (both lead to the landing page) and the guest pages, with or
 * without a trailing slash. The server serves them light.html, everything else the app.
 */
export const isSignedOutPagePath = (pathname: string): boolean => {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return true;
  if (!isLocale(segments[0])) return false;
  const page = segments.slice(1).join('/');
  return page === '' || GUEST_PAGES.includes(page);
};

/**
 * The light page for a path: `light-{lang}.html` preloads that language's texts; the root, whose
 * language the browser's stored choice decides, gets plain `light.html`.
 */
export const lightPageOf = (lang: Locale | undefined): string => (lang ? `light-${lang}.html` : 'light.html');

/** The language segment of a signed-out page's path, if it has one. */
export const langOfSignedOutPath = (pathname: string): Locale | undefined => {
  const first = pathname.split('/').find((segment) => segment !== '');
  return isLocale(first) ? first : undefined;
};

/**
 * Session-storage key: the signed-out page the app last loaded in full, and when. The light client
 * clears it as it starts, so it only stays when the server answered that load with the app again.
 */
export const SIGNED_OUT_RELOAD_KEY = 'chispa.signedOutReload';
