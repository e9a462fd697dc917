import type { Family } from '../catalogue.ts';
import { PRECEDENCE } from '../python-text.ts';
import {
  numberShadow,
  statementBlock,
  statementInput,
  textField,
  textShadow,
  valueBlock,
  valueInput,
} from './define.ts';

/** Time, console, logic, loops, math and lists: Python's own statements and expressions. */

const TIME = '#a5745b';
const CONSOLE = '#5ba58c';
const LOGIC = '#5b80a5';
const LOOPS = '#5ba55b';
const MATH = '#5b67a5';
const LISTS = '#745ba5';
const IMPORT_TIME = ['import time'];

export const TIME_FAMILY: Family = {
  category: 'time',
  colour: TIME,
  blocks: [
    {
      definition: statementBlock('chispa_sleep', TIME, [valueInput('SECONDS', 'Number')]),
      form: { python: 'time.sleep(__SECONDS__)', imports: IMPORT_TIME },
      shadows: { SECONDS: numberShadow(0.5) },
    },
    {
      definition: valueBlock('chispa_monotonic', TIME, 'Number'),
      form: { python: 'time.monotonic()', imports: IMPORT_TIME },
    },
  ],
};

export const CONSOLE_FAMILY: Family = {
  category: 'console',
  colour: CONSOLE,
  blocks: [
    { type: 'text_print', shadows: { TEXT: textShadow('') } },
    {
      definition: valueBlock('chispa_input', CONSOLE, 'String', [valueInput('PROMPT')]),
      form: { python: 'input(__PROMPT__)' },
      shadows: { PROMPT: textShadow('?') },
    },
    {
      definition: valueBlock('chispa_input_number', CONSOLE, 'Number', [valueInput('PROMPT')]),
      form: { python: 'float(input(__PROMPT__))' },
      shadows: { PROMPT: textShadow('?') },
    },
    { type: 'text' },
    { type: 'text_join', extraState: { itemCount: 2 } },
    {
      // The program's notes: `# text` on a line of its own.
      definition: statementBlock('chispa_comment', CONSOLE, [textField('TEXT')]),
      form: { python: '' },
    },
    {
      // Python the blocks cannot say, kept as it was written (one or more lines).
      definition: statementBlock('chispa_python', '#7f8c8d', [textField('CODE')]),
      form: { python: '' },
    },
    {
      definition: valueBlock('chispa_python_value', '#7f8c8d', null, [textField('CODE')]),
      form: { python: '' },
    },
  ],
};

export const LOGIC_FAMILY: Family = {
  category: 'logic',
  colour: LOGIC,
  blocks: [
    { type: 'controls_if' },
    { type: 'controls_if', extraState: { hasElse: true } },
    { type: 'logic_compare' },
    { type: 'logic_operation' },
    { type: 'logic_negate' },
    { type: 'logic_boolean' },
    { type: 'logic_null' },
    { type: 'logic_ternary' },
  ],
};

export const LOOPS_FAMILY: Family = {
  category: 'loops',
  colour: LOOPS,
  blocks: [
    {
      definition: {
        type: 'chispa_forever',
        message0: '%{BKY_CHISPA_FOREVER} %1 %2',
        args0: [{ type: 'input_dummy' }, statementInput('DO')],
        previousStatement: null,
        colour: LOOPS,
        tooltip: '%{BKY_CHISPA_FOREVER_TOOLTIP}',
      },
      form: { python: '' },
    },
    { type: 'controls_repeat_ext', shadows: { TIMES: numberShadow(10) } },
    { type: 'controls_whileUntil' },
    {
      type: 'controls_for',
      fields: { VAR: { name: 'i' } },
      shadows: { FROM: numberShadow(1), TO: numberShadow(10), BY: numberShadow(1) },
    },
    { type: 'controls_forEach' },
    { type: 'controls_flow_statements' },
  ],
};

export const MATH_FAMILY: Family = {
  category: 'math',
  colour: MATH,
  blocks: [
    { type: 'math_number', fields: { NUM: 0 } },
    { type: 'math_arithmetic', shadows: { A: numberShadow(1), B: numberShadow(1) } },
    { type: 'math_single', shadows: { NUM: numberShadow(9) } },
    { type: 'math_modulo', shadows: { DIVIDEND: numberShadow(64), DIVISOR: numberShadow(10) } },
    { type: 'math_round', shadows: { NUM: numberShadow(3.1) } },
    { type: 'math_random_int', shadows: { FROM: numberShadow(1), TO: numberShadow(100) } },
    {
      definition: valueBlock('chispa_map_range', MATH, 'Number', [
        valueInput('VALUE', 'Number'),
        valueInput('FROM_LOW', 'Number'),
        valueInput('FROM_HIGH', 'Number'),
        valueInput('TO_LOW', 'Number'),
        valueInput('TO_HIGH', 'Number'),
      ]),
      form: {
        python: 'simpleio.map_range(__VALUE__, __FROM_LOW__, __FROM_HIGH__, __TO_LOW__, __TO_HIGH__)',
        alternatives: ['map_range(__VALUE__, __FROM_LOW__, __FROM_HIGH__, __TO_LOW__, __TO_HIGH__)'],
        imports: ['import simpleio'],
      },
      shadows: {
        FROM_LOW: numberShadow(0),
        FROM_HIGH: numberShadow(65535),
        TO_LOW: numberShadow(0),
        TO_HIGH: numberShadow(100),
      },
    },
    {
      definition: valueBlock('chispa_int', MATH, 'Number', [valueInput('VALUE')]),
      form: { python: 'int(__VALUE__)' },
    },
  ],
};

export const LISTS_FAMILY: Family = {
  category: 'lists',
  colour: LISTS,
  blocks: [
    { type: 'lists_create_with', extraState: { itemCount: 0 } },
    { type: 'lists_create_with', extraState: { itemCount: 3 } },
    { type: 'lists_length' },
    {
      definition: valueBlock('chispa_list_item', LISTS, null, [
        valueInput('LIST'),
        valueInput('INDEX', 'Number'),
      ]),
      form: { python: '__LIST__[__INDEX__]', holePrecedence: { LIST: PRECEDENCE.atom } },
      shadows: { INDEX: numberShadow(0) },
    },
    {
      definition: statementBlock('chispa_list_append', LISTS, [valueInput('LIST'), valueInput('ITEM')]),
      form: { python: '__LIST__.append(__ITEM__)', holePrecedence: { LIST: PRECEDENCE.atom } },
    },
  ],
};
