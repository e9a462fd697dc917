import MagicString from 'magic-string';
import { type ESTree, type Plugin, parseSync } from 'vite';

/**
 * Build-time only (runs in Vite, never in the browser). The domain's modules define their zod
 * schemas at the top level (`export const projectSchema = z.object({…}).extend(…)`); a bundler
 * cannot know those calls have no side effects, so a page that imports one constant or helper of
 * such a module got every schema of it, and zod with them (27 KB gzip), even when it parses
 * nothing. This marks each top-level `const x = <call>` of a domain module that imports zod as
 * `/* @__PURE__ *\/`: a schema the page never uses is dropped, and zod with the last one.
 * A domain module is pure by rule (no I/O, nothing registered at load), so no effect is lost.
 */

const PURE = '/* @__PURE__ */ ';
const DOMAIN = /[\\/]src[\\/]domain[\\/].*\.ts$/;
const IMPORTS_ZOD = /from\s+['"]zod['"]/;

type Node = ESTree.Program['body'][number];

const declarationsOf = (statement: Node): ESTree.VariableDeclarator[] => {
  const declaration =
    statement.type === 'ExportNamedDeclaration' ? statement.declaration : (statement as unknown);
  const variables = declaration as ESTree.VariableDeclaration | null;
  return variables?.type === 'VariableDeclaration' ? variables.declarations : [];
};

const isFunction = (node: { type: string }) =>
  node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';

/**
 * Start offsets of the calls evaluated by `init`: the call itself and the calls in its arguments
 * (`z.object({ a: z.string() })`: a pure call still evaluates its arguments), not those in the
 * functions it passes (`.refine(() => …)` runs when parsing, not at load).
 */
const callStartsIn = (init: unknown, starts: Set<number>) => {
  if (typeof init !== 'object' || init === null) return;
  if (Array.isArray(init)) {
    for (const item of init) callStartsIn(item, starts);
    return;
  }
  const node = init as { type?: unknown; start?: number };
  if (typeof node.type === 'string' && isFunction(node as { type: string })) return;
  if ((node.type === 'CallExpression' || node.type === 'NewExpression') && typeof node.start === 'number')
    starts.add(node.start);
  for (const [key, value] of Object.entries(node)) if (key !== 'parent') callStartsIn(value, starts);
};

/** Start offsets of the calls the module's top-level `const`s run at load, in order. */
export const pureCallStarts = (code: string, fileName = 'module.ts'): number[] => {
  const starts = new Set<number>();
  for (const statement of parseSync(fileName, code, { lang: 'ts' }).program.body)
    for (const declarator of declarationsOf(statement)) callStartsIn(declarator.init, starts);
  return [...starts].sort((a, b) => a - b);
};

/** The module's code with its top-level schema calls marked pure, or null when it has none. */
export const markSchemasPure = (code: string, fileName = 'module.ts') => {
  const starts = pureCallStarts(code, fileName);
  if (starts.length === 0) return null;
  const marked = new MagicString(code);
  for (const start of starts) marked.appendLeft(start, PURE);
  return { code: marked.toString(), map: marked.generateMap({ hires: true, source: fileName }) };
};

export const pureSchemas = (): Plugin => ({
  name: 'chispa-pure-schemas',
  // Before TypeScript is stripped, so offsets are those of the source (and its source map).
  enforce: 'pre',
  transform(code, id) {
    const file = id.split('?')[0] ?? id;
    if (!DOMAIN.test(file) || !IMPORTS_ZOD.test(code)) return null;
    return markSchemasPure(code, file);
  },
});
