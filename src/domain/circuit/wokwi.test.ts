import { describe, expect, it } from 'vitest';
import { type DiagramPart, formatPinRef } from './diagram.ts';
import { diagramSchema } from './diagram-schema.ts';
import { led, ledCircuit, makeDiagram, pico, resistor, wire } from './test-builders.ts';
import { fromWokwiJson, parseWokwiJson, toWokwiJson, type WokwiImport } from './wokwi.ts';

/** The example of wokwi-diagram.md, verbatim. */
const REFERENCE_TEXT = `{"version":1,"author":"x","editor":"wokwi",
 "parts":[
  {"type":"wokwi-pi-pico","id":"pico","top":0,"left":0,"attrs":{"env":"circuitpython-8.0.2"}},
  {"type":"wokwi-led","id":"led1","top":50,"left":100,"attrs":{"color":"red"}},
  {"type":"wokwi-resistor","id":"r1","top":120,"left":90,"rotate":90,"attrs":{"value":"220"}},
  {"type":"wokwi-pushbutton","id":"btn1","top":40,"left":200,"attrs":{"key":"q"}}],
 "connections":[
  ["pico:GP15","led1:A","green",["h10","*","v-5"]],
  ["led1:C","r1:1","green",[]],["r1:2","pico:GND.1","black",[]],
  ["btn1:1.l","pico:GP14","blue",[]],["btn1:2.l","pico:GND.2","black",[]]]}`;

/** Deep copy with object keys sorted, so equality ignores key order. */
const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  return value;
};

const imported = (result: WokwiImport) => {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result;
};

/** Pins at the part's origin + (10 × pin length, 5): enough to make routes resolvable. */
const pinPosition = (part: DiagramPart, pin: string) => ({ x: part.x + pin.length * 10, y: part.y + 5 });

describe('the reference diagram.json', () => {
  it('imports every part and the 5 connections with pin names unchanged', () => {
    const { diagram, warnings } = imported(parseWokwiJson(REFERENCE_TEXT));
    expect(warnings).toEqual([]);
    expect(diagram.parts.map((p) => [p.id, p.type, p.x, p.y, p.rotate])).toEqual([
      ['pico', 'wokwi-pi-pico', 0, 0, 0],
      ['led1', 'wokwi-led', 100, 50, 0],
      ['r1', 'wokwi-resistor', 90, 120, 90],
      ['btn1', 'wokwi-pushbutton', 200, 40, 0],
    ]);
    expect(diagram.parts[3]?.attrs).toEqual({ key: 'q' });
    expect(
      diagram.wires.map((w) => [w.id, `${w.from.part}:${w.from.pin}`, `${w.to.part}:${w.to.pin}`, w.color]),
    ).toEqual([
      ['w1', 'pico:GP15', 'led1:A', 'green'],
      ['w2', 'led1:C', 'r1:1', 'green'],
      ['w3', 'r1:2', 'pico:GND.1', 'black'],
      ['w4', 'btn1:1.l', 'pico:GP14', 'blue'],
      ['w5', 'btn1:2.l', 'pico:GND.2', 'black'],
    ]);
    expect(diagram.wires[0]).toMatchObject({ bends: [], route: ['h10', '*', 'v-5'] });
    expect(diagram.wires[1]).not.toHaveProperty('route');
  });

  it('exports back equal to the original, modulo key order', () => {
    const { diagram } = imported(parseWokwiJson(REFERENCE_TEXT));
    expect(sortKeys(toWokwiJson(diagram, { author: 'x' }))).toEqual(sortKeys(JSON.parse(REFERENCE_TEXT)));
  });

  it('resolves the route into bends when pin positions are known', () => {
    const { diagram } = imported(parseWokwiJson(REFERENCE_TEXT, { pinPosition }));
    // GP15 at (40, 5); led1:A at (110, 55): h10 from the source, v-5 from the target.
    expect(diagram.wires[0]).toEqual({
      id: 'w1',
      from: { part: 'pico', pin: 'GP15' },
      to: { part: 'led1', pin: 'A' },
      color: 'green',
      bends: [
        { x: 50, y: 5 },
        { x: 110, y: 50 },
      ],
    });
  });
});

