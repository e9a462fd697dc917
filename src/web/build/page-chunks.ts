import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ESTree, parseSync } from 'vite';
import { readPageRoutes } from './page-routes.ts';

/**
 * Build-time only (Vite's config). Rolldown's own splitting makes a chunk for each set of entries
 * that reach a module, and every lazily imported dialog, picture or text area is an entry: the
 * class board downloaded ~95 files, most of a few hundred bytes, in one queue of six connections.
 * This groups by what a page downloads when it opens instead: a module reached by the app's entry
 * (main.tsx) goes into one `app` chunk (`shared` when the signed-out pages' light client reaches
 * it too), and a module reached by the same set of pages (routes.tsx's `lazyPage`s, each through
 * its static imports) into one chunk for that set. A page's open then downloads the modules its
 * static imports reach, in fewer files. Modules that no page reaches statically (dialogs, the
 * code editor, the simulator, Wokwi's elements, the texts) keep rolldown's own splitting, and so
 * do the libraries of `exclude` (zod, whose schemas the pages drop, and what a page downloads only
 * when it draws it: the same list the `common` group leaves out). The walk is by module, so it
 * sees more than rolldown keeps: a module that re-exports beside its own code is followed whole
 * (the catalogue admin page reaches part of the canvas that way: +31 KB there).
 */

/** The part of rolldown's chunking context this needs: a module's static imports. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code?: string | null } | null;
}

export interface PageRoots {
  /** The app's entry module (index.html's script). */
  app: string;
  /** The signed-out pages' light client entry (light.html's script). */
  light: string;
  /** Each lazily loaded page's module. */
  pages: readonly string[];
  /**
   * The light client's lazily loaded pages (the class sign-in): grouped with the app's pages they
   * share modules with, but never into `app`, which the light client must not download.
   */
  lightPages?: readonly string[];
}

const WEB_ROOT = path.resolve(import.meta.dirname, '..');

/** The roots of this app: main.tsx, light/main.tsx and every page of routes.tsx. */
export const appRoots = (): PageRoots => {
  const routes = path.join(WEB_ROOT, 'routes.tsx');
  const pages = readPageRoutes(readFileSync(routes, 'utf8'), routes).map((page) =>
    path.join(WEB_ROOT, page.module),
  );
  return {
    app: path.join(WEB_ROOT, 'main.tsx'),
    light: path.join(WEB_ROOT, 'light/main.tsx'),
    pages: [...new Set(pages)],
    lightPages: [path.join(WEB_ROOT, 'light/class-sign-in.tsx')],
  };
};

type Node = ESTree.Node;

/** A module's imports and re-exports: the source and the names it takes (`*`: all of them). */
interface Record {
  source: string;
  names: string[] | '*';
}
interface Parsed {
  /** Only imports and exports: an index file re-exporting other modules. */
  isBarrel: boolean;
  records: Record[];
  /** Exported name → [source, imported name] (`export { a as b } from`, or imported then exported). */
  exports: Map<string, [string, string]>;
  exportAll: string[];
  /** Every name the module exports itself or passes on. */
  exportedNames: Set<string>;
}

const nameOf = (node: Node | null | undefined): string =>
  node?.type === 'Identifier' ? node.name : node?.type === 'Literal' ? String(node.value) : '';

