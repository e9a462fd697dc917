/**
 * The Raspberry Pi Pico as we draw it: upright, USB at the top, seen from above. Pin names are
 * Wokwi's (circuitpython-pico.md §1.1, §1.3); positions use @wokwi/elements' scale (mm × 3.78,
 * so the 2.54 mm header pitch is 9.6 px, as on its Arduino Nano).
 */

/** Same shape as @wokwi/elements' `PinSignalInfo`, so the SVG component can be a drop-in. */
export type PinSignal =
  | { type: 'power'; signal: 'GND' | 'VCC'; voltage?: number }
  | { type: 'pwm' }
  | { type: 'analog'; channel?: number };

/** Same shape as @wokwi/elements' `ElementPin`: x / y in CSS px from the part's top-left. */
export interface PartPin {
  name: string;
  x: number;
  y: number;
  signals: PinSignal[];
  /** Physical header pin, 1–40. */
  number?: number;
}

export const PIN_PITCH_PX = 9.6;

/** 21 × 51 mm board; 80 × 192 keeps every pin on the 9.6 px grid from the origin's half-pitch. */
export const PICO_SIZE = { width: 80, height: 192 } as const;

/** Header columns 17.78 mm (7 pitches) apart, centred on the board. */
const LEFT_X = 6.4;
const RIGHT_X = LEFT_X + 7 * PIN_PITCH_PX;
const FIRST_Y = PIN_PITCH_PX / 2;

/** Physical pins 1–20 down the left side; index 0 is pin 1. */
// biome-ignore format: ten pins a line reads as the header
const LEFT = [
  'GP0', 'GP1', 'GND.1', 'GP2', 'GP3', 'GP4', 'GP5', 'GND.2', 'GP6', 'GP7',
  'GP8', 'GP9', 'GND.3', 'GP10', 'GP11', 'GP12', 'GP13', 'GND.4', 'GP14', 'GP15',
] as const;
/** Physical pins 40–21 down the right side; index 0 is pin 40. GND.7 is the AGND pin. */
// biome-ignore format: ten pins a line reads as the header
const RIGHT = [
  'VBUS', 'VSYS', 'GND.8', '3V3_EN', '3V3', 'ADC_VREF', 'GP28', 'GND.7', 'GP27', 'GP26',
  'RUN', 'GP22', 'GND.6', 'GP21', 'GP20', 'GP19', 'GP18', 'GND.5', 'GP17', 'GP16',
] as const;

const signalsOf = (name: string): PinSignal[] => {
  if (name.startsWith('GND')) return [{ type: 'power', signal: 'GND' }];
  if (name === '3V3') return [{ type: 'power', signal: 'VCC', voltage: 3.3 }];
  if (name === 'VSYS' || name === 'VBUS') return [{ type: 'power', signal: 'VCC', voltage: 5 }];
  const gpio = /^GP(\d+)$/.exec(name);
  if (!gpio) return [];
  const n = Number(gpio[1]);
  return n >= 26 ? [{ type: 'pwm' }, { type: 'analog', channel: n - 26 }] : [{ type: 'pwm' }];
};

const round = (value: number) => Math.round(value * 100) / 100;

export const PICO_PINS: readonly PartPin[] = [
  ...LEFT.map((name, i) => ({
    name,
    x: LEFT_X,
    y: round(FIRST_Y + i * PIN_PITCH_PX),
    signals: signalsOf(name),
    number: i + 1,
  })),
  ...RIGHT.map((name, i) => ({
    name,
    x: round(RIGHT_X),
    y: round(FIRST_Y + i * PIN_PITCH_PX),
    signals: signalsOf(name),
    number: 40 - i,
  })),
];

export const PICO_PIN_NAMES: readonly string[] = PICO_PINS.map((p) => p.name);

/** Wokwi's Pico pins that exist only in simulation (TP4 = GPIO23, TP5 = GPIO25 + LED). */
export const PICO_VIRTUAL_PINS = ['TP4', 'TP5'] as const;

export const isPicoPin = (name: string): boolean =>
  PICO_PIN_NAMES.includes(name) || (PICO_VIRTUAL_PINS as readonly string[]).includes(name);
