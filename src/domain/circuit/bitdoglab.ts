import type { PartPin } from './pico.ts';
import { PIN_PITCH_PX } from './pico.ts';

/**
 * The BitDogLab (issue 29): the open board of Brazil's EmbarcaTech programme, a Raspberry Pi
 * Pico W with its peripherals already on it. The hardware is CERN-OHL-S, so the drawing is ours
 * (web/editor/elements/bitdoglab-board.tsx), not its artwork. Pin map: the official v7 pinout
 * (shared/reference/parts-behaviour.md, "BitDogLab"); the OLED moved from GP14/GP15 (v6) to
 * GP2/GP3 (v7), so the version is a property (attr `version`).
 *
 * Its expansion header takes other parts as the Pico's pins do, under the Pico's own pin names:
 * to the simulator the board is a Pico of the same id with the peripherals wired to it inside.
 */

export const BITDOGLAB_TYPE = 'chispa-bitdoglab';

export const BITDOGLAB_VERSIONS = ['v7', 'v6'] as const;
export type BitDogLabVersion = (typeof BITDOGLAB_VERSIONS)[number];
export const DEFAULT_BITDOGLAB_VERSION: BitDogLabVersion = 'v7';

export const bitDogLabVersionOf = (attrs: Readonly<Record<string, string>>): BitDogLabVersion =>
  attrs.version === 'v6' ? 'v6' : 'v7';

/** The drawing's size in CSS px, on the 9.6 px pin grid (35 × 26 pitches). */
export const BITDOGLAB_SIZE = { width: 35 * PIN_PITCH_PX, height: 26 * PIN_PITCH_PX } as const;

/**
 * The expansion header along the bottom edge, left to right: the GPIOs no peripheral uses, the
 * supplies and two grounds. GP2 and GP3 are the v7 OLED's I2C bus, on the header so that other
 * I2C modules can share it, as on the board's I2C connector.
 */
// biome-ignore format: one header, one line
export const BITDOGLAB_HEADER = [
  'GND.1', '3V3', 'VSYS', 'GP0', 'GP1', 'GP2', 'GP3', 'GP4', 'GP8', 'GP9', 'GP16', 'GP17', 'GP18', 'GP19', 'GP20', 'GND.2',
] as const;

const HEADER_Y = BITDOGLAB_SIZE.height - PIN_PITCH_PX / 2;
const HEADER_X = 10 * PIN_PITCH_PX - PIN_PITCH_PX / 2;
const round = (value: number) => Math.round(value * 100) / 100;

export const BITDOGLAB_PINS: readonly PartPin[] = BITDOGLAB_HEADER.map((name, i) => ({
  name,
  x: round(HEADER_X + i * PIN_PITCH_PX),
  y: round(HEADER_Y),
  signals: name.startsWith('GND')
    ? [{ type: 'power', signal: 'GND' }]
    : name === '3V3'
      ? [{ type: 'power', signal: 'VCC', voltage: 3.3 }]
      : name === 'VSYS'
        ? [{ type: 'power', signal: 'VCC', voltage: 5 }]
        : [{ type: 'pwm' }],
}));

/** What is wired to which GPIO inside the board (official v7 pinout; the OLED per version). */
export interface BitDogLabWiring {
  rgb: { R: string; G: string; B: string };
  buttonA: string;
  buttonB: string;
  joystick: { x: string; y: string; press: string };
  matrix: string;
  buzzers: readonly [string, string];
  microphone: string;
  oled: { sda: string; scl: string; address: number };
}

export const bitDogLabWiring = (version: BitDogLabVersion): BitDogLabWiring => ({
  rgb: { R: 'GP13', G: 'GP11', B: 'GP12' },
  buttonA: 'GP5',
  buttonB: 'GP6',
  joystick: { x: 'GP27', y: 'GP26', press: 'GP22' },
  matrix: 'GP7',
  buzzers: ['GP21', 'GP10'],
  microphone: 'GP28',
  oled:
    version === 'v6'
      ? { sda: 'GP14', scl: 'GP15', address: 0x3c }
      : { sda: 'GP2', scl: 'GP3', address: 0x3c },
});

const gpio = (pin: string) => Number(pin.slice(2));

/** The GPIOs the board's peripherals take, in the board's order (a check's steps may name them). */
export const bitDogLabGpios = (attrs: Readonly<Record<string, string>>): string[] => {
  const { rgb, buttonA, buttonB, joystick, matrix, buzzers, microphone, oled } = bitDogLabWiring(
    bitDogLabVersionOf(attrs),
  );
  const pins = [rgb.R, rgb.G, rgb.B, buttonA, buttonB, joystick.x, joystick.y, joystick.press, matrix];
  return [...pins, ...buzzers, microphone, oled.sda, oled.scl].sort((a, b) => gpio(a) - gpio(b));
};

export const MATRIX_SIZE = 5;

/**
 * The WS2812 index of the matrix cell at (`row`, `column`), row 0 at the top, column 0 on the
 * left. The chain starts at the bottom-right and snakes up: row 4 holds LEDs 4…0 left to right,
 * row 3 5…9, row 2 14…10, row 1 15…19, row 0 24…20.
 */
export const matrixLedIndex = (row: number, column: number): number => {
  const fromBottom = MATRIX_SIZE - 1 - row;
  const first = fromBottom * MATRIX_SIZE;
  return fromBottom % 2 === 0 ? first + (MATRIX_SIZE - 1 - column) : first + column;
};

/**
 * The parts inside the board, as the simulator sees them: `<board id>/<name>` (a `/` no id a
 * user types can hold, so they never meet the diagram's own ids).
 */
export const INNER_PARTS = {
  rgb: 'rgb',
  resistorR: 'rgb.r',
  resistorG: 'rgb.g',
  resistorB: 'rgb.b',
  buttonA: 'buttonA',
  buttonB: 'buttonB',
  joystick: 'joystick',
  matrix: 'matrix',
  buzzer1: 'buzzer1',
  buzzer2: 'buzzer2',
  microphone: 'microphone',
  oled: 'oled',
} as const;
export type InnerPart = keyof typeof INNER_PARTS;

export const innerPartId = (boardId: string, part: InnerPart): string => `${boardId}/${INNER_PARTS[part]}`;

/**
 * The inner joystick reads as the BitDogLab's does: X (HORZ) higher to the right, Y (VERT) higher
 * upward. Wokwi's own module has HORZ the other way round; this attr turns it (analog-joystick.ts).
 */
export const JOYSTICK_HORZ_HIGH_ATTR = 'horzHigh';

/** The board's microphone as the simulator's device model knows it (devices/microphone.ts). */
export const MICROPHONE_TYPE = 'chispa-microphone';
