import { CATALOGUE } from './catalogue.ts';

/**
 * Blockly's connection checks, for the parser: a value whose block cannot plug into an input
 * (text into arithmetic, a colour into a loop's list) stays Python, else Blockly would drop it.
 * Blockly's own blocks' checks and outputs are copied here from their definitions.
 */

const CORE_OUTPUTS: Record<string, readonly string[] | null> = {
  math_number: ['Number'],
  text: ['String'],
  logic_boolean: ['Boolean'],
  logic_null: null,
  logic_compare: ['Boolean'],
  logic_operation: ['Boolean'],
  logic_negate: ['Boolean'],
  logic_ternary: null,
  math_arithmetic: ['Number'],
  math_single: ['Number'],
  math_round: ['Number'],
  math_modulo: ['Number'],
  math_random_int: ['Number'],
  text_join: ['String'],
  lists_create_with: ['Array'],
  lists_length: ['Number'],
  variables_get: null,
};

const NUMBER = ['Number'];
const BOOLEAN = ['Boolean'];

const CORE_CHECKS: Record<string, Record<string, readonly string[]>> = {
  logic_operation: { A: BOOLEAN, B: BOOLEAN },
  logic_negate: { BOOL: BOOLEAN },
  logic_ternary: { IF: BOOLEAN },
  math_arithmetic: { A: NUMBER, B: NUMBER },
  math_single: { NUM: NUMBER },
  math_round: { NUM: NUMBER },
  math_modulo: { DIVIDEND: NUMBER, DIVISOR: NUMBER },
  math_random_int: { FROM: NUMBER, TO: NUMBER },
  lists_length: { VALUE: ['String', 'Array'] },
  controls_whileUntil: { BOOL: BOOLEAN },
  controls_repeat_ext: { TIMES: NUMBER },
  controls_for: { FROM: NUMBER, TO: NUMBER, BY: NUMBER },
  controls_forEach: { LIST: ['Array'] },
  math_change: { DELTA: NUMBER },
};

const asList = (value: unknown): readonly string[] | null =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value : null;

const outputOf = (type: string): readonly string[] | null => {
  if (type in CORE_OUTPUTS) return CORE_OUTPUTS[type] ?? null;
  return asList(CATALOGUE.get(type)?.definition.output);
};

const checkOf = (type: string, input: string): readonly string[] | null => {
  if (type === 'controls_if') return /^IF\d+$/.test(input) ? BOOLEAN : null;
  const core = CORE_CHECKS[type]?.[input];
  if (core) return core;
  const arg = CATALOGUE.get(type)?.definition.args0?.find((candidate) => candidate.name === input);
  return asList((arg as { check?: unknown } | undefined)?.check);
};

/** Whether a block of `child` type plugs into `input` of a `parent` block, as Blockly checks it. */
export const fits = (parent: string, input: string, child: string): boolean => {
  const check = checkOf(parent, input);
  const output = outputOf(child);
  return !check || !output || output.some((type) => check.includes(type));
};
