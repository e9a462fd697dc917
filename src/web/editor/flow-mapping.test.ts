import { describe, expect, it } from 'vitest';
import type { Diagram, DiagramPart } from '../../domain/circuit/diagram.ts';
import { moveCommandsFor, toEdges, toNodes, wireEndsOf } from './flow-mapping.ts';

const part = (id: string, over: Partial<DiagramPart> = {}): DiagramPart => ({
  id,
  type: 'wokwi-led',
  x: 0,
  y: 0,
  rotate: 0,
  flip: false,
  attrs: {},
  ...over,
});
const diagram: Diagram = {
  parts: [part('led1', { x: 100, y: 50, rotate: 90 }), part('led2', { x: 200 })],
  wires: [
    { id: 'w1', from: { part: 'led1', pin: 'A' }, to: { part: 'led2', pin: 'C' }, color: 'green', bends: [] },
  ],
};
const geometry = { led1: { width: 40, height: 50, pins: [{ name: 'A', x: 25, y: 42 }] } };

describe('diagram ↔ React Flow', () => {
  it('hands back the same node and edge objects for what did not change, new ones for what did', () => {
    const none = { partIds: [], wireIds: [] };
    const before = toNodes(diagram, none, geometry);
    const moved: Diagram = {
      ...diagram,
      parts: [{ ...diagram.parts[0], x: 120 } as DiagramPart, diagram.parts[1] as DiagramPart],
    };
    const after = toNodes(moved, none, geometry);
    expect(after[0]).not.toBe(before[0]);
    expect(after[0]?.position.x).toBe(115);
    expect(after[1]).toBe(before[1]);
    // Selection and a new measurement are changes too.
    expect(toNodes(moved, { partIds: ['led2'], wireIds: [] }, geometry)[1]).not.toBe(before[1]);
    expect(toNodes(moved, none, { ...geometry, led2: { width: 1, height: 1, pins: [] } })[1]).not.toBe(
      before[1],
    );
    const edges = toEdges(diagram, none);
    expect(toEdges(moved, none)[0]).toBe(edges[0]);
    expect(toEdges(moved, { partIds: [], wireIds: ['w1'] })[0]).toMatchObject({ selected: true });
    expect(toEdges(moved, { partIds: [], wireIds: ['w1'] })[0]).not.toBe(edges[0]);
  });

  it('makes a node per part, sized and with pin handles once measured', () => {
    const [led1, led2] = toNodes(diagram, { partIds: ['led2'], wireIds: [] }, geometry);
    expect(led1).toMatchObject({
      id: 'led1',
      type: 'part',
      position: { x: 95, y: 55 },
      width: 50,
      height: 40,
      selected: false,
    });
    expect(led1?.handles).toEqual([
      { id: 'A', type: 'source', position: 'top', x: 4, y: 21, width: 8, height: 8 },
    ]);
    expect(led2).toMatchObject({ id: 'led2', position: { x: 200, y: 0 }, selected: true });
    expect(led2?.handles).toBeUndefined();
  });

  it('makes an edge per wire between pin handles', () => {
    expect(toEdges(diagram, { partIds: [], wireIds: ['w1'] })[0]).toMatchObject({
      id: 'w1',
      source: 'led1',
      sourceHandle: 'A',
      target: 'led2',
      targetHandle: 'C',
      selected: true,
    });
  });

  it('turns dragged node positions into one move per delta', () => {
    const moves = [
      { id: 'led1', position: { x: 105, y: 60 } },
      { id: 'led2', position: { x: 210, y: 5 } },
      { id: 'gone', position: { x: 0, y: 0 } },
    ];
    expect(moveCommandsFor(moves, diagram, geometry)).toEqual([
      { type: 'moveParts', partIds: ['led1', 'led2'], dx: 10, dy: 5 },
    ]);
    expect(moveCommandsFor([{ id: 'led2', position: { x: 200, y: 0 } }], diagram, geometry)).toEqual([]);
  });

  it('reads a connection as wire ends, refusing a pin to itself', () => {
    expect(wireEndsOf({ source: 'a', sourceHandle: '1', target: 'b', targetHandle: '2' })).toEqual({
      from: { part: 'a', pin: '1' },
      to: { part: 'b', pin: '2' },
    });
    expect(wireEndsOf({ source: 'a', sourceHandle: '1', target: 'a', targetHandle: '1' })).toBeUndefined();
    expect(wireEndsOf({ source: 'a', sourceHandle: null, target: 'b', targetHandle: '2' })).toBeUndefined();
  });
});