describe('our diagram → Wokwi → ours', () => {
  it('is the identity for a circuit without bends', () => {
    const diagram = ledCircuit();
    expect(imported(fromWokwiJson(toWokwiJson(diagram))).diagram).toEqual(diagram);
  });

  it('is the identity with rotation, flip, attrs and bends, given pin positions', () => {
    const diagram = makeDiagram({
      parts: [
        pico({ x: -20.5 }),
        led({ rotate: 270, flip: true, attrs: { color: 'blue', label: 'L' } }),
        resistor(),
      ],
      wires: [
        wire('pico:GP15', 'led1:A', {
          bends: [
            { x: 9.6, y: 5 },
            { x: 9.6, y: 40.4 },
            { x: 150, y: 40.4 },
          ],
        }),
        wire('led1:C', 'r1:1', { color: '' }),
      ],
    });
    const json = toWokwiJson(diagram, { pinPosition });
    expect(json.connections[0]?.[3]).toEqual(['h-9.9', 'v35.4', 'h140.4']);
    expect(json.parts[1]).toEqual({
      type: 'wokwi-led',
      id: 'led1',
      top: 50,
      left: 100,
      rotate: 270,
      attrs: { color: 'blue', label: 'L', flip: '1' },
    });
    expect(imported(fromWokwiJson(json, { pinPosition })).diagram).toEqual(diagram);
  });

  it('writes an imported route back unchanged', () => {
    const diagram = makeDiagram({
      parts: [pico(), led()],
      wires: [wire('pico:GP15', 'led1:A', { route: ['v0', '*', 'h-28.8'] })],
    });
    const json = toWokwiJson(diagram);
    expect(json.connections[0]?.[3]).toEqual(['v0', '*', 'h-28.8']);
    expect(imported(fromWokwiJson(json)).diagram).toEqual(diagram);
  });

  it('falls back to the part origin for bends without pin positions', () => {
    const diagram = makeDiagram({
      parts: [pico({ x: 10, y: 10 }), led()],
      wires: [wire('pico:GP15', 'led1:A', { bends: [{ x: 30, y: 10 }] })],
    });
    expect(toWokwiJson(diagram).connections[0]?.[3]).toEqual(['h20']);
  });

  it('writes the header and defaults the author', () => {
    const json = toWokwiJson(makeDiagram());
    expect(json).toEqual({ version: 1, author: 'Chispa', editor: 'wokwi', parts: [], connections: [] });
  });
});

