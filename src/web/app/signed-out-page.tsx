import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SIGNED_OUT_RELOAD_KEY } from '../../domain/signed-out-pages.ts';
import { FullPageLoader } from '../ui/full-page-loader.tsx';

/** A second load of the same page this soon means the server sent the app back: stop there. */
const LOOP_WINDOW_MS = 10_000;

/** False when this tab loaded `target` in full a moment ago (the server thought it signed in). */
const mayReload = (target: string): boolean => {
  try {
    const last = JSON.parse(window.sessionStorage.getItem(SIGNED_OUT_RELOAD_KEY) ?? 'null') as {
      target?: string;
      at?: number;
    } | null;
    if (last?.target === target && Date.now() - (last.at ?? 0) < LOOP_WINDOW_MS) return false;
    window.sessionStorage.setItem(SIGNED_OUT_RELOAD_KEY, JSON.stringify({ target, at: Date.now() }));
  } catch {
    // No session storage: reload anyway.
  }
  return true;
};

/**
 * The landing, login and register pages are not part of the app: the server answers their paths
 * with light.html (src/web/light, docs/decisions.md) while nobody is signed in. When the app's own
 * guards send someone there (a sign-out, a protected page while signed out) it loads them in full —
 * once: if the server answers with the app again (the session is valid but /api/me failed), the
 * loader stays instead of reloading in a loop.
 */
export const SignedOutPage = () => {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const target = `${pathname}${search}${hash}`;
    if (mayReload(target)) window.location.replace(target);
  }, [pathname, search, hash]);
  return <FullPageLoader />;
};
