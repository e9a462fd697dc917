import {
  BITDOGLAB_TYPE,
  type BitDogLabWiring,
  bitDogLabVersionOf,
  bitDogLabWiring,
  type InnerPart,
  innerPartId,
  JOYSTICK_HORZ_HIGH_ATTR,
  MICROPHONE_TYPE,
} from './bitdoglab.ts';
import type { Diagram, DiagramPart, DiagramWire, PinRef } from './diagram.ts';
import { PICO_TYPE } from './parts.ts';

/**
 * What the simulator runs a BitDogLab as (issue 29): a Raspberry Pi Pico of the board's own id,
 * its attrs kept (the `env` a project's language is read from, the `version`), with the board's
 * peripherals as parts of their own wired to its pins as on the real board. Everything that builds
 * a run's circuit (the browser's worker and page, the headless checker, the circuit checks) works
 * on this diagram, so the netlist, the device models and the inputs need no BitDogLab of their
 * own. The user's wires to the board's header (`bdl1:GP4`, `bdl1:GND.1`) reach the Pico's pins
 * of the same name, since the header is named as the Pico's.
 *
 * Inner ids are `<board id>/<name>` (innerPartId): a `/` no diagram id may hold, so they never
 * meet the user's parts. The diagram made here is never stored or drawn.
 */

/**
 * The RGB LED's series resistors, one per colour as on the board. 220 Ω stands for them: the glow
 * follows the pin's volts (netlist-outputs.ts), and the circuit checks only ask that one be there.
 */
const RGB_RESISTOR_OHMS = '220';

/** One inner part: at the board's place (never drawn), upright. */
const innerPart = (
  board: DiagramPart,
  name: InnerPart,
  type: string,
  attrs: Record<string, string> = {},
): DiagramPart => ({
  id: innerPartId(board.id, name),
  type,
  x: board.x,
  y: board.y,
  rotate: 0,
  flip: false,
  attrs,
});

/** The Pico's pins each inner part's pins are wired to, `[inner part, part pin, Pico pin]`. */
type Link = readonly [InnerPart, string, string];

const linksOf = (wiring: BitDogLabWiring): Link[] => [
  // RGB LED, common cathode, each colour through its resistor.
  ['resistorR', '1', wiring.rgb.R],
  ['resistorG', '1', wiring.rgb.G],
  ['resistorB', '1', wiring.rgb.B],
  ['rgb', 'COM', 'GND.4'],
  // Buttons to GND: the program sets PULL_UP, as on the board.
  ['buttonA', '1.l', wiring.buttonA],
  ['buttonA', '2.l', 'GND.1'],
  ['buttonB', '1.l', wiring.buttonB],
  ['buttonB', '2.l', 'GND.2'],
  ['joystick', 'VCC', '3V3'],
  ['joystick', 'GND', 'GND.6'],
  ['joystick', 'HORZ', wiring.joystick.x],
  ['joystick', 'VERT', wiring.joystick.y],
  ['joystick', 'SEL', wiring.joystick.press],
  // The WS2812 matrix runs from the 5 V rail.
  ['matrix', 'DIN', wiring.matrix],
  ['matrix', 'VCC', 'VSYS'],
  ['matrix', 'GND', 'GND.3'],
  ['buzzer1', '2', wiring.buzzers[0]],
  ['buzzer1', '1', 'GND.5'],
  ['buzzer2', '2', wiring.buzzers[1]],
  ['buzzer2', '1', 'GND.3'],
  ['microphone', 'SIG', wiring.microphone],
  ['microphone', 'VCC', '3V3'],
  ['microphone', 'GND', 'GND.7'],
  ['oled', 'DATA', wiring.oled.sda],
  ['oled', 'CLK', wiring.oled.scl],
  ['oled', '3V3', '3V3'],
  ['oled', 'GND', 'GND.8'],
];

/** Wires between two inner parts: each resistor to its colour of the RGB LED. */
const INNER_LINKS: readonly (readonly [InnerPart, string, InnerPart, string])[] = [
  ['resistorR', '2', 'rgb', 'R'],
  ['resistorG', '2', 'rgb', 'G'],
  ['resistorB', '2', 'rgb', 'B'],
];

const innerPartsOf = (board: DiagramPart, wiring: BitDogLabWiring): DiagramPart[] => {
  const resistor = { value: RGB_RESISTOR_OHMS };
  return [
    innerPart(board, 'rgb', 'wokwi-rgb-led', { common: 'cathode' }),
    innerPart(board, 'resistorR', 'wokwi-resistor', resistor),
    innerPart(board, 'resistorG', 'wokwi-resistor', resistor),
    innerPart(board, 'resistorB', 'wokwi-resistor', resistor),
    innerPart(board, 'buttonA', 'wokwi-pushbutton', { color: 'black' }),
    innerPart(board, 'buttonB', 'wokwi-pushbutton', { color: 'black' }),
    innerPart(board, 'joystick', 'wokwi-analog-joystick', { [JOYSTICK_HORZ_HIGH_ATTR]: 'right' }),
    innerPart(board, 'matrix', 'wokwi-led-ring', { pixels: '25' }),
    innerPart(board, 'buzzer1', 'wokwi-buzzer'),
    innerPart(board, 'buzzer2', 'wokwi-buzzer'),
    innerPart(board, 'microphone', MICROPHONE_TYPE),
    innerPart(board, 'oled', 'wokwi-ssd1306', {
      i2cAddress: `0x${wiring.oled.address.toString(16)}`,
    }),
  ];
};

const innerWiresOf = (board: DiagramPart, wiring: BitDogLabWiring): DiagramWire[] => {
  const inside = (name: InnerPart, pin: string): PinRef => ({ part: innerPartId(board.id, name), pin });
  const ends: (readonly [PinRef, PinRef])[] = [
    ...linksOf(wiring).map(
      ([name, pin, picoPin]) => [inside(name, pin), { part: board.id, pin: picoPin }] as const,
    ),
    ...INNER_LINKS.map(([from, fromPin, to, toPin]) => [inside(from, fromPin), inside(to, toPin)] as const),
  ];
  return ends.map(([from, to], i) => ({ id: `${board.id}/w${i + 1}`, from, to, color: 'green', bends: [] }));
};

/** The diagram a run simulates: each BitDogLab a Pico with its insides; without one, `diagram` itself. */
export const simulatedDiagram = (diagram: Diagram): Diagram => {
  const boards = diagram.parts.filter((part) => part.type === BITDOGLAB_TYPE);
  if (boards.length === 0) return diagram;
  const inner = boards.map((board) => {
    const wiring = bitDogLabWiring(bitDogLabVersionOf(board.attrs));
    return { parts: innerPartsOf(board, wiring), wires: innerWiresOf(board, wiring) };
  });
  return {
    parts: [
      ...diagram.parts.map((part) => (part.type === BITDOGLAB_TYPE ? { ...part, type: PICO_TYPE } : part)),
      ...inner.flatMap((board) => board.parts),
    ],
    wires: [...diagram.wires, ...inner.flatMap((board) => board.wires)],
  };
};

/** Whether an id is one of a board's inner parts (no diagram id holds a `/`). */
export const isInnerPartId = (id: string): boolean => id.includes('/');

/** The part on the canvas that stands for `id`: the board for an inner part, else the part itself. */
export const drawnPartOf = (id: string): string => (isInnerPartId(id) ? (id.split('/')[0] ?? id) : id);
