import type { SyntaxNode } from '@lezer/common';
import { type BlockForm, CATALOGUE, SHADOWS } from './catalogue.ts';
import { fits } from './checks.ts';
import { DEVICES, type DeviceKindId, pinOf } from './devices.ts';
import type { BlockJson, FieldValue, InputJson } from './json.ts';
import {
  type Bindings,
  childrenOf,
  matchExpression,
  matchStatements,
  type Source,
  textOf,
} from './python-pattern.ts';
import { isTakenName, numberValue, stringValue } from './python-text.ts';
import { TEXT_TYPES } from './to-python-expressions.ts';

/** Python → blocks, the expressions and our blocks' forms: what the parser knows of a node. */

export interface ParsedDevice {
  kind: DeviceKindId;
  args: Record<string, string | number>;
  /** The names its typed setup used besides its own (`pwm`, `i2c`). */
  aux: string[];
  /** The statements of its setup, for when it must stay as typed. */
  from: number;
  to: number;
}

export interface Reader {
  source: Source;
  devices: Map<string, ParsedDevice>;
}

/** A statement the blocks cannot say: the caller keeps its lines as a `chispa_python` block. */
export class Foreign extends Error {}

export const VARIABLE_PREFIX = 'var_';
export const variableId = (name: string) => `${VARIABLE_PREFIX}${name}`;

/** A variable field; the workspace's list of variables is made from the fields at the end. */
export const variableField = (_reader: Reader, name: string): FieldValue => ({ id: variableId(name) });

/** The Python text a value block was read from, kept out of its JSON (for when it cannot plug in). */
const SOURCE = Symbol('python');
type Sourced = BlockJson & { [SOURCE]?: string };

const withSource = (built: BlockJson, text: string): BlockJson => {
  Object.defineProperty(built, SOURCE, {
    value: text,
    enumerable: false,
    configurable: true,
    writable: true,
  });
  return built;
};

/** The block for an input: the one read, or its Python as a value when Blockly would not plug it in. */
export const plug = (parent: string, input: string, child: BlockJson): BlockJson => {
  if (fits(parent, input, child.type)) return child;
  const text = (child as Sourced)[SOURCE];
  if (text === undefined || text.includes('\n')) throw new Foreign();
  return block('chispa_python_value', { CODE: text });
};

/** Every field of a block, the parsed ones and the definition's defaults for the rest (Blockly saves them all). */
export const withFields = (type: string, fields: Record<string, FieldValue>): Record<string, FieldValue> => {
  const out: Record<string, FieldValue> = {};
  for (const arg of CATALOGUE.get(type)?.definition.args0 ?? []) {
    const spec = arg as {
      type?: string;
      name?: string;
      value?: unknown;
      text?: unknown;
      options?: unknown[][];
    };
    if (!spec.name || !spec.type?.startsWith('field_')) continue;
    const fallback =
      spec.type === 'field_dropdown'
        ? spec.options?.[0]?.[1]
        : spec.type === 'field_input'
          ? (spec.text ?? '')
          : spec.value;
    const value = fields[spec.name] ?? (fallback as FieldValue | undefined);
    if (value !== undefined) out[spec.name] = value;
  }
  return { ...fields, ...out };
};

export const block = (
  type: string,
  fields?: Record<string, FieldValue>,
  inputs?: Record<string, BlockJson | undefined>,
  extraState?: Record<string, unknown>,
  statements?: Record<string, BlockJson | undefined>,
): BlockJson => {
  const all = CATALOGUE.has(type) ? withFields(type, fields ?? {}) : (fields ?? {});
  const connected: Record<string, InputJson> = {};
  for (const [name, given] of Object.entries(inputs ?? {})) {
    if (!given) continue;
    const child = plug(type, name, given);
    const shadow = SHADOWS.get(type)?.[name];
    connected[name] =
      shadow && shadow.type === child.type && !child.inputs ? { shadow: child } : { block: child };
  }
  for (const [name, child] of Object.entries(statements ?? {})) if (child) connected[name] = { block: child };
  return {
    type,
    ...(Object.keys(all).length > 0 && { fields: all }),
    ...(Object.keys(connected).length > 0 && { inputs: connected }),
    ...(extraState && { extraState }),
  };
};

export const pythonValue = (reader: Reader, node: SyntaxNode): BlockJson => {
  const text = textOf(reader.source, node);
  if (text.includes('\n')) throw new Foreign();
  return block('chispa_python_value', { CODE: text });
};

