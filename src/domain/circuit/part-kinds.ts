import { BITDOGLAB_TYPE } from './bitdoglab.ts';
import { BREADBOARD_TYPE, PICO_TYPE } from './parts.ts';

/** The headings of the parts palette, in the order it shows them; `other` holds types we do not know. */
export const PALETTE_GROUPS = ['boards', 'outputs', 'inputs', 'sensors', 'breadboard', 'other'] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

/**
 * What a student calls a part (a key of `parts.names.` in the web's locale files) and where the
 * palette lists it, for every Wokwi type the catalogue offers.
 */
interface PartKind {
  name: string;
  group: Exclude<PaletteGroup, 'other'>;
}

export const PART_KINDS: Readonly<Record<string, PartKind>> = {
  [PICO_TYPE]: { name: 'pico', group: 'boards' },
  [BITDOGLAB_TYPE]: { name: 'bitdoglab', group: 'boards' },
  [BREADBOARD_TYPE]: { name: 'breadboard', group: 'breadboard' },
  'wokwi-led': { name: 'led', group: 'outputs' },
  'wokwi-rgb-led': { name: 'rgbLed', group: 'outputs' },
  'wokwi-resistor': { name: 'resistor', group: 'outputs' },
  'wokwi-buzzer': { name: 'buzzer', group: 'outputs' },
  'wokwi-servo': { name: 'servo', group: 'outputs' },
  'wokwi-neopixel': { name: 'neopixel', group: 'outputs' },
  'wokwi-led-ring': { name: 'ledRing', group: 'outputs' },
  'wokwi-7segment': { name: 'sevenSegment', group: 'outputs' },
  'wokwi-ssd1306': { name: 'oled', group: 'outputs' },
  'wokwi-lcd1602': { name: 'lcd', group: 'outputs' },
  'wokwi-pushbutton': { name: 'pushbutton', group: 'inputs' },
  'wokwi-slide-switch': { name: 'slideSwitch', group: 'inputs' },
  'wokwi-potentiometer': { name: 'potentiometer', group: 'inputs' },
  'wokwi-slide-potentiometer': { name: 'slidePotentiometer', group: 'inputs' },
  'wokwi-membrane-keypad': { name: 'keypad', group: 'inputs' },
  'wokwi-analog-joystick': { name: 'joystick', group: 'inputs' },
  'wokwi-ky-040': { name: 'rotaryEncoder', group: 'inputs' },
  'wokwi-photoresistor-sensor': { name: 'photoresistor', group: 'sensors' },
  'wokwi-hc-sr04': { name: 'ultrasonic', group: 'sensors' },
  'wokwi-dht22': { name: 'dht22', group: 'sensors' },
  'wokwi-pir-motion-sensor': { name: 'pir', group: 'sensors' },
  'wokwi-ntc-temperature-sensor': { name: 'ntc', group: 'sensors' },
};

const kindOf = (type: string): PartKind | undefined =>
  Object.hasOwn(PART_KINDS, type) ? PART_KINDS[type] : undefined;

export const paletteGroupOf = (type: string): PaletteGroup => kindOf(type)?.group ?? 'other';

/** The `parts.names.` key of a known type, or undefined for a type we have no name for. */
export const partKindName = (type: string): string | undefined => kindOf(type)?.name;

export const isBoardType = (type: string): boolean => paletteGroupOf(type) === 'boards';

/** Items grouped under the palette's headings, in heading order; groups with no items are left out. */
export const groupForPalette = <T>(
  items: readonly T[],
  typeOf: (item: T) => string,
): { group: PaletteGroup; items: T[] }[] =>
  PALETTE_GROUPS.map((group) => ({
    group,
    items: items.filter((item) => paletteGroupOf(typeOf(item)) === group),
  })).filter((section) => section.items.length > 0);
