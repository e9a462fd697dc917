import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_AREAS } from '../i18n/areas.ts';
import { readPageRoutes } from './page-routes.ts';

const ROUTES = path.resolve(import.meta.dirname, '../routes.tsx');

describe('page-routes: the lazily loaded pages the server preloads, read from routes.tsx', () => {
  const source = readFileSync(ROUTES, 'utf8');
  const pages = readPageRoutes(source, ROUTES);

  it('finds every lazyPage of the route table, each path once', () => {
    expect(pages).toHaveLength(source.match(/lazyPage\(/g)?.length ?? 0);
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of pages) expect(page.path).toMatch(/^\/:lang\//);
  });

  it('names home and the board with their whole paths, modules as the manifest does, and their areas', () => {
    expect(pages).toContainEqual({
      path: '/:lang/home',
      module: 'features/home/home-page.tsx',
      areas: PAGE_AREAS.home,
    });
    expect(pages).toContainEqual({
      path: '/:lang/board/:id',
      module: 'features/workspace/workspace-page.tsx',
      areas: PAGE_AREAS.workspace,
    });
  });

  it('joins nested paths, skips layout routes without one, and keeps optional parameters', () => {
    const fixture = `
      export const routes = [{
        path: '/:lang',
        children: [
          { element: <Guard />, children: [
            // a comment between routes
            { path: 'a/:id?', lazy: lazyPage(() => import('./features/a/a-page.tsx'), 'APage', PAGE_AREAS.home) },
            { path: 'b', children: [
              { path: 'c', lazy: lazyPage(() => import('./features/c.tsx'), 'C', PAGE_AREAS.admin) },
            ] },
          ] },
        ],
      }];`;
    expect(readPageRoutes(fixture, ROUTES)).toEqual([
      { path: '/:lang/a/:id?', module: 'features/a/a-page.tsx', areas: PAGE_AREAS.home },
      { path: '/:lang/b/c', module: 'features/c.tsx', areas: PAGE_AREAS.admin },
    ]);
  });

  it('fails the build on an areas name PAGE_AREAS does not have', () => {
    const fixture = `export const routes = [{ path: 'x', lazy: lazyPage(() => import('./x.tsx'), 'X', PAGE_AREAS.nope) }];`;
    expect(() => readPageRoutes(fixture, ROUTES)).toThrow(/PAGE_AREAS\.nope/);
  });
});
