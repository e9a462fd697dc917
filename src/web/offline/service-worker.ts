/**
 * The service worker (built by vite-plugin-pwa's injectManifest: src/web/build/service-worker.ts).
 * Precaches the build's public files (the app's chunks, MicroPython, icons, the shell) and answers
 * pages network first: the server writes the person's data into each page, so the cached shell
 * stands in only when the network fails. Nothing else is cached: no `/api` answer, no stored file
 * (a lab computer is shared). A new version waits until the person accepts it (updates.ts).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { API_PATHS, isGatewayFailure, SHELL_URL, SKIP_WAITING, shellHeaders } from './sw-rules.ts';

interface PreloadEvent {
  preloadResponse?: Promise<Response | undefined>;
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'activate', listener: (event: PreloadEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
const scope = self as unknown as WorkerScope;

/** The cached shell with the server's isolation headers; a network error when there is none. */
const shellResponse = async (): Promise<Response> => {
  const shell = await matchPrecache(SHELL_URL);
  if (!shell) return Response.error();
  return new Response(shell.body, { status: 200, headers: shellHeaders(shell.headers) });
};

const pageOrShell = async ({ request, event }: { request: Request; event: unknown }) => {
  try {
    const preloaded = await (event as unknown as PreloadEvent).preloadResponse;
    const response = preloaded ?? (await fetch(request));
    if (!isGatewayFailure(response.status)) return response;
  } catch {
    // Offline (or the server unreachable): the shell below.
  }
  return shellResponse();
};

// Before the precache's route: a page's URL never answers from the precache while the network works
// (the precache would otherwise serve `/` from index.html).
registerRoute(new NavigationRoute(pageOrShell, { denylist: [API_PATHS] }));

// Spelled out: the build finds `self.__WB_MANIFEST` and writes the precache list in its place.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

scope.addEventListener('activate', (event) => {
  // The page's request starts while the worker wakes up, not after.
  event.waitUntil(Promise.all([scope.registration.navigationPreload?.enable(), scope.clients.claim()]));
});

// Only the person's click installs a new version (updates.ts): never in the middle of a lesson.
scope.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void scope.skipWaiting();
});
