import {
  countOf,
  fieldOf,
  flagOf,
  inputBlock,
  isEnabled,
  nextBlock,
  scalar,
  textField,
} from './block-json.ts';
import { type BlockForm, CATALOGUE } from './catalogue.ts';
import type { BlocksContext, GeneratedProgram } from './codec.ts';
import { blockCommentOf, withCommentAfterFirstStatement, withTrailingComment } from './comment-icon.ts';
import { GROUP_COMMENTS } from './comments.ts';
import { DEVICES, type DeviceKindId, deviceNameOf, ROLES, type Role } from './devices.ts';
import type { BlockJson, FieldValue, WorkspaceJson } from './json.ts';
import { fillPattern, linesInStrings } from './python-pattern.ts';
import { identifierOf, PRECEDENCE as P, pythonNumber } from './python-text.ts';
import { fillForm, type GenerateContext, inputCode, numberIn, pinText } from './to-python-expressions.ts';

/**
 * Blocks → CircuitPython, as a teacher writes it: the imports (sorted), one setup per device with
 * a comment per group, then the program under `chispa_program`. Loose stacks and disabled blocks
 * make no code. Every program line says which block it came from; setup lines, the first block
 * that needed them.
 */

interface Line {
  text: string;
  id: string | undefined;
  /** The line starts a simple statement: a run may report reaching it. */
  trace: boolean;
}

interface Device {
  kind: DeviceKindId;
  args: Record<string, string | number>;
  name: string;
  role: Role;
  /** The first block that needed it: its setup lines point there. */
  id: string | undefined;
  /** The comment of the setup block that set it up, written after its first statement. */
  comment: string;
}

const INDENT = '    ';

const kindOf = (block: BlockJson, form: BlockForm): DeviceKindId => {
  const kinds = Object.entries(form.device?.kinds ?? {}) as Array<[DeviceKindId, Record<string, string>]>;
  const found = kinds.find(([, fields]) =>
    Object.entries(fields).every(([name, value]) => scalar(fieldOf(block, name)) === value),
  );
  return (found ?? kinds[0] ?? ['out'])[0];
};

const argsOf = (block: BlockJson, kind: DeviceKindId, names: readonly string[]) => {
  const args: Record<string, string | number> = { ...DEVICES[kind].defaults };
  for (const name of names) {
    const fallback = DEVICES[kind].defaults[name];
    const value = fieldOf(block, name);
    args[name] =
      typeof fallback === 'number' ? Number(pythonNumber(value)) : pinText(value, String(fallback));
  }
  return args;
};

const deviceKey = (kind: DeviceKindId, args: Record<string, string | number>) =>
  [kind, ...DEVICES[kind].key.map((name) => args[name])].join(':');

const sortImports = (imports: Iterable<string>) => {
  const all = [...new Set(imports)];
  const plain = all.filter((line) => line.startsWith('import ')).sort();
  return [...plain, ...all.filter((line) => !line.startsWith('import ')).sort()];
};

/** Blocks that are text already: their comment goes on a line of its own above them (their last line may be in a string). */
const TEXT_BLOCKS = new Set(['chispa_comment', 'chispa_python']);
/** Blocks that start with a header (`while True:`): their comment goes after its colon. */
const COMPOUND_BLOCKS = new Set([
  'chispa_forever',
  'controls_if',
  'controls_repeat_ext',
  'controls_whileUntil',
  'controls_for',
  'controls_forEach',
]);

/**
 * A block's comment where the parser finds it again: after a header's colon, or at the end of a
 * statement (its last line, when a kept value spans lines).
 */
const withBlockComment = (block: BlockJson, lines: Line[], indent: string): Line[] => {
  const comment = blockCommentOf(block);
  if (comment === '' || lines.length === 0) return lines;
  if (TEXT_BLOCKS.has(block.type))
    return [{ text: `${indent}# ${comment}`, id: block.id, trace: false }, ...lines];
  const at = COMPOUND_BLOCKS.has(block.type) ? 0 : lines.length - 1;
  return lines.map((line, index) =>
    index === at ? { ...line, text: withTrailingComment(line.text, comment) } : line,
  );
};

