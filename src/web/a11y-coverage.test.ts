import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { A11Y_ROUTES } from '../../e2e/support/a11y-routes.ts';
import { routes } from './routes.tsx';

const E2E = path.resolve(import.meta.dirname, '../../e2e');

/**
 * Every page's path under `/:lang`, as the table spells it ('academy/course/:courseId?'). Layout
 * routes (no path) add nothing to their children's; the index and `*` routes only redirect.
 */
const pagePaths = (children: readonly RouteObject[] = [], prefix = ''): string[] =>
  children.flatMap((route) => {
    if (route.index || route.path === '*') return [];
    const own = route.path ? [prefix, route.path].filter(Boolean).join('/') : prefix;
    const nested = pagePaths(route.children, own);
    return route.path && (route.lazy || route.element || route.Component) ? [own, ...nested] : nested;
  });

const langRoute = routes.find((route) => route.path === '/:lang');
const PAGES = pagePaths(langRoute?.children);

/** The label of each `checkA11y(page, '…')` call in a journey's source. */
const checkedLabels = (journey: string): Set<string> => {
  const source = readFileSync(path.join(E2E, journey), 'utf8');
  return new Set([...source.matchAll(/checkA11y\(\s*[\w.]+\s*,\s*(['"`])(.*?)\1/gs)].map((m) => m[2] ?? ''));
};

describe('axe runs on every page of the app', () => {
  it('reads the pages of the route table', () => {
    expect(PAGES).toContain('home');
    expect(PAGES).toContain('academy/course/:courseId?');
    expect(PAGES).toContain('practical-guide/:guideId');
    expect(PAGES.length).toBeGreaterThan(30);
  });

  it('names a journey for every page of the route table', () => {
    expect(PAGES.filter((page) => !(page in A11Y_ROUTES))).toEqual([]);
  });

  it('names no page the route table no longer has', () => {
    expect(Object.keys(A11Y_ROUTES).filter((page) => !PAGES.includes(page))).toEqual([]);
  });

  it("finds each page's checkA11y call in the journey named for it", () => {
    const missing = Object.entries(A11Y_ROUTES)
      .filter(([, { journey, label }]) => !checkedLabels(journey).has(label))
      .map(([page, { journey, label }]) => `${page}: checkA11y(page, '${label}') in e2e/${journey}`);
    expect(missing).toEqual([]);
  });
});
