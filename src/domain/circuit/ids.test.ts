import { describe, expect, it } from 'vitest';
import { createIdAllocator, keepOrRenameIds, nextId, nextIdForType, nextPartId, nextWireId } from './ids.ts';
import { idPrefixFor } from './parts.ts';
import { led, makeDiagram, part, pico, wire } from './test-builders.ts';

const leds = (...ids: string[]) => makeDiagram({ parts: ids.map((id) => led({ id })) });

describe('nextPartId (spec §7)', () => {
  it('starts at 1', () => {
    expect(nextPartId(makeDiagram(), 'led')).toBe('led1');
  });

  it('takes the next number after a full run', () => {
    expect(nextPartId(leds('led1', 'led2'), 'led')).toBe('led3');
  });

  it('reuses the smallest gap', () => {
    expect(nextPartId(leds('led1', 'led3', 'led4'), 'led')).toBe('led2');
    expect(nextPartId(leds('led2', 'led3'), 'led')).toBe('led1');
  });

  it('reads led10 as 10, not as led1 followed by 0', () => {
    expect(nextPartId(leds('led10'), 'led')).toBe('led1');
    expect(nextPartId(leds('led1', 'led10'), 'led')).toBe('led2');
  });

  it('ignores ids of other prefixes, including ones that start the same', () => {
    const diagram = makeDiagram({
      parts: [led({ id: 'led1' }), part('wokwi-rgb-led', 'ledx2'), part('wokwi-resistor', 'r2')],
    });
    expect(nextPartId(diagram, 'led')).toBe('led2');
    expect(nextPartId(diagram, 'r')).toBe('r1');
  });

  it('does not count a bare prefix, zero or leading zeros', () => {
    const diagram = makeDiagram({
      parts: [pico({ id: 'pico' }), led({ id: 'led0' }), led({ id: 'led01' })],
    });
    expect(nextPartId(diagram, 'pico')).toBe('pico1');
    expect(nextPartId(diagram, 'led')).toBe('led1');
  });

  it('treats prefix characters literally', () => {
    expect(nextId(['a.1', 'ab1'], 'a.')).toBe('a.2');
    expect(nextId(['ab1'], 'a.')).toBe('a.1');
  });
});

describe('ids per type and for wires', () => {
  it('maps part types to their prefixes', () => {
    expect(idPrefixFor('wokwi-led')).toBe('led');
    expect(idPrefixFor('wokwi-resistor')).toBe('r');
    expect(idPrefixFor('wokwi-pushbutton')).toBe('btn');
    expect(idPrefixFor('wokwi-pi-pico')).toBe('pico');
    expect(idPrefixFor('wokwi-ir-receiver')).toBe('irreceiver');
  });

  it('allocates by type', () => {
    expect(nextIdForType(leds('led1'), 'wokwi-led')).toBe('led2');
    expect(nextIdForType(leds('led1'), 'wokwi-resistor')).toBe('r1');
  });

  it('allocates wire ids with the w prefix, gaps reused', () => {
    const diagram = makeDiagram({
      parts: [pico(), led()],
      wires: [wire('pico:GP1', 'led1:A', { id: 'w1' }), wire('pico:GP2', 'led1:C', { id: 'w3' })],
    });
    expect(nextWireId(diagram)).toBe('w2');
  });
});

describe('many ids in a row', () => {
  it('allocates as nextId does, counting what it handed out', () => {
    const allocate = createIdAllocator(['led1', 'led3', 'r2']);
    expect([allocate('led'), allocate('led'), allocate('r'), allocate('led'), allocate('r')]).toEqual([
      'led2',
      'led4',
      'r1',
      'led5',
      'r3',
    ]);
  });

  it('keeps valid first ids, renames the rest, and maps each stored id to its first holder', () => {
    const stored = ['led1', 'led1', 'led"1<x>', '', 42, undefined, '__proto__', 'x'.repeat(10_000), 'r1'];
    const { ids, byStoredId } = keepOrRenameIds(stored, (i) => (i < 3 ? 'led' : 'r'));
    expect(ids).toEqual(['led1', 'led2', 'led3', 'r2', 'r3', 'r4', 'r5', 'r6', 'r1']);
    expect(byStoredId.get('led1')).toBe('led1');
    expect(byStoredId.get('led"1<x>')).toBe('led3');
    expect(byStoredId.get('__proto__')).toBe('r5');
    expect(byStoredId.has('42')).toBe(false);
  });

  it('gives long foreign types a prefix that leaves room for the number', () => {
    const type = `wokwi-${'a'.repeat(200)}`;
    expect(nextIdForType(makeDiagram(), type).length).toBeLessThanOrEqual(64);
  });
});
