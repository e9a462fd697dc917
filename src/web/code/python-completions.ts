import type { CodeLanguage } from '../../domain/code/language.ts';
import { type ApiEntry, type ApiKind, CIRCUITPYTHON_MODULES } from './circuitpython-api.ts';
import { MICROPYTHON_MODULES } from './micropython-api.ts';

export interface CompletionOption {
  label: string;
  type: ApiKind;
  detail?: string;
}

export interface Completions {
  /** Where the word being completed starts (an offset in the document). */
  from: number;
  options: CompletionOption[];
}

/** A name in the program bound to a place in the API: a module, a member, or an object a class built. */
interface Binding {
  path: string[];
  isInstance: boolean;
}

/** Each language's modules, as the root of a path (`machine.Pin`). */
const MODULES: Readonly<Record<CodeLanguage, ApiEntry>> = {
  circuitpython: { label: '', type: 'namespace', members: CIRCUITPYTHON_MODULES },
  micropython: { label: '', type: 'namespace', members: MICROPYTHON_MODULES },
};

type Resolve = (path: readonly string[]) => ApiEntry | undefined;

const resolverFor =
  (language: CodeLanguage): Resolve =>
  (path) => {
    let entry: ApiEntry | undefined = MODULES[language];
    for (const part of path) entry = entry?.members?.find((member) => member.label === part);
    return entry;
  };

const toOptions = (entries: readonly ApiEntry[] = []): CompletionOption[] =>
  entries.map(({ label, type, detail }) => (detail ? { label, type, detail } : { label, type }));

const IMPORT = /^\s*import\s+(.+)$/gm;
const FROM_IMPORT = /^\s*from\s+([\w.]+)\s+import\s+\(?([^)#\n]+)/gm;
const ASSIGNMENT = /^\s*([A-Za-z_]\w*)\s*=\s*([A-Za-z_][\w.]*)\s*\(/gm;

/** The names the program binds with imports and with `name = Class(...)`, in document order. */
export const scanBindings = (
  doc: string,
  resolve: Resolve = resolverFor('circuitpython'),
): Map<string, Binding> => {
  const names = new Map<string, Binding>();
  for (const [, list = ''] of doc.matchAll(IMPORT)) {
    for (const item of list.split(',')) {
      const [target = '', alias] = item.trim().split(/\s+as\s+/);
      const path = target.split('.');
      if (alias) names.set(alias.trim(), { path, isInstance: false });
      else if (path[0]) names.set(path[0], { path: [path[0]], isInstance: false });
    }
  }
  for (const [, module = '', list = ''] of doc.matchAll(FROM_IMPORT)) {
    const base = module.split('.');
    if (list.trim() === '*') {
      for (const member of resolve(base)?.members ?? [])
        names.set(member.label, { path: [...base, member.label], isInstance: false });
      continue;
    }
    for (const item of list.split(',')) {
      const [member = '', alias] = item.trim().split(/\s+as\s+/);
      if (member) names.set((alias ?? member).trim(), { path: [...base, member], isInstance: false });
    }
  }
  for (const [, variable = '', callee = ''] of doc.matchAll(ASSIGNMENT)) {
    const [head = '', ...rest] = callee.split('.');
    const bound = names.get(head);
    if (bound && !bound.isInstance) names.set(variable, { path: [...bound.path, ...rest], isInstance: true });
  }
  return names;
};

/** True when `line` ends inside a string or a comment, where nothing should pop up. */
const endsInStringOrComment = (line: string): boolean => {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
    } else if (char === '#') return true;
    else if (char === '"' || char === "'") quote = char;
  }
  return quote !== null;
};

const FROM_MODULE_IMPORT = /^\s*from\s+([\w.]+)\s+import\s+\(?\s*(?:\w+(?:\s+as\s+\w+)?\s*,\s*)*(\w*)$/;
const MODULE_NAME = /^\s*(?:import\s+(?:[\w.]+(?:\s+as\s+\w+)?\s*,\s*)*|from\s+)([\w.]*)$/;
const ATTRIBUTE = /(?:^|[^\w.])([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)\.(\w*)$/;

const attributeOptions = (doc: string, chain: string, resolve: Resolve): CompletionOption[] | null => {
  const [head = '', ...rest] = chain.split('.');
  const bound = scanBindings(doc, resolve).get(head);
  if (!bound) return null;
  if (bound.isInstance) {
    const instance = resolve(bound.path)?.instance;
    return rest.length === 0 && instance ? toOptions(instance) : null;
  }
  const entry = resolve([...bound.path, ...rest]);
  return entry?.members ? toOptions(entry.members) : null;
};

/**
 * Completions at `pos` in the project's language: module names after `import` / `from`, a
 * module's members after `from m import`, and members after a dot (`board.` gives the Pico's pins,
 * `led.` the DigitalInOut it was built as; under MicroPython `Pin.` its modes, `led.` a Pin's
 * methods). Null where we have nothing to offer.
 */
export const completePython = (
  doc: string,
  pos: number,
  language: CodeLanguage = 'circuitpython',
): Completions | null => {
  const resolve = resolverFor(language);
  const line = doc.slice(doc.lastIndexOf('\n', pos - 1) + 1, pos);
  if (endsInStringOrComment(line)) return null;

  const fromImport = FROM_MODULE_IMPORT.exec(line);
  if (fromImport) {
    const [, module = '', word = ''] = fromImport;
    const members = resolve(module.split('.'))?.members;
    return members ? { from: pos - word.length, options: toOptions(members) } : null;
  }
  const moduleName = MODULE_NAME.exec(line);
  if (moduleName) {
    const typed = moduleName[1] ?? '';
    const parent = typed.includes('.') ? typed.slice(0, typed.lastIndexOf('.')).split('.') : [];
    const word = typed.slice(typed.lastIndexOf('.') + 1);
    const members = resolve(parent)?.members?.filter((member) => member.type === 'namespace');
    return members?.length ? { from: pos - word.length, options: toOptions(members) } : null;
  }
  const attribute = ATTRIBUTE.exec(line);
  if (attribute) {
    const [, chain = '', word = ''] = attribute;
    const options = attributeOptions(doc, chain, resolve);
    return options ? { from: pos - word.length, options } : null;
  }
  return null;
};
