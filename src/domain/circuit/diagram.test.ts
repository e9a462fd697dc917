import { describe, expect, it } from 'vitest';
import {
  DIAGRAM_LIMITS,
  EMPTY_DIAGRAM,
  findPart,
  findWire,
  formatPinRef,
  isDiagramId,
  isPartType,
  isPinName,
  parsePinRef,
  wiresOfParts,
} from './diagram.ts';
import { diagramSchema } from './diagram-schema.ts';
import { PART_DEFINITIONS, PICO_PIN_NAMES } from './parts.ts';
import { led, ledCircuit, makeDiagram, part, pico, wire } from './test-builders.ts';

const errorOf = (value: unknown) => {
  const result = diagramSchema.safeParse(value);
  return result.success ? undefined : result.error.issues.map((i) => i.message).join('; ');
};

describe('diagramSchema', () => {
  it('accepts a circuit and the empty diagram', () => {
    expect(errorOf(ledCircuit())).toBeUndefined();
    expect(errorOf(EMPTY_DIAGRAM)).toBeUndefined();
  });

  it('accepts only quarter-turn rotations', () => {
    expect(errorOf(makeDiagram({ parts: [led({ rotate: 45 as 0 })] }))).toBeDefined();
    expect(errorOf(makeDiagram({ parts: [led({ rotate: 270 })] }))).toBeUndefined();
  });

  it('enforces the caps', () => {
    const tooMany = makeDiagram({
      parts: Array.from({ length: DIAGRAM_LIMITS.parts + 1 }, (_, i) => led({ id: `led${i}` })),
    });
    expect(errorOf(tooMany)).toBeDefined();
    expect(errorOf(makeDiagram({ parts: [led({ id: 'x'.repeat(65) })] }))).toBeDefined();
    expect(errorOf(makeDiagram({ parts: [led({ id: 'x'.repeat(64) })] }))).toBeUndefined();
    expect(errorOf(makeDiagram({ parts: [led({ attrs: { label: 'y'.repeat(2001) } })] }))).toBeDefined();
    expect(errorOf(makeDiagram({ parts: [led({ attrs: { label: 'y'.repeat(2000) } })] }))).toBeUndefined();
    const wires = Array.from({ length: DIAGRAM_LIMITS.wires + 1 }, (_, i) =>
      wire(`pico:GP${i}`, 'led1:A', { id: `w${i}` }),
    );
    expect(errorOf(makeDiagram({ parts: [pico(), led()], wires }))).toBeDefined();
  });

  it('refuses duplicate ids and ids with a colon', () => {
    expect(errorOf(makeDiagram({ parts: [led(), led()] }))).toMatch(/Duplicate part id led1/);
    const twice = makeDiagram({
      parts: [pico(), led()],
      wires: [wire('pico:GP1', 'led1:A', { id: 'w1' }), wire('pico:GP2', 'led1:C', { id: 'w1' })],
    });
    expect(errorOf(twice)).toMatch(/Duplicate wire id w1/);
    expect(errorOf(makeDiagram({ parts: [led({ id: 'a:b' })] }))).toBeDefined();
  });

  it('rejects non-string attr values and non-finite positions', () => {
    expect(errorOf({ parts: [{ ...led(), attrs: { value: 220 } }], wires: [] })).toBeDefined();
    expect(errorOf(makeDiagram({ parts: [led({ x: Number.NaN })] }))).toBeDefined();
  });

  it('keeps EMPTY_DIAGRAM from being edited in place', () => {
    expect(() => (EMPTY_DIAGRAM.parts as unknown[]).push(led())).toThrow();
  });
});

/** What must never pass as an id, a type or a pin: markup, invisible characters, prototype names. */
const HOSTILE_NAMES = [
  '',
  'led"1<x>',
  "led'1",
  '<x>',
  'a\\b',
  'led 1',
  ' led1',
  'led1\n',
  'led\u0000',
  'led\u202e1',
  'x'.repeat(10_000),
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
];

