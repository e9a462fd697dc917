import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/constants.ts';
import { AREA_NAMES, AREAS, type Area, areaOf, PAGE_AREAS, SHELL_AREAS } from './areas.ts';
import es from './es.json';
import { STRINGS } from './resources.ts';
import { areaStrings } from './strings-build.ts';
import { flatten } from './translate.ts';

const WEB = path.resolve(import.meta.dirname, '..');
const KEYS = Object.keys(flatten(es));
const TOP = Object.keys(es);

/** Source of a module without its comment lines (a comment naming a key is not a use of it). */
const codeOf = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');

const resolve = (from: string, spec: string): string | null => {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  if (existsSync(base) && statSync(base).isFile()) return /\.tsx?$/.test(base) ? base : null;
  for (const ext of ['.ts', '.tsx']) if (existsSync(base + ext)) return base + ext;
  return null;
};

/**
 * The keys a module may show: each string literal that starts with a top-level key. A whole
 * literal is a key (or a plural base, or a prefix the code completes: `${textKey}.title`); one cut by
 * `${` is a prefix (`errors.${code}`).
 */
const LITERAL = new RegExp(`['"\`]((?:${TOP.join('|')})\\.[\\w.-]*)(['"\`]|\\$\\{)?`, 'g');
const areasUsed = (source: string): Map<Area, string> => {
  const used = new Map<Area, string>();
  for (const [, literal = '', end] of source.matchAll(LITERAL)) {
    const isWhole = end === "'" || end === '"' || end === '`';
    const matches = KEYS.filter((key) =>
      isWhole
        ? key === literal || key.startsWith(`${literal}.`) || key.startsWith(`${literal}_`)
        : key.startsWith(literal),
    );
    for (const key of matches) {
      const area = areaOf(key);
      if (area && !used.has(area)) used.set(area, literal);
    }
  }
  return used;
};

interface Module {
  imports: string[];
  lazyImports: string[];
  used: Map<Area, string>;
}
const modules = new Map<string, Module>();
const moduleAt = (file: string): Module => {
  let found = modules.get(file);
  if (!found) {
    const code = codeOf(file);
    const specs = (pattern: RegExp) =>
      [...code.matchAll(pattern)].flatMap(([, spec = '']) => resolve(file, spec) ?? []);
    found = {
      // Type-only imports bring no code.
      imports: specs(/(?:(?:import|export)\s+(?!type\s)[^'"]*?from\s+|^import\s+)['"]([^'"]+)['"]/gm),
      lazyImports: specs(/import\(\s*['"]([^'"]+)['"]\s*\)/g),
      // The translator's own files name areas and prefixes, not texts to show.
      used: file.startsWith(path.join(WEB, 'i18n')) ? new Map() : areasUsed(code),
    };
    modules.set(file, found);
  }
  return found;
};

/** `[module, areas name]` of each `lazyPage(() => import(…), 'Name', PAGE_AREAS.x)` or `lazyDialog(…)` in `file`. */
const declaredIn = (file: string, pattern: RegExp): [string, keyof typeof PAGE_AREAS][] =>
  [...readFileSync(file, 'utf8').replace(/\s+/g, ' ').matchAll(pattern)].map(([, spec = '', name = '']) => {
    const target = resolve(file, spec);
    if (!target) throw new Error(`${file}: cannot resolve ${spec}`);
    return [target, name as keyof typeof PAGE_AREAS];
  });

const PAGES = declaredIn(path.join(WEB, 'routes.tsx'), /import\('([^']+)'\),\s*'\w+',\s*PAGE_AREAS\.(\w+)/g);
const DIALOG_HOSTS = ['app/account-menu.tsx', 'features/projects/lazy-dialogs.ts'];
const DIALOGS = DIALOG_HOSTS.flatMap((host) =>
  declaredIn(path.join(WEB, host), /lazyDialog\(\s*\(\) => import\('([^']+)'\)[^;]*?PAGE_AREAS\.(\w+)/g),
);
/** Views a pane downloads when it shows them (the Blocks view), with their areas. */
const VIEWS = declaredIn(
  path.join(WEB, 'code/blocks/blocks-loader.ts'),
  /lazyView\(\s*\(\) => import\('([^']+)'\),\s*PAGE_AREAS\.(\w+)/g,
);
const ENTRIES = new Set([...PAGES, ...DIALOGS, ...VIEWS].map(([file]) => file));

/** The modules `start` brings, down to the pages and dialogs that download their own areas. */
const closureOf = (start: string): Set<string> => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const module = moduleAt(file);
    for (const next of module.imports) visit(next);
    for (const next of module.lazyImports) if (!ENTRIES.has(next)) visit(next);
  };
  visit(start);
  return seen;
};

const SHELL = closureOf(path.join(WEB, 'main.tsx'));

/** `area: literal (module)` for each area the modules use outside `allowed`. */
const undeclared = (files: Iterable<string>, allowed: readonly Area[]) => {
  const missing = new Map<Area, string>();
  for (const file of files)
    for (const [area, literal] of moduleAt(file).used)
      if (!allowed.includes(area) && !missing.has(area))
        missing.set(area, `${literal} (${path.relative(WEB, file)})`);
  return [...missing].map(([area, where]) => `${area}: ${where}`);
};

describe('text areas', () => {
  it('gives every key of es.json exactly one area', () => {
    expect(KEYS.filter((key) => !areaOf(key))).toEqual([]);
    const prefixes = Object.values(AREAS).flat();
    expect(prefixes.filter((prefix, i) => prefixes.indexOf(prefix) !== i)).toEqual([]);
    const unused = prefixes.filter((prefix) => !KEYS.some((key) => key.startsWith(`${prefix}.`)));
    expect(unused).toEqual([]);
  });

  it('builds each language as its areas, with no key lost or repeated', () => {
    for (const lang of LOCALES) {
      const parts = AREA_NAMES.map((area) => areaStrings(lang, area));
      const joined = Object.assign({}, ...parts);
      expect(Object.keys(joined).length).toBe(parts.reduce((sum, part) => sum + Object.keys(part).length, 0));
      expect(joined).toEqual(STRINGS[lang]);
    }
  });

  it('finds the pages of routes.tsx and the lazy dialogs with their areas', () => {
    expect(PAGES.length).toBeGreaterThan(25);
    expect(DIALOGS.length).toBe(3);
    expect(VIEWS.map(([, name]) => name)).toEqual(['blocksView']);
  });

  it('has the shell hold every area the app shows before a page loads', () => {
    expect(undeclared(SHELL, SHELL_AREAS)).toEqual([]);
  });

  for (const [file, name] of [...PAGES, ...DIALOGS, ...VIEWS]) {
    it(`downloads with ${path.relative(WEB, file)} every area its code shows (PAGE_AREAS.${name})`, () => {
      const own = [...closureOf(file)].filter((module) => !SHELL.has(module));
      expect(undeclared(own, [...SHELL_AREAS, ...PAGE_AREAS[name]])).toEqual([]);
    });
  }

  it('would catch a page using an area it does not download', () => {
    const home = PAGES.find(([file]) => file.endsWith('home-page.tsx'));
    expect(home).toBeDefined();
    const own = [...closureOf(home?.[0] ?? '')].filter((module) => !SHELL.has(module));
    expect(undeclared(own, SHELL_AREAS)).toContainEqual(expect.stringMatching(/^projects: home\./));
    expect([...areasUsed("t('guideAdmin.conflict') t(`run.state.$" + '{x}`)').keys()]).toEqual([
      'shell',
      'workspace',
    ]);
  });
});
