import { describe, expect, it } from 'vitest';
import { copySelection } from './clipboard.ts';
import { applyCommand, type Command, runCommand } from './commands.ts';
import { DIAGRAM_LIMITS } from './diagram.ts';
import { diagramSchema } from './diagram-schema.ts';
import { PASTE_OFFSET } from './paste.ts';
import { button, led, ledCircuit, makeDiagram, part, pico, resistor, wire } from './test-builders.ts';

const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('addPart', () => {
  it('adds a part with the next id for its type and the catalogue defaults', () => {
    const diagram = makeDiagram({ parts: [pico(), led()] });
    const { diagram: next, created } = runCommand(diagram, {
      type: 'addPart',
      partType: 'wokwi-led',
      x: 30,
      y: 40,
    });
    expect(created).toEqual({ partIds: ['led2'], wireIds: [] });
    expect(next.parts.at(-1)).toEqual({
      id: 'led2',
      type: 'wokwi-led',
      x: 30,
      y: 40,
      rotate: 0,
      flip: false,
      attrs: { color: 'red' },
    });
    expect(diagram.parts).toHaveLength(2);
  });

  it('lets given attrs override the defaults', () => {
    const next = applyCommand(makeDiagram(), {
      type: 'addPart',
      partType: 'wokwi-resistor',
      x: 0,
      y: 0,
      attrs: { value: '1000' },
    });
    expect(next.parts[0]).toMatchObject({ id: 'r1', attrs: { value: '1000' } });
  });

  it('accepts a type outside the catalogue with an id from its name', () => {
    const next = applyCommand(makeDiagram(), { type: 'addPart', partType: 'wokwi-lcd1602', x: 0, y: 0 });
    expect(next.parts[0]).toMatchObject({ id: 'lcd1', attrs: {} });
  });

  it('refuses past the parts limit', () => {
    const full = makeDiagram({
      parts: Array.from({ length: DIAGRAM_LIMITS.parts }, (_, i) => led({ id: `led${i + 1}` })),
    });
    const add: Command = { type: 'addPart', partType: 'wokwi-led', x: 0, y: 0 };
    expect(applyCommand(full, add)).toBe(full);
  });
});

describe('moveParts', () => {
  it('moves only the selected parts by the delta', () => {
    const diagram = ledCircuit();
    const next = applyCommand(diagram, { type: 'moveParts', partIds: ['led1', 'r1'], dx: 9.6, dy: -19.2 });
    expect(next.parts.map((p) => [p.id, p.x, p.y])).toEqual([
      ['pico', 0, 0],
      ['led1', 109.6, 30.8],
      ['r1', 99.6, 100.8],
    ]);
    expect(next.parts[0]).toBe(diagram.parts[0]);
  });

  it('does not drift with repeated grid moves', () => {
    let diagram = makeDiagram({ parts: [led({ x: 0, y: 0 })] });
    for (let i = 0; i < 10; i++) {
      diagram = applyCommand(diagram, { type: 'moveParts', partIds: ['led1'], dx: 0.1, dy: 0.2 });
    }
    expect(diagram.parts[0]).toMatchObject({ x: 1, y: 2 });
  });

  it('carries the bends of wires inside the selection, not of wires leaving it', () => {
    const diagram = makeDiagram({
      parts: [pico(), led(), resistor()],
      wires: [
        wire('led1:C', 'r1:1', { bends: [{ x: 50, y: 50 }] }),
        wire('pico:GP15', 'led1:A', { bends: [{ x: 10, y: 10 }] }),
      ],
    });
    const next = applyCommand(diagram, { type: 'moveParts', partIds: ['led1', 'r1'], dx: 5, dy: 5 });
    expect(next.wires[0]?.bends).toEqual([{ x: 55, y: 55 }]);
    expect(next.wires[1]).toBe(diagram.wires[1]);
  });

  it('returns the same diagram for a zero delta or unknown ids', () => {
    const diagram = ledCircuit();
    expect(applyCommand(diagram, { type: 'moveParts', partIds: ['led1'], dx: 0, dy: 0 })).toBe(diagram);
    expect(applyCommand(diagram, { type: 'moveParts', partIds: ['nope'], dx: 5, dy: 0 })).toBe(diagram);
  });
});

