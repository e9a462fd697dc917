import {
  type Diagram,
  type DiagramPart,
  type DiagramWire,
  diagramSchema,
} from '../src/domain/circuit/diagram.ts';
import { autoWireColor } from '../src/domain/circuit/parts.ts';
import { makeDiagram, part, wire } from '../src/domain/circuit/test-builders.ts';

/**
 * A class-sized board, what a student builds in a lesson: one Pico, 8 LEDs each behind its resistor
 * (GPx → resistor → LED → GND, 3 wires each) and 3 push buttons (GPx → button → GND, 2 wires
 * each), around the Pico as on a breadboard. 20 parts, 30 wires, all between real pin names.
 */
export const CLASS_DIAGRAM_SIZE = { parts: 20, wires: 30 } as const;

const coloured = (from: string, to: string): DiagramWire =>
  wire(from, to, { color: autoWireColor(from.split(':')[1] ?? '', to.split(':')[1] ?? '') });

const GROUNDS = ['GND.1', 'GND.2', 'GND.3', 'GND.4', 'GND.5', 'GND.6', 'GND.7', 'GND.8'];

export const buildClassDiagram = (): Diagram => {
  const parts: DiagramPart[] = [
    part('wokwi-pi-pico', 'pico1', { x: 300, y: 120, attrs: { env: 'circuitpython-8.0.2' } }),
  ];
  const wires: DiagramWire[] = [];
  // Four LEDs on each side of the Pico, one row each.
  for (let i = 1; i <= 8; i += 1) {
    const left = i <= 4;
    const row = (i - 1) % 4;
    const x = left ? 40 : 480;
    const y = 80 + row * 70;
    parts.push(part('wokwi-resistor', `r${i}`, { x, y: y + 10, attrs: { value: '220' } }));
    parts.push(part('wokwi-led', `led${i}`, { x: x + 110, y, attrs: { color: i % 2 ? 'red' : 'green' } }));
    wires.push(coloured(`pico1:GP${i + 1}`, `r${i}:1`));
    wires.push(coloured(`r${i}:2`, `led${i}:A`));
    wires.push(coloured(`led${i}:C`, `pico1:${GROUNDS[i - 1]}`));
  }
  // Three buttons below the Pico.
  for (let i = 1; i <= 3; i += 1) {
    parts.push(part('wokwi-pushbutton', `btn${i}`, { x: 180 + i * 110, y: 420, attrs: { color: 'blue' } }));
    wires.push(coloured(`pico1:GP${13 + i}`, `btn${i}:1.l`));
    wires.push(coloured(`btn${i}:2.r`, `pico1:${GROUNDS[i + 3]}`));
  }
  const diagram = diagramSchema.parse(makeDiagram({ parts, wires }));
  if (diagram.parts.length !== CLASS_DIAGRAM_SIZE.parts || diagram.wires.length !== CLASS_DIAGRAM_SIZE.wires)
    throw new Error(`built ${diagram.parts.length} parts and ${diagram.wires.length} wires`);
  return diagram;
};
