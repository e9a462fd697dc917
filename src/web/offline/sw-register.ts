/**
 * Registers the service worker from the app (never from the light pages), once the page has painted
 * and gone idle: downloaded then too (main.tsx imports this lazily). A new build's worker waits; the
 * notice offers it (updates.ts), and the page reloads once when the accepted worker takes over.
 */
import { Workbox } from 'workbox-window';
import { isUpdateAccepted, offerUpdate } from './updates.ts';

/** The worker's URL in dist/web (src/web/build/service-worker.ts). */
const WORKER_URL = '/service-worker.js';

/**
 * Never rejects: a browser that refuses workers (a private window, a policy) is told in the console
 * only. (A rejection here would reach Vite's preload wrapper of the lazy import in main.tsx and be
 * taken for a chunk of an older build.)
 */
export const registerServiceWorker = async (): Promise<void> => {
  try {
    await register();
  } catch (error) {
    console.warn('the service worker did not register', error);
  }
};

const register = async (): Promise<void> => {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(WORKER_URL, { scope: '/' });
  // Also fired when a worker already waits as the page opens (a version offered before, not taken).
  workbox.addEventListener('waiting', () => {
    offerUpdate(() => workbox.messageSkipWaiting());
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install taking the page over is not an update: nothing to reload.
    if (isUpdateAccepted()) window.location.reload();
  });
  await workbox.register();
  // A long lesson in one tab still hears of a new version: look again every hour.
  setInterval(() => void workbox.update().catch(() => {}), 60 * 60 * 1000);
};