describe('rotateParts and flipParts', () => {
  it('rotates by 90° and wraps 270° back to 0°', () => {
    const diagram = makeDiagram({ parts: [led(), resistor({ rotate: 270 }), pico()] });
    const next = applyCommand(diagram, { type: 'rotateParts', partIds: ['led1', 'r1'] });
    expect(next.parts.map((p) => p.rotate)).toEqual([90, 0, 0]);
  });

  it('four rotations come back to the start', () => {
    let diagram = makeDiagram({ parts: [led({ rotate: 90 })] });
    for (let i = 0; i < 4; i++) diagram = applyCommand(diagram, { type: 'rotateParts', partIds: ['led1'] });
    expect(diagram.parts[0]?.rotate).toBe(90);
  });

  it('toggles flip on the selected parts only', () => {
    const diagram = makeDiagram({ parts: [led(), resistor({ flip: true }), pico()] });
    const next = applyCommand(diagram, { type: 'flipParts', partIds: ['led1', 'r1'] });
    expect(next.parts.map((p) => p.flip)).toEqual([true, false, false]);
  });

  it('returns the same diagram with nothing selected', () => {
    const diagram = ledCircuit();
    expect(applyCommand(diagram, { type: 'rotateParts', partIds: [] })).toBe(diagram);
    expect(applyCommand(diagram, { type: 'flipParts', partIds: ['ghost'] })).toBe(diagram);
  });
});

describe('deleteSelection and deleteWires', () => {
  it('deletes the parts with every wire attached to them', () => {
    const next = applyCommand(ledCircuit(), { type: 'deleteSelection', partIds: ['led1'], wireIds: [] });
    expect(ids(next.parts)).toEqual(['pico', 'r1']);
    expect(ids(next.wires)).toEqual(['w3']);
  });

  it('deletes selected wires alongside parts', () => {
    const next = applyCommand(ledCircuit(), {
      type: 'deleteSelection',
      partIds: ['r1'],
      wireIds: ['w1'],
    });
    expect(ids(next.parts)).toEqual(['pico', 'led1']);
    expect(next.wires).toEqual([]);
  });

  it('deleteWires keeps the parts', () => {
    const next = applyCommand(ledCircuit(), { type: 'deleteWires', wireIds: ['w2'] });
    expect(ids(next.parts)).toEqual(['pico', 'led1', 'r1']);
    expect(ids(next.wires)).toEqual(['w1', 'w3']);
  });

  it('returns the same diagram when nothing matches', () => {
    const diagram = ledCircuit();
    expect(applyCommand(diagram, { type: 'deleteSelection', partIds: ['x'], wireIds: ['y'] })).toBe(diagram);
    expect(applyCommand(diagram, { type: 'deleteWires', wireIds: [] })).toBe(diagram);
  });
});

describe('setPartAttrs', () => {
  it('merges attrs and removes those set to null', () => {
    const diagram = makeDiagram({ parts: [button({ attrs: { color: 'red', key: 'q' } })] });
    const next = applyCommand(diagram, {
      type: 'setPartAttrs',
      partId: 'btn1',
      attrs: { color: 'blue', key: null, label: 'Go' },
    });
    expect(next.parts[0]?.attrs).toEqual({ color: 'blue', label: 'Go' });
    expect(diagram.parts[0]?.attrs).toEqual({ color: 'red', key: 'q' });
  });

  it('returns the same diagram when the attrs already hold those values', () => {
    const diagram = makeDiagram({ parts: [led()] });
    expect(
      applyCommand(diagram, { type: 'setPartAttrs', partId: 'led1', attrs: { color: 'red', gone: null } }),
    ).toBe(diagram);
    expect(applyCommand(diagram, { type: 'setPartAttrs', partId: 'nope', attrs: { a: 'b' } })).toBe(diagram);
  });

  it('refuses a value longer than the limit', () => {
    const diagram = makeDiagram({ parts: [led()] });
    const long = 'x'.repeat(DIAGRAM_LIMITS.attrValueLength + 1);
    expect(applyCommand(diagram, { type: 'setPartAttrs', partId: 'led1', attrs: { label: long } })).toBe(
      diagram,
    );
  });
});

