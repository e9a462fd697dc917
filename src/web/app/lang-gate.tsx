import { useLayoutEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { isLocale } from '../../domain/constants.ts';
import { currentLocale, hasAreas, loadAreas, setLanguage } from '../i18n/i18n.ts';
import { resolveLangPath } from '../lib/paths.ts';
import { FullPageLoader } from '../ui/full-page-loader.tsx';

/** Sends a path without a supported `{lang}` prefix to the same path under the current locale. */
export const LangRedirect = () => {
  const { pathname, search, hash } = useLocation();
  const locale = currentLocale();
  return <Navigate to={resolveLangPath(`${pathname}${search}${hash}`, locale) ?? `/${locale}`} replace />;
};

/**
 * The `/:lang` route: the interface language follows the URL (before paint, so nothing flashes).
 * Switching to a language whose texts are not downloaded yet (every area the pages so far asked
 * for) shows the page loader for the moment they take to arrive.
 */
export const LangGate = () => {
  const { lang } = useParams();
  const isValid = isLocale(lang);
  const [, setLoaded] = useState(0);
  // A language whose texts could not be downloaded (offline) keeps the page in the current one.
  const [failed, setFailed] = useState<string | null>(null);
  // The current language's areas come with each page (lib/lazy-page.ts); only a switch waits here.
  const isSwitch = isValid && lang !== currentLocale();
  const isReady = !isSwitch || hasAreas(lang) || failed === lang;

  // biome-ignore lint/correctness/useExhaustiveDependencies: isReady turning true switches to the texts just downloaded
  useLayoutEffect(() => {
    if (!isValid || lang === currentLocale()) return;
    if (!hasAreas(lang)) {
      let isCurrent = true;
      loadAreas(lang).then(
        () => isCurrent && setLoaded((n) => n + 1),
        () => isCurrent && setFailed(lang),
      );
      return () => {
        isCurrent = false;
      };
    }
    setLanguage(lang);
  }, [isValid, lang, isReady]);

  if (!isValid) return <LangRedirect />;
  return isReady ? <Outlet /> : <FullPageLoader />;
};
