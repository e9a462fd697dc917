import {
  CONSOLE_FAMILY,
  LISTS_FAMILY,
  LOGIC_FAMILY,
  LOOPS_FAMILY,
  MATH_FAMILY,
  TIME_FAMILY,
} from './catalogue/core.ts';
import { DISPLAY_FAMILIES } from './catalogue/displays.ts';
import { PART_FAMILIES } from './catalogue/parts.ts';
import { PINS_FAMILY } from './catalogue/pins.ts';
import type { DeviceKindId, Role } from './devices.ts';

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
 * Each family (catalogue/*.ts) keeps a block's look and its Python form together.
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

/** A value input's starting shadow: a literal block the student can type into or cover. */
export interface ShadowDefinition {
  type: 'math_number' | 'text' | 'logic_boolean';
  fields: Record<string, string | number>;
}

/**
 * How one of our blocks reads as Python: a pattern (python-pattern.ts) whose holes are the block's
 * fields and inputs (`__PIN__`, `__SECONDS__`) and, for a block that uses a device, `__dev__`.
 */
export interface BlockForm {
  python: string;
  /** Other ways people type the same thing, read as this block (`map_range(…)` imported from simpleio). */
  alternatives?: readonly string[];
  /** Import lines the form needs beyond its device's. */
  imports?: readonly string[];
  /** The device the block uses: which kind each value of its fields means, and the role it names it by. */
  device?: { kinds: Partial<Record<DeviceKindId, Record<string, string>>>; role: Role };
  /** The block only sets its device up (with the block's pins and numbers): no line of its own in the program. */
  setup?: boolean;
  /** A dropdown field's Python text per value (`STATE`: `ON` → `True`). */
  fields?: Record<string, Record<string, string>>;
  /** Inputs shown as text: any value goes in, wrapped in `str()` unless it is text already. */
  textHoles?: readonly string[];
  /** The precedence an input's code needs in its hole (`__DUTY__ * 65535` needs a product's operand). */
  holePrecedence?: Record<string, number>;
}

export interface CatalogueBlock {
  definition: BlockDefinition;
  form: BlockForm;
  /** The shadows the block starts with in the toolbox (and that the parser gives literal values). */
  shadows?: Record<string, ShadowDefinition>;
  /** Its toolbox entry's fields, when not the definition's defaults. */
  toolboxFields?: Record<string, unknown>;
  /** Its toolbox entry's inputs beyond the shadows (a colour block in a NeoPixel's colour). */
  toolboxInputs?: Record<string, unknown>;
}

/** A Blockly block in a drawer, with the shadows it starts with. */
export interface CoreToolboxBlock {
  type: string;
  shadows?: Record<string, ShadowDefinition>;
  fields?: Record<string, unknown>;
  extraState?: Record<string, unknown>;
}

export interface Family {
  category: ToolboxCategory;
  colour: string;
  custom?: 'VARIABLE';
  /** The drawer in order: our blocks and Blockly's. */
  blocks: Array<CatalogueBlock | CoreToolboxBlock>;
}

const isOwn = (entry: CatalogueBlock | CoreToolboxBlock): entry is CatalogueBlock => 'definition' in entry;

const VARIABLES_FAMILY: Family = { category: 'variables', colour: '#a55b80', custom: 'VARIABLE', blocks: [] };

/** Every family in TOOLBOX_CATEGORIES order. */
export const FAMILIES: readonly Family[] = [
  PINS_FAMILY,
  TIME_FAMILY,
  CONSOLE_FAMILY,
  LOGIC_FAMILY,
  LOOPS_FAMILY,
  MATH_FAMILY,
  VARIABLES_FAMILY,
  LISTS_FAMILY,
  ...PART_FAMILIES,
  ...DISPLAY_FAMILIES,
].sort((a, b) => TOOLBOX_CATEGORIES.indexOf(a.category) - TOOLBOX_CATEGORIES.indexOf(b.category));

const PROGRAM: CatalogueBlock = {
  definition: {
    type: 'chispa_program',
    message0: '%{BKY_CHISPA_PROGRAM}',
    nextStatement: null,
    colour: '#5b67a5',
    tooltip: '%{BKY_CHISPA_PROGRAM_TOOLTIP}',
  },
  form: { python: '' },
};

const OWN_BLOCKS: readonly CatalogueBlock[] = [
  PROGRAM,
  ...FAMILIES.flatMap((family) => family.blocks.filter(isOwn)),
];

/**
 * Our own blocks' definitions. The grammar (to-python.ts, from-python.ts) knows each of these
 * types; Blockly's own blocks used in the toolbox are known there by type too.
 */
export const BLOCK_DEFINITIONS: readonly BlockDefinition[] = OWN_BLOCKS.map((block) => block.definition);

/** Our blocks by type, with their Python forms. */
export const CATALOGUE: ReadonlyMap<string, CatalogueBlock> = new Map(
  OWN_BLOCKS.map((block) => [block.definition.type, block]),
);

/** Each block type's inputs' shadows (our blocks' and Blockly's in the toolbox). */
export const SHADOWS: ReadonlyMap<string, Record<string, ShadowDefinition>> = new Map(
  FAMILIES.flatMap((family) =>
    family.blocks.map(
      (entry) => [isOwn(entry) ? entry.definition.type : entry.type, entry.shadows ?? {}] as const,
    ),
  ),
);

const toolboxInputs = (shadows: Record<string, ShadowDefinition> | undefined) =>
  shadows && Object.keys(shadows).length > 0
    ? Object.fromEntries(Object.entries(shadows).map(([name, shadow]) => [name, { shadow }]))
    : undefined;

const toolboxBlock = (entry: CatalogueBlock | CoreToolboxBlock): ToolboxBlock => {
  const type = isOwn(entry) ? entry.definition.type : entry.type;
  const fields = isOwn(entry) ? entry.toolboxFields : entry.fields;
  const own = isOwn(entry) ? entry.toolboxInputs : undefined;
  const shadows = toolboxInputs(entry.shadows);
  const inputs = shadows || own ? { ...shadows, ...own } : undefined;
  const extraState = isOwn(entry) ? undefined : entry.extraState;
  return { type, ...(inputs && { inputs }), ...(fields && { fields }), ...(extraState && { extraState }) };
};

/** The toolbox: every category in TOOLBOX_CATEGORIES order. */
export const TOOLBOX: readonly ToolboxCategoryDefinition[] = FAMILIES.map((family) => ({
  id: family.category,
  colour: family.colour,
  ...(family.custom && { custom: family.custom }),
  blocks: family.blocks.map(toolboxBlock),
}));
