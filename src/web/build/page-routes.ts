import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ESTree, type Plugin, parseSync } from 'vite';
import { PAGE_AREAS, SHELL_AREAS } from '../i18n/areas.ts';

/**
 * Build-time only (runs in Vite, never in the browser). The server preloads the files of the page
 * it serves (src/server/page-preloads.ts); it cannot read routes.tsx, so the build writes what it
 * needs beside Vite's manifest: each lazily loaded page's path pattern (`/:lang/board/:id`), its
 * module as the manifest names it (`features/workspace/workspace-page.tsx`) and its text areas.
 * They are read from routes.tsx's own table: every `lazyPage(() => import('…'), 'Name', PAGE_AREAS.x)`
 * under the `path`s of the routes around it.
 */

export interface PageRoute {
  /** The whole path pattern: `/:lang/home`, `/:lang/academy/course/:courseId?`. */
  path: string;
  /** The page's module relative to the web root, as the manifest's keys name it. */
  module: string;
  areas: readonly string[];
}

export interface PageRoutes {
  /** The areas every app page shows (main.tsx downloads them before the first render). */
  shellAreas: readonly string[];
  pages: PageRoute[];
}

/** Where the build writes the table, under the web build's output (beside `.vite/manifest.json`). */
export const PAGE_ROUTES_FILE = '.vite/page-routes.json';

type Node = ESTree.Node;

const WEB_ROOT = path.resolve(import.meta.dirname, '..');
const ROUTES_FILE = path.join(WEB_ROOT, 'routes.tsx');

const propertyOf = (object: ESTree.ObjectExpression, name: string): Node | undefined => {
  for (const property of object.properties)
    if (property.type === 'Property' && property.key.type === 'Identifier' && property.key.name === name)
      return property.value as Node;
  return undefined;
};

const stringOf = (node: Node | undefined): string | undefined =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

const joinPath = (parent: string, own: string | undefined) => {
  if (own === undefined) return parent;
  if (own.startsWith('/')) return own;
  return `${parent.replace(/\/$/, '')}/${own}`;
};

/** `[module spec, areas name]` of `lazyPage(() => import('spec'), 'Name', PAGE_AREAS.name)`. */
const lazyPageOf = (node: Node | undefined): [string, string] | undefined => {
  if (node?.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'lazyPage')
    return undefined;
  const [load, , areas] = node.arguments as Node[];
  const body = load?.type === 'ArrowFunctionExpression' ? (load.body as Node) : undefined;
  const spec = body?.type === 'ImportExpression' ? stringOf(body.source as Node) : undefined;
  const name =
    areas?.type === 'MemberExpression' && areas.property.type === 'Identifier'
      ? areas.property.name
      : undefined;
  return spec && name ? [spec, name] : undefined;
};

/** The lazily loaded pages of a route table's source (routes.tsx), with their whole paths. */
export const readPageRoutes = (source: string, fileName = ROUTES_FILE): PageRoute[] => {
  const pages: PageRoute[] = [];
  const visit = (node: Node | undefined, parent: string) => {
    if (node?.type === 'ArrayExpression') {
      for (const element of node.elements) visit(element as Node, parent);
      return;
    }
    if (node?.type !== 'ObjectExpression') return;
    const own = joinPath(parent, stringOf(propertyOf(node, 'path')));
    const lazy = lazyPageOf(propertyOf(node, 'lazy'));
    if (lazy) {
      const [spec, areasName] = lazy;
      const areas = PAGE_AREAS[areasName as keyof typeof PAGE_AREAS];
      if (!areas) throw new Error(`${fileName}: PAGE_AREAS.${areasName} does not exist`);
      const module = path
        .relative(WEB_ROOT, path.resolve(path.dirname(fileName), spec))
        .split(path.sep)
        .join('/');
      pages.push({ path: own, module, areas });
    }
    visit(propertyOf(node, 'children'), own);
  };
  const { program } = parseSync(fileName, source, { lang: 'tsx' });
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) visit(declarator.init as Node, '');
  }
  return pages;
};

/** Writes the page table (PAGE_ROUTES_FILE) into the web build. */
export const pageRoutes = (): Plugin => ({
  name: 'chispa-page-routes',
  apply: 'build',
  generateBundle() {
    const table: PageRoutes = {
      shellAreas: SHELL_AREAS,
      pages: readPageRoutes(readFileSync(ROUTES_FILE, 'utf8')),
    };
    this.emitFile({
      type: 'asset',
      fileName: PAGE_ROUTES_FILE,
      source: `${JSON.stringify(table, null, 2)}\n`,
    });
  },
});
