import type { BlockDefinition, PinCapability, PinFieldDefinition, ShadowDefinition } from '../catalogue.ts';

/** Short ways to write the catalogue's definitions: every block's message is `%{BKY_<TYPE>}`. */

/** `chispa_led_set` → `CHISPA_LED_SET`: the block's message key (its tooltip adds `_TOOLTIP`). */
export const messageKey = (type: string) => type.toUpperCase();

type Arg = Record<string, unknown> | PinFieldDefinition;

const base = (type: string, colour: string, args: Arg[]): BlockDefinition => ({
  type,
  message0: `%{BKY_${messageKey(type)}}`,
  ...(args.length > 0 && { args0: args }),
  inputsInline: true,
  colour,
  tooltip: `%{BKY_${messageKey(type)}_TOOLTIP}`,
});

export const statementBlock = (type: string, colour: string, args: Arg[] = []): BlockDefinition => ({
  ...base(type, colour, args),
  previousStatement: null,
  nextStatement: null,
});

export const valueBlock = (
  type: string,
  colour: string,
  output: string | string[] | null,
  args: Arg[] = [],
): BlockDefinition => ({ ...base(type, colour, args), output });

export const pinField = (name: string, capability: PinCapability, value: string): PinFieldDefinition => ({
  type: 'field_chispa_pin',
  name,
  capability,
  value,
});

export const valueInput = (name: string, check?: string | string[]) => ({
  type: 'input_value',
  name,
  ...(check && { check }),
});

export const statementInput = (name: string) => ({ type: 'input_statement', name });

export const endRow = () => ({ type: 'input_end_row' });

/** A dropdown whose labels are messages (`[[KEY, VALUE]]` → `[['%{BKY_KEY}', VALUE]]`). */
export const dropdown = (name: string, options: Array<[string, string]>) => ({
  type: 'field_dropdown',
  name,
  options: options.map(([key, value]) => [`%{BKY_${key}}`, value]),
});

export const numberField = (name: string, value: number, min?: number, max?: number) => ({
  type: 'field_number',
  name,
  value,
  ...(min !== undefined && { min }),
  ...(max !== undefined && { max }),
});

export const textField = (name: string, text = '') => ({ type: 'field_input', name, text });

export const numberShadow = (value: number): ShadowDefinition => ({
  type: 'math_number',
  fields: { NUM: value },
});
export const textShadow = (text: string): ShadowDefinition => ({ type: 'text', fields: { TEXT: text } });
export const booleanShadow = (value: boolean): ShadowDefinition => ({
  type: 'logic_boolean',
  fields: { BOOL: value ? 'TRUE' : 'FALSE' },
});
