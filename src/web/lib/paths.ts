import { isLocale, type Locale } from '../../domain/locales.ts';
import { GUEST_PAGES } from '../../domain/signed-out-pages.ts';

/** Pure path rules of spec §2: the `{lang}` prefix, guards and where each kind of user lands. */

const LANDING = 'principal-page';
const GUEST_ONLY_PAGES = GUEST_PAGES;
/** Spec §6: unauthenticated users may open only the landing, login and register pages (and the class sign-in). */
const PUBLIC_PAGES = GUEST_PAGES;
/** Spec §2: the profile menu hides its Academy and My projects entries on these pages. */
const ACADEMY_AREA_SECTIONS: readonly string[] = ['home', 'academy', 'groups', 'projects'];

/** A language tag such as `fr`, `EN`, `pt-BR` or `es-419` used as a prefix. */
const LANGUAGE_TAG = /^([a-z]{2})(?:-[a-z0-9]{2,8})*$/i;

interface SplitPath {
  pathname: string;
  suffix: string;
}

const splitPath = (path: string): SplitPath => {
  const cut = path.search(/[?#]/);
  return cut === -1
    ? { pathname: path, suffix: '' }
    : { pathname: path.slice(0, cut), suffix: path.slice(cut) };
};

const segmentsOf = (pathname: string) => pathname.split('/').filter((segment) => segment !== '');

/** The locale of a path's first segment, or null when it has none. */
export const langOfPath = (pathname: string): Locale | null => {
  const first = segmentsOf(pathname)[0];
  return isLocale(first) ? first : null;
};

/** The path after the `{lang}` segment without slashes at either end: `/es/home/` → `home`. */
const pageOf = (pathname: string): string => segmentsOf(pathname).slice(1).join('/');

const sectionOf = (pathname: string): string => segmentsOf(pathname)[1] ?? '';

/**
 * Where to send a path whose first segment is not a supported locale, or null when it already is one.
 * A language-like prefix (`fr`, `pt-BR`) is replaced; any other first segment is kept as part of the
 * path (`/home` → `/es/home`). A prefix whose primary language we support keeps it (`/pt-BR` → `/pt`).
 * Search and hash are kept.
 */
export const resolveLangPath = (path: string, currentLocale: Locale): string | null => {
  const { pathname, suffix } = splitPath(path);
  const segments = segmentsOf(pathname);
  const first = segments[0];
  if (first === undefined) return `/${currentLocale}${suffix}`;
  if (isLocale(first)) return null;
  const tag = LANGUAGE_TAG.exec(first);
  if (tag) {
    const primary = tag[1]?.toLowerCase();
    const lang = isLocale(primary) ? primary : currentLocale;
    return `/${[lang, ...segments.slice(1)].join('/')}${suffix}`;
  }
  return `/${[currentLocale, ...segments].join('/')}${suffix}`;
};

/** The same page in another language: the `{lang}` segment is replaced (or added), search and hash kept. */
export const switchLangPath = (path: string, lang: Locale): string => {
  const { pathname, suffix } = splitPath(path);
  const segments = segmentsOf(pathname);
  const rest = langOfPath(pathname) ? segments.slice(1) : segments;
  return `/${[lang, ...rest].join('/')}${suffix}`;
};

export const homePath = (lang: Locale) => `/${lang}/home`;
export const landingPath = (lang: Locale) => `/${lang}/${LANDING}`;
export const registerPath = (lang: Locale) => `/${lang}/${LANDING}/register`;

/** Issue 27: the class sign-in (code, nickname, secret); `code` fills the code in, as a card's QR does. */
export const classSignInPath = (lang: Locale, code?: string) =>
  code ? `/${lang}/${LANDING}/class?${new URLSearchParams({ code })}` : `/${lang}/${LANDING}/class`;

export const loginPath = (lang: Locale, next?: string) =>
  next ? `/${lang}/${LANDING}/login?${new URLSearchParams({ next })}` : `/${lang}/${LANDING}/login`;

/** Root and unknown paths: home when signed in, otherwise the landing page. */
export const fallbackPath = (lang: Locale, isSignedIn: boolean) =>
  isSignedIn ? homePath(lang) : landingPath(lang);

export const isPublicPath = (pathname: string) => PUBLIC_PAGES.includes(pageOf(pathname));
export const isGuestOnlyPath = (pathname: string) => GUEST_ONLY_PAGES.includes(pageOf(pathname));
export const isAcademyAreaPath = (pathname: string) => ACADEMY_AREA_SECTIONS.includes(sectionOf(pathname));

const ORIGIN = 'http://chispa.invalid';

/** A `next` target only when it is a path on this site: `/…`, never `//host`, `/\host` or a URL. */
export const safeNextPath = (next: string | null | undefined): string | null => {
  if (!next?.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next)) return null;
  try {
    const url = new URL(next, ORIGIN);
    return url.origin === ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
};

export interface GuardInput {
  pathname: string;
  search: string;
  isSignedIn: boolean;
  /**
   * The user signed out in this tab a moment ago: the page they were on gives way to the landing
   * page (spec §2 logout), not to login.
   */
  hasJustSignedOut?: boolean;
}

/**
 * Spec §2 guards for a path under a valid `{lang}`: a signed-in user on a guest-only page goes to
 * `next` (when safe) or home; a signed-out user on a protected page goes to login with `next`.
 * Null means the page may render.
 */
export const guardRedirect = ({
  pathname,
  search,
  isSignedIn,
  hasJustSignedOut,
}: GuardInput): string | null => {
  const lang = langOfPath(pathname);
  if (!lang) return null;
  if (isSignedIn && isGuestOnlyPath(pathname)) {
    const next = safeNextPath(new URLSearchParams(search).get('next'));
    return next && !isGuestOnlyPath(splitPath(next).pathname) ? next : homePath(lang);
  }
  if (!isSignedIn && !isPublicPath(pathname)) {
    return hasJustSignedOut ? landingPath(lang) : loginPath(lang, `${pathname}${search}`);
  }
  return null;
};

/** Full-page start of the identity-provider sign-in; the server comes back to `returnTo` or, on failure, to `from`. */
export const oidcStartPath = (returnTo: string, from: 'login' | 'register') =>
  `/api/session/oidc?${new URLSearchParams({ returnTo, from })}`;