const parseModule = (id: string, code: string): Parsed => {
  const parsed: Parsed = {
    isBarrel: true,
    records: [],
    exports: new Map(),
    exportAll: [],
    exportedNames: new Set(),
  };
  let program: ESTree.Program;
  try {
    program = parseSync(id, code, { lang: /\.[cm]?tsx?$/.test(id) ? 'tsx' : 'jsx' }).program;
  } catch {
    return { ...parsed, isBarrel: false };
  }
  const imported = new Map<string, [string, string]>();
  // Type-only imports and exports are erased: they download nothing.
  const isType = (node: object) =>
    ('importKind' in node && node.importKind === 'type') ||
    ('exportKind' in node && node.exportKind === 'type');
  for (const statement of program.body) {
    if (isType(statement)) continue;
    if (statement.type === 'ImportDeclaration') {
      const source = String(statement.source.value);
      const names: string[] = [];
      let all = false;
      for (const specifier of statement.specifiers) {
        if (isType(specifier)) continue;
        if (specifier.type === 'ImportNamespaceSpecifier') {
          all = true;
          imported.set(specifier.local.name, [source, '*']);
        } else if (specifier.type === 'ImportDefaultSpecifier') {
          names.push('default');
          imported.set(specifier.local.name, [source, 'default']);
        } else {
          names.push(nameOf(specifier.imported as Node));
          imported.set(specifier.local.name, [source, nameOf(specifier.imported as Node)]);
        }
      }
      // A bare `import './x'` runs the module for its effects: all of it.
      parsed.records.push({ source, names: all || statement.specifiers.length === 0 ? '*' : names });
    } else if (statement.type === 'ExportAllDeclaration') {
      const source = String(statement.source.value);
      parsed.records.push({ source, names: '*' });
      if (statement.exported) parsed.exports.set(nameOf(statement.exported as Node), [source, '*']);
      else parsed.exportAll.push(source);
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      const source = statement.source ? String(statement.source.value) : undefined;
      const names: string[] = [];
      for (const specifier of statement.specifiers) {
        if (isType(specifier)) continue;
        const local = nameOf(specifier.local as Node);
        const exported = nameOf(specifier.exported as Node);
        parsed.exportedNames.add(exported);
        if (source) {
          names.push(local);
          parsed.exports.set(exported, [source, local]);
        } else {
          const from = imported.get(local);
          if (from) parsed.exports.set(exported, from);
          else parsed.isBarrel = false;
        }
      }
      if (source) parsed.records.push({ source, names });
    } else {
      parsed.isBarrel = false;
      if (statement.type === 'ExportDefaultDeclaration') parsed.exportedNames.add('default');
      if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
        const declaration = statement.declaration;
        if (declaration.type === 'VariableDeclaration')
          for (const declarator of declaration.declarations)
            parsed.exportedNames.add(nameOf(declarator.id as Node));
        else if ('id' in declaration && declaration.id)
          parsed.exportedNames.add(nameOf(declaration.id as Node));
      }
    }
  }
  return parsed;
};

/** The module `source` names among `from`'s static imports, or undefined when none clearly is. */
const resolveSource = (from: string, source: string, importedIds: readonly string[]): string | undefined => {
  if (source.startsWith('.')) {
    const target = path.resolve(path.dirname(from), source);
    return importedIds.find((id) => id === target || id.replace(/\.[^./\\]+$/, '') === target);
  }
  const segments = source.split('/');
  const pkg = segments.slice(0, source.startsWith('@') ? 2 : 1).join('/');
  const candidates = importedIds.filter((id) =>
    segments.length > pkg.split('/').length
      ? id.includes(`/node_modules/${source}`)
      : id.includes(`/node_modules/${pkg}/`) && !/\.css$/.test(id),
  );
  return candidates.length === 1 ? candidates[0] : undefined;
};

/**
 * The modules a root downloads, following static imports as rolldown keeps them: through an index
 * file that only re-exports (`@mantine/core`, `@tabler/icons-react`), only to the modules of the
 * names taken from it, not to the whole package (its tree shaking drops the rest).
 */
