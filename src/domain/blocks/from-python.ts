import type { SyntaxNode } from '@lezer/common';
import { parser } from '@lezer/python';
import { CATALOGUE } from './catalogue.ts';
import type { BlocksContext, ParsedProgram } from './codec.ts';
import { blockCommentOf, commentLineOf, withCommentIcon, withTrailingComment } from './comment-icon.ts';
import { GROUP_COMMENT_LINES } from './comments.ts';
import { DEVICE_KINDS, DEVICES, type DeviceKindId, deviceNameOf, pinOf } from './devices.ts';
import {
  block,
  Foreign,
  type ParsedDevice,
  type Reader,
  VARIABLE_PREFIX,
} from './from-python-expressions.ts';
import { statementBlocks } from './from-python-statements.ts';
import type { BlockJson, WorkspaceJson } from './json.ts';
import { childrenOf, hasError, linesInStrings, matchStatements, textOf } from './python-pattern.ts';
import { numberValue } from './python-text.ts';
import { blocksToPython } from './to-python.ts';

/**
 * CircuitPython → blocks (issue 30), read with @lezer/python: the setups into a table of devices
 * (name → kind and pins, whatever the typed name), the program into blocks. What the blocks cannot
 * say stays, line for line, in a `chispa_python` block; nothing throws, whatever the text.
 */

/** Where the program block sits: always the same, so a parse gives the same workspace. */
export const PROGRAM_X = 20;
export const PROGRAM_Y = 20;

/** The imports the generator writes (or a typed program uses for the same modules): dropped, the generator adds them. */
const KNOWN_MODULES = new Set([
  'board',
  'digitalio',
  'time',
  'pwmio',
  'analogio',
  'busio',
  'simpleio',
  'neopixel',
  'adafruit_hcsr04',
  'adafruit_dht',
  'adafruit_ssd1306',
  'adafruit_matrixkeypad',
  'random',
  'math',
]);
const KNOWN_IMPORTS = new Set([
  'from adafruit_motor import servo',
  'from simpleio import map_range',
  'import adafruit_character_lcd.character_lcd_i2c as character_lcd',
]);

/** A device setup among the module's units: how many it takes, and its blocks (its lines as Python when typed). */
interface Setup {
  length: number;
  typed: boolean;
  blocks: BlockJson[];
}

/** Lines of a level (the module, or a body) that read together: a statement and a comment on its line. */
interface Unit {
  nodes: SyntaxNode[];
  first: number;
  last: number;
}

/** The names an import statement binds (`import a.b as c` → c, `from x import y, z` → y, z). */
export const importedNames = (line: string): string[] => {
  const from = /^from\s+[\w.]+\s+import\s+(.+)$/.exec(line);
  const parts = (from ? from[1] : line.replace(/^import\s+/, '')) ?? '';
  return parts
    .replace(/[()]/g, '')
    .split(',')
    .map((part) => {
      const words = part.trim().split(/\s+/);
      const name = words.at(-1) ?? '';
      return words.length === 1 && !from ? (name.split('.')[0] ?? '') : name;
    })
    .filter(Boolean);
};

const isKnownImport = (line: string) => {
  const text = line.replace(/\s+/g, ' ').trim();
  if (KNOWN_IMPORTS.has(text)) return true;
  const plain = /^import ([\w, ]+)$/.exec(text);
  return !!plain && (plain[1] ?? '').split(',').every((name) => KNOWN_MODULES.has(name.trim()));
};

class ProgramReader {
  readonly reader: Reader;
  private readonly lines: string[];
  private readonly lineStarts: number[] = [0];
  /** Imports dropped because the generator writes them: their lines, by the names they bind. */
  readonly dropped = new Map<string, string>();
  /** Where each device's setup starts (offset), for keeping it typed when other code uses its names or those the generator would give it. */
  readonly setups = new Map<number, string[]>();

  constructor(
    private readonly code: string,
    private readonly typedSetups: ReadonlySet<number>,
  ) {
    this.reader = { source: { text: code }, devices: new Map() };
    this.lines = code.split('\n');
    for (let at = code.indexOf('\n'); at !== -1; at = code.indexOf('\n', at + 1))
      this.lineStarts.push(at + 1);
  }

  /** Comments the grammar put after a compound statement that belong, by their indentation, in its body. */
  private readonly adopted = new Map<number, SyntaxNode[]>();

