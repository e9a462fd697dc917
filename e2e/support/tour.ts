import type { BrowserContext } from 'playwright-core';
import { ALL_TOUR_DONE_KEYS } from '../../src/web/tour/tour-storage.ts';

/**
 * Marks every guided tour as done before any page script runs, so journeys about something else
 * are not met by the tour that starts on a first workspace visit.
 */
export const skipTours = async (context: BrowserContext): Promise<void> => {
  await context.addInitScript((keys: string[]) => {
    try {
      for (const key of keys) window.localStorage.setItem(key, '1');
    } catch {
      // Pages without storage (about:blank) have no tour either.
    }
  }, ALL_TOUR_DONE_KEYS);
};
