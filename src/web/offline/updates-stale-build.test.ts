import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isChunkLoadFailure,
  mayReloadForNewBuild,
  RELOAD_GUARD_MS,
  watchPreloadErrors,
} from './updates-stale-build.ts';

afterEach(() => vi.unstubAllGlobals());

describe('a page of an older build', () => {
  it('reloads once, not again within the guard, and never offline', () => {
    const now = 1_000_000;
    expect(mayReloadForNewBuild(null, now, true)).toBe(true);
    expect(mayReloadForNewBuild(now - 1000, now, true)).toBe(false);
    expect(mayReloadForNewBuild(now - RELOAD_GUARD_MS, now, true)).toBe(true);
    expect(mayReloadForNewBuild(null, now, false)).toBe(false);
    // A clock put back is no reason to loop.
    expect(mayReloadForNewBuild(now + 5000, now, true)).toBe(true);
  });

  it("tells a chunk that could not be fetched from the page's own errors", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/x-1.js',
      'error loading dynamically imported module: http://localhost/assets/x-1.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/x-1.css',
    ])
      expect(isChunkLoadFailure(new Error(message)), message).toBe(true);
    expect(isChunkLoadFailure(new Error('Page did not load within 120000 ms'))).toBe(false);
    expect(isChunkLoadFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      false,
    );
    expect(isChunkLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });

  it("reloads on Vite's preload event only for a file that could not be fetched", () => {
    // The browser's pieces the watcher reaches: an event target with a location, and session storage.
    const page = Object.assign(new EventTarget(), { location: { reload: vi.fn() } });
    const stored = new Map<string, string>();
    vi.stubGlobal('window', page);
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
    watchPreloadErrors(() => false);
    const preloadError = (payload: unknown) => {
      const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
      page.dispatchEvent(event);
      return event.defaultPrevented;
    };

    // A lazily imported module that throws once loaded (a refused service worker) is not an old page.
    expect(preloadError(new TypeError("Cannot read properties of undefined (reading 'waiting')"))).toBe(
      false,
    );
    expect(page.location.reload).not.toHaveBeenCalled();
    expect(preloadError(new Error('Failed to fetch dynamically imported module: /assets/x-1.js'))).toBe(true);
    expect(page.location.reload).toHaveBeenCalledTimes(1);
    // Within the guard, a second missing file shows the error page instead of reloading again.
    expect(preloadError(new Error('Failed to fetch dynamically imported module: /assets/y-2.js'))).toBe(
      false,
    );
    expect(page.location.reload).toHaveBeenCalledTimes(1);
  });
});