  private columnOf(node: SyntaxNode) {
    return node.from - (this.lineStarts[this.lineOf(node.from)] ?? 0);
  }

  /** The level's nodes in order, the comments indented into the statement before them given to its body. */
  private levelNodes(nodes: SyntaxNode[]): SyntaxNode[] {
    const sorted = [...nodes].sort((a, b) => a.from - b.from);
    const base = sorted.find((node) => node.name !== 'Comment');
    const column = base ? this.columnOf(base) : 0;
    const out: SyntaxNode[] = [];
    for (const node of sorted) {
      const owner = out.at(-1);
      const body = owner?.name === 'Comment' ? undefined : owner?.getChildren('Body').at(-1);
      const trailing = owner && this.lineOf(node.from) === this.lastLineOf(owner);
      if (node.name === 'Comment' && body && !trailing && this.columnOf(node) > column) {
        this.adopted.set(body.from, [...(this.adopted.get(body.from) ?? []), node]);
      } else out.push(node);
    }
    return out;
  }

  /** The last line of a node with text on it: a block's node runs on over the blank lines after it. */
  private lastLineOf(node: SyntaxNode) {
    const first = this.lineOf(node.from);
    let last = this.lineOf(Math.max(node.from, node.to - 1));
    while (last > first && (this.lines[last] ?? '').trim() === '') last -= 1;
    return last;
  }

