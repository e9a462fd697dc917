import { DEFAULT_LOCALE } from '../../domain/locales.ts';
import { guardRedirect, homePath, langOfPath } from '../lib/paths.ts';

/** The server's identity provider, by name, or null (also when /api/auth-config fails). */
export const fetchProviderName = async (): Promise<string | null> => {
  try {
    const response = await fetch('/api/auth-config', { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const config = (await response.json()) as { oidc?: { name?: unknown } | null };
    return typeof config.oidc?.name === 'string' ? config.oidc.name : null;
  } catch {
    return null;
  }
};

/** Where a signed-in person goes from this page: a safe `next`, else home (spec §2 guards, as the app's). */
export const signedInTarget = (): string => {
  const { pathname, search } = window.location;
  return (
    guardRedirect({ pathname, search, isSignedIn: true }) ?? homePath(langOfPath(pathname) ?? DEFAULT_LOCALE)
  );
};

/** On to the app once signed in: a full page load, whose files preload.ts has already fetched. */
export const enterApp = () => window.location.assign(signedInTarget());

/**
 * The server sends a signed-in person the app instead of these pages; this covers the pages kept
 * by the browser's back/forward cache (and `vite` in dev, which cannot tell).
 */
export const leaveIfSignedIn = async () => {
  try {
    const response = await fetch('/api/me', { headers: { accept: 'application/json' } });
    if (response.ok) window.location.replace(signedInTarget());
  } catch {
    // Offline: stay on the page.
  }
};