describe('fromWokwiJson errors and warnings', () => {
  it('reports invalid JSON and invalid shapes as results, not throws', () => {
    expect(parseWokwiJson('{nope')).toMatchObject({ ok: false, error: { code: 'INVALID_JSON' } });
    expect(fromWokwiJson(null)).toMatchObject({ ok: false, error: { code: 'INVALID_DIAGRAM' } });
    const badType = fromWokwiJson({ parts: [{ id: 'x', type: 'wokwi led' }] });
    expect(badType).toMatchObject({ ok: false, error: { code: 'INVALID_DIAGRAM' } });
    expect(badType.ok || badType.error.message).toMatch(/parts\.0\.type/);
  });

  it('renames ids it cannot keep, with a warning each, and wires follow the rename', () => {
    const { diagram, warnings } = imported(
      fromWokwiJson({
        parts: [
          { id: 'pico', type: 'wokwi-pi-pico' },
          { id: 'led"1<x>', type: 'wokwi-led' },
          { id: 'led1', type: 'wokwi-led' },
          { id: 'led1', type: 'wokwi-led' },
          { type: 'wokwi-resistor' },
          { id: '__proto__', type: 'wokwi-resistor' },
          { id: 'x'.repeat(10_000), type: 'wokwi-pushbutton' },
          { id: 'a:b', type: 'wokwi-led' },
        ],
        connections: [
          ['pico:GP15', 'led"1<x>:A'],
          ['pico:GP14', 'led1:A'],
          ['__proto__:1', 'pico:GND.1'],
          [`${'x'.repeat(10_000)}:1.l`, 'pico:GP13'],
          ['a:b:A', 'pico:GP12'],
        ],
      }),
    );
    expect(diagram.parts.map((p) => p.id)).toEqual([
      'pico',
      'led2',
      'led1',
      'led3',
      'r1',
      'r2',
      'btn1',
      'led4',
    ]);
    expect(warnings.map((w) => w.code)).toEqual([
      'PART_ID_RENAMED',
      'PART_ID_RENAMED',
      'PART_ID_RENAMED',
      'PART_ID_RENAMED',
      'PART_ID_RENAMED',
      'PART_ID_RENAMED',
      'WIRE_UNKNOWN_PART',
    ]);
    expect(warnings[0]?.message).toBe('parts[1]: led"1<x> became led2');
    expect(warnings[4]?.message.length).toBeLessThan(80);
    // A doubled id reaches its first holder; `a:b:A` reads as part `a`, which never existed.
    expect(diagram.wires.map((w) => `${formatPinRef(w.from)} ${formatPinRef(w.to)}`)).toEqual([
      'pico:GP15 led2:A',
      'pico:GP14 led1:A',
      'r2:1 pico:GND.1',
      'btn1:1.l pico:GP13',
    ]);
    expect(diagramSchema.safeParse(diagram).success).toBe(true);
  });

  it('drops a connection whose pin name breaks the rule', () => {
    const { diagram, warnings } = imported(
      fromWokwiJson({
        parts: [pico(), led()].map((p) => ({ id: p.id, type: p.type })),
        connections: [
          ['pico:GP15', 'led1:A"]'],
          ['pico:GP14', 'led1:A B'],
          ['pico:GP13', 'led1:A'],
        ],
      }),
    );
    expect(diagram.wires).toHaveLength(1);
    expect(warnings.map((w) => w.code)).toEqual(['WIRE_BAD_ENDPOINT', 'WIRE_BAD_ENDPOINT']);
  });

  it('fills defaults: no position, rotation, attrs, colour or route', () => {
    const { diagram } = imported(
      fromWokwiJson({
        parts: [
          { id: 'led1', type: 'wokwi-led' },
          { id: 'pico', type: 'wokwi-pi-pico' },
        ],
        connections: [['pico:GND.1', 'led1:C']],
      }),
    );
    expect(diagram.parts[0]).toEqual({
      id: 'led1',
      type: 'wokwi-led',
      x: 0,
      y: 0,
      rotate: 0,
      flip: false,
      attrs: {},
    });
    expect(diagram.wires[0]).toMatchObject({ color: 'black', bends: [] });
  });

  it('normalises rotation and attrs, warning where it changes something', () => {
    const { diagram, warnings } = imported(
      fromWokwiJson({
        parts: [
          { id: 'a', type: 'wokwi-led', rotate: -90, attrs: { flip: '' } },
          { id: 'b', type: 'wokwi-led', rotate: 100, hide: true, attrs: { value: 220, flip: 'true' } },
        ],
      }),
    );
    expect(diagram.parts.map((p) => [p.rotate, p.flip, p.attrs])).toEqual([
      [270, false, {}],
      [90, true, { value: '220' }],
    ]);
    expect(warnings.map((w) => w.code)).toEqual(['ROTATION_ROUNDED', 'PART_HIDE_IGNORED']);
  });

  it('drops connections it cannot keep, with a warning each', () => {
    const { diagram, warnings } = imported(
      fromWokwiJson({
        parts: [pico(), led()].map((p) => ({ id: p.id, type: p.type })),
        connections: [
          ['pico:GP15', 'led1:A', 'green', []],
          ['led1:A', 'pico:GP15', 'green', []],
          ['led1:A', 'led1:A', 'green', []],
          ['led9:A', 'pico:GP1', 'green', []],
          ['pico', 'led1:C', 'green', []],
          ['$serialMonitor:RX', 'pico:GP0', '', []],
        ],
        serialMonitor: { display: 'always' },
      }),
    );
    expect(diagram.wires).toHaveLength(1);
    expect(warnings.map((w) => w.code)).toEqual([
      'SERIAL_MONITOR_IGNORED',
      'WIRE_DUPLICATE',
      'WIRE_TO_ITSELF',
      'WIRE_UNKNOWN_PART',
      'WIRE_BAD_ENDPOINT',
      'SERIAL_MONITOR_IGNORED',
    ]);
    expect(warnings[3]?.message).toMatch(/led9/);
  });

  it('keeps a malformed route verbatim even with pin positions', () => {
    const { diagram } = imported(
      fromWokwiJson(
        {
          parts: [
            { id: 'p', type: 'wokwi-pi-pico' },
            { id: 'l', type: 'wokwi-led' },
          ],
          connections: [['p:GP1', 'l:A', 'green', ['q5']]],
        },
        { pinPosition },
      ),
    );
    expect(diagram.wires[0]).toMatchObject({ bends: [], route: ['q5'] });
  });

  it('keeps the route when a pin position is unknown', () => {
    const partial = (part: DiagramPart, pin: string) =>
      part.id === 'pico' ? pinPosition(part, pin) : undefined;
    const { diagram } = imported(parseWokwiJson(REFERENCE_TEXT, { pinPosition: partial }));
    expect(diagram.wires[0]).toMatchObject({ bends: [], route: ['h10', '*', 'v-5'] });
  });
});