/** Lines that are code (not blank, not a comment): a body of only comments still needs `pass`. */
const isCode = (line: Line) => line.text.trim() !== '' && !line.text.trim().startsWith('#');

export const blocksToPython = (workspace: WorkspaceJson, context: BlocksContext): GeneratedProgram => {
  const variables = new Map<string, string>();
  for (const variable of Array.isArray(workspace?.variables) ? workspace.variables : []) {
    if (variable && typeof variable.id === 'string') variables.set(variable.id, scalar(variable.name));
  }
  const devices = new Map<string, Device>();
  const imports = new Set<string>();

  const register = (block: BlockJson, form: BlockForm, fromSetup: boolean): Device => {
    const kind = kindOf(block, form);
    const spec = DEVICES[kind];
    const names = fromSetup ? Object.keys(spec.defaults) : spec.key;
    const args = argsOf(block, kind, names);
    const key = deviceKey(kind, args);
    const known = devices.get(key);
    if (known) return known;
    const role = form.device?.role ?? 'output';
    const named = spec.name ?? deviceNameOf(kind, role, String(args[spec.key[0] ?? ''] ?? ''));
    // Two kinds on one pin in one role (a pull up and a pull down on GP14) need two names.
    const taken = new Set([...devices.values()].map((device) => device.name));
    let name = named;
    for (let count = 2; taken.has(name); count += 1) name = `${named}_${count}`;
    const comment = fromSetup ? blockCommentOf(block) : '';
    const device = { kind, args, name, role, id: block.id, comment };
    devices.set(key, device);
    for (const line of spec.imports) imports.add(line);
    return device;
  };

  const ctx: GenerateContext = {
    variableName: (field: FieldValue | undefined) => {
      const reference =
        field && typeof field === 'object' ? (field as { id?: unknown; name?: unknown }) : undefined;
      const name = variables.get(scalar(reference?.id)) || scalar(reference?.name) || scalar(field) || 'x';
      return identifierOf(name);
    },
    deviceName: (block, form) => register(block, form, false).name,
    addImports: (lines) => {
      for (const line of lines) imports.add(line);
    },
  };

  const program = (Array.isArray(workspace?.blocks?.blocks) ? workspace.blocks.blocks : []).find(
    (block) => block?.type === 'chispa_program',
  );

  // Setup blocks first, wherever they sit: their pins and numbers are the device's.
  const findSetups = (block: BlockJson | undefined, depth = 0) => {
    for (let at = block; at && depth < 200; at = nextBlock(at)) {
      if (!isEnabled(at)) continue;
      const form = CATALOGUE.get(at.type)?.form;
      if (form?.setup) register(at, form, true);
      for (const input of Object.keys(at.inputs ?? {})) findSetups(inputBlock(at, input), depth + 1);
    }
  };
  findSetups(program && nextBlock(program));

  const body = (block: BlockJson | undefined, indent: string, owner: BlockJson, depth: number): Line[] => {
    const lines = depth > 100 ? [] : chain(block, indent, depth);
    if (!lines.some(isCode)) lines.push({ text: `${indent}pass`, id: owner.id, trace: true });
    return lines;
  };

  const chain = (first: BlockJson | undefined, indent: string, depth: number): Line[] => {
    const lines: Line[] = [];
    for (let block = first; block; block = nextBlock(block)) {
      if (isEnabled(block)) lines.push(...withBlockComment(block, statement(block, indent, depth), indent));
    }
    return lines;
  };

  const simple = (block: BlockJson, indent: string, text: string): Line[] =>
    text.split('\n').map((line, at) => ({ text: `${indent}${line}`, id: block.id, trace: at === 0 }));

  const header = (block: BlockJson, indent: string, text: string): Line => ({
    text: `${indent}${text}`,
    id: block.id,
    trace: false,
  });

  const statement = (block: BlockJson, indent: string, depth: number): Line[] => {
    const inner = `${indent}${INDENT}`;
    const nested = (name: string) => body(inputBlock(block, name), inner, block, depth + 1);
    switch (block.type) {
      case 'chispa_forever':
        return [header(block, indent, 'while True:'), ...nested('DO')];
      case 'controls_if': {
        const lines: Line[] = [];
        const elseIfs = countOf(block, 'elseIfCount');
        for (let at = 0; at <= elseIfs; at += 1) {
          const test = inputCode(ctx, block, `IF${at}`, 0, 'False');
          lines.push(header(block, indent, `${at === 0 ? 'if' : 'elif'} ${test}:`), ...nested(`DO${at}`));
        }
        if (flagOf(block, 'hasElse')) lines.push(header(block, indent, 'else:'), ...nested('ELSE'));
        return lines;
      }
      case 'controls_repeat_ext': {
        const times = numberIn(inputBlock(block, 'TIMES'));
        const count = times !== null ? String(Math.trunc(times)) : inputCode(ctx, block, 'TIMES', 0, '0');
        return [header(block, indent, `for _ in range(${count}):`), ...nested('DO')];
      }
      case 'controls_whileUntil': {
        const test = inputCode(ctx, block, 'BOOL', 0, 'False');
        const text = block.fields?.MODE === 'UNTIL' ? `while not (${test}):` : `while ${test}:`;
        return [header(block, indent, text), ...nested('DO')];
      }
      case 'controls_for':
        return [
          header(block, indent, `for ${ctx.variableName(block.fields?.VAR)} in ${rangeOf(block)}:`),
          ...nested('DO'),
        ];
      case 'controls_forEach': {
        const list = inputCode(ctx, block, 'LIST', 0, '[]');
        return [
          header(block, indent, `for ${ctx.variableName(block.fields?.VAR)} in ${list}:`),
          ...nested('DO'),
        ];
      }
      case 'controls_flow_statements':
        return simple(block, indent, block.fields?.FLOW === 'CONTINUE' ? 'continue' : 'break');
      case 'variables_set':
        return simple(
          block,
          indent,
          `${ctx.variableName(block.fields?.VAR)} = ${inputCode(ctx, block, 'VALUE', 0, 'None')}`,
        );
      case 'math_change': {
        const name = ctx.variableName(block.fields?.VAR);
        const delta = numberIn(inputBlock(block, 'DELTA'));
        if (delta !== null && delta < 0) return simple(block, indent, `${name} -= ${pythonNumber(-delta)}`);
        return simple(block, indent, `${name} += ${inputCode(ctx, block, 'DELTA', 0, '1')}`);
      }
      case 'text_print':
        return simple(
          block,
          indent,
          `print(${inputBlock(block, 'TEXT') ? inputCode(ctx, block, 'TEXT', 0) : ''})`,
        );
      case 'chispa_comment':
        return [
          {
            text: `${indent}# ${textField(block, 'TEXT').replace(/\s*\n\s*/g, ' ')}`.trimEnd(),
            id: block.id,
            trace: false,
          },
        ];
      case 'chispa_python': {
        const code = textField(block, 'CODE');
        const inStrings = linesInStrings(code);
        return code.split('\n').map((line, at) => ({
          // A blank line stays as it was kept (spaces too): Python does not read it; a line of a
          // string, as it is: its spaces are the string's.
          text: line.trim() === '' || inStrings.has(at) ? line : `${indent}${line}`,
          id: block.id,
          trace: false,
        }));
      }
      default: {
        const form = CATALOGUE.get(block.type)?.form;
        const definition = CATALOGUE.get(block.type)?.definition;
        if (!form?.python || !definition || definition.output !== undefined) return [];
        return simple(block, indent, fillForm(ctx, block, form));
      }
    }
  };

  /** Blockly's count loop (from a to b inclusive, by a step) as `range(…)`. */
  const rangeOf = (block: BlockJson): string => {
    const from = numberIn(inputBlock(block, 'FROM'));
    const to = inputBlock(block, 'TO');
    const by = inputBlock(block, 'BY');
    const byNumber = numberIn(by);
    const step = by === undefined ? 1 : byNumber !== null ? Math.abs(byNumber) || 1 : null;
    const start = inputCode(ctx, block, 'FROM', 0, '0');
    const toNumber = numberIn(to);
    const down = from !== null && toNumber !== null && from > toNumber;
    const stop = down ? stopOf(to, block, -1) : stopOf(to, block, 1);
    if (step === null) return `range(${start}, ${stop}, ${inputCode(ctx, block, 'BY', 0, '1')})`;
    if (down) return `range(${start}, ${stop}, ${pythonNumber(-step)})`;
    if (step !== 1) return `range(${start}, ${stop}, ${pythonNumber(step)})`;
    return from === 0 ? `range(${stop})` : `range(${start}, ${stop})`;
  };

  /** `b + 1` (or `b - 1` going down) for the stop of `range`, folded when b is a number or `x - 1`. */
  const stopOf = (to: BlockJson | undefined, block: BlockJson, direction: 1 | -1): string => {
    const number = numberIn(to);
    if (number !== null) return pythonNumber(number + direction);
    const op = direction === 1 ? 'MINUS' : 'ADD';
    if (to?.type === 'math_arithmetic' && to.fields?.OP === op && numberIn(inputBlock(to, 'B')) === 1) {
      return inputCode(ctx, to, 'A', 0, '0');
    }
    return `${inputCode(ctx, block, 'TO', P.additive, '0')} ${direction === 1 ? '+' : '-'} 1`;
  };

  const programLines = program ? chain(nextBlock(program), '', 0) : [];
  return assemble(programLines, [...devices.values()], imports, context);
};

