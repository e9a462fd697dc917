import type { ComponentType } from 'react';
import { LIMITS } from '../../domain/constants.ts';
import type { Area } from '../i18n/areas.ts';
import { currentLocale, loadAreas } from '../i18n/i18n.ts';

export const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Page did not load within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** A module and the texts of `areas` (i18n/areas.ts) in the current language, downloaded together. */
export const withTexts = async <T>(load: () => Promise<T>, areas: readonly Area[]): Promise<T> => {
  const [module] = await Promise.all([load(), loadAreas(currentLocale(), areas)]);
  return module;
};

/**
 * A route's `lazy` for a page module's named export and the text areas it shows:
 * `lazyPage(() => import('./x-page.tsx'), 'XPage', PAGE_AREAS.x)`. The page renders once both are
 * here, so it never shows a key in place of a text. Spec §9: lazily loaded parts give up after
 * 120 s, and the route's error element shows.
 */
export const lazyPage =
  <K extends string, M extends Record<K, ComponentType>>(
    load: () => Promise<M>,
    name: K,
    areas: readonly Area[],
  ) =>
  async () => ({ Component: (await withTimeout(withTexts(load, areas), LIMITS.lazyLoadTimeoutMs))[name] });
