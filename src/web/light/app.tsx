import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../domain/locales.ts';
import { isSignedOutPagePath } from '../../domain/signed-out-pages.ts';
import { storeLocale } from '../lib/locale.ts';
import { langOfPath, switchLangPath } from '../lib/paths.ts';
import { type Light, LightContext } from './context.ts';
import { hasStrings, loadStrings, translator } from './i18n.ts';
import { LandingPage } from './landing.tsx';
import classes from './light.module.css';
import { LoginPage } from './login.tsx';
import { RegisterPage } from './register.tsx';
import { TopBar } from './top-bar.tsx';

interface Place {
  pathname: string;
  search: string;
}

/**
 * The class sign-in (issue 27) is downloaded when opened, by the address light.html names for it
 * (light-build.ts): its pictures and steps would otherwise weigh on every landing and login page
 * (issue 14's 80 KB budget), and a bundler-made dynamic import would bring Vite's preload helper.
 */
const classSignInUrl = () =>
  document.querySelector<HTMLMetaElement>('meta[name="chispa-light-class"]')?.content ??
  (import.meta.env.DEV ? '/src/web/light/class-sign-in.tsx' : '');
const ClassSignInPage = lazy(
  () => import(/* @vite-ignore */ classSignInUrl()) as Promise<typeof import('./class-sign-in.tsx')>,
);

const here = (): Place => ({ pathname: window.location.pathname, search: window.location.search });

const pageOf = (pathname: string) => pathname.split('/').filter(Boolean).slice(1).join('/');

const Page = ({ pathname }: { pathname: string }) => {
  const page = pageOf(pathname);
  if (page === 'principal-page/login') return <LoginPage />;
  if (page === 'principal-page/register') return <RegisterPage />;
  if (page === 'principal-page/class')
    return (
      <Suspense fallback={null}>
        <ClassSignInPage />
      </Suspense>
    );
  return <LandingPage />;
};

/**
 * The signed-out pages without the app: the general bar and the landing, login or register page,
 * moving between them in place (history.pushState) as the app's router would.
 */
export const LightApp = () => {
  const [place, setPlace] = useState<Place>(here);
  const lang: Locale = langOfPath(place.pathname) ?? DEFAULT_LOCALE;

  useEffect(() => {
    const onPop = () => setPlace(here());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // A language reached by history (not the menu, which loads first) draws once its texts arrive.
  const [, setLoadedLang] = useState(lang);
  useEffect(() => {
    document.documentElement.lang = lang;
    if (!hasStrings(lang)) void loadStrings(lang).then(() => setLoadedLang(lang));
  }, [lang]);

  const light = useMemo<Light>(() => {
    const navigate: Light['navigate'] = (to, options = {}) => {
      if (!isSignedOutPagePath(to.split(/[?#]/)[0] ?? '')) {
        window.location.assign(to);
        return;
      }
      if (options.replace) window.history.replaceState(null, '', to);
      else {
        window.history.pushState(null, '', to);
        window.scrollTo(0, 0);
      }
      setPlace(here());
    };
    return {
      lang,
      t: translator(lang),
      search: place.search,
      navigate,
      // Spec §2: choosing a language stores it and replaces the language segment of the path.
      switchLang: (next) => {
        storeLocale(next);
        const { pathname, search, hash } = window.location;
        const to = switchLangPath(`${pathname}${search}${hash}`, next);
        // Without its texts (a dropped connection), the full page load tries again and says so.
        loadStrings(next).then(
          () => navigate(to, { replace: true }),
          () => window.location.assign(to),
        );
      },
    };
  }, [lang, place.search]);

  return (
    <LightContext.Provider value={light}>
      <TopBar />
      <main className={classes.main}>
        <Page key={place.pathname} pathname={place.pathname} />
      </main>
    </LightContext.Provider>
  );
};
