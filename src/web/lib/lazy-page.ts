import type { ComponentType } from 'react';
import { LIMITS } from '../../domain/constants.ts';

export const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Page did not load within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * A route's `lazy` for a page module's named export: `lazyPage(() => import('./x-page.tsx'), 'XPage')`.
 * Spec §9: lazily loaded parts give up after 120 s, and the route's error element shows.
 */
export const lazyPage =
  <K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) =>
  async () => ({ Component: (await withTimeout(load(), LIMITS.lazyLoadTimeoutMs))[name] });