const opOf = (reader: Reader, node: SyntaxNode) => {
  const kids = childrenOf(node);
  return kids.length === 3 ? textOf(reader.source, kids[1] as SyntaxNode) : null;
};

/** The editor's grammar reads `not a and b` as `not (a and b)` and `a < b < c` as `(a < b) < c`: such code stays Python. */
const misread = (reader: Reader, node: SyntaxNode): boolean => {
  const kids = childrenOf(node);
  if (node.name === 'UnaryExpression' && textOf(reader.source, kids[0] ?? node) === 'not') {
    const operand = kids[1];
    if (operand?.name === 'BinaryExpression' && ['and', 'or'].includes(opOf(reader, operand) ?? ''))
      return true;
  }
  if (
    node.name === 'BinaryExpression' &&
    kids[1]?.name === 'CompareOp' &&
    kids[0]?.name === 'BinaryExpression'
  ) {
    if (childrenOf(kids[0])[1]?.name === 'CompareOp') return true;
  }
  return kids.some((kid) => misread(reader, kid));
};

const COMPARE: Record<string, string> = {
  '==': 'EQ',
  '!=': 'NEQ',
  '<': 'LT',
  '<=': 'LTE',
  '>': 'GT',
  '>=': 'GTE',
};
const ARITHMETIC: Record<string, string> = {
  '+': 'ADD',
  '-': 'MINUS',
  '*': 'MULTIPLY',
  '/': 'DIVIDE',
  '**': 'POWER',
};
const CALLS: Record<string, [type: string, field: string, op: string, input: string]> = {
  round: ['math_round', 'OP', 'ROUND', 'NUM'],
  'math.ceil': ['math_round', 'OP', 'ROUNDUP', 'NUM'],
  'math.floor': ['math_round', 'OP', 'ROUNDDOWN', 'NUM'],
  abs: ['math_single', 'OP', 'ABS', 'NUM'],
  'math.sqrt': ['math_single', 'OP', 'ROOT', 'NUM'],
  'math.log': ['math_single', 'OP', 'LN', 'NUM'],
  'math.log10': ['math_single', 'OP', 'LOG10', 'NUM'],
  'math.exp': ['math_single', 'OP', 'EXP', 'NUM'],
};

/** The positional arguments of a call, or null when it has keywords, `*args` or comments. */
export const argumentsOf = (call: SyntaxNode): SyntaxNode[] | null => {
  const list = call.getChild('ArgList');
  if (!list) return null;
  const kids = childrenOf(list).filter((kid) => !['(', ')', ','].includes(kid.name));
  if (kids.some((kid) => kid.name === 'AssignOp' || kid.name === '*' || kid.name === '**')) return null;
  if (list.getChild('Comment')) return null;
  return kids;
};

/** The items of `a + b + …` read left to right, when any is text: a text join. */
const joinItems = (reader: Reader, node: SyntaxNode): SyntaxNode[] | null => {
  const items: SyntaxNode[] = [];
  let at: SyntaxNode | undefined = node;
  while (at?.name === 'BinaryExpression' && opOf(reader, at) === '+') {
    const kids = childrenOf(at);
    items.unshift(kids[2] as SyntaxNode);
    at = kids[0];
  }
  if (at) items.unshift(at);
  const isText = (item: SyntaxNode) =>
    item.name === 'String' ||
    (item.name === 'CallExpression' && textOf(reader.source, item.firstChild ?? item) === 'str');
  return items.some(isText) ? items : null;
};

/** A text item: `str(x)` is x, anything else itself. */
const joinItem = (reader: Reader, node: SyntaxNode): BlockJson => {
  if (node.name === 'CallExpression' && textOf(reader.source, node.firstChild ?? node) === 'str') {
    const args = argumentsOf(node);
    if (args?.length === 1 && args[0]) return strItem(reader, node, args[0]);
  }
  return expressionBlock(reader, node);
};

/** `str(x)`'s x; when x stays Python, `str(x)` whole (a kept value is written as typed, not wrapped). */
const strItem = (reader: Reader, call: SyntaxNode, arg: SyntaxNode): BlockJson => {
  const item = expressionBlock(reader, arg, false);
  if (item.type === 'chispa_python_value') item.fields = { CODE: textOf(reader.source, call) };
  return item;
};

export const joinBlock = (items: BlockJson[]): BlockJson => {
  const inputs = Object.fromEntries(items.map((item, at) => [`ADD${at}`, item]));
  return block('text_join', {}, inputs, { itemCount: items.length });
};

