import { describe, expect, it } from 'vitest';
import { chunkNamesOf, type ModuleGraph } from './page-chunks.ts';

/** A module graph as rolldown's chunking context shows it: each module's code and static imports. */
const graphOf = (modules: Record<string, { code: string; imports?: string[] }>): ModuleGraph => ({
  getModuleInfo: (id) => {
    const module = modules[id];
    return module ? { code: module.code, importedIds: module.imports ?? [] } : null;
  },
});

const UI = '/app/node_modules/@x/ui/index.mjs';
const graph = graphOf({
  '/app/main.tsx': {
    code: "import { start } from './lib.ts'; import { Button } from '@x/ui'; start(Button, () => import('./a.tsx'));",
    imports: ['/app/lib.ts', UI],
  },
  '/app/light/main.tsx': { code: "import { start } from '../lib.ts'; start();", imports: ['/app/lib.ts'] },
  '/app/lib.ts': { code: 'export const start = () => {};' },
  [UI]: {
    code: "export { Button } from './button.mjs';\nexport { Select } from './select.mjs';\nexport * from './hooks.mjs';",
    imports: [
      '/app/node_modules/@x/ui/button.mjs',
      '/app/node_modules/@x/ui/select.mjs',
      '/app/node_modules/@x/ui/hooks.mjs',
    ],
  },
  '/app/node_modules/@x/ui/button.mjs': { code: 'export const Button = 1;' },
  '/app/node_modules/@x/ui/select.mjs': {
    code: "import { useThing } from './hooks.mjs'; export const Select = useThing;",
    imports: ['/app/node_modules/@x/ui/hooks.mjs'],
  },
  '/app/node_modules/@x/ui/hooks.mjs': { code: 'export const useThing = 2; export function useOther() {}' },
  '/app/a.tsx': {
    code: "import { Select } from '@x/ui'; import { shared } from './shared.ts'; import { z } from 'zod'; export default [Select, shared, z];",
    imports: [UI, '/app/shared.ts', '/app/node_modules/zod/index.js'],
  },
  '/app/b.tsx': {
    code: "import { useOther } from '@x/ui'; import { shared } from './shared.ts'; import { own } from './b-own.ts'; export default [useOther, shared, own];",
    imports: [UI, '/app/shared.ts', '/app/b-own.ts'],
  },
  '/app/shared.ts': { code: 'export const shared = 3;' },
  '/app/b-own.ts': { code: 'export const own = 4;' },
  '/app/node_modules/zod/index.js': { code: 'export const z = 5;' },
});
const roots = { app: '/app/main.tsx', light: '/app/light/main.tsx', pages: ['/app/a.tsx', '/app/b.tsx'] };

