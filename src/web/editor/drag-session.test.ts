import { afterEach, describe, expect, it } from 'vitest';
import { runCommand } from '../../domain/circuit/commands.ts';
import { led, makeDiagram, pico, resistor, wire } from '../../domain/circuit/test-builders.ts';
import {
  clearDragOffsets,
  dragOffsetOf,
  dragOffsetsFor,
  partDraggedBy,
  setDragOffsets,
  subscribeToDraggedPart,
  wireDraggedWith,
} from './drag-session.ts';
import { moveCommandsFor } from './flow-mapping.ts';
import type { PartGeometry } from './geometry.ts';
import { nodePositionOf } from './geometry.ts';

const geometry: Record<string, PartGeometry> = {
  led1: { width: 40, height: 50, pins: [] },
  r1: { width: 60, height: 12, pins: [] },
  pico: { width: 60, height: 150, pins: [] },
};

const diagram = makeDiagram({
  parts: [pico(), led({ rotate: 90 }), resistor()],
  wires: [
    wire('led1:C', 'r1:1', { bends: [{ x: 120, y: 100 }] }),
    wire('pico:GP15', 'led1:A', { bends: [{ x: 70, y: 60 }] }),
  ],
});

/** React Flow's position of a part's node, moved by (dx, dy). */
const nodeMovedBy = (id: string, dx: number, dy: number) => {
  const part = diagram.parts.find((p) => p.id === id);
  if (!part) throw new Error(id);
  const at = nodePositionOf(part, geometry[id] ?? { width: 0, height: 0 });
  return { id, position: { x: at.x + dx, y: at.y + dy } };
};

afterEach(clearDragOffsets);

describe('a part drag in progress', () => {
  it('offsets each dragged part by what moveParts would move it, rotated parts too', () => {
    const moves = [nodeMovedBy('led1', 30, -20), nodeMovedBy('r1', 30, -20)];
    const offsets = dragOffsetsFor(moves, diagram, geometry);
    expect(offsets.get('led1')).toEqual({ dx: 30, dy: -20 });
    expect(offsets.get('r1')).toEqual({ dx: 30, dy: -20 });
    expect(moveCommandsFor(moves, diagram, geometry)).toEqual([
      { type: 'moveParts', partIds: ['led1', 'r1'], dx: 30, dy: -20 },
    ]);
    expect(dragOffsetsFor([{ id: 'gone', position: { x: 1, y: 1 } }], diagram, geometry).size).toBe(0);
  });

  it('draws parts and wires as the diagram has them once the move is committed', () => {
    const dx = 12.345;
    const dy = -7.5;
    const after = runCommand(diagram, { type: 'moveParts', partIds: ['led1', 'r1'], dx, dy }).diagram;
    const offset = { dx, dy };
    const [pico0, led0, r0] = diagram.parts;
    const [inner, outer] = diagram.wires;
    if (!pico0 || !led0 || !r0 || !inner || !outer) throw new Error('diagram');
    expect(partDraggedBy(led0, offset)).toEqual(after.parts[1]);
    expect(partDraggedBy(r0, offset)).toEqual(after.parts[2]);
    expect(partDraggedBy(pico0, undefined)).toBe(pico0);
    // Both ends move together: the bends come along; one end only: they stay.
    expect(wireDraggedWith(inner, offset, offset)).toEqual(after.wires[0]);
    expect(wireDraggedWith(outer, undefined, offset)).toBe(outer);
    expect(after.wires[1]).toBe(outer);
    expect(wireDraggedWith(inner, offset, { dx: 1, dy: 0 })).toBe(inner);
  });

  it('tells only the listeners of parts whose offset changed', () => {
    const heard: string[] = [];
    const stops = ['led1', 'r1', 'pico'].map((id) => subscribeToDraggedPart(id, () => heard.push(id)));
    setDragOffsets(new Map([['led1', { dx: 5, dy: 0 }]]));
    expect(heard).toEqual(['led1']);
    const first = dragOffsetOf('led1');
    // The same offset again is no move: nobody hears, and the offset keeps its object.
    setDragOffsets(new Map([['led1', { dx: 5, dy: 0 }]]));
    expect(heard).toEqual(['led1']);
    expect(dragOffsetOf('led1')).toBe(first);
    setDragOffsets(
      new Map([
        ['led1', { dx: 5, dy: 0 }],
        ['r1', { dx: 5, dy: 0 }],
      ]),
    );
    expect(heard).toEqual(['led1', 'r1']);
    clearDragOffsets();
    expect(heard).toEqual(['led1', 'r1', 'led1', 'r1']);
    expect(dragOffsetOf('led1')).toBeUndefined();
    for (const stop of stops) stop();
    setDragOffsets(new Map([['led1', { dx: 1, dy: 1 }]]));
    expect(heard).toHaveLength(4);
  });
});