/** The block a Python expression reads as; a `chispa_python_value` with its text when the blocks cannot say it. */
export const expressionBlock = (reader: Reader, node: SyntaxNode, top = true): BlockJson => {
  if (top && misread(reader, node)) return pythonValue(reader, node);
  const built = formBlock(reader, node, 'value') ?? coreExpression(reader, node) ?? pythonValue(reader, node);
  return withSource(built, textOf(reader.source, node));
};

const sub = (reader: Reader, node: SyntaxNode | undefined) =>
  node ? expressionBlock(reader, node, false) : undefined;

const coreExpression = (reader: Reader, node: SyntaxNode): BlockJson | null => {
  const text = textOf(reader.source, node);
  const kids = childrenOf(node);
  switch (node.name) {
    case 'ParenthesizedExpression':
      return kids.length === 3 ? expressionBlock(reader, kids[1] as SyntaxNode, false) : null;
    case 'Number': {
      const value = numberValue(text);
      return value === null ? null : block('math_number', { NUM: value });
    }
    case 'String': {
      const value = stringValue(text);
      return value === null ? null : block('text', { TEXT: value });
    }
    case 'Boolean':
      return block('logic_boolean', { BOOL: text === 'True' ? 'TRUE' : 'FALSE' });
    case 'None':
      return block('logic_null');
    case 'VariableName':
      return reader.devices.has(text) || isTakenName(text)
        ? null
        : block('variables_get', { VAR: variableField(reader, text) });
    case 'UnaryExpression': {
      const op = textOf(reader.source, kids[0] ?? node);
      const operand = kids[1];
      if (op === 'not') return block('logic_negate', {}, { BOOL: sub(reader, operand) });
      if (op !== '-' || !operand) return null;
      const value = operand.name === 'Number' ? numberValue(textOf(reader.source, operand)) : null;
      // 0 - x, never -0: the generator writes -0 as 0, which would read back as another number.
      if (value !== null) return block('math_number', { NUM: 0 - value });
      return block('math_single', { OP: 'NEG' }, { NUM: sub(reader, operand) });
    }
    case 'BinaryExpression':
      return binary(reader, node);
    case 'ConditionalExpression': {
      if (kids.length !== 5) return null;
      return block(
        'logic_ternary',
        {},
        { IF: sub(reader, kids[2]), THEN: sub(reader, kids[0]), ELSE: sub(reader, kids[4]) },
      );
    }
    case 'ArrayExpression':
    case 'TupleExpression': {
      if (!text.startsWith('[') && !text.startsWith('(')) return null;
      if (kids.some((kid) => kid.name === 'for' || kid.name === '*')) return null;
      const items = kids.filter((kid) => !['[', ']', '(', ')', ','].includes(kid.name));
      const inputs = Object.fromEntries(items.map((item, at) => [`ADD${at}`, sub(reader, item)]));
      return block('lists_create_with', {}, inputs, { itemCount: items.length });
    }
    case 'CallExpression':
      return call(reader, node);
    default:
      return null;
  }
};

const binary = (reader: Reader, node: SyntaxNode): BlockJson | null => {
  const kids = childrenOf(node);
  const op = opOf(reader, node);
  if (op === null) return null;
  const [a, , b] = kids;
  if (op === '+') {
    const items = joinItems(reader, node);
    if (items) return joinBlock(items.map((item) => joinItem(reader, item)));
  }
  if (ARITHMETIC[op])
    return block('math_arithmetic', { OP: ARITHMETIC[op] }, { A: sub(reader, a), B: sub(reader, b) });
  if (op === '%') return block('math_modulo', {}, { DIVIDEND: sub(reader, a), DIVISOR: sub(reader, b) });
  if (COMPARE[op])
    return block('logic_compare', { OP: COMPARE[op] }, { A: sub(reader, a), B: sub(reader, b) });
  if (op === 'and' || op === 'or') {
    return block('logic_operation', { OP: op.toUpperCase() }, { A: sub(reader, a), B: sub(reader, b) });
  }
  return null;
};

