import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Project, projectSchema } from '../projects.ts';
import { type Diagram, formatPinRef } from './diagram.ts';
import { diagramSchema, storedDiagramSchema } from './diagram-schema.ts';
import { BROKEN_PART_TYPE } from './parts.ts';
import { isBrokenPart, repairDiagram } from './repair.ts';
import { led, ledCircuit, makeDiagram, pico, resistor, wire } from './test-builders.ts';

/** A stored part as JSON holds it: any field may be anything. */
const stored = (over: Record<string, unknown>) => ({ ...led(), ...over });

const repaired = (value: unknown) => {
  const result = repairDiagram(value);
  // Whatever went in, what comes out is a diagram the strict schema accepts, and a fixed point.
  expect(diagramSchema.safeParse(result.diagram).error).toBeUndefined();
  expect(repairDiagram(result.diagram)).toEqual({ diagram: result.diagram, isChanged: false });
  return result;
};

const ends = (diagram: Diagram) => diagram.wires.map((w) => `${formatPinRef(w.from)} ${formatPinRef(w.to)}`);

/** Values a jsonb column can hold that are no diagram at all, or one with the wrong shapes. */
const NOT_DIAGRAMS: unknown[] = [
  null,
  undefined,
  42,
  'parts',
  true,
  [],
  [ledCircuit()],
  {},
  { parts: 'led1', wires: { w1: {} } },
  { parts: null },
  { wires: [] },
];

describe('repairDiagram: what is fine stays as it is', () => {
  it('gives a valid diagram back unchanged, whatever the key order jsonb gave it', () => {
    const circuit = ledCircuit();
    expect(repaired(circuit)).toEqual({ diagram: circuit, isChanged: false });
    const reordered = JSON.parse(
      '{"wires":[],"parts":[{"y":50,"x":100,"attrs":{"color":"red"},"id":"led1","flip":false,"type":"wokwi-led","rotate":0}]}',
    );
    expect(repaired(reordered)).toEqual({ diagram: makeDiagram({ parts: [led()] }), isChanged: false });
  });

  it('keeps a part of a type it does not know: that is for the canvas to show', () => {
    const foreign = makeDiagram({ parts: [led({ id: 'uno', type: 'wokwi-arduino-uno', attrs: {} })] });
    expect(repaired(foreign)).toEqual({ diagram: foreign, isChanged: false });
  });
});

describe('repairDiagram: shapes that are no diagram', () => {
  it.each(NOT_DIAGRAMS.map((value) => [JSON.stringify(value) ?? 'undefined', value]))(
    '%s becomes the empty diagram',
    (_, value) => {
      expect(repaired(value)).toEqual({ diagram: { parts: [], wires: [] }, isChanged: true });
    },
  );

  it('keeps the parts when only the wires are missing', () => {
    expect(repaired({ parts: [led()] })).toEqual({
      diagram: makeDiagram({ parts: [led()] }),
      isChanged: true,
    });
  });
});