const staticClosure = (
  graph: ModuleGraph,
  root: string,
  parsedOf: Map<string, Parsed | null>,
  exclude: RegExp | undefined,
  /** Collects the excluded modules the root reaches (not followed, not in the answer). */
  excludedReached?: Set<string>,
): Set<string> => {
  const parse = (id: string): Parsed | null => {
    if (!parsedOf.has(id)) {
      const code = graph.getModuleInfo(id)?.code;
      parsedOf.set(id, code ? parseModule(id, code) : null);
    }
    return parsedOf.get(id) ?? null;
  };
  const seen = new Set<string>();
  const stack = [root];
  /** The modules that `name` of the barrel `id` comes from, or undefined if it cannot be told. */
  const exportOf = (id: string, name: string, depth = 0): string[] | undefined => {
    const parsed = parse(id);
    const ids = graph.getModuleInfo(id)?.importedIds ?? [];
    if (!parsed || depth > 8) return undefined;
    const direct = parsed.exports.get(name);
    const via = (source: string, imported: string) => {
      const target = resolveSource(id, source, ids);
      if (!target) return undefined;
      if (imported === '*') return [target, ...(parse(target)?.isBarrel ? ['*whole*'] : [])];
      return parse(target)?.isBarrel ? exportOf(target, imported, depth + 1) : [target];
    };
    if (direct) return via(direct[0], direct[1]);
    for (const source of parsed.exportAll) {
      const target = resolveSource(id, source, ids);
      if (!target) return undefined;
      const inner = parse(target);
      if (inner?.isBarrel) {
        const found = exportOf(target, name, depth + 1);
        if (found) return found;
      } else if (inner?.exportedNames.has(name)) return [target];
      else if (!inner) return undefined;
    }
    return undefined;
  };
  const visitWhole = (id: string) => {
    if (!seen.has(id)) stack.push(id);
  };
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    if (exclude?.test(id)) {
      excludedReached?.add(id);
      continue;
    }
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    const barrels = info.importedIds.filter((next) => parse(next)?.isBarrel);
    for (const next of info.importedIds) if (!barrels.includes(next)) visitWhole(next);
    if (barrels.length === 0) continue;
    const own = parse(id);
    for (const barrel of barrels) {
      const records = (own?.records ?? []).filter(
        (record) => resolveSource(id, record.source, info.importedIds) === barrel,
      );
      const names = records.flatMap((record) => (record.names === '*' ? ['*'] : record.names));
      const targets =
        names.includes('*') || records.length === 0 ? undefined : names.map((name) => exportOf(barrel, name));
      if (!targets || targets.some((found) => !found || found.includes('*whole*'))) {
        visitWhole(barrel);
        continue;
      }
      for (const found of targets) for (const target of found ?? []) visitWhole(target);
    }
  }
  return seen;
};

/** A set of pages' name, the same wherever the repository is checked out. */
const setHash = (pages: readonly string[]) =>
  createHash('sha256')
    .update(pages.map((page) => path.relative(WEB_ROOT, page).split(path.sep).join('/')).join('\n'))
    .digest('hex')
    .slice(0, 8);

/**
 * The chunk name of every module some root reaches statically: `app`, `shared`, `pages-<hash>` for
 * those a set of pages shares. Modules reached only by the light client, and those only one page
 * reaches, are left out (rolldown puts them in that entry's or page's own chunk). Small sets join
 * a larger set's chunk or `app`: on a slow network each file is a request of its own, and a page
 * opened with ~20 files of 1–4 KB spent more time on requests than on bytes (Lighthouse's home).
 */
