import { countOf, fieldOf, inputBlock, own, scalar, textField } from './block-json.ts';
import { type BlockForm, CATALOGUE } from './catalogue.ts';
import type { BlockJson, FieldValue } from './json.ts';
import {
  expressionPatternOf,
  fillPattern,
  precedenceOfNode,
  precedenceOfText,
  UNPARSED,
} from './python-pattern.ts';
import { PRECEDENCE as P, pythonNumber, pythonString } from './python-text.ts';

/** Blocks → Python, the expressions: each value block's code and how tightly it binds. */

export interface GenerateContext {
  variableName(field: FieldValue | undefined): string;
  /** The name of the device a block uses, setting it up the first time. */
  deviceName(block: BlockJson, form: BlockForm): string;
  addImports(lines: readonly string[]): void;
}

type Code = [code: string, precedence: number];

/** Blocks whose value is already text (or kept as typed): a text hole does not wrap them in `str()`. */
export const TEXT_TYPES: ReadonlySet<string> = new Set([
  'text',
  'text_join',
  'chispa_input',
  'chispa_python_value',
]);

const DEFAULT_BY_CHECK: Record<string, string> = {
  Number: '0',
  Boolean: 'False',
  String: '""',
  Array: '[]',
  Colour: '(0, 0, 0)',
};

const COMPARE: Record<string, string> = { EQ: '==', NEQ: '!=', LT: '<', LTE: '<=', GT: '>', GTE: '>=' };
const ARITHMETIC: Record<string, [string, number]> = {
  ADD: ['+', P.additive],
  MINUS: ['-', P.additive],
  MULTIPLY: ['*', P.multiplicative],
  DIVIDE: ['/', P.multiplicative],
  POWER: ['**', P.power],
};
const SINGLE: Record<string, string> = {
  ABS: 'abs',
  ROOT: 'math.sqrt',
  LN: 'math.log',
  LOG10: 'math.log10',
  EXP: 'math.exp',
};
const ROUND: Record<string, string> = { ROUND: 'round', ROUNDUP: 'math.ceil', ROUNDDOWN: 'math.floor' };

const wrap = ([code, precedence]: Code, needed: number) => (precedence < needed ? `(${code})` : code);

/** The number of a `math_number` block, or null for any other block. */
export const numberIn = (block: BlockJson | undefined): number | null => {
  const raw = block?.type === 'math_number' ? block.fields?.NUM : undefined;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isFinite(value) ? value : null;
};

/** The code of an input's block (or `fallback` when it is empty), with parentheses when it binds looser than `needed`. */
export const inputCode = (
  ctx: GenerateContext,
  block: BlockJson,
  input: string,
  needed: number,
  fallback = 'None',
): string => {
  const child = inputBlock(block, input);
  return child ? wrap(expression(ctx, child), needed) : fallback;
};

/** An item shown as text: `str(x)` unless it is text already. */
const asText = (ctx: GenerateContext, block: BlockJson, input: string, needed: number) => {
  const child = inputBlock(block, input);
  if (!child) return '""';
  if (TEXT_TYPES.has(child.type)) return wrap(expression(ctx, child), needed);
  return `str(${wrap(expression(ctx, child), 0)})`;
};

const join = (ctx: GenerateContext, block: BlockJson): Code => {
  const count = countOf(block, 'itemCount');
  if (count === 0) return ['""', P.atom];
  const items = Array.from({ length: count }, (_, at) => asText(ctx, block, `ADD${at}`, P.additive + 1));
  if (items.length === 1) return [asText(ctx, block, 'ADD0', 0), P.atom];
  return [items.join(' + '), P.additive];
};

/** The code a form gives a block: its pattern's holes filled with fields, inputs and its device's name. */
export const fillForm = (ctx: GenerateContext, block: BlockJson, form: BlockForm): string => {
  const pattern = form.python;
  const definition = CATALOGUE.get(block.type)?.definition;
  const values: Record<string, string> = {};
  if (form.device) values.dev = ctx.deviceName(block, form);
  if (form.imports) ctx.addImports(form.imports);
  for (const [, name] of pattern.matchAll(/__(\w+?)__/g)) {
    if (!name || name in values) continue;
    const arg = definition?.args0?.find((candidate) => candidate.name === name) as
      | { type?: string; check?: string }
      | undefined;
    const map = form.fields?.[name];
    if (map) {
      values[name] = own(map, scalar(fieldOf(block, name))) ?? Object.values(map)[0] ?? '';
    } else if (arg?.type === 'field_chispa_pin') {
      values[name] = pinText(fieldOf(block, name), String((arg as { value?: string }).value ?? 'GP0'));
    } else if (arg?.type === 'field_number') {
      values[name] = pythonNumber(fieldOf(block, name));
    } else if (form.textHoles?.includes(name)) {
      values[name] = asText(ctx, block, name, 0);
    } else {
      const fallback = DEFAULT_BY_CHECK[arg?.check ?? ''] ?? 'None';
      values[name] = inputCode(ctx, block, name, form.holePrecedence?.[name] ?? 0, fallback);
    }
  }
  return fillPattern(pattern, values);
};

