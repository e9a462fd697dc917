import { LANGUAGE_ENV } from '../code/firmware.ts';
import { BITDOGLAB_TYPE, BITDOGLAB_VERSIONS, DEFAULT_BITDOGLAB_VERSION } from './bitdoglab.ts';

/**
 * The parts the editor offers. Types are Wokwi's names, so diagram.json moves both ways; most are
 * drawn by `@wokwi/elements` (the type is the custom element's tag), the Pi Pico and the
 * breadboard are ours (ARCHITECTURE.md, canvas row).
 */

export type PartCategory = 'boards' | 'outputs' | 'inputs' | 'sensors' | 'displays' | 'wiring';

/** An editable attr. The web labels it `t('parts.props.<attr>')`; options are attr values. */
export type PartProperty =
  | { attr: string; kind: 'select'; options: readonly string[] }
  | { attr: string; kind: 'color'; options: readonly string[] }
  | { attr: string; kind: 'number'; min?: number; max?: number; step?: number }
  /** Ohms as Wokwi stores them ("4700"), shown and typed with units ("4,7 kΩ", "4k7"). */
  | { attr: string; kind: 'resistance' }
  /** A fraction Wokwi stores ("0.1"), shown and typed as a percent ("10 %"). */
  | { attr: string; kind: 'percent' }
  | { attr: string; kind: 'text'; maxLength: number };

export interface PartDefinition {
  type: string;
  /** Ids are `<prefix><n>` (spec §7 "Next component id"). */
  idPrefix: string;
  category: PartCategory;
  /** `wokwi-element`: `<type>` from @wokwi/elements; `chispa`: our own SVG component. */
  drawnBy: 'wokwi-element' | 'chispa';
  defaultAttrs: Readonly<Record<string, string>>;
  properties: readonly PartProperty[];
}

const LED_COLORS = ['red', 'green', 'yellow', 'blue', 'orange', 'white', 'purple'] as const;
const BUTTON_COLORS = ['red', 'green', 'blue', 'yellow', 'black', 'white', 'grey'] as const;
const COMMON = ['anode', 'cathode'] as const;

const element = (
  type: string,
  idPrefix: string,
  category: PartCategory,
  defaultAttrs: Record<string, string> = {},
  properties: PartProperty[] = [],
): PartDefinition => ({ type, idPrefix, category, drawnBy: 'wokwi-element', defaultAttrs, properties });

export const PICO_TYPE = 'wokwi-pi-pico';
/** Wokwi's own name for the 30-column board; `wokwi-breadboard` and `-mini` also exist there. */
export const BREADBOARD_TYPE = 'wokwi-breadboard-half';

/**
 * A part the stored diagram held but the canvas cannot draw (no type, bad coordinates, attrs
 * that are not text…), as `repairDiagram` keeps it: a marked placeholder the user can see and
 * delete. Its `type` attr is the type it was saved with, when that was text.
 */
export const BROKEN_PART_TYPE = 'chispa-broken-part';