export const chunkNamesOf = (
  graph: ModuleGraph,
  roots: PageRoots,
  exclude?: RegExp,
  /** Below this many characters of code a set of pages' modules join `app` or a larger set's chunk. */
  smallSet = 6000,
  /** Below this many, with what they import, the modules of a set no larger set holds join `app`. */
  appJoin = 8000,
): Map<string, string> => {
  const names = new Map<string, string>();
  const parsed = new Map<string, Parsed | null>();
  const app = staticClosure(graph, roots.app, parsed, exclude);
  const light = staticClosure(graph, roots.light, parsed, exclude);
  const pagesOf = new Map<string, string[]>();
  const lightPages = roots.lightPages ?? [];
  for (const page of [...roots.pages, ...lightPages].sort())
    for (const id of staticClosure(graph, page, parsed, exclude)) {
      if (app.has(id)) continue;
      const list = pagesOf.get(id);
      if (list) list.push(page);
      else pagesOf.set(id, [page]);
    }
  for (const id of app) names.set(id, light.has(id) ? 'shared' : 'app');
  // The entry module stays in index.html's own chunk.
  names.delete(roots.app);
  // Modules by their set of pages; a set whose code is tiny (an icon, a hook) joins the smallest
  // larger set that holds all its pages, so a page does not fetch a file of a few hundred bytes
  // for it; the other pages of that set download those bytes too.
  const sets = new Map<string, { pages: string[]; ids: string[]; size: number }>();
  for (const [id, pages] of pagesOf) {
    if (light.has(id)) continue;
    const key = pages.join('\n');
    const set = sets.get(key) ?? { pages, ids: [], size: 0 };
    set.ids.push(id);
    set.size += graph.getModuleInfo(id)?.code?.length ?? 0;
    sets.set(key, set);
  }
  const into = new Map<string, string>();
  for (const [key, set] of sets) {
    if (set.size >= smallSet) continue;
    const holder = [...sets.entries()]
      .filter(
        ([other, o]) => other !== key && o.size >= smallSet && set.pages.every((p) => o.pages.includes(p)),
      )
      .sort(([, a], [, b]) => a.pages.length - b.pages.length || b.size - a.size)[0];
    if (holder) into.set(key, holder[0]);
  }
  for (const [key, set] of sets) {
    const pages = sets.get(into.get(key) ?? key)?.pages ?? set.pages;
    // A page's own modules are left to rolldown, which puts them in the page's own chunk: named
    // here, they went to a chunk apart, and the page's import got a one-line file re-exporting it.
    if (pages.length === 1) continue;
    const name = `pages-${setHash(pages)}`;
    for (const id of set.ids) names.set(id, name);
  }
  // A tiny set of pages' modules (an icon, a helper), or a small one that no larger set holds, was
  // often a file of a few hundred bytes, and a request, on each of its pages (a larger set's chunk
  // can end up holding only it when the `common` group takes that set's libraries). It joins `app`,
  // which every signed-in page downloads, with whatever it imports that is not there yet (so `app`
  // never imports a page's chunk); not when that would bring an excluded library or a module of
  // the light client.
  for (const [key, set] of sets) {
    const tiny = set.size < smallSet;
    if (set.pages.length < 2 || !(tiny || (!into.has(key) && set.size < appJoin))) continue;
    if (set.pages.some((page) => lightPages.includes(page))) continue;
    const closure = new Set<string>();
    const excluded = new Set<string>();
    for (const id of set.ids)
      for (const reached of staticClosure(graph, id, parsed, exclude, excluded))
        if (!app.has(reached)) closure.add(reached);
    const modules = [...closure];
    const size = modules.reduce((sum, id) => sum + (graph.getModuleInfo(id)?.code?.length ?? 0), 0);
    const blocked = excluded.size > 0 || modules.some((id) => light.has(id));
    if (blocked || size >= appJoin) continue;
    for (const id of modules) names.set(id, 'app');
  }
  return names;
};

/**
 * A `codeSplitting` group naming each module by the pages that download it (chunkNamesOf). Its
 * dependencies are not pulled in with it (`includeDependenciesRecursively: false`): they are named
 * by their own pages, which always include this module's, so the chunks never import each other in
 * a circle.
 */
export const pageChunks = (exclude?: RegExp, roots: () => PageRoots = appRoots) => {
  let computed: { graph: ModuleGraph; names: Map<string, string> } | undefined;
  return {
    name: (id: string, graph: ModuleGraph): string | null => {
      if (computed?.graph !== graph) computed = { graph, names: chunkNamesOf(graph, roots(), exclude) };
      return computed.names.get(id) ?? null;
    },
    includeDependenciesRecursively: false,
  };
};
