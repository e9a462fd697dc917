import { PIN_PITCH_PX } from '../../../domain/circuit/pico.ts';
import type { PartGeometry, PinInfo } from '../geometry.ts';

/**
 * A half-size breadboard (30 columns) with Wokwi's pin names: `<column>t.<a–e>` on the top
 * half, `<column>b.<f–j>` on the bottom half, rails `tn.n` / `tp.n` (top) and `bp.n` / `bn.n`
 * (bottom), n = 1–25 in five groups of five. Pins of one column half or one rail share a net.
 */
export const BREADBOARD_COLUMNS = 30;
const RAIL_HOLES = 25;
const P = PIN_PITCH_PX;

const columnX = (column: number) => (column + 0.5) * P;
const railX = (n: number) => columnX(2 + (n - 1) + Math.floor((n - 1) / 5));

export const BREADBOARD_RAILS = [
  { name: 'tn', y: 1 * P, polarity: 'negative' },
  { name: 'tp', y: 2 * P, polarity: 'positive' },
  { name: 'bp', y: 19 * P, polarity: 'positive' },
  { name: 'bn', y: 20 * P, polarity: 'negative' },
] as const;

export const BREADBOARD_ROWS = [
  ...['a', 'b', 'c', 'd', 'e'].map((row, i) => ({ row, half: 't', y: (5 + i) * P })),
  ...['f', 'g', 'h', 'i', 'j'].map((row, i) => ({ row, half: 'b', y: (12 + i) * P })),
] as const;

export const BREADBOARD_SIZE = { width: (BREADBOARD_COLUMNS + 2) * P, height: 21 * P } as const;

const round = (value: number) => Math.round(value * 100) / 100;

const terminalPins = (): PinInfo[] =>
  BREADBOARD_ROWS.flatMap(({ row, half, y }) =>
    Array.from({ length: BREADBOARD_COLUMNS }, (_, i) => ({
      name: `${i + 1}${half}.${row}`,
      x: round(columnX(i + 1)),
      y: round(y),
    })),
  );

const railPins = (): PinInfo[] =>
  BREADBOARD_RAILS.flatMap(({ name, y }) =>
    Array.from({ length: RAIL_HOLES }, (_, i) => ({
      name: `${name}.${i + 1}`,
      x: round(railX(i + 1)),
      y: round(y),
    })),
  );

export const BREADBOARD_GEOMETRY: PartGeometry = {
  ...BREADBOARD_SIZE,
  pins: [...railPins(), ...terminalPins()],
};

/** x of a terminal column, for the drawing's numbers. */
export const breadboardColumnX = (column: number): number => round(columnX(column));