  private lineOf(offset: number) {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  /** The level's units in order, with any line no node covers (the grammar's error recovery) as a unit of its own. */
  private unitsOf(nodes: SyntaxNode[], from: number, to: number): Unit[] {
    const units: Unit[] = [];
    for (const node of this.levelNodes(nodes)) {
      const first = this.lineOf(node.from);
      // Comments given to the node's body are its lines too (kept with it when it stays Python).
      const adopted = this.adopted.get(node.getChildren('Body').at(-1)?.from ?? -1) ?? [];
      const last = Math.max(this.lastLineOf(node), ...adopted.map((comment) => this.lineOf(comment.from)));
      const previous = units.at(-1);
      if (previous && first <= previous.last) {
        previous.nodes.push(node);
        previous.last = Math.max(previous.last, last);
      } else units.push({ nodes: [node], first, last });
    }
    const all: Unit[] = [];
    let line = from;
    const gap = (until: number) => {
      for (let at = line; at < until; at += 1) {
        // Comment lines are the grammar's Comment nodes, here or (indented) in a body above.
        if ((this.lines[at] ?? '').trim() === '' || (this.lines[at] ?? '').trim().startsWith('#')) continue;
        const open = all.at(-1);
        if (open && open.nodes.length === 0 && open.last === at - 1) open.last = at;
        else all.push({ nodes: [], first: at, last: at });
      }
    };
    for (const unit of units) {
      gap(unit.first);
      all.push(unit);
      line = unit.last + 1;
    }
    gap(to + 1);
    return all;
  }

  /**
   * The unit's lines as a `chispa_python` block, without the indentation of its first line, so the
   * generator can indent it again. The grammar reads a body as indented past its level (`base`: a
   * body's indentation, none at the top), not past its header (an "unexpected indent" at the top
   * gets by): when a later line is no further in than the first, the first loses its own
   * indentation and the others only the level's, so the text reads the same wherever it is written.
   */
  private python(first: number, last: number, base: string): BlockJson {
    const lines = this.lines.slice(first, last + 1).map((line) => line.replace(/\r$/, ''));
    const indentOf = (line: string) => /^[ \t]*/.exec(line)?.[0] ?? '';
    // A line that starts inside a string keeps its spaces: they are the string's.
    const inStrings = linesInStrings(lines.join('\n'));
    const own = indentOf(lines[0] ?? '');
    const nested = lines.every(
      (line, at) =>
        at === 0 ||
        inStrings.has(at) ||
        line.trim() === '' ||
        (line.startsWith(own) && indentOf(line).length > own.length),
    );
    const rest = nested || !own.startsWith(base) ? own : base;
    const text = lines
      .map((line, at) => {
        const indent = at === 0 ? own : rest;
        return line.startsWith(indent) && !inStrings.has(at) ? line.slice(indent.length) : line;
      })
      .join('\n');
    return block('chispa_python', { CODE: text });
  }

  private comment(node: SyntaxNode): BlockJson {
    return block('chispa_comment', { TEXT: textOf(this.reader.source, node).replace(/^#\s?/, '').trimEnd() });
  }

  /** A comment's text as a block's comment icon holds it. */
  private commentText(node: SyntaxNode): string {
    return commentLineOf(textOf(this.reader.source, node).replace(/^#/, ''));
  }

  /** Header comments (`while True:  # siempre`) read as their statement's block comment: not in its body. */
  private readonly headerComments = new Set<number>();

  /** The comment after a compound statement's first colon, on its line: the first body's first child. */
  private headerComment(statement: SyntaxNode): SyntaxNode | undefined {
    const colon = statement.getChild('Body')?.getChild(':');
    const next = colon?.nextSibling;
    return colon && next?.name === 'Comment' && this.lineOf(next.from) === this.lineOf(colon.from)
      ? next
      : undefined;
  }

  /** A unit's blocks: a statement (the comment on its line its block's comment), or its lines as Python. */
  private unitBlocks(unit: Unit, base: string): BlockJson[] {
    const [statement, ...rest] = unit.nodes;
    if (!statement) return [this.python(unit.first, unit.last, base)];
    if (statement.name === 'Comment' && rest.length === 0) return [this.comment(statement)];
    const trailing = rest.length === 1 && rest[0]?.name === 'Comment' ? rest[0] : undefined;
    if ((rest.length > 0 && !trailing) || hasError(statement) || hasInnerComment(statement))
      return [this.python(unit.first, unit.last, base)];
    const header = this.headerComment(statement);
    if (header) this.headerComments.add(header.from);
    try {
      const [first, ...more] = statementBlocks(this.reader, statement, (body) => this.body(body));
      // `pass  # nada` makes no block: its comment stays a comment block.
      if (!first) return trailing ? [this.comment(trailing)] : [];
      const note = header ?? trailing;
      const after = header && trailing ? [this.comment(trailing)] : [];
      return [note ? withCommentIcon(first, this.commentText(note)) : first, ...more, ...after];
    } catch (error) {
      if (!(error instanceof Foreign)) throw error;
      return [this.python(unit.first, unit.last, base)];
    }
  }

  private body(body: SyntaxNode): BlockJson | undefined {
    const nodes: SyntaxNode[] = [];
    for (let child = body.firstChild; child; child = child.nextSibling)
      if (child.name !== ':' && !this.headerComments.has(child.from)) nodes.push(child);
    nodes.push(...(this.adopted.get(body.from) ?? []));
    // The grammar can put comments after a body in its statement (before an `else`, or before the
    // dedent of an unexpected indent): indented past the statement, or at its end, they are the
    // body's last lines; between a body and an `else` at the statement's column the blocks cannot say them.
    const header = this.columnOf(body.parent ?? body);
    let next = body.nextSibling;
    for (; next?.name === 'Comment'; next = next.nextSibling) nodes.push(next);
    const comments = nodes.filter((node) => node.name === 'Comment' && node.from >= body.to);
    if (next && comments.some((comment) => this.columnOf(comment) <= header)) throw new Foreign();
    const from = this.lineOf(body.getChild(':')?.to ?? body.from) + 1;
    const to = Math.max(from - 1, ...nodes.map((node) => this.lastLineOf(node)));
    const first = nodes.filter(({ name }) => name !== 'Comment').sort((a, b) => a.from - b.from)[0];
    const base = /^[ \t]*/.exec(first ? (this.lines[this.lineOf(first.from)] ?? '') : '')?.[0] ?? '';
    return chain(this.unitsOf(nodes, from, to).flatMap((unit) => this.unitBlocks(unit, base)));
  }

  /** The device setups among the module's statements: the units each one takes, and its setup block. */
  private readSetups(units: Unit[]): Map<number, Setup> {
    const found = new Map<number, Setup>();
    // A statement alone on its lines, or with a comment after it (kept as a note in the program).
    const simple = units.map(({ nodes: [node, ...rest] }) =>
      node &&
      node.name !== 'Comment' &&
      !hasError(node) &&
      rest.every(({ name }) => name === 'Comment') &&
      rest.length <= 1
        ? node
        : null,
    );
    const forms = DEVICE_KINDS.flatMap((kind) => DEVICES[kind].forms.map((form) => ({ kind, form })));
    forms.sort((a, b) => b.form.python.split('\n').length - a.form.python.split('\n').length);
    for (let at = 0; at < units.length; at += 1) {
      // What reads as no code (an import the generator writes, a `pass`) does not part a setup's statements.
      const run: SyntaxNode[] = [];
      const unitOf: number[] = [];
      for (let next = at; next < simple.length && simple[next]; next += 1) {
        const unit = units[next] as Unit;
        const isPass = unit.nodes.length === 1 && unit.nodes[0]?.name === 'PassStatement';
        if (next > at && (isPass || this.isDroppedImport(unit))) continue;
        run.push(simple[next] as SyntaxNode);
        unitOf.push(next);
      }
      if (run.length === 0) continue;
      for (const { kind, form } of forms) {
        const bindings = matchStatements(form.python, this.reader.source, run, 0);
        if (!bindings) continue;
        const spec = DEVICES[kind];
        const args: Record<string, string | number> = { ...spec.defaults, ...form.fixed };
        let valid = true;
        const aux: string[] = [];
        for (const [name, node] of Object.entries(bindings)) {
          const text = textOf(this.reader.source, node);
          if (name === 'dev') valid &&= node.name === 'VariableName' && !this.reader.devices.has(text);
          else if (name === name.toLowerCase()) {
            valid &&= node.name === 'VariableName';
            aux.push(text);
          } else if (typeof spec.defaults[name] === 'number') {
            const value = node.name === 'Number' ? numberValue(text) : null;
            valid &&= value !== null;
            args[name] = value ?? 0;
          } else {
            const pin = pinOf(text);
            valid &&= pin !== null;
            args[name] = pin ?? '';
          }
        }
        if (!valid) continue;
        const length = (unitOf[patternLength(form.python) - 1] ?? at) - at + 1;
        const offset = run[0]?.from ?? 0;
        const name = bindings.dev ? textOf(this.reader.source, bindings.dev) : (spec.name ?? kind);
        this.setups.set(offset, [name, ...aux, ...generatedNames(kind, args)]);
        // A second setup of a device already set up (its kind, on its pins): the generator writes one.
        const twin = [...this.reader.devices.values()].some(
          (device) => device.kind === kind && spec.key.every((key) => device.args[key] === args[key]),
        );
        if (this.typedSetups.has(offset) || twin) {
          found.set(at, {
            length,
            typed: true,
            blocks: [this.python(units[at]?.first ?? 0, units[at + length - 1]?.last ?? 0, '')],
          });
        } else {
          const device: ParsedDevice = { kind, args, aux, from: at, to: at + length };
          this.reader.devices.set(name, device);
          const differs = Object.entries(spec.defaults).some(([key, value]) => args[key] !== value);
          const shown = spec.setupBlock && (spec.alwaysShowSetup || differs);
          found.set(at, {
            length,
            typed: false,
            blocks: shown && spec.setupBlock ? [block(spec.setupBlock, args)] : [],
          });
        }
        at += length - 1;
        break;
      }
    }
    return found;
  }

  /** An import of the modules the generator imports, alone on its line: the generator writes it again. */
  private isDroppedImport({ nodes: [node, ...rest] }: Unit) {
    return (
      node?.name === 'ImportStatement' &&
      // A comment on its line (`import time  # para esperar`) goes with it: the generated imports
      // say nothing of their own.
      rest.every(({ name }) => name === 'Comment') &&
      !hasError(node) &&
      isKnownImport(textOf(this.reader.source, node))
    );
  }

  /** Drops the unit when it is such an import, keeping the names it binds for kept Python that uses them. */
  private dropImport(unit: Unit) {
    if (!this.isDroppedImport(unit)) return false;
    const text = textOf(this.reader.source, unit.nodes[0] as SyntaxNode);
    for (const name of importedNames(text.replace(/\s+/g, ' ').trim())) this.dropped.set(name, text);
    return true;
  }

  /**
   * A group comment is the generator's when it heads a setup the generator writes again (past any
   * other group comments): elsewhere the same words are a note of the program's, and stay.
   */
  private isGroupComment(units: Unit[], at: number, setups: Map<number, Setup>) {
    const isGroupLine = (unit: Unit | undefined) => {
      const [node, ...rest] = unit?.nodes ?? [];
      return (
        node?.name === 'Comment' &&
        rest.length === 0 &&
        GROUP_COMMENT_LINES.has(textOf(this.reader.source, node).trimEnd())
      );
    };
    let next = at;
    while (isGroupLine(units[next])) next += 1;
    return next > at && setups.get(next)?.typed === false;
  }

  read(): WorkspaceJson {
    const top = parser.parse(this.code).topNode;
    const units = this.unitsOf(
      childrenOf(top)
        .concat(top.getChildren('Comment'))
        .sort((a, b) => a.from - b.from),
      0,
      this.lines.length - 1,
    );
    const setups = this.readSetups(units);
    const blocks: BlockJson[] = [];
    // Setup blocks go first, as the generator writes every setup before the program.
    const setupBlocks: BlockJson[] = [];
    for (let at = 0; at < units.length; at += 1) {
      const unit = units[at] as Unit;
      const setup = setups.get(at);
      if (setup) {
        (setup.typed ? blocks : setupBlocks).push(...setup.blocks);
        if (!setup.typed) {
          // The comment after a shown setup's first statement is its block's (the generator writes
          // it there); the others are kept as notes in the program, where the setup was.
          const [shown] = setup.blocks;
          units.slice(at, at + setup.length).forEach((inner, index) => {
            if (this.dropImport(inner)) return;
            const [first, ...others] = inner.nodes.slice(1);
            if (shown && index === 0 && first) withCommentIcon(shown, this.commentText(first));
            else if (first) blocks.push(this.comment(first));
            blocks.push(...others.map((node) => this.comment(node)));
          });
        }
        at += setup.length - 1;
        continue;
      }
      const [node, ...rest] = unit.nodes;
      if (node?.name === 'Comment' && rest.length === 0 && this.isGroupComment(units, at, setups)) continue;
      if (this.dropImport(unit)) continue;
      blocks.push(...this.unitBlocks(unit, ''));
    }
    const program: BlockJson = { type: 'chispa_program', x: PROGRAM_X, y: PROGRAM_Y };
    const first = chain([...setupBlocks, ...blocks]);
    if (first) program.next = { block: first };
    const variables = variablesOf(program);
    return { blocks: { languageVersion: 0, blocks: [program] }, ...(variables.length > 0 && { variables }) };
  }
}

/**
 * A comment inside a statement's own text (`x = (1,  # uno`), not in a body: the blocks would lose
 * it. One between a compound statement's bodies (before its `else:`) is read with them instead.
 */
const hasInnerComment = (node: SyntaxNode, isStatement = true): boolean => {
  const isCompound = isStatement && node.getChild('Body') !== null;
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.name === 'Body' || (child.name === 'Comment' && isCompound)) continue;
    if (child.name === 'Comment' || hasInnerComment(child, false)) return true;
  }
  return false;
};

/**
 * The names the generator may give a device (`oled`; `led_gp15`, `button_gp15`, `board_led`… by
 * the role of the block that uses it): kept Python that says one of them would name the generated device.
 */
const generatedNames = (kind: DeviceKindId, args: Record<string, string | number>): string[] => {
  const spec = DEVICES[kind];
  if (spec.name) return [spec.name];
  const pin = String(args[spec.key[0] ?? ''] ?? '');
  const roles = [...CATALOGUE.values()].flatMap(({ form }) =>
    form.device && kind in form.device.kinds ? [form.device.role] : [],
  );
  return [...new Set(roles)].map((role) => deviceNameOf(kind, role, pin));
};

const patternLength = (python: string) => childrenOf(parser.parse(python).topNode).length;

/** `while True:` with code after it (reached by a `break`): Blockly's while loop, as "forever" has no block under it. */
const asWhileTrue = (forever: BlockJson): BlockJson => {
  const loop = block(
    'controls_whileUntil',
    { MODE: 'WHILE' },
    { BOOL: block('logic_boolean', { BOOL: 'TRUE' }) },
  );
  if (forever.inputs?.DO) loop.inputs = { ...loop.inputs, DO: forever.inputs.DO };
  if (forever.icons) loop.icons = forever.icons;
  return loop;
};

/** Links blocks into a stack (each the `next` of the one before); the first, or undefined. */
const chain = (given: BlockJson[]): BlockJson | undefined => {
  const blocks = given.map((at, index) => {
    if (index === given.length - 1) return at;
    if (at.type === 'chispa_forever') return asWhileTrue(at);
    // Blockly's break and continue end a stack: with code after them (never reached) they stay Python.
    if (at.type === 'controls_flow_statements') {
      const code = at.fields?.FLOW === 'CONTINUE' ? 'continue' : 'break';
      return block('chispa_python', { CODE: withTrailingComment(code, blockCommentOf(at)) });
    }
    return at;
  });
  for (let at = blocks.length - 1; at > 0; at -= 1) {
    const previous = blocks[at - 1] as BlockJson;
    let tail = previous;
    while (tail.next?.block) tail = tail.next.block;
    tail.next = { block: blocks[at] as BlockJson };
  }
  return blocks[0];
};

/** Every block under `root`, depth first. */
const blocksUnder = (root: BlockJson): BlockJson[] => {
  const out: BlockJson[] = [];
  const visit = (at: BlockJson | undefined) => {
    if (!at) return;
    out.push(at);
    for (const input of Object.values(at.inputs ?? {})) visit(input.block ?? input.shadow);
    visit(at.next?.block);
  };
  visit(root);
  return out;
};

const FOREIGN_TYPES = new Set(['chispa_python', 'chispa_python_value']);

/** The Python kept as text under `root` (statements and values). */
const foreignTextsOf = (root: BlockJson) =>
  blocksUnder(root)
    .filter(({ type }) => FOREIGN_TYPES.has(type))
    .map((found) => String(found.fields?.CODE ?? ''));

/** The workspace's variables, in the order the program first names them. */
const variablesOf = (root: BlockJson) => {
  const ids = new Set<string>();
  for (const found of blocksUnder(root)) {
    const field = found.fields?.VAR as { id?: unknown } | undefined;
    if (typeof field?.id === 'string') ids.add(field.id);
  }
  return [...ids].map((id) => ({ name: id.slice(VARIABLE_PREFIX.length), id }));
};

const uses = (texts: readonly string[], name: string) => {
  const word = new RegExp(`(^|[^\\w.])${name.replace(/[^\w]/g, '')}(?!\\w)`, 'u');
  return texts.some((text) => word.test(text));
};

/** The parse itself; `pythonToBlocks` keeps the text whole should this ever throw (the fuzz test says it does not). */
export const readPython = (code: string): ParsedProgram => {
  // A device whose names the kept Python uses stays as it was typed (else that Python would lose them).
  const typed = new Set<number>();
  let reading = new ProgramReader(code, typed);
  let workspace = reading.read();
  const program = () => workspace.blocks?.blocks[0] as BlockJson;
  for (let round = 0; round < 4; round += 1) {
    const texts = foreignTextsOf(program());
    const more = [...reading.setups].filter(
      ([offset, names]) => !typed.has(offset) && names.some((name) => uses(texts, name)),
    );
    if (more.length === 0) break;
    for (const [offset] of more) typed.add(offset);
    reading = new ProgramReader(code, typed);
    workspace = reading.read();
  }
  // Modules the kept Python uses, and that the generated code would not import: imported in the program.
  const generated = blocksToPython(workspace, { locale: 'es' }).code.split('\n');
  const bound = new Set(generated.filter((line) => /^(import|from) /.test(line)).flatMap(importedNames));
  const missing = [...reading.dropped].filter(
    ([name]) => !bound.has(name) && uses(foreignTextsOf(program()), name),
  );
  const lines = [...new Set(missing.map(([, line]) => line))];
  if (lines.length > 0) {
    const imports = block('chispa_python', { CODE: lines.join('\n') });
    const root = program();
    if (root.next?.block) imports.next = { block: root.next.block };
    root.next = { block: imports };
  }
  return { workspace, foreign: blocksUnder(program()).filter(({ type }) => FOREIGN_TYPES.has(type)).length };
};

export const pythonToBlocks = (code: string, _context: BlocksContext): ParsedProgram => {
  const text = typeof code === 'string' ? code : '';
  try {
    return readPython(text);
  } catch {
    // Never reached on any input we know of; if it is, the whole text is kept.
    const program: BlockJson = { type: 'chispa_program', x: PROGRAM_X, y: PROGRAM_Y };
    if (text.trim()) program.next = { block: block('chispa_python', { CODE: text.replace(/\n$/, '') }) };
    return { workspace: { blocks: { languageVersion: 0, blocks: [program] } }, foreign: text.trim() ? 1 : 0 };
  }
};
