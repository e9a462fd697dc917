import { BITDOGLAB_TYPE } from '../circuit/bitdoglab.ts';
import { PART_KINDS } from '../circuit/part-kinds.ts';
import { BREADBOARD_TYPE, PICO_TYPE } from '../circuit/parts.ts';
import { deviceDefinitionOf } from './registry.ts';

// Everything here is built on first use, not when the module loads: the code editor's hints read
// it from a page's chunk that can load before the chunk holding PART_KINDS is initialised.

/**
 * What drives each part of the palette in the simulator (issue 24): the table behind the
 * workspace's "Supported parts and libraries" help, and the test that no part is left dead.
 * Device parts take their modules from their device definition (registry.ts); the parts the
 * netlist simulates (netlist.ts) are listed here.
 */

const netlistModules = (): Readonly<Record<string, readonly string[]>> => ({
  [PICO_TYPE]: ['board', 'digitalio', 'analogio', 'pwmio', 'time', 'microcontroller'],
  // MicroPython's modules: the BitDogLab runs it (code/language.ts).
  [BITDOGLAB_TYPE]: ['machine', 'neopixel', 'ssd1306', 'framebuf', 'time'],
  'wokwi-led': ['digitalio', 'pwmio'],
  'wokwi-rgb-led': ['digitalio', 'pwmio'],
  'wokwi-buzzer': ['pwmio', 'simpleio'],
  'wokwi-servo': ['pwmio', 'adafruit_motor'],
  'wokwi-neopixel': ['neopixel', 'neopixel_write'],
  'wokwi-led-ring': ['neopixel', 'neopixel_write'],
  'wokwi-pushbutton': ['digitalio', 'keypad'],
  'wokwi-slide-switch': ['digitalio'],
  'wokwi-potentiometer': ['analogio'],
  'wokwi-photoresistor-sensor': ['analogio', 'digitalio'],
  'wokwi-membrane-keypad': ['keypad', 'adafruit_matrixkeypad', 'digitalio'],
});

/** Parts that carry current or hold other parts, and are driven by nothing themselves. */
export const isPassivePart = (type: string): boolean => type === 'wokwi-resistor' || type === BREADBOARD_TYPE;

export interface SupportedPart {
  type: string;
  /** The modules a student imports to drive it, most usual first; empty for a passive part. */
  modules: readonly string[];
}

export const modulesFor = (type: string): readonly string[] =>
  deviceDefinitionOf(type)?.modules ?? netlistModules()[type] ?? [];

let supported: readonly SupportedPart[] | undefined;

/** Every part of the palette, in the palette's order, with what drives it. */
export const supportedParts = (): readonly SupportedPart[] => {
  supported ??= Object.keys(PART_KINDS).map((type) => ({ type, modules: modulesFor(type) }));
  return supported;
};
