/**
 * The service worker's rules, pure so they are tested without a browser (sw-rules.test.ts): which
 * navigations it answers, when the cached app shell stands in for the server's page, the headers
 * that shell carries, and which caches are the precache.
 */

/** The app shell in the precache: the built index.html, with no person's data in it. */
export const SHELL_URL = '/index.html';

/** What the page posts to the waiting worker when the person accepts the new version. */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The prefix of the caches Workbox's precache keeps (public build files only). */
const PRECACHE_PREFIX = 'workbox-precache';

/** Pages the worker answers (network first, the shell when offline) are every path but these. */
export const API_PATHS = /^\/api(\/|$)/;

/**
 * A gateway that cannot reach the server (a proxy in front of a stopped Chispa, a school's line
 * down past its router) is as good as offline: the shell serves better than a proxy's error page.
 */
export const isGatewayFailure = (status: number): boolean =>
  status === 502 || status === 503 || status === 504;

/**
 * The headers of the shell the worker answers with: the cached ones, plus cross-origin isolation
 * as the server sends it on every page (src/server/app.ts), so `crossOriginIsolated` stays true and
 * the simulator keeps its SharedArrayBuffer offline.
 */
export const shellHeaders = (cached: Headers): Headers => {
  const headers = new Headers(cached);
  if (!headers.has('cross-origin-opener-policy')) headers.set('cross-origin-opener-policy', 'same-origin');
  if (!headers.has('cross-origin-embedder-policy'))
    headers.set('cross-origin-embedder-policy', 'credentialless');
  headers.set('content-type', 'text/html; charset=utf-8');
  return headers;
};

/** Caches that are not the precache: anything kept at runtime, which a sign-out deletes. */
export const isRuntimeCache = (name: string): boolean => !name.startsWith(PRECACHE_PREFIX);