/** A pin's name as `board.<name>` takes it; anything else (hostile JSON) is the block's default pin. */
export const pinText = (value: unknown, fallback: string) =>
  typeof value === 'string' && /^[A-Za-z_][A-Za-z0-9_]{0,15}$/.test(value) ? value : fallback;

const formPrecedence = (python: string) => {
  const { source, node } = expressionPatternOf(python);
  return precedenceOfNode(source, node);
};

export const expression = (ctx: GenerateContext, block: BlockJson): Code => {
  const form = CATALOGUE.get(block.type)?.form;
  switch (block.type) {
    case 'math_number': {
      const text = pythonNumber(block.fields?.NUM);
      return [text, text.startsWith('-') ? P.unary : P.atom];
    }
    case 'text':
      return [pythonString(textField(block, 'TEXT')), P.atom];
    case 'logic_boolean':
      return [block.fields?.BOOL === 'FALSE' ? 'False' : 'True', P.atom];
    case 'logic_null':
      return ['None', P.atom];
    case 'variables_get':
      return [ctx.variableName(block.fields?.VAR), P.atom];
    case 'logic_compare': {
      const op = own(COMPARE, block.fields?.OP) ?? '==';
      const a = inputCode(ctx, block, 'A', P.compare + 1, '0');
      return [`${a} ${op} ${inputCode(ctx, block, 'B', P.compare + 1, '0')}`, P.compare];
    }
    case 'logic_operation': {
      const [op, precedence] = block.fields?.OP === 'OR' ? ['or', P.or] : ['and', P.and];
      // A `not` beside and/or gets parentheses: the editor's grammar reads `not a and b` as `not (a and b)`.
      const side = (input: string, needed: number) => {
        const child = inputBlock(block, input);
        if (!child) return 'False';
        const code = expression(ctx, child);
        return code[1] === P.not ? `(${code[0]})` : wrap(code, needed);
      };
      return [`${side('A', precedence)} ${op} ${side('B', precedence + 1)}`, precedence];
    }
    case 'logic_negate':
      return [`not ${inputCode(ctx, block, 'BOOL', P.not, 'False')}`, P.not];
    case 'logic_ternary': {
      const then = inputCode(ctx, block, 'THEN', P.or, 'None');
      const test = inputCode(ctx, block, 'IF', P.or, 'False');
      return [
        `${then} if ${test} else ${inputCode(ctx, block, 'ELSE', P.conditional, 'None')}`,
        P.conditional,
      ];
    }
    case 'math_arithmetic': {
      const [op, precedence] = own(ARITHMETIC, block.fields?.OP) ?? ['+', P.additive];
      const power = op === '**';
      const a = inputCode(ctx, block, 'A', power ? P.atom : precedence, '0');
      return [`${a} ${op} ${inputCode(ctx, block, 'B', power ? P.unary : precedence + 1, '0')}`, precedence];
    }
    case 'math_single': {
      const op = scalar(block.fields?.OP);
      if (op === 'NEG') return [`-${inputCode(ctx, block, 'NUM', P.power, '0')}`, P.unary];
      if (op === 'POW10') return [`10 ** ${inputCode(ctx, block, 'NUM', P.unary, '0')}`, P.power];
      const call = own(SINGLE, op) ?? 'abs';
      if (call.startsWith('math.')) ctx.addImports(['import math']);
      return [`${call}(${inputCode(ctx, block, 'NUM', 0, '0')})`, P.atom];
    }
    case 'math_round': {
      const call = own(ROUND, block.fields?.OP) ?? 'round';
      if (call.startsWith('math.')) ctx.addImports(['import math']);
      return [`${call}(${inputCode(ctx, block, 'NUM', 0, '0')})`, P.atom];
    }
    case 'math_modulo': {
      const a = inputCode(ctx, block, 'DIVIDEND', P.multiplicative, '0');
      return [`${a} % ${inputCode(ctx, block, 'DIVISOR', P.multiplicative + 1, '1')}`, P.multiplicative];
    }
    case 'math_random_int':
      ctx.addImports(['import random']);
      return [
        `random.randint(${inputCode(ctx, block, 'FROM', 0, '0')}, ${inputCode(ctx, block, 'TO', 0, '0')})`,
        P.atom,
      ];
    case 'text_join':
      return join(ctx, block);
    case 'lists_create_with': {
      const count = countOf(block, 'itemCount');
      const items = Array.from({ length: count }, (_, at) => inputCode(ctx, block, `ADD${at}`, 0, 'None'));
      return [`[${items.join(', ')}]`, P.atom];
    }
    case 'lists_length':
      return [`len(${inputCode(ctx, block, 'VALUE', 0, '[]')})`, P.atom];
    case 'chispa_python_value': {
      const code = textField(block, 'CODE')
        .replace(/\s*\n\s*/g, ' ')
        .trim();
      // Text that is no expression on its own (an unclosed string) goes back as it came, unwrapped.
      const precedence = precedenceOfText(code);
      return code ? [code, precedence === UNPARSED ? P.atom : precedence] : ['None', P.atom];
    }
    default:
      if (form?.python && !form.setup && CATALOGUE.get(block.type)?.definition.output !== undefined) {
        return [fillForm(ctx, block, form), formPrecedence(form.python)];
      }
      return ['None', P.atom];
  }
};
