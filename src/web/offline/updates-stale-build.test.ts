import { describe, expect, it } from 'vitest';
import { isChunkLoadFailure, mayReloadForNewBuild, RELOAD_GUARD_MS } from './updates-stale-build.ts';

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
});