describe('addWire', () => {
  const diagram = makeDiagram({ parts: [pico(), led(), resistor()] });
  const A = { part: 'led1', pin: 'A' };
  const GP15 = { part: 'pico', pin: 'GP15' };

  it('adds a wire with the next id and returns it as created', () => {
    const { diagram: next, created } = runCommand(diagram, { type: 'addWire', from: GP15, to: A });
    expect(created.wireIds).toEqual(['w1']);
    expect(next.wires).toEqual([{ id: 'w1', from: GP15, to: A, color: 'green', bends: [] }]);
  });

  it('colours by pin when no colour is given: GND black, power red, signal green', () => {
    const add = (pin: string, color?: string) =>
      applyCommand(diagram, { type: 'addWire', from: { part: 'pico', pin }, to: A, color }).wires[0]?.color;
    expect(add('GND.3')).toBe('black');
    expect(add('3V3')).toBe('red');
    expect(add('VBUS')).toBe('red');
    expect(add('GP2')).toBe('green');
    expect(add('GND.3', 'blue')).toBe('blue');
  });

  it('refuses a wire from a pin to itself', () => {
    expect(applyCommand(diagram, { type: 'addWire', from: A, to: { ...A } })).toBe(diagram);
  });

  it('allows two pins of the same part', () => {
    const next = applyCommand(diagram, { type: 'addWire', from: A, to: { part: 'led1', pin: 'C' } });
    expect(next.wires).toHaveLength(1);
  });

  it('refuses a duplicate between the same two pins, in either direction', () => {
    const once = applyCommand(diagram, { type: 'addWire', from: GP15, to: A });
    expect(applyCommand(once, { type: 'addWire', from: GP15, to: A })).toBe(once);
    expect(applyCommand(once, { type: 'addWire', from: A, to: GP15 })).toBe(once);
    expect(applyCommand(once, { type: 'addWire', from: A, to: { part: 'pico', pin: 'GP14' } })).not.toBe(
      once,
    );
  });

  it('refuses a wire to a part that is not in the diagram', () => {
    expect(applyCommand(diagram, { type: 'addWire', from: GP15, to: { part: 'led9', pin: 'A' } })).toBe(
      diagram,
    );
  });

  it('keeps given bends', () => {
    const next = applyCommand(diagram, { type: 'addWire', from: GP15, to: A, bends: [{ x: 3, y: 4 }] });
    expect(next.wires[0]?.bends).toEqual([{ x: 3, y: 4 }]);
  });
});

describe('setWireColor and setWireBends', () => {
  it('recolours the listed wires only', () => {
    const next = applyCommand(ledCircuit(), { type: 'setWireColor', wireIds: ['w1', 'w2'], color: 'orange' });
    expect(next.wires.map((w) => w.color)).toEqual(['orange', 'orange', 'black']);
  });

  it('returns the same diagram when the colour is already set', () => {
    const diagram = ledCircuit();
    expect(applyCommand(diagram, { type: 'setWireColor', wireIds: ['w3'], color: 'black' })).toBe(diagram);
  });

  it('replaces bends and drops an imported route', () => {
    const diagram = makeDiagram({
      parts: [pico(), led()],
      wires: [wire('pico:GP15', 'led1:A', { route: ['h10', '*', 'v-5'] })],
    });
    const next = applyCommand(diagram, { type: 'setWireBends', wireId: 'w1', bends: [{ x: 1, y: 2 }] });
    expect(next.wires[0]).toEqual({ ...diagram.wires[0], route: undefined, bends: [{ x: 1, y: 2 }] });
    expect(next.wires[0]).not.toHaveProperty('route');
  });

  it('returns the same diagram for identical bends', () => {
    const diagram = makeDiagram({
      parts: [pico(), led()],
      wires: [wire('pico:GP15', 'led1:A', { bends: [{ x: 1, y: 2 }] })],
    });
    expect(applyCommand(diagram, { type: 'setWireBends', wireId: 'w1', bends: [{ x: 1, y: 2 }] })).toBe(
      diagram,
    );
  });
});