describe('the names in a diagram', () => {
  it('keeps ids to Wokwi letters, digits, _, - and ., at most 64 long', () => {
    for (const id of ['led1', 'pico', 'btn_a', 'r.2', 'sw-1', 'A', '7', 'x'.repeat(64)]) {
      expect(isDiagramId(id), id).toBe(true);
    }
    for (const id of [...HOSTILE_NAMES, 'a:b', 'lëd1', 'led①', 'led/1', 'led+', 'x'.repeat(65), 42, null]) {
      expect(isDiagramId(id), String(id).slice(0, 20)).toBe(false);
    }
  });

  it('accepts every type we draw or Wokwi names, and none that needs escaping', () => {
    for (const { type } of PART_DEFINITIONS) expect(isPartType(type), type).toBe(true);
    for (const type of ['wokwi-arduino-uno', 'board-ssd1306', 'chip-inverter', 'wokwi-7segment']) {
      expect(isPartType(type), type).toBe(true);
    }
    for (const type of [...HOSTILE_NAMES, 'wokwi led', 'wokwi:led', 'wokwi-lëd']) {
      expect(isPartType(type), type.slice(0, 20)).toBe(false);
    }
  });

  it("accepts Wokwi's pin names, and no quote, backslash, bracket, space or control character", () => {
    for (const pin of [
      ...PICO_PIN_NAMES,
      'A',
      'C',
      'A+',
      'A-',
      'V+',
      'COM',
      'COM.1',
      '1.l',
      '2.r',
      'D/C',
      '3V3_EN',
    ]) {
      expect(isPinName(pin), pin).toBe(true);
    }
    for (const pin of [...HOSTILE_NAMES, 'A"]', 'A`', 'Ω', 'x'.repeat(65)]) {
      expect(isPinName(pin), pin.slice(0, 20)).toBe(false);
    }
  });

  it('holds diagrams to the rule: part ids, wire ids, wire ends and types', () => {
    const circuit = (over: { partId?: string; wireId?: string; end?: string; pin?: string; type?: string }) =>
      makeDiagram({
        parts: [pico(), part(over.type ?? 'wokwi-led', over.partId ?? 'led1')],
        wires: [
          wire(`pico:GP15`, `${over.end ?? over.partId ?? 'led1'}:${over.pin ?? 'A'}`, {
            id: over.wireId ?? 'w1',
          }),
        ],
      });
    expect(errorOf(circuit({}))).toBeUndefined();
    expect(errorOf(circuit({ partId: 'led"1<x>' }))).toBeDefined();
    expect(errorOf(circuit({ wireId: 'w"1' }))).toBeDefined();
    expect(errorOf(circuit({ end: 'led"1<x>' }))).toBeDefined();
    expect(errorOf(circuit({ pin: 'A"' }))).toBeDefined();
    expect(errorOf(circuit({ type: '<script>' }))).toBeDefined();
    expect(errorOf(circuit({ partId: '__proto__' }))).toBeDefined();
  });
});

describe('pin refs', () => {
  it('formats and parses part:pin, splitting at the first colon', () => {
    expect(formatPinRef({ part: 'btn1', pin: '1.l' })).toBe('btn1:1.l');
    expect(parsePinRef('pico:GND.1')).toEqual({ part: 'pico', pin: 'GND.1' });
    expect(parsePinRef('$serialMonitor:TX')).toEqual({ part: '$serialMonitor', pin: 'TX' });
    expect(parsePinRef('a:b:c')).toEqual({ part: 'a', pin: 'b:c' });
    expect(parsePinRef('nopin')).toBeUndefined();
    expect(parsePinRef(':x')).toBeUndefined();
    expect(parsePinRef('x:')).toBeUndefined();
  });
});

describe('lookups', () => {
  it('finds parts, wires and the wires of parts', () => {
    const diagram = ledCircuit();
    expect(findPart(diagram, 'r1')?.type).toBe('wokwi-resistor');
    expect(findPart(diagram, 'r9')).toBeUndefined();
    expect(findWire(diagram, 'w2')?.to).toEqual({ part: 'r1', pin: '1' });
    expect(wiresOfParts(diagram, ['led1']).map((w) => w.id)).toEqual(['w1', 'w2']);
    expect(wiresOfParts(diagram, [])).toEqual([]);
  });
});
