import { describe, expect, it } from 'vitest';
import { PART_KINDS } from './part-kinds.ts';
import { describePart, describeWire, PART_NAME_KEYS, partLookupOf, summarizePart } from './part-names.ts';
import { BROKEN_PART_TYPE } from './parts.ts';
import { led, makeDiagram, part, pico, resistor, wire } from './test-builders.ts';

describe('describePart', () => {
  it('names a part by its kind and the number of its id', () => {
    expect(describePart(resistor({ id: 'r1' }))).toEqual({ key: 'resistor', number: 1 });
    expect(describePart(resistor({ id: 'r12' }))).toEqual({ key: 'resistor', number: 12 });
    expect(describePart(part('wokwi-buzzer', 'bz3'))).toEqual({ key: 'buzzer', number: 3 });
  });

  it("keeps a part's number when another part of its type is deleted", () => {
    const parts = [resistor({ id: 'r1' }), resistor({ id: 'r2' }), resistor({ id: 'r3' })];
    const before = parts.map(describePart);
    const after = parts.filter((p) => p.id !== 'r1').map(describePart);
    expect(after).toEqual(before.slice(1));
    expect(after.map((name) => name.number)).toEqual([2, 3]);
  });

  it('names an LED after its colour, and any colour without a word as a plain LED', () => {
    expect(describePart(led({ id: 'led1', attrs: { color: 'red' } }))).toEqual({ key: 'led.red', number: 1 });
    expect(describePart(led({ id: 'led2', attrs: { color: 'purple' } })).key).toBe('led.purple');
    expect(describePart(led({ id: 'led3', attrs: { color: '#ff00aa' } })).key).toBe('led.other');
    expect(describePart(led({ id: 'led4', attrs: {} })).key).toBe('led.other');
    // A colour that happens to be an object member is still just a colour.
    expect(describePart(led({ id: 'led5', attrs: { color: 'constructor' } })).key).toBe('led.other');
  });

  it('shows an id its author chose, and nothing for the bare prefix', () => {
    expect(describePart(led({ id: 'rojo' }))).toEqual({ key: 'led.red', tag: 'rojo' });
    expect(describePart(resistor({ id: 'r01' }))).toEqual({ key: 'resistor', tag: 'r01' });
    expect(describePart(pico({ id: 'pico' }))).toEqual({ key: 'pico' });
    expect(describePart(pico({ id: 'pico1' }))).toEqual({ key: 'pico', number: 1 });
  });

  it('names a type it has no word for by the type, and a broken part as broken', () => {
    expect(describePart(part('wokwi-ir-receiver', 'irreceiver1'))).toEqual({
      key: 'other',
      number: 1,
      type: 'ir-receiver',
    });
    expect(describePart(part('chip-custom', 'x'))).toEqual({ key: 'other', tag: 'x', type: 'chip-custom' });
    expect(describePart(part(BROKEN_PART_TYPE, 'part1')).key).toBe('broken');
  });

  it('answers only keys listed for the locale files', () => {
    const types = [...Object.keys(PART_KINDS), BROKEN_PART_TYPE, 'wokwi-unknown'];
    const colors = ['red', 'green', 'yellow', 'blue', 'orange', 'white', 'purple', 'pink', ''];
    const keys = types.flatMap((type) =>
      colors.map((color) => describePart(part(type, 'a', { attrs: { color } })).key),
    );
    expect(new Set(keys)).toEqual(new Set(PART_NAME_KEYS));
  });
});

describe('summarizePart', () => {
  it("carries a resistor's value in ohms, read from Wokwi's attr", () => {
    expect(summarizePart(resistor({ id: 'r1', attrs: { value: '220' } }))).toEqual({
      name: { key: 'resistor', number: 1 },
      resistance: 220,
    });
    expect(summarizePart(resistor({ attrs: { value: '4.7k' } })).resistance).toBe(4700);
  });

  it('carries no value for a resistor whose attr holds none, nor for other parts', () => {
    expect(summarizePart(resistor({ attrs: { value: 'big' } }))).not.toHaveProperty('resistance');
    expect(summarizePart(resistor({ attrs: {} }))).not.toHaveProperty('resistance');
    expect(
      summarizePart(part('wokwi-potentiometer', 'pot1', { attrs: { value: '512' } })),
    ).not.toHaveProperty('resistance');
  });
});

describe('describeWire', () => {
  const partOf = partLookupOf(
    makeDiagram({ parts: [pico({ id: 'pico1' }), led({ id: 'led1' }), resistor({ id: 'r1' })] }),
  );

  it("names a board's end by the pin's label and another part's end by the part's name", () => {
    expect(describeWire(wire('pico1:GP15', 'led1:A'), partOf)).toEqual({
      from: { kind: 'pin', pin: 'GP15' },
      to: { kind: 'part', name: { key: 'led.red', number: 1 } },
    });
  });

  it('puts the board first, whichever end the wire was drawn from', () => {
    expect(describeWire(wire('led1:C', 'pico1:GND.3'), partOf)).toEqual({
      from: { kind: 'pin', pin: 'GND' },
      to: { kind: 'part', name: { key: 'led.red', number: 1 } },
    });
  });

  it('names two parts in the order drawn, and an end whose part is gone by its id', () => {
    expect(describeWire(wire('r1:2', 'led1:A'), partOf)).toEqual({
      from: { kind: 'part', name: { key: 'resistor', number: 1 } },
      to: { kind: 'part', name: { key: 'led.red', number: 1 } },
    });
    expect(describeWire(wire('ghost:1', 'pico1:3V3'), partOf)).toEqual({
      from: { kind: 'pin', pin: '3V3' },
      to: { kind: 'missing', id: 'ghost' },
    });
  });
});
