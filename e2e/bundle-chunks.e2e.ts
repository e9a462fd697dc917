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
  css?: string[];
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

/** `key` and every chunk it imports statically. */
const importsOf = (key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) importsOf(imported, seen);
  return seen;
};

/** The entries (HTML pages) whose route table (in the entry or a chunk it imports) loads `routeKey`. */
const entriesLoading = (routeKey: string) =>
  Object.keys(manifest).filter(
    (k) =>
      manifest[k]?.isEntry &&
      [...importsOf(k)].some((chunk) => manifest[chunk]?.dynamicImports?.includes(routeKey)),
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

/** CodeMirror: the code editor, downloaded only once the person reaches for the code. */
const CODE_EDITOR =
  /node_modules\/(@codemirror|@lezer|@uiw)\/|src\/web\/code\/(code-editor\.tsx|handover\.ts)$/;
/** The Blocks view (issue 30): Blockly, its messages, our blocks' definitions and grammar. */
const BLOCKS_VIEW =
  /node_modules\/blockly\/|src\/domain\/blocks\/(catalogue|to-python|from-python)\.ts$|src\/web\/code\/blocks\/blocks-view\.tsx$/;
/** The simulator, downloaded when Run is pressed: MicroPython, the worker, the runtime and its shims' sources. */
const SIMULATOR =
  /node_modules\/@micropython\/|src\/web\/code\/simulator\/|src\/domain\/simulator\/(runtime|languages|python\/index|python\/micropython)\.ts$/;
/** The rest of the workspace's code pane: its consoles, plotter and board link (the run store keeps
 * the plot's small buffer; the chart is the pane's). */
const CODE_PANE = /src\/web\/code\/(serial-console|board-link|plotter\/plotter|plain-code-editor)/;
/** The canvas: React Flow, the Wokwi drawings and lit, their custom elements' library. */
const CANVAS = /node_modules\/(@xyflow|@wokwi|lit|lit-html|lit-element|@lit)\//;
/** A circuit drawn in the browser: the canvas's drawings and the thumbnail cache. */
const CIRCUIT_DRAWING =
  /src\/web\/(editor\/|ui\/circuit-thumbnails?\.tsx?|ui\/use-circuit-thumbnail|lib\/thumbnail-cache)/;
/** Form controls: home shows none until a dialog opens (the `common` chunk of vite.config.ts leaves them out). */
const FORM_CONTROLS = /node_modules\/@mantine\/core\/esm\/components\/(Combobox|Select|Table|TextInput)\//;
/** Libraries of other pages and of dialogs opened on demand. */
const OTHER_PAGES = /node_modules\/(react-markdown|micromark|@mantine\/(dropzone|carousel|form|dates))\//;
/**
 * zod (27 KB gzip): the browser trusts the API's answers (the server serializes each through its
 * schema) and checks stored diagrams, pastes and live events without it (docs/decisions.md).
 */
const ZOD = /node_modules\/zod\//;
/** A whole locale file: pages download their text areas instead (src/web/i18n/areas.ts). */
const LOCALES = /src\/web\/i18n\/(es|pt|en)\.json$/;

describe('what a signed-in page downloads before it shows', () => {
  it('home carries no code editor, simulator, canvas, Markdown, dialog forms or locale texts', () => {
    const modules = modulesOf(staticClosure('features/home/home-page.tsx'));
    expect(modules.length, 'modules found in the source maps').toBeGreaterThan(50);
    expect(modules.some((m) => m.includes('src/web/features/home/home-page.tsx'))).toBe(true);
    expect(matching(modules, CODE_EDITOR)).toEqual([]);
    expect(matching(modules, SIMULATOR)).toEqual([]);
    expect(matching(modules, CODE_PANE)).toEqual([]);
    expect(matching(modules, CANVAS)).toEqual([]);
    expect(matching(modules, OTHER_PAGES)).toEqual([]);
    expect(matching(modules, LOCALES)).toEqual([]);
    // Cards show stored pictures; drawing a circuit is downloaded only by a card without one.
    expect(matching(modules, CIRCUIT_DRAWING)).toEqual([]);
    expect(matching(modules, ZOD)).toEqual([]);
    expect(modules.filter((m) => FORM_CONTROLS.test(m))).toEqual([]);
  });

  it('the workspace shows its board and its code without CodeMirror and the simulator', () => {
    const route = 'features/workspace/workspace-page.tsx';
    const modules = modulesOf(staticClosure(route));
    expect(matching(modules, CANVAS), 'the canvas is part of the page').not.toEqual([]);
    // The code pane is there from the first frame, its code in the plain editor.
    expect(matching(modules, CODE_PANE).sort()).toEqual([
      'src/web/code/board-link.ts',
      'src/web/code/plain-code-editor.tsx',
      'src/web/code/plotter/plotter.tsx',
      'src/web/code/serial-console.tsx',
    ]);
    expect(matching(modules, CODE_EDITOR)).toEqual([]);
    expect(matching(modules, SIMULATOR)).toEqual([]);
    // Blockly, our blocks and their grammar come with the Blocks view, when a pane shows it.
    expect(matching(modules, BLOCKS_VIEW)).toEqual([]);
    expect(matching(modules, /node_modules\/(react-markdown|micromark)\//)).toEqual([]);
    expect(matching(modules, ZOD)).toEqual([]);
  });

  it('CodeMirror is downloaded only by the code editor loader, which the person’s reaching for the code calls', () => {
    // Its own chunk, with nothing of the page's static closure in it.
    const editor = keyOf('code/code-editor.tsx');
    expect(matching(modulesOf([editor]), /node_modules\/@codemirror\//)).not.toEqual([]);
    expect(staticClosure('features/workspace/workspace-page.tsx')).not.toContain(editor);
    // Every chunk holding CodeMirror is the editor's or one only it imports statically.
    const holdingCodeMirror = Object.keys(manifest).filter(
      (k) => matching(modulesOf([k]), /node_modules\/@codemirror\//).length > 0,
    );
    for (const key of holdingCodeMirror) {
      const staticImporters = Object.keys(manifest).filter((k) => manifest[k]?.imports?.includes(key));
      expect(
        [key, ...staticImporters].every((k) => k === editor || holdingCodeMirror.includes(k)),
        key,
      ).toBe(true);
    }
    // Imported dynamically from one module only: code-editor-loader.ts, whose request() the pane
    // calls on a pointer, focus or key in it, the tour's code step and a phone's Code tab.
    const importers = Object.keys(manifest).filter((k) => manifest[k]?.dynamicImports?.includes(editor));
    expect(importers.length).toBeGreaterThan(0);
    for (const importer of importers) {
      expect(modulesOf([importer])).toContain('src/web/code/code-editor-loader.ts');
    }
  });

  it('the libraries most pages share come in one file, not one per component', () => {
    const home = staticClosure('features/home/home-page.tsx');
    const common = home.filter((key) => /(^|\/)common-[\w-]+\.js$/.test(manifest[key]?.file ?? ''));
    expect(common.length, 'one common chunk on home').toBe(1);
    expect(matching(modulesOf(common), /node_modules\/@mantine\/core\//)).not.toEqual([]);
    expect(staticClosure('features/workspace/workspace-page.tsx')).toContain(common[0]);
    // Tiny Mantine files were most of home's ~110; then a chunk per set of pages opening with a
    // module (src/web/build/page-chunks.ts) took home from ~54 files to ~26.
    expect(home.length).toBeLessThan(35);
  });

  it("Mantine's rules come with the components a page draws, in Mantine's cascade layer", () => {
    const stylesOf = (route: string) =>
      staticClosure(route)
        .flatMap((key) => manifest[key]?.css ?? [])
        .map((file) => readFileSync(path.join(DIST, file), 'utf8'))
        .join('\n');
    const home = stylesOf('features/home/home-page.tsx');
    const users = stylesOf('features/user-admin/user-admin-page.tsx');
    // Class names from Mantine's own class-name modules (esm/components/*/*.module.mjs).
    const BUTTON = 'm_77c9d27d';
    const TABLE = 'm_b23fa0ef';
    expect(home).toContain(BUTTON);
    expect(home, "home draws no table: Mantine's whole stylesheet is not there").not.toContain(TABLE);
    expect(users).toContain(TABLE);
    // Mantine's rules sit in a layer, ours in none: ours win whatever order the files arrive in.
    expect(home).toMatch(/@layer mantine\b/);
    expect(home.indexOf(BUTTON)).toBeGreaterThan(home.indexOf('@layer mantine'));
  });

  it('each area of each locale is a chunk of its own, loaded on demand, and no page carries one', () => {
    const areas = ['shell', 'parts', 'projects', 'editor', 'workspace'];
    for (const locale of ['es', 'pt', 'en'])
      for (const area of areas) {
        const key = keyOf(`../../virtual:chispa-strings/strings-${locale}-${area}`);
        const importers = Object.keys(manifest).filter((k) => manifest[k]?.dynamicImports?.includes(key));
        expect(importers, `the ${locale} ${area} texts are imported dynamically`).not.toEqual([]);
        for (const route of ['features/home/home-page.tsx', 'features/workspace/workspace-page.tsx'])
          expect(staticClosure(route)).not.toContain(key);
      }
    // No chunk holds a whole locale file, nor the translation libraries the app no longer uses.
    const all = modulesOf(Object.keys(manifest));
    expect(matching(all, LOCALES)).toEqual([]);
    expect(matching(all, /node_modules\/(i18next|react-i18next)\//)).toEqual([]);
  });
});
