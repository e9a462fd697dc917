import { describe, expect, it } from 'vitest';
import type { Diagram } from '../../domain/circuit/diagram.ts';
import { type CatalogueItem, filterCatalogue } from './catalogue.ts';
import { BREADBOARD_GEOMETRY } from './elements/breadboard-layout.ts';
import { decodeDraggedPart, encodeDraggedPart } from './part-drag.ts';
import { applySelectChanges, pruneSelection } from './selection.ts';

const item = (id: string, es: string, sortOrder: number): CatalogueItem => ({
  id,
  name: id,
  names: { es, pt: es, en: id },
  imageUrl: null,
  wokwiType: `wokwi-${id}`,
  defaultAttrs: {},
  sortOrder,
});

describe('catalogue', () => {
  const items = [item('pushbutton', 'Botón', 2), item('led', 'LED', 1)];
  it('searches names in the current language without accents, in catalogue order', () => {
    expect(filterCatalogue(items, 'boton', 'es').map((i) => i.id)).toEqual(['pushbutton']);
    expect(filterCatalogue(items, '', 'es').map((i) => i.id)).toEqual(['led', 'pushbutton']);
    expect(filterCatalogue(items, 'wokwi-led', 'en').map((i) => i.id)).toEqual(['led']);
  });
});

describe('part drag payload', () => {
  it('round-trips and rejects foreign drops', () => {
    const part = { type: 'wokwi-led', attrs: { color: 'red' } };
    expect(decodeDraggedPart(encodeDraggedPart(part))).toEqual(part);
    expect(decodeDraggedPart('hello')).toBeUndefined();
    expect(decodeDraggedPart('{"type":""}')).toBeUndefined();
    expect(decodeDraggedPart('{"type":"x","attrs":{"a":1}}')).toEqual({ type: 'x', attrs: {} });
  });
});

describe('selection', () => {
  it('applies React Flow select changes and prunes removed ids', () => {
    const selection = { partIds: ['a'], wireIds: [] };
    expect(
      applySelectChanges(selection, 'partIds', [
        { id: 'b', selected: true },
        { id: 'a', selected: false },
      ]),
    ).toEqual({
      partIds: ['b'],
      wireIds: [],
    });
    expect(applySelectChanges(selection, 'partIds', [])).toBe(selection);
    const diagram = { parts: [], wires: [{ id: 'w1' }] } as unknown as Diagram;
    expect(pruneSelection({ partIds: ['a'], wireIds: ['w1'] }, diagram)).toEqual({
      partIds: [],
      wireIds: ['w1'],
    });
  });
});

describe('breadboard', () => {
  it("names its pins as Wokwi's half breadboard does", () => {
    const names = BREADBOARD_GEOMETRY.pins.map((p) => p.name);
    expect(names).toHaveLength(30 * 10 + 4 * 25);
    expect(names).toEqual(
      expect.arrayContaining(['1t.a', '30t.e', '1b.f', '30b.j', 'tp.1', 'tn.25', 'bp.1', 'bn.25']),
    );
    expect(new Set(names).size).toBe(names.length);
    const pin = (name: string) => BREADBOARD_GEOMETRY.pins.find((p) => p.name === name);
    expect(pin('2t.a')?.x).toBeCloseTo((pin('1t.a')?.x ?? 0) + 9.6);
  });
});