export const PART_DEFINITIONS: readonly PartDefinition[] = [
  {
    type: PICO_TYPE,
    idPrefix: 'pico',
    category: 'boards',
    drawnBy: 'chispa',
    // Wokwi picks the firmware from `env`; without it a Pico boots MicroPython there.
    defaultAttrs: { env: LANGUAGE_ENV.circuitpython },
    properties: [],
  },
  {
    type: BITDOGLAB_TYPE,
    idPrefix: 'bitdoglab',
    category: 'boards',
    drawnBy: 'chispa',
    // Its language is MicroPython, as in the schools that use it (code/language.ts).
    defaultAttrs: { env: LANGUAGE_ENV.micropython, version: DEFAULT_BITDOGLAB_VERSION },
    properties: [{ attr: 'version', kind: 'select', options: BITDOGLAB_VERSIONS }],
  },
  {
    type: BREADBOARD_TYPE,
    idPrefix: 'bb',
    category: 'wiring',
    drawnBy: 'chispa',
    defaultAttrs: {},
    properties: [],
  },
  element('wokwi-led', 'led', 'outputs', { color: 'red' }, [
    { attr: 'color', kind: 'color', options: LED_COLORS },
    { attr: 'label', kind: 'text', maxLength: 20 },
  ]),
  element('wokwi-rgb-led', 'rgb', 'outputs', { common: 'cathode' }, [
    { attr: 'common', kind: 'select', options: COMMON },
  ]),
  element('wokwi-resistor', 'r', 'outputs', { value: '220' }, [{ attr: 'value', kind: 'resistance' }]),
  element('wokwi-buzzer', 'bz', 'outputs', { volume: '0.1' }, [{ attr: 'volume', kind: 'percent' }]),
  element('wokwi-servo', 'servo', 'outputs', { horn: 'single' }, [
    { attr: 'horn', kind: 'select', options: ['single', 'double', 'cross'] },
  ]),
  element('wokwi-neopixel', 'pixel', 'outputs'),
  element('wokwi-pushbutton', 'btn', 'inputs', { color: 'red' }, [
    { attr: 'color', kind: 'color', options: BUTTON_COLORS },
    { attr: 'key', kind: 'text', maxLength: 1 },
    { attr: 'label', kind: 'text', maxLength: 20 },
  ]),
  element('wokwi-slide-switch', 'sw', 'inputs'),
  element('wokwi-potentiometer', 'pot', 'inputs', {}, [
    { attr: 'value', kind: 'number', min: 0, max: 1023, step: 1 },
  ]),
  element('wokwi-membrane-keypad', 'keypad', 'inputs'),
  element('wokwi-photoresistor-sensor', 'ldr', 'sensors', { lux: '500' }, [
    { attr: 'lux', kind: 'number', min: 0, max: 100000, step: 1 },
  ]),
  element('wokwi-hc-sr04', 'sonar', 'sensors', { distance: '100' }, [
    { attr: 'distance', kind: 'number', min: 2, max: 400, step: 1 },
  ]),
  element('wokwi-dht22', 'dht', 'sensors', { temperature: '24', humidity: '40' }, [
    { attr: 'temperature', kind: 'number', min: -40, max: 80, step: 0.1 },
    { attr: 'humidity', kind: 'number', min: 0, max: 100, step: 0.1 },
  ]),
  element('wokwi-7segment', 'sevseg', 'displays', { color: 'red', common: 'anode', digits: '1' }, [
    { attr: 'color', kind: 'color', options: LED_COLORS },
    { attr: 'common', kind: 'select', options: COMMON },
    { attr: 'digits', kind: 'select', options: ['1', '2', '3', '4'] },
  ]),
  element('wokwi-ssd1306', 'oled', 'displays', { i2cAddress: '0x3c' }, [
    { attr: 'i2cAddress', kind: 'select', options: ['0x3c', '0x3d'] },
  ]),
];

const BY_TYPE = new Map(PART_DEFINITIONS.map((d) => [d.type, d]));

export const getPartDefinition = (type: string): PartDefinition | undefined => BY_TYPE.get(type);

/** Leaves room for the number within the id length limit, whatever the type. */
const ID_PREFIX_MAX = 24;

/**
 * Id prefix for a part type: the catalogue's, else the type without `wokwi-`/`board-` and
 * non-letters (`wokwi-ir-receiver` → `irreceiver`), so foreign parts from diagram.json get ids too.
 */
export const idPrefixFor = (type: string): string =>
  BY_TYPE.get(type)?.idPrefix ??
  (type
    .replace(/^(wokwi|board)-/, '')
    .replace(/[^a-z]/gi, '')
    .toLowerCase()
    .slice(0, ID_PREFIX_MAX) ||
    'part');

export const defaultAttrsFor = (type: string): Record<string, string> => ({
  ...BY_TYPE.get(type)?.defaultAttrs,
});

export type WireColorRole = 'ground' | 'power' | 'signal';

const GROUND = /^(GND|VSS|AGND)(\.\d+)?$/i;
const POWER = /^(VCC|VDD|VIN|V\+|3V3|3\.3V|5V|VSYS|VBUS)(\.\d+)?$/i;

export const pinRole = (pin: string): WireColorRole =>
  GROUND.test(pin) ? 'ground' : POWER.test(pin) ? 'power' : 'signal';

const ROLE_COLORS: Record<WireColorRole, string> = { ground: 'black', power: 'red', signal: 'green' };

/** Wokwi's automatic wire colour: GND black, power red, anything else green. */
export const autoWireColor = (fromPin: string, toPin: string): string => {
  const roles = [pinRole(fromPin), pinRole(toPin)];
  if (roles.includes('ground')) return ROLE_COLORS.ground;
  if (roles.includes('power')) return ROLE_COLORS.power;
  return ROLE_COLORS.signal;
};

export type { PartPin, PinSignal } from './pico.ts';
export { isPicoPin, PICO_PIN_NAMES, PICO_PINS, PICO_SIZE, PIN_PITCH_PX } from './pico.ts';
