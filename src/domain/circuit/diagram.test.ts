import { describe, expect, it } from 'vitest';
import {
  DIAGRAM_LIMITS,
  diagramSchema,
  EMPTY_DIAGRAM,
  findPart,
  findWire,
  formatPinRef,
  parsePinRef,
  wiresOfParts,
} from './diagram.ts';
import { led, ledCircuit, makeDiagram, pico, wire } from './test-builders.ts';

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