describe('paste', () => {
  it('adds copies with fresh ids, offset, and the wires between them remapped', () => {
    const diagram = ledCircuit();
    const payload = copySelection(diagram, ['led1', 'r1']);
    if (!payload) throw new Error('nothing copied');
    const { diagram: next, created } = runCommand(diagram, { type: 'paste', payload });
    expect(created).toEqual({ partIds: ['led2', 'r2'], wireIds: ['w4'] });
    expect(next.parts.slice(3)).toEqual([
      { ...led(), id: 'led2', x: 100 + PASTE_OFFSET.x, y: 50 + PASTE_OFFSET.y },
      { ...resistor(), id: 'r2', x: 90 + PASTE_OFFSET.x, y: 120 + PASTE_OFFSET.y },
    ]);
    expect(next.wires[3]).toMatchObject({
      id: 'w4',
      from: { part: 'led2', pin: 'C' },
      to: { part: 'r2', pin: '1' },
    });
    expect(diagramSchema.safeParse(next).success).toBe(true);
  });

  it('gives copies of the same type consecutive ids and fills gaps', () => {
    const diagram = makeDiagram({ parts: [led({ id: 'led2' })] });
    const payload = { parts: [led({ id: 'a' }), led({ id: 'b' }), led({ id: 'c' })], wires: [] };
    const { created } = runCommand(diagram, { type: 'paste', payload, offset: { x: 0, y: 0 } });
    expect(created.partIds).toEqual(['led1', 'led3', 'led4']);
  });

  it('remaps wires from another project onto the new ids and moves their bends', () => {
    const other = makeDiagram({
      parts: [led({ id: 'led7' }), resistor({ id: 'r7' })],
      wires: [wire('led7:C', 'r7:2', { id: 'w9', color: 'blue', bends: [{ x: 10, y: 10 }] })],
    });
    const payload = copySelection(other, ['led7', 'r7']);
    if (!payload) throw new Error('nothing copied');
    const next = applyCommand(makeDiagram(), { type: 'paste', payload, offset: { x: 5, y: -5 } });
    expect(next.wires).toEqual([
      {
        id: 'w1',
        from: { part: 'led1', pin: 'C' },
        to: { part: 'r1', pin: '2' },
        color: 'blue',
        bends: [{ x: 15, y: 5 }],
      },
    ]);
  });

  it('leaves out wires to parts that are not in the payload', () => {
    const payload = {
      parts: [led({ id: 'x' })],
      wires: [wire('x:A', 'pico:GP1', { id: 'w1' })],
    };
    const next = applyCommand(makeDiagram({ parts: [pico()] }), { type: 'paste', payload });
    expect(ids(next.parts)).toEqual(['pico', 'led1']);
    expect(next.wires).toEqual([]);
  });

  it('refuses a paste past the limits', () => {
    const diagram = makeDiagram({
      parts: Array.from({ length: DIAGRAM_LIMITS.parts }, (_, i) => led({ id: `led${i + 1}` })),
    });
    const { diagram: next, created } = runCommand(diagram, {
      type: 'paste',
      payload: { parts: [led()], wires: [] },
    });
    expect(next).toBe(diagram);
    expect(created.partIds).toEqual([]);
  });
});

describe('duplicate', () => {
  it('copies and pastes the selection in one step', () => {
    const diagram = ledCircuit();
    const { diagram: next, created } = runCommand(diagram, {
      type: 'duplicate',
      partIds: ['pico', 'led1'],
      offset: { x: 10, y: 0 },
    });
    expect(created).toEqual({ partIds: ['pico1', 'led2'], wireIds: ['w4'] });
    expect(next.parts.find((p) => p.id === 'pico1')).toMatchObject({ x: 10, y: 0 });
    expect(next.wires[3]).toMatchObject({
      from: { part: 'pico1', pin: 'GP15' },
      to: { part: 'led2', pin: 'A' },
    });
  });

  it('returns the same diagram with nothing selected', () => {
    const diagram = ledCircuit();
    expect(applyCommand(diagram, { type: 'duplicate', partIds: [] })).toBe(diagram);
  });
});

describe('replaceDiagram', () => {
  it('swaps in the imported diagram', () => {
    const imported = makeDiagram({ parts: [part('wokwi-servo', 'servo1')] });
    expect(applyCommand(ledCircuit(), { type: 'replaceDiagram', diagram: imported })).toBe(imported);
  });
});

describe('purity', () => {
  it('never mutates the input diagram', () => {
    const diagram = ledCircuit();
    const snapshot = structuredClone(diagram);
    const commands: Command[] = [
      { type: 'moveParts', partIds: ['led1'], dx: 1, dy: 1 },
      { type: 'rotateParts', partIds: ['led1'] },
      { type: 'flipParts', partIds: ['led1'] },
      { type: 'setPartAttrs', partId: 'led1', attrs: { color: 'blue' } },
      { type: 'setWireColor', wireIds: ['w1'], color: 'blue' },
      { type: 'setWireBends', wireId: 'w1', bends: [{ x: 1, y: 1 }] },
      { type: 'deleteSelection', partIds: ['led1'], wireIds: [] },
      { type: 'addWire', from: { part: 'pico', pin: 'GP1' }, to: { part: 'r1', pin: '1' } },
      { type: 'duplicate', partIds: ['led1', 'r1'] },
    ];
    for (const command of commands) {
      expect(applyCommand(diagram, command), command.type).not.toBe(diagram);
    }
    expect(diagram).toEqual(snapshot);
  });
});