const assemble = (
  program: Line[],
  devices: Device[],
  imports: Set<string>,
  context: BlocksContext,
): GeneratedProgram => {
  const labels = GROUP_COMMENTS[context.locale] ?? GROUP_COMMENTS.es;
  const head: Line[] = sortImports(imports).map((text) => ({ text, id: undefined, trace: false }));
  const byRole = ROLES.map((role) => devices.filter((device) => device.role === role)).filter(
    (group) => group.length,
  );
  // A blank line between parts; two after a function, as PEP 8 has it.
  const separate = () => {
    const blank = { text: '', id: undefined, trace: false };
    head.push(...(/^\s/.test(head.at(-1)?.text ?? '') ? [blank, { ...blank }] : [blank]));
  };
  for (const group of byRole) {
    const first = group[0];
    if (!first) continue;
    if (head.length > 0) separate();
    head.push({ text: `# ${labels[first.role]}`, id: first.id, trace: false });
    for (const device of group) {
      const values = {
        dev: device.name,
        ...Object.fromEntries(Object.entries(device.args).map(([k, v]) => [k, String(v)])),
      };
      const setup = fillPattern(DEVICES[device.kind].forms[0]?.python ?? '', values);
      for (const text of withCommentAfterFirstStatement(setup, device.comment).split('\n')) {
        head.push({ text, id: device.id, trace: false });
      }
    }
  }
  if (head.length > 0 && program.length > 0) separate();
  const lines = [...head, ...program];
  const lineBlocks: Record<number, string> = {};
  const traceLines: number[] = [];
  lines.forEach((line, index) => {
    if (line.id !== undefined && line.text !== '') lineBlocks[index + 1] = line.id;
    if (line.trace && index >= head.length) traceLines.push(index + 1);
  });
  const code = lines.map((line) => line.text).join('\n');
  return { code: code === '' ? '' : `${code}\n`, lineBlocks, traceLines };
};