describe('page-chunks: one chunk per set of pages that download a module when they open', () => {
  const names = chunkNamesOf(graph, roots, /node_modules\/zod\//, 0, 0);

  it('puts what the entry downloads in `app`, and what the light client shares with it in `shared`', () => {
    expect(names.get('/app/lib.ts')).toBe('shared');
    expect(names.get('/app/node_modules/@x/ui/button.mjs')).toBe('app');
    // The entry module itself stays in index.html's chunk.
    expect(names.has('/app/main.tsx')).toBe(false);
  });

  it("names a module by the set of pages that reach it, and leaves a page's own to its chunk", () => {
    // rolldown puts what only one page reaches in that page's chunk (named, it went to a file apart,
    // and the page's import got a one-line file re-exporting it).
    expect(names.has('/app/a.tsx')).toBe(false);
    expect(names.has('/app/b-own.ts')).toBe(false);
    expect(names.get('/app/shared.ts')).toMatch(/^pages-[0-9a-f]{8}$/);
    // Both pages reach the hooks (a through Select, b by name through `export *`).
    expect(names.get('/app/node_modules/@x/ui/hooks.mjs')).toBe(names.get('/app/shared.ts'));
  });

  it('follows an index file only to the names taken from it, not to the whole package', () => {
    // b imports useOther from the index, never Select: Select is page a's alone.
    expect(names.has('/app/node_modules/@x/ui/select.mjs')).toBe(false);
    expect(names.get('/app/node_modules/@x/ui/hooks.mjs')).toMatch(/^pages-/);
    // The entry takes only Button from it.
    expect(names.get('/app/node_modules/@x/ui/button.mjs')).toBe('app');
    expect(names.has(UI)).toBe(false);
  });

  it('puts a set of pages whose code is tiny in the chunk of the smallest larger set holding them', () => {
    const pages = ['/p/a.tsx', '/p/b.tsx', '/p/c.tsx'];
    const small = graphOf({
      '/p/main.tsx': { code: '' },
      '/p/light.tsx': { code: '' },
      '/p/a.tsx': { code: 'a', imports: ['/p/ab.ts', '/p/abc.ts'] },
      '/p/b.tsx': { code: 'b', imports: ['/p/ab.ts', '/p/abc.ts'] },
      '/p/c.tsx': { code: 'c', imports: ['/p/abc.ts'] },
      '/p/ab.ts': { code: 'export const icon = 1;' },
      '/p/abc.ts': { code: `export const big = '${'x'.repeat(100)}';` },
    });
    const merged = chunkNamesOf(
      small,
      { app: '/p/main.tsx', light: '/p/light.tsx', pages },
      undefined,
      50,
      0,
    );
    expect(merged.get('/p/ab.ts')).toBe(merged.get('/p/abc.ts'));
    // A page's own tiny module too: the larger set holds its page.
    expect(merged.get('/p/a.tsx')).toBe(merged.get('/p/abc.ts'));
    const apart = chunkNamesOf(small, { app: '/p/main.tsx', light: '/p/light.tsx', pages }, undefined, 0, 0);
    expect(apart.get('/p/ab.ts')).not.toBe(apart.get('/p/abc.ts'));
  });

  it('puts a small set no larger set holds in `app`, with what it imports, unless that reaches an excluded library or the light client', () => {
    const pages = ['/q/a.tsx', '/q/b.tsx', '/q/c.tsx'];
    const small = graphOf({
      '/q/main.tsx': { code: "import { t } from './t.ts'; t();", imports: ['/q/t.ts'] },
      '/q/light.tsx': { code: "import { l } from './l.ts'; l();", imports: ['/q/l.ts'] },
      '/q/t.ts': { code: 'export const t = () => {};' },
      '/q/l.ts': { code: 'export const l = () => {};' },
      '/q/a.tsx': { code: 'a', imports: ['/q/icon.ts', '/q/uses-light.ts'] },
      '/q/b.tsx': { code: 'b', imports: ['/q/icon.ts', '/q/uses-zod.ts'] },
      '/q/c.tsx': {
        code: 'c',
        imports: ['/q/uses-zod.ts', '/q/uses-light.ts', '/q/big.ts', '/q/icon-base.ts'],
      },
      '/q/icon.ts': {
        code: "import { base } from './icon-base.ts'; export const icon = base;",
        imports: ['/q/icon-base.ts'],
      },
      '/q/icon-base.ts': { code: 'export const base = 1;' },
      '/q/uses-zod.ts': {
        code: "import { z } from 'zod'; export const s = z;",
        imports: ['/q/node_modules/zod/index.js'],
      },
      '/q/node_modules/zod/index.js': { code: 'export const z = 5;' },
      '/q/uses-light.ts': { code: "import { l } from './l.ts'; export const u = l;", imports: ['/q/l.ts'] },
      '/q/big.ts': { code: `export const big = '${'x'.repeat(100)}';` },
    });
    const roots = { app: '/q/main.tsx', light: '/q/light.tsx', pages };
    const joined = chunkNamesOf(small, roots, /node_modules\/zod\//, 0, 200);
    // a and b share the icon; no larger set holds {a, b}: it goes to app, and its base (all three
    // pages') with it, so app imports no page's chunk.
    expect(joined.get('/q/icon.ts')).toBe('app');
    expect(joined.get('/q/icon-base.ts')).toBe('app');
    // Not what would make app import zod, nor what the light client has.
    expect(joined.get('/q/uses-zod.ts')).toMatch(/^pages-/);
    expect(joined.get('/q/uses-light.ts')).toMatch(/^pages-/);
    // One page's module is that page's; a set over the limit keeps its chunk.
    expect(joined.has('/q/big.ts')).toBe(false);
    const limited = chunkNamesOf(small, roots, /node_modules\/zod\//, 0, 10);
    expect(limited.get('/q/icon.ts')).toMatch(/^pages-/);
    expect(limited.get('/q/icon-base.ts')).toMatch(/^pages-/);
  });

  it('leaves excluded libraries to rolldown', () => {
    expect(names.has('/app/node_modules/zod/index.js')).toBe(false);
  });
});
