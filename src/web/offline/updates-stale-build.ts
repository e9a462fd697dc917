/**
 * A page of an older build whose chunks are gone after a deploy (the server 404s a missing
 * `/assets/*`, the new worker dropped the old precache) must not go blank: the route's error page
 * (app/route-error.tsx) and Vite's preload event reload it once into the new build. Once per window
 * of time, kept in sessionStorage, so a chunk that is truly broken shows the error page instead of
 * reloading forever; never while offline, where a reload cannot bring a missing file.
 */
import { isOnline } from './connection.ts';

const RELOADED_AT = 'chispa.reloadedForNewBuild';
/** A second failure this soon after a reload is not an old page: no reload again. */
export const RELOAD_GUARD_MS = 60_000;

/** Whether a reload now may fix it: online, and no reload for this reason within the guard. */
export const mayReloadForNewBuild = (lastReloadAt: number | null, now: number, online: boolean): boolean =>
  online && (lastReloadAt === null || !(now - lastReloadAt >= 0 && now - lastReloadAt < RELOAD_GUARD_MS));

const readLastReload = (): number | null => {
  try {
    const stored = Number(sessionStorage.getItem(RELOADED_AT));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
};

/** Reloads the page into the current build when allowed; false when it did not (show the error). */
export const reloadForNewBuild = (): boolean => {
  const now = Date.now();
  if (!mayReloadForNewBuild(readLastReload(), now, isOnline())) return false;
  try {
    sessionStorage.setItem(RELOADED_AT, String(now));
  } catch {
    return false; // without the guard a reload could loop
  }
  window.location.reload();
  return true;
};

/** The messages browsers give when a module or its preload cannot be fetched. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|is not a valid JavaScript MIME type/i;

export const isChunkLoadFailure = (error: unknown): boolean =>
  error instanceof Error && CHUNK_FAILURE.test(error.message);

/**
 * Vite's event for a failed preload of a lazy chunk's files. While the router is moving to a page,
 * the error goes on to the route's error page, which reloads at the address asked for; otherwise (a
 * dialog's or the code editor's chunk, on the page already shown) the page reloads where it is.
 */
export const watchPreloadErrors = (isNavigating: () => boolean): void => {
  window.addEventListener('vite:preloadError', (event) => {
    // Only a file that could not be fetched: an error thrown by a lazily imported module's own code
    // reaches this event too, and a reload would not mend it.
    if (!isChunkLoadFailure(event.payload)) return;
    if (!isNavigating() && reloadForNewBuild()) event.preventDefault();
  });
};
