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
