import type { Diagram, DiagramPart, DiagramWire } from './diagram.ts';

/** Builders for tests (STYLE.md rule 12): `makeDiagram({ parts: [pico(), led()] })`. */

type PartInput = Partial<DiagramPart>;

export const part = (type: string, id: string, over: PartInput = {}): DiagramPart => ({
  id,
  type,
  x: 0,
  y: 0,
  rotate: 0,
  flip: false,
  attrs: {},
  ...over,
});

export const pico = (over: PartInput = {}) =>
  part('wokwi-pi-pico', 'pico', { attrs: { env: 'circuitpython-8.0.2' }, ...over });
export const led = (over: PartInput = {}) =>
  part('wokwi-led', 'led1', { x: 100, y: 50, attrs: { color: 'red' }, ...over });
export const resistor = (over: PartInput = {}) =>
  part('wokwi-resistor', 'r1', { x: 90, y: 120, attrs: { value: '220' }, ...over });
export const button = (over: PartInput = {}) =>
  part('wokwi-pushbutton', 'btn1', { x: 200, y: 40, attrs: { color: 'red' }, ...over });

/** `wire('pico:GP15', 'led1:A')`; ids w1, w2… in `makeDiagram` unless given. */
export const wire = (from: string, to: string, over: Partial<DiagramWire> = {}): DiagramWire => {
  const [fromPart = '', fromPin = ''] = from.split(':');
  const [toPart = '', toPin = ''] = to.split(':');
  return {
    id: '',
    from: { part: fromPart, pin: fromPin },
    to: { part: toPart, pin: toPin },
    color: 'green',
    bends: [],
    ...over,
  };
};

export const makeDiagram = ({
  parts = [],
  wires = [],
}: {
  parts?: DiagramPart[];
  wires?: DiagramWire[];
} = {}): Diagram => ({
  parts,
  wires: wires.map((w, i) => (w.id ? w : { ...w, id: `w${i + 1}` })),
});

/** A Pico with `parts` beside it and `wires` between them (ids w1, w2… as drawn). */
export const picoWith = (parts: DiagramPart[], wires: DiagramWire[] = []): Diagram =>
  makeDiagram({ parts: [pico(), ...parts], wires });

/** Pico + LED + resistor wired as in most first lessons. */
export const ledCircuit = (): Diagram =>
  makeDiagram({
    parts: [pico(), led(), resistor()],
    wires: [
      wire('pico:GP15', 'led1:A'),
      wire('led1:C', 'r1:1'),
      wire('r1:2', 'pico:GND.1', { color: 'black' }),
    ],
  });
