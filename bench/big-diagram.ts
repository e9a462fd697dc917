import type { Diagram, DiagramPart, DiagramWire } from '../src/domain/circuit/diagram.ts';
import { diagramSchema } from '../src/domain/circuit/diagram-schema.ts';
import { autoWireColor, PICO_PIN_NAMES } from '../src/domain/circuit/parts.ts';
import { makeDiagram, part, wire } from '../src/domain/circuit/test-builders.ts';

/**
 * The benches' boards. The stress board: 4 Picos and 296 Wokwi parts on a grid, 500 wires between
 * real pin names. Each part is wired to the nearest Pico, as a person would: 100 LED + resistor
 * pairs (3 wires each), 60 push buttons (2), 8 potentiometers (3) and 28 buzzers (2). The class
 * board, what a student builds in a lesson: 1 Pico and 19 parts, 30 wires — 5 LED + resistor pairs,
 * 5 push buttons, a potentiometer and a buzzer wired, and an LED and a resistor just placed.
 */
export const BIG_DIAGRAM_SIZE = { parts: 300, wires: 500 } as const;
export const CLASS_DIAGRAM_SIZE = { parts: 20, wires: 30 } as const;

const CELL = 120;

interface Layout {
  columns: number;
  rows: number;
  /** Top-left cells of the Picos; each takes two rows (80 × 192 px). */
  picoCells: readonly (readonly [number, number])[];
  pairs: number;
  buttons: number;
  pots: number;
  buzzers: number;
  /** Parts placed but not wired yet, as pairs of an LED and a resistor. */
  loosePairs: number;
}

const BIG: Layout = {
  columns: 16,
  rows: 14,
  picoCells: [
    [3, 3],
    [12, 3],
    [3, 9],
    [12, 9],
  ],
  pairs: 100,
  buttons: 60,
  pots: 8,
  buzzers: 28,
  loosePairs: 0,
};

const CLASS: Layout = {
  columns: 5,
  rows: 4,
  picoCells: [[2, 1]],
  pairs: 5,
  buttons: 5,
  pots: 1,
  buzzers: 1,
  loosePairs: 1,
};

const GPIO = PICO_PIN_NAMES.filter((name) => /^GP\d+$/.test(name));
const GROUNDS = PICO_PIN_NAMES.filter((name) => name.startsWith('GND'));
const LED_COLORS = ['red', 'green', 'yellow', 'blue', 'orange', 'white'];

interface Cell {
  x: number;
  y: number;
  pico: string;
}

const freeCells = ({ columns, rows, picoCells }: Layout): Cell[] => {
  const isPicoCell = (col: number, row: number) =>
    picoCells.some(([c, r]) => c === col && (r === row || r + 1 === row));
  const nearestPico = (col: number, row: number): string => {
    const distances = picoCells.map(([c, r]) => Math.hypot(c - col, r - row));
    return `pico${distances.indexOf(Math.min(...distances)) + 1}`;
  };
  const cells: Cell[] = [];
  for (let row = 0; row < rows; row += 1)
    for (let col = 0; col < columns; col += 1)
      if (!isPicoCell(col, row)) cells.push({ x: col * CELL, y: row * CELL, pico: nearestPico(col, row) });
  return cells;
};

/** Hands out Pico pins round-robin, per Pico, so wires spread over the headers. */
const pinDealer = () => {
  const used = new Map<string, number>();
  const next = (pico: string, pins: readonly string[]) => {
    const n = used.get(`${pico}/${pins[0]}`) ?? 0;
    used.set(`${pico}/${pins[0]}`, n + 1);
    return `${pico}:${pins[n % pins.length]}`;
  };
  return { gpio: (pico: string) => next(pico, GPIO), ground: (pico: string) => next(pico, GROUNDS) };
};

const coloured = (from: string, to: string): DiagramWire =>
  wire(from, to, { color: autoWireColor(from.split(':')[1] ?? '', to.split(':')[1] ?? '') });

const buildBoard = (layout: Layout, size: { parts: number; wires: number }): Diagram => {
  const cells = freeCells(layout);
  const pins = pinDealer();
  const parts: DiagramPart[] = layout.picoCells.map(([col, row], i) =>
    part('wokwi-pi-pico', `pico${i + 1}`, {
      x: col * CELL,
      y: row * CELL,
      attrs: { env: 'circuitpython-8.0.2' },
    }),
  );
  const wires: DiagramWire[] = [];
  const take = () => {
    const cell = cells.shift();
    if (!cell) throw new Error('the grid has too few cells for the board');
    return cell;
  };
  const pair = (i: number) => {
    const { x, y, pico } = take();
    const color = LED_COLORS[i % LED_COLORS.length] ?? 'red';
    parts.push(part('wokwi-resistor', `r${i}`, { x, y: y + 10, attrs: { value: '220' } }));
    parts.push(part('wokwi-led', `led${i}`, { x: x + 70, y: y + 30, attrs: { color } }));
    return pico;
  };

  for (let i = 1; i <= layout.pairs; i += 1) {
    const pico = pair(i);
    wires.push(coloured(pins.gpio(pico), `r${i}:1`));
    wires.push(coloured(`r${i}:2`, `led${i}:A`));
    wires.push(coloured(`led${i}:C`, pins.ground(pico)));
  }
  for (let i = 1; i <= layout.buttons; i += 1) {
    const { x, y, pico } = take();
    parts.push(part('wokwi-pushbutton', `btn${i}`, { x, y: y + 20, attrs: { color: 'green' } }));
    wires.push(coloured(pins.gpio(pico), `btn${i}:1.l`));
    wires.push(coloured(`btn${i}:2.r`, pins.ground(pico)));
  }
  for (let i = 1; i <= layout.pots; i += 1) {
    const { x, y, pico } = take();
    parts.push(part('wokwi-potentiometer', `pot${i}`, { x, y, attrs: {} }));
    wires.push(coloured(`pot${i}:VCC`, `${pico}:3V3`));
    wires.push(coloured(`pot${i}:SIG`, `${pico}:GP${26 + (i % 3)}`));
    wires.push(coloured(`pot${i}:GND`, pins.ground(pico)));
  }
  for (let i = 1; i <= layout.buzzers; i += 1) {
    const { x, y, pico } = take();
    parts.push(part('wokwi-buzzer', `bz${i}`, { x, y, attrs: { volume: '0.1' } }));
    wires.push(coloured(pins.gpio(pico), `bz${i}:2`));
    wires.push(coloured(`bz${i}:1`, pins.ground(pico)));
  }
  for (let i = 1; i <= layout.loosePairs; i += 1) pair(layout.pairs + i);

  const diagram = diagramSchema.parse(makeDiagram({ parts, wires }));
  if (diagram.parts.length !== size.parts || diagram.wires.length !== size.wires)
    throw new Error(`built ${diagram.parts.length} parts and ${diagram.wires.length} wires`);
  return diagram;
};

/** The stress board: 300 parts, 500 wires. */
export const buildBigDiagram = (): Diagram => buildBoard(BIG, BIG_DIAGRAM_SIZE);

/** The class board: 1 Pico, 20 parts in all, 30 wires. */
export const buildClassDiagram = (): Diagram => buildBoard(CLASS, CLASS_DIAGRAM_SIZE);
