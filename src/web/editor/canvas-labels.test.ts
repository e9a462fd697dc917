import { describe, expect, it } from 'vitest';
import { led, makeDiagram, pico, resistor, wire } from '../../domain/circuit/test-builders.ts';
import { tIn } from '../i18n/resources.ts';
import { labelEdges, labelNodes } from './canvas-labels.ts';
import { toEdges, toNodes } from './flow-mapping.ts';

const tFor = (lng: 'es' | 'en') => tIn(lng);

const NONE = { partIds: [], wireIds: [] };
const diagram = makeDiagram({
  parts: [pico({ id: 'pico1' }), led({ id: 'led1' }), resistor({ id: 'r1' })],
  wires: [wire('pico1:GP15', 'led1:A')],
});

describe('canvas labels', () => {
  it('names parts and wires as the properties panel does, in the page language', () => {
    const es = tFor('es');
    expect(labelNodes(toNodes(diagram, NONE, {}), es).map((n) => n.ariaLabel)).toEqual([
      'Raspberry Pi Pico 1',
      'LED rojo 1',
      'Resistencia 1',
    ]);
    expect(labelEdges(toEdges(diagram, NONE), diagram, es).map((e) => e.ariaLabel)).toEqual([
      'Cable de GP15 a LED rojo 1',
    ]);
    expect(labelEdges(toEdges(diagram, NONE), diagram, tFor('en'))[0]?.ariaLabel).toBe(
      'Wire from GP15 to Red LED 1',
    );
    // A screen reader says what each is in the page's language, not React Flow's "node" and "edge".
    expect(labelNodes(toNodes(diagram, NONE, {}), es)[0]?.domAttributes).toEqual({
      'aria-roledescription': 'componente',
    });
    expect(labelEdges(toEdges(diagram, NONE), diagram, es)[0]?.domAttributes).toEqual({
      'aria-roledescription': 'cable',
    });
  });

  it('hands back the same objects while nothing they name changes, and new ones when it does', () => {
    const t = tFor('es');
    const first = labelNodes(toNodes(diagram, NONE, {}), t);
    const again = labelNodes(toNodes(diagram, NONE, {}), t);
    for (const [i, node] of again.entries()) expect(node).toBe(first[i]);

    const edges = labelEdges(toEdges(diagram, NONE), diagram, t);
    expect(labelEdges(toEdges(diagram, NONE), diagram, t)[0]).toBe(edges[0]);
    // The LED turns green: the wire to it is renamed, though the wire object did not change.
    const green = {
      ...diagram,
      parts: diagram.parts.map((p) => (p.id === 'led1' ? led({ attrs: { color: 'green' } }) : p)),
    };
    const renamed = labelEdges(toEdges(green, NONE), green, t);
    expect(renamed[0]?.ariaLabel).toBe('Cable de GP15 a LED verde 1');
    expect(renamed[0]).not.toBe(edges[0]);
  });
});
