import type { PinCapability } from '../../../domain/blocks/catalogue.ts';
import {
  BITDOGLAB_HEADER,
  BITDOGLAB_TYPE,
  bitDogLabVersionOf,
  bitDogLabWiring,
  INNER_PARTS,
  type InnerPart,
} from '../../../domain/circuit/bitdoglab.ts';
import { simulatedDiagram } from '../../../domain/circuit/board-inside.ts';
import { partPinsByBoardPin } from '../../../domain/circuit/checks-pins.ts';
import type { Diagram, DiagramPart } from '../../../domain/circuit/diagram.ts';
import { buildNetlist } from '../../../domain/circuit/netlist.ts';
import { PICO_PINS } from '../../../domain/circuit/pico.ts';
import { languageBoardOf } from '../../../domain/code/language.ts';

/**
 * The pins a pin field of a block offers (issue 30): the GPIOs of the board on the canvas that can
 * do what the block needs, each with the parts wired to it, so a student picks "LED rojo 1 (GP15)"
 * rather than a number. Pure: the view names the parts in the page's language (pin-labels.ts).
 */

/** What is on a pin: a part of the diagram, or one of a BitDogLab's own peripherals. */
export type PinPart = { kind: 'part'; part: DiagramPart } | { kind: 'inner'; name: InnerPart };

export interface PinOption {
  /** The value the block keeps and the code writes (`board.GP15`). */
  pin: string;
  parts: PinPart[];
  /** The pin is not on the board any more (another board, a deleted pin): kept, never dropped. */
  isMissing?: boolean;
}

/** The Pico's own LED, `board.LED` in CircuitPython: a blink needs no part at all. */
export const BOARD_LED = 'LED';

const ANALOG_PINS = new Set(['GP26', 'GP27', 'GP28']);
const gpio = (pin: string) => (pin === BOARD_LED ? 99 : Number(pin.slice(2)));
const isGpio = (pin: string) => /^GP\d+$/.test(pin);

const canDo = (pin: string, capability: PinCapability): boolean => {
  if (pin === BOARD_LED) return capability === 'digital';
  return capability === 'analog' ? ANALOG_PINS.has(pin) : true;
};

/** The GPIOs a program can name on this board: the Pico's header, or the BitDogLab's header and insides. */
const boardPins = (board: DiagramPart | undefined): string[] => {
  if (board?.type === BITDOGLAB_TYPE) {
    const wiring = bitDogLabWiring(bitDogLabVersionOf(board.attrs));
    const inside = [
      ...Object.values(wiring.rgb),
      wiring.buttonA,
      wiring.buttonB,
      ...Object.values(wiring.joystick),
      wiring.matrix,
      ...wiring.buzzers,
      wiring.microphone,
      wiring.oled.sda,
      wiring.oled.scl,
    ];
    return [...new Set([...BITDOGLAB_HEADER.filter(isGpio), ...inside])].sort((a, b) => gpio(a) - gpio(b));
  }
  const header = PICO_PINS.map((pin) => pin.name).filter(isGpio);
  return [...header.sort((a, b) => gpio(a) - gpio(b)), BOARD_LED];
};

const innerNameOf = (id: string): InnerPart | undefined => {
  const suffix = id.slice(id.indexOf('/') + 1);
  return (Object.keys(INNER_PARTS) as InnerPart[]).find((name) => INNER_PARTS[name] === suffix);
};

/** Board GPIO → the parts its wires reach (through resistors), each part once. */
const partsByPin = (diagram: Diagram): Map<string, PinPart[]> => {
  const simulated = simulatedDiagram(diagram);
  const byId = new Map(diagram.parts.map((part) => [part.id, part]));
  const order = new Map(simulated.parts.map((part, index) => [part.id, index]));
  const found = new Map<string, PinPart[]>();
  for (const [pin, partPins] of partPinsByBoardPin(simulated, buildNetlist(simulated))) {
    // In the diagram's order, so a label reads the same every time.
    const ids = [...new Set(partPins.map(({ part }) => part))].sort(
      (a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0),
    );
    const parts = ids.flatMap((id): PinPart[] => {
      const part = byId.get(id);
      if (part) return [{ kind: 'part', part }];
      const inner = innerNameOf(id);
      return inner && !inner.startsWith('resistor') ? [{ kind: 'inner', name: inner }] : [];
    });
    if (parts.length > 0) found.set(pin, parts);
  }
  return found;
};

/**
 * The options of a pin field: pins with parts first (the ones a student wired), then the free
 * ones, each group in GPIO order; `kept` (the block's value) is always among them.
 */
export const pinOptions = (
  diagram: Diagram,
  capability: PinCapability,
  kept?: string | null,
): PinOption[] => {
  const pins = boardPins(languageBoardOf(diagram)).filter((pin) => canDo(pin, capability));
  const parts = partsByPin(diagram);
  const options = pins.map((pin) => ({ pin, parts: parts.get(pin) ?? [] }));
  const wired = options.filter((option) => option.parts.length > 0);
  const free = options.filter((option) => option.parts.length === 0);
  const all: PinOption[] = [...wired, ...free];
  if (kept && !pins.includes(kept)) all.push({ pin: kept, parts: [], isMissing: true });
  return all;
};

/** The pin a new block starts on: the catalogue's usual one when the board has it, else the first offered. */
export const startingPin = (options: readonly PinOption[], usual: string | undefined): string =>
  options.find((option) => option.pin === usual && !option.isMissing)?.pin ??
  options[0]?.pin ??
  usual ??
  'GP15';
