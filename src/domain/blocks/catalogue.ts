/**
 * The blocks a student finds in the Blocks view (issue 30), as data: each block's Blockly JSON
 * definition and the toolbox's categories in order. No Blockly import: the web view registers
 * these definitions (`Blockly.common.defineBlocksWithJsonArray`) after filling the messages
 * (`%{BKY_…}`) from the page's language (i18n key `blocks.msg.<KEY>` → `Blockly.Msg[<KEY>]`),
 * and replaces every `field_chispa_pin` with a dropdown of the board's pins that have its
 * `capability`, named by the parts wired to them ("LED rojo 1 (GP15)").
 *
 * Blockly's own blocks (controls_if, logic_compare, math_number, variables_get…) keep their
 * definitions and Blockly's own translations; they are listed in the toolbox by type only.
 */

/** What a pin must do for a block: the Pico's pins that can. */
export type PinCapability = 'digital' | 'pwm' | 'analog';

/** A `field_chispa_pin` in a block definition's `args0`: the web view turns it into a dropdown. */
export interface PinFieldDefinition {
  type: 'field_chispa_pin';
  name: string;
  capability: PinCapability;
  /** The pin a new block shows (a guide's usual wiring), when the board has it. */
  value?: string;
}

/** A Blockly JSON block definition (https://developers.google.com/blockly/guides/create-custom-blocks/define/structure-json). */
export interface BlockDefinition {
  type: string;
  message0: string;
  args0?: Array<Record<string, unknown> | PinFieldDefinition>;
  message1?: string;
  args1?: Array<Record<string, unknown>>;
  previousStatement?: string | null;
  nextStatement?: string | null;
  output?: string | string[] | null;
  inputsInline?: boolean;
  /** The category's colour (see TOOLBOX_CATEGORIES): blocks look like their drawer. */
  colour?: number | string;
  style?: string;
  tooltip?: string;
  helpUrl?: string;
}

/** The toolbox's categories in order; their names are `blocks.category.<id>` in i18n. */
export const TOOLBOX_CATEGORIES = [
  'pins',
  'time',
  'console',
  'logic',
  'loops',
  'math',
  'variables',
  'lists',
  'led',
  'rgbLed',
  'buzzer',
  'servo',
  'neopixel',
  'button',
  'potentiometer',
  'photoresistor',
  'hcsr04',
  'dht',
  'oled',
  'lcd',
  'sevenSegment',
  'keypad',
] as const;
export type ToolboxCategory = (typeof TOOLBOX_CATEGORIES)[number];

/** One entry of a category's drawer: a block type and, for its value inputs, the shadows it starts with. */
export interface ToolboxBlock {
  type: string;
  /** Blockly toolbox JSON `inputs` (e.g. `{ SECONDS: { shadow: { type: 'math_number', fields: { NUM: 0.5 } } } }`). */
  inputs?: Record<string, unknown>;
  fields?: Record<string, unknown>;
  extraState?: Record<string, unknown>;
}

export interface ToolboxCategoryDefinition {
  id: ToolboxCategory;
  colour: string;
  /** Blockly's dynamic category (`VARIABLE`) instead of a fixed list. */
  custom?: 'VARIABLE';
  blocks: ToolboxBlock[];
}

/**
 * Our own blocks' definitions. The grammar (to-python.ts, from-python.ts) knows each of these
 * types; Blockly's own blocks used in the toolbox are known there by type too.
 */
export const BLOCK_DEFINITIONS: readonly BlockDefinition[] = [
  {
    type: 'chispa_program',
    message0: '%{BKY_CHISPA_PROGRAM}',
    nextStatement: null,
    colour: '#5b67a5',
    tooltip: '%{BKY_CHISPA_PROGRAM_TOOLTIP}',
  },
  {
    type: 'chispa_forever',
    message0: '%{BKY_CHISPA_FOREVER} %1 %2',
    args0: [{ type: 'input_dummy' }, { type: 'input_statement', name: 'DO' }],
    previousStatement: null,
    colour: '#5ba55b',
    tooltip: '%{BKY_CHISPA_FOREVER_TOOLTIP}',
  },
  {
    type: 'chispa_sleep',
    message0: '%{BKY_CHISPA_SLEEP}',
    args0: [{ type: 'input_value', name: 'SECONDS', check: 'Number' }],
    previousStatement: null,
    nextStatement: null,
    inputsInline: true,
    colour: '#a5745b',
    tooltip: '%{BKY_CHISPA_SLEEP_TOOLTIP}',
  },
  {
    type: 'chispa_led_toggle',
    message0: '%{BKY_CHISPA_LED_TOGGLE}',
    args0: [{ type: 'field_chispa_pin', name: 'PIN', capability: 'digital', value: 'GP15' }],
    previousStatement: null,
    nextStatement: null,
    colour: '#c0392b',
    tooltip: '%{BKY_CHISPA_LED_TOGGLE_TOOLTIP}',
  },
];

const seconds = (value: number) => ({ SECONDS: { shadow: { type: 'math_number', fields: { NUM: value } } } });

/** The toolbox: every category in TOOLBOX_CATEGORIES order (a category with no block yet is left out). */
export const TOOLBOX: readonly ToolboxCategoryDefinition[] = [
  { id: 'time', colour: '#a5745b', blocks: [{ type: 'chispa_sleep', inputs: seconds(0.5) }] },
  {
    id: 'loops',
    colour: '#5ba55b',
    blocks: [{ type: 'chispa_forever' }],
  },
  { id: 'math', colour: '#5b67a5', blocks: [{ type: 'math_number', fields: { NUM: 0 } }] },
  { id: 'variables', colour: '#a55b80', custom: 'VARIABLE', blocks: [] },
  { id: 'led', colour: '#c0392b', blocks: [{ type: 'chispa_led_toggle' }] },
];
