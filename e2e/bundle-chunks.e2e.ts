/**
 * What the built pages download before they show, read from the build itself (the journeys run
 * after `npm run build`): vite's manifest (dist/web/.vite/manifest.json) says which chunks a chunk
 * imports statically, each chunk's source map which modules it holds. A page's static closure is
 * its route chunk, the entry that loads it, and everything they import statically: all of it is
 * downloaded before the page renders. Libraries a page must not carry are named here, by module,
 * not by size or time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/server.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const DIST = path.join(REPO_ROOT, 'dist/web');

let manifest: Manifest;

beforeAll(() => {
  manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
});

const keyOf = (source: string): string => {
  const key = Object.keys(manifest).find((k) => manifest[k]?.src === source);
  if (!key) throw new Error(`${source} is not a chunk of the build (renamed? update this test)`);
  return key;
};

/** The entries (HTML pages) whose route table loads `routeKey`. */
const entriesLoading = (routeKey: string) =>
  Object.keys(manifest).filter(
    (k) => manifest[k]?.isEntry && manifest[k]?.dynamicImports?.includes(routeKey),
  );

/** Every chunk downloaded before the page of `routeSource` renders: entry, route, static imports. */
const staticClosure = (routeSource: string): string[] => {
  const route = keyOf(routeSource);
  const entries = entriesLoading(route);
  expect(entries, `an HTML entry that loads ${routeSource}`).not.toEqual([]);
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) walk(imported);
  };
  for (const key of [route, ...entries]) walk(key);
  return [...seen];
};

/** The source modules bundled in `chunkKeys`, from their source maps, as paths from the repository. */
const modulesOf = (chunkKeys: readonly string[]): string[] =>
  chunkKeys.flatMap((key) => {
    const file = path.join(DIST, manifest[key]?.file ?? '');
    let map: { sources: string[] };
    try {
      map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
    } catch {
      return []; // a chunk without a map (rolldown's tiny runtime) holds no module of ours
    }
    return map.sources.map((source) => path.relative(REPO_ROOT, path.resolve(path.dirname(file), source)));
  });

const matching = (modules: readonly string[], pattern: RegExp) => [
  ...new Set(
    modules
      .filter((m) => pattern.test(m))
      .map((m) => m.replace(/^(.*node_modules\/(@[^/]+\/)?[^/]+).*$/, '$1')),
  ),
];

/** Libraries and modules only the workspace's code pane and the simulator need (the run store keeps
 * the plot's small buffer; the chart is the code pane's). */
const CODE_AND_SIMULATOR =
  /node_modules\/(@codemirror|@lezer|@uiw|@micropython)\/|src\/web\/code\/(code-editor|serial-console|board-link|plotter\/plotter|simulator\/)/;
/** The canvas: React Flow, the Wokwi drawings and lit, their custom elements' library. */
const CANVAS = /node_modules\/(@xyflow|@wokwi|lit|lit-html|lit-element|@lit)\//;
/** Form controls: home shows none until a dialog opens (the `common` chunk of vite.config.ts leaves them out). */
const FORM_CONTROLS = /node_modules\/@mantine\/core\/esm\/components\/(Combobox|Select|Table|TextInput)\//;
/** Libraries of other pages and of dialogs opened on demand. */
const OTHER_PAGES = /node_modules\/(react-markdown|micromark|@mantine\/(dropzone|carousel|form|dates))\//;
/**
 * zod (27 KB gzip): the browser trusts the API's answers (the server serializes each through its
 * schema) and checks stored diagrams, pastes and live events without it (docs/decisions.md).
 */
const ZOD = /node_modules\/zod\//;
/** Every locale bundled at once: a page downloads its own language only. */
const LOCALES = /src\/web\/i18n\/(es|pt|en)\.json$/;

describe('what a signed-in page downloads before it shows', () => {
  it('home carries no code editor, simulator, canvas, Markdown, dialog forms or locale texts', () => {
    const modules = modulesOf(staticClosure('features/home/home-page.tsx'));
    expect(modules.length, 'modules found in the source maps').toBeGreaterThan(50);
    expect(modules.some((m) => m.includes('src/web/features/home/home-page.tsx'))).toBe(true);
    expect(matching(modules, CODE_AND_SIMULATOR)).toEqual([]);
    expect(matching(modules, CANVAS)).toEqual([]);
    expect(matching(modules, OTHER_PAGES)).toEqual([]);
    expect(matching(modules, LOCALES)).toEqual([]);
    expect(matching(modules, ZOD)).toEqual([]);
    expect(modules.filter((m) => FORM_CONTROLS.test(m))).toEqual([]);
  });

  it('the workspace draws its board without the code editor and the simulator, which load after it', () => {
    const route = 'features/workspace/workspace-page.tsx';
    const modules = modulesOf(staticClosure(route));
    expect(
      matching(modules, /node_modules\/(@xyflow|@wokwi)\//),
      'the canvas is part of the page',
    ).not.toEqual([]);
    expect(matching(modules, CODE_AND_SIMULATOR)).toEqual([]);
    expect(matching(modules, /node_modules\/(react-markdown|micromark)\//)).toEqual([]);
    expect(matching(modules, ZOD)).toEqual([]);

    // The code pane is a chunk of its own, imported dynamically (once the board is drawn).
    const pane = keyOf('features/workspace/code-pane-content.tsx');
    const paneModules = modulesOf([pane, ...(manifest[pane]?.imports ?? [])]);
    expect(matching(paneModules, /node_modules\/@codemirror\//)).not.toEqual([]);
    expect(matching(paneModules, ZOD), 'nor does the code pane bring zod').toEqual([]);
    const importers = Object.keys(manifest).filter((k) => manifest[k]?.dynamicImports?.includes(pane));
    expect(importers.length).toBeGreaterThan(0);
    expect(staticClosure(route)).not.toContain(pane);
  });

  it('the libraries most pages share come in one file, not one per component', () => {
    const home = staticClosure('features/home/home-page.tsx');
    const common = home.filter((key) => /(^|\/)common-[\w-]+\.js$/.test(manifest[key]?.file ?? ''));
    expect(common.length, 'one common chunk on home').toBe(1);
    expect(matching(modulesOf(common), /node_modules\/@mantine\/core\//)).not.toEqual([]);
    expect(staticClosure('features/workspace/workspace-page.tsx')).toContain(common[0]);
    // Tiny Mantine files were most of home's ~110: what is left per file stays few.
    expect(home.length).toBeLessThan(70);
  });

  it('each locale is a chunk of its own, loaded on demand', () => {
    for (const locale of ['es', 'pt', 'en']) {
      const key = keyOf(`i18n/${locale}.json`);
      const importers = Object.keys(manifest).filter((k) => manifest[k]?.dynamicImports?.includes(key));
      expect(importers, `${locale}.json is imported dynamically`).not.toEqual([]);
    }
  });
});