const call = (reader: Reader, node: SyntaxNode): BlockJson | null => {
  const callee = textOf(reader.source, node.firstChild ?? node);
  const args = argumentsOf(node);
  if (!args) return null;
  const known = CALLS[callee];
  if (known && args.length === 1) {
    const [type, field, op, input] = known;
    return block(type, { [field]: op }, { [input]: sub(reader, args[0]) });
  }
  if (callee === 'random.randint' && args.length === 2) {
    return block('math_random_int', {}, { FROM: sub(reader, args[0]), TO: sub(reader, args[1]) });
  }
  if (callee === 'len' && args.length === 1)
    return block('lists_length', {}, { VALUE: sub(reader, args[0]) });
  if (callee === 'str' && args.length === 1) {
    const item = strItem(reader, node, args[0] as SyntaxNode);
    return item.type === 'chispa_python_value' ? item : joinBlock([item]);
  }
  return null;
};

/** A text hole's value: `str(x)` is x when the generator would wrap x in `str()` again. */
const textHole = (reader: Reader, node: SyntaxNode): BlockJson => {
  const parsed = expressionBlock(reader, node);
  const item =
    parsed.type === 'text_join' && countOfItems(parsed) === 1 ? parsed.inputs?.ADD0?.block : undefined;
  return item && !TEXT_TYPES.has(item.type) ? item : parsed;
};

const countOfItems = (join: BlockJson) => (join.extraState as { itemCount?: number } | undefined)?.itemCount;

/** Our blocks whose forms are statements, and those that are values, the most specific first. */
const formsOf = (kind: 'statement' | 'value') =>
  [...CATALOGUE.values()]
    .filter(
      ({ form, definition }) =>
        form.python && !form.setup && (definition.output !== undefined) === (kind === 'value'),
    )
    .map(({ definition, form }) => ({ type: definition.type, form, free: freeHoles(definition.type, form) }))
    .sort((a, b) => a.free - b.free);

const freeHoles = (type: string, form: BlockForm) => {
  const names = new Set([...form.python.matchAll(/__(\w+?)__/g)].map((match) => match[1]));
  const args = CATALOGUE.get(type)?.definition.args0 ?? [];
  return [...names].filter((name) => args.some((arg) => arg.name === name && arg.type === 'input_value'))
    .length;
};

let formTables: Record<'statement' | 'value', ReturnType<typeof formsOf>> | undefined;
const tables = () => {
  formTables ??= { statement: formsOf('statement'), value: formsOf('value') };
  return formTables;
};

/** The block one of our forms reads `node` as (a statement node, or an expression), if any. */
export const formBlock = (
  reader: Reader,
  node: SyntaxNode,
  kind: 'statement' | 'value',
): BlockJson | null => {
  for (const { type, form } of tables()[kind]) {
    for (const python of [form.python, ...(form.alternatives ?? [])]) {
      const bindings =
        kind === 'value'
          ? matchExpression(python, reader.source, node)
          : matchStatements(python, reader.source, [node], 0);
      const built = bindings && fromBindings(reader, type, form, bindings);
      if (built) return built;
    }
  }
  return null;
};

const fromBindings = (
  reader: Reader,
  type: string,
  form: BlockForm,
  bindings: Bindings,
): BlockJson | null => {
  const definition = CATALOGUE.get(type)?.definition;
  const fields: Record<string, FieldValue> = {};
  const inputs: Record<string, BlockJson> = {};
  if (form.device) {
    const kinds = form.device.kinds;
    const dev = bindings.dev;
    const name = dev && textOf(reader.source, dev);
    const device = dev
      ? dev.name === 'VariableName'
        ? reader.devices.get(name ?? '')
        : undefined
      : [...reader.devices.values()].find((candidate) => candidate.kind in kinds);
    if (!device || !(device.kind in kinds)) return null;
    Object.assign(fields, kinds[device.kind]);
    for (const key of DEVICES[device.kind].key) {
      if (definition?.args0?.some((arg) => arg.name === key)) fields[key] = device.args[key] as FieldValue;
    }
  }
  for (const [name, node] of Object.entries(bindings)) {
    if (name === 'dev') continue;
    const arg = definition?.args0?.find((candidate) => candidate.name === name);
    const text = textOf(reader.source, node);
    const map = form.fields?.[name];
    if (map) {
      const value = Object.entries(map).find(([, python]) => python === text)?.[0];
      if (value === undefined) return null;
      fields[name] = value;
    } else if (arg?.type === 'field_chispa_pin') {
      const pin = node.name === 'PropertyName' ? pinOf(text) : null;
      if (pin === null) return null;
      fields[name] = pin;
    } else if (arg?.type === 'input_value') {
      inputs[name] = form.textHoles?.includes(name) ? textHole(reader, node) : expressionBlock(reader, node);
    } else return null;
  }
  return block(type, fields, inputs);
};