describe('repairDiagram: ids', () => {
  it('renames invalid part ids as spec §7 allocates, and their wires follow', () => {
    const { diagram, isChanged } = repaired({
      parts: [pico(), led({ id: 'led"1<x>' }), led({ id: 'led1', x: 300 })],
      wires: [wire('pico:GP15', 'led"1<x>:A', { id: 'w1' }), wire('pico:GP14', 'led1:A', { id: 'w2' })],
    });
    expect(isChanged).toBe(true);
    expect(diagram.parts.map((p) => p.id)).toEqual(['pico', 'led2', 'led1']);
    expect(ends(diagram)).toEqual(['pico:GP15 led2:A', 'pico:GP14 led1:A']);
  });

  it.each([
    ['empty', ''],
    ['a quote and markup', 'led"1<x>'],
    ['unicode', 'lëd①'],
    ['a colon', 'led:1'],
    ['a space', 'led 1'],
    ['a control character', 'led\u0000'],
    ['10 000 characters', 'x'.repeat(10_000)],
    ['__proto__', '__proto__'],
    ['constructor', 'constructor'],
    ['a number', 42],
    ['null', null],
  ])('renames an id that is %s', (_, id) => {
    const end = { ...wire('pico:GP1', 'x:A'), to: { part: id, pin: 'A' } };
    const { diagram } = repaired({ parts: [pico(), stored({ id })], wires: [end] });
    expect(diagram.parts.map((p) => p.id)).toEqual(['pico', 'led1']);
    // Only text can be referenced by a wire end; every other stored id takes its wires along.
    expect(ends(diagram)).toEqual(typeof id === 'string' ? ['pico:GP1 led1:A'] : []);
  });

  it('renames doubled part ids after the first; wires reach the first holder', () => {
    const { diagram } = repaired({
      parts: [led({ id: 'led1' }), led({ id: 'led1', x: 1 }), led({ id: 'led1', x: 2 }), pico()],
      wires: [wire('pico:GP15', 'led1:A', { id: 'w1' })],
    });
    expect(diagram.parts.map((p) => [p.id, p.x])).toEqual([
      ['led1', 100],
      ['led2', 1],
      ['led3', 2],
      ['pico', 0],
    ]);
    expect(ends(diagram)).toEqual(['pico:GP15 led1:A']);
  });

  it('renames invalid and doubled wire ids', () => {
    const { diagram } = repaired({
      parts: [pico(), led()],
      wires: [
        wire('pico:GP1', 'led1:A', { id: 'w2' }),
        wire('pico:GP2', 'led1:C', { id: 'w2' }),
        wire('pico:GP3', 'led1:A', { id: 'w"<x>' }),
        { ...wire('pico:GP4', 'led1:C'), id: undefined },
      ],
    });
    expect(diagram.wires.map((w) => w.id)).toEqual(['w2', 'w1', 'w3', 'w4']);
  });

  it('pollutes no prototype with __proto__ anywhere', () => {
    const text =
      '{"__proto__":{"polluted":1},"parts":[{"id":"__proto__","type":"wokwi-led","x":0,"y":0,"rotate":0,' +
      '"flip":false,"attrs":{"__proto__":{"polluted":1}},"__proto__":{"polluted":1}}],"wires":[]}';
    const { diagram } = repaired(JSON.parse(text));
    expect(diagram.parts[0]?.id).toBe('led1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(diagram.parts[0]?.attrs)).toBe(Object.prototype);
  });
});

describe('repairDiagram: parts the canvas cannot draw', () => {
  it.each([
    ['no type', { type: undefined }, 100, 50],
    ['a type that is a number', { type: 7 }, 100, 50],
    ['a type with markup', { type: '<img src=x onerror=alert(1)>' }, 100, 50],
    ['a type of 10 000 characters', { type: `wokwi-${'x'.repeat(10_000)}` }, 100, 50],
    ['an x that is text', { x: '12' }, 0, 50],
    ['an x that overflowed (null in JSON)', { x: null }, 0, 50],
    ['a non-finite y', { y: Number.POSITIVE_INFINITY }, 100, 0],
    ['a NaN y', { y: Number.NaN }, 100, 0],
    ['attrs that are not text', { attrs: { color: 220 } }, 100, 50],
    ['attrs that are a list', { attrs: ['red'] }, 100, 50],
    ['an attr of 10 000 characters', { attrs: { label: 'y'.repeat(10_000) } }, 100, 50],
    ['a rotation of 45°', { rotate: 45 }, 100, 50],
    ['a flip that is text', { flip: 'yes' }, 100, 50],
  ])('keeps a part with %s as a broken part, where it was', (_, over, x, y) => {
    const { diagram, isChanged } = repaired({
      parts: [pico(), stored({ id: 'led1', ...over })],
      wires: [wire('pico:GP15', 'led1:A')],
    });
    expect(isChanged).toBe(true);
    const broken = diagram.parts[1];
    expect(broken).toMatchObject({ id: 'led1', type: BROKEN_PART_TYPE, x, y, rotate: 0, flip: false });
    expect(broken && isBrokenPart(broken)).toBe(true);
    // Its wires stay: they go when the user deletes it.
    expect(ends(diagram)).toEqual(['pico:GP15 led1:A']);
  });

  it('remembers the type it had, as text of bounded length', () => {
    const types = ['<img src=x onerror=alert(1)>', `wokwi-${'x'.repeat(10_000)}`, 7, undefined];
    const { diagram } = repaired({ parts: types.map((type, i) => stored({ id: `p${i}`, type, x: 'bad' })) });
    expect(diagram.parts.map((p) => p.attrs)).toEqual([
      { type: '<img src=x onerror=alert(1)>' },
      { type: `wokwi-${'x'.repeat(58)}` },
      {},
      {},
    ]);
  });

  it('keeps entries that are not objects as broken parts with fresh ids', () => {
    const { diagram } = repaired({ parts: [null, 42, 'led1', [led()], led()], wires: [] });
    expect(diagram.parts.map((p) => [p.id, p.type])).toEqual([
      ['chispabrokenpart1', BROKEN_PART_TYPE],
      ['chispabrokenpart2', BROKEN_PART_TYPE],
      ['chispabrokenpart3', BROKEN_PART_TYPE],
      ['chispabrokenpart4', BROKEN_PART_TYPE],
      ['led1', 'wokwi-led'],
    ]);
  });

  it('names a renamed broken part after the type it was stored with', () => {
    const { diagram } = repaired({ parts: [stored({ id: 'led"1', x: 'bad' })], wires: [] });
    expect(diagram.parts[0]).toMatchObject({
      id: 'led1',
      type: BROKEN_PART_TYPE,
      attrs: { type: 'wokwi-led' },
    });
  });
});

describe('repairDiagram: wires', () => {
  const circuit = (wires: unknown[]) => repaired({ parts: [pico(), led(), resistor()], wires }).diagram;

  it('drops wires that cannot be drawn', () => {
    const good = wire('pico:GP15', 'led1:A', { id: 'w1' });
    const diagram = circuit([
      good,
      null,
      'w2',
      { ...good, id: 'w3', from: 'pico:GP1' },
      { ...good, id: 'w4', to: { part: 'led9', pin: 'A' } },
      { ...good, id: 'w5', to: { part: 'led1', pin: 'A"]' } },
      { ...good, id: 'w6', to: { part: 'led1', pin: '' } },
      { ...good, id: 'w7', to: { part: 'led1', pin: 7 } },
      { ...good, id: 'w8', to: { part: 'pico', pin: 'GP15' } },
    ]);
    expect(diagram.wires.map((w) => w.id)).toEqual(['w1']);
  });

  it('resets bad colours, bends and routes, keeping good ones', () => {
    const diagram = circuit([
      { ...wire('pico:GND.1', 'led1:C'), id: 'w1', color: 5, bends: [{ x: 1, y: null }], route: 'h10' },
      { ...wire('pico:GP15', 'led1:A'), id: 'w2', color: 'x'.repeat(10_000), bends: 'none' },
      { ...wire('led1:C', 'r1:1'), id: 'w3', color: 'blue', bends: [{ x: 1, y: 2 }], route: ['h10'] },
    ]);
    expect(diagram.wires).toEqual([
      {
        id: 'w1',
        from: { part: 'pico', pin: 'GND.1' },
        to: { part: 'led1', pin: 'C' },
        color: 'black',
        bends: [],
      },
      {
        id: 'w2',
        from: { part: 'pico', pin: 'GP15' },
        to: { part: 'led1', pin: 'A' },
        color: 'green',
        bends: [],
      },
      {
        id: 'w3',
        from: { part: 'led1', pin: 'C' },
        to: { part: 'r1', pin: '1' },
        color: 'blue',
        bends: [{ x: 1, y: 2 }],
        route: ['h10'],
      },
    ]);
  });
});

describe('repairDiagram: size', () => {
  it('keeps to the caps of the diagram', () => {
    const parts = Array.from({ length: 2500 }, (_, i) => led({ id: i % 2 ? `led${i}` : '' }));
    const { diagram } = repaired({ parts, wires: [] });
    expect(diagram.parts).toHaveLength(2000);
    expect(new Set(diagram.parts.map((p) => p.id)).size).toBe(2000);
  });
});

describe('storedDiagramSchema', () => {
  const project: Omit<Project, 'diagram'> = {
    id: 'p1',
    name: 'x',
    category: 'other',
    imageUrl: null,
    thumbnailUrl: null,
    circuitHash: '',
    userId: null,
    ownerId: 'u1',
    ownerName: 'Ana',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    isActivity: false,
    isReadOnly: false,
    version: 1,
    permission: 'owner',
    code: '',
    codeView: 'python',
    blocks: null,
  };

  // Everything a jsonb column holds (so not undefined).
  it.each([
    ...NOT_DIAGRAMS.filter((value) => value !== undefined),
    { parts: [stored({ id: 'led"1<x>', x: Number.POSITIVE_INFINITY, attrs: { v: 1 } }), null], wires: [7] },
  ])('serves %j as it is, and the web reads the answer back', (value) => {
    // Typed as what the column is declared to hold, which is exactly what it cannot promise.
    const diagram = value as Diagram;
    expect(z.safeEncode(storedDiagramSchema, diagram)).toEqual({ success: true, data: diagram });
    const served = z.safeEncode(projectSchema, { ...project, diagram });
    expect(served.error).toBeUndefined();
    const answer = JSON.parse(JSON.stringify(served.data));
    expect(projectSchema.safeParse(answer).error).toBeUndefined();
  });
});
