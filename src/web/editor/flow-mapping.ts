import { type Edge, type Node, Position } from '@xyflow/react';
import type { Command } from '../../domain/circuit/commands.ts';
import type { Diagram, DiagramPart, DiagramWire, PinRef, Point } from '../../domain/circuit/diagram.ts';
import { stackLayer } from '../../domain/circuit/footprint.ts';
import { boardIndexOf } from './board-index.ts';
import { nodePositionOf, type PartGeometry, pinInBox, rotatedSize } from './geometry.ts';
import type { Selection } from './selection.ts';

/** The diagram seen by React Flow: a part is a node, a wire an edge between two pin handles. */
export type PartNode = Node<{ part: DiagramPart }, 'part'>;
export type WireEdge = Edge<{ wire: DiagramWire }, 'wire'>;

/** Wires are drawn above every part, as on Wokwi. */
export const WIRE_Z_INDEX = 2000;

/** Side of the square hit area drawn on each pin. */
export const HANDLE_SIZE = 8;

type Geometries = Readonly<Record<string, PartGeometry | undefined>>;

const handlesOf = (part: DiagramPart, geometry: PartGeometry) =>
  geometry.pins.map((pin) => {
    const at = pinInBox(pin, geometry, part);
    return {
      id: pin.name,
      type: 'source' as const,
      position: Position.Top,
      x: at.x - HANDLE_SIZE / 2,
      y: at.y - HANDLE_SIZE / 2,
      width: HANDLE_SIZE,
      height: HANDLE_SIZE,
    };
  });

const toNode = (part: DiagramPart, isSelected: boolean, measured: PartGeometry | undefined): PartNode => {
  const node: PartNode = {
    id: part.id,
    type: 'part',
    position: nodePositionOf(part, measured ?? { width: 0, height: 0 }),
    data: { part },
    selected: isSelected,
    // Small parts over boards over breadboards, selected or not (the canvas does not raise a selection).
    zIndex: stackLayer(part.type),
  };
  if (!measured) return node;
  const box = rotatedSize(measured, part.rotate);
  return { ...node, ...box, measured: box, handles: handlesOf(part, measured) };
};

const toEdge = (wire: DiagramWire, isSelected: boolean): WireEdge => ({
  id: wire.id,
  type: 'wire',
  source: wire.from.part,
  sourceHandle: wire.from.pin,
  target: wire.to.part,
  targetHandle: wire.to.pin,
  selected: isSelected,
  zIndex: WIRE_Z_INDEX,
  data: { wire },
});

/**
 * The last node made for each part object. Commands keep the objects of parts they do not change,
 * so a drag among 300 parts hands React Flow 299 identical nodes, which it skips (and the same for
 * wires): the cost of a move follows what moved, not the size of the board.
 */
const nodeCache = new WeakMap<
  DiagramPart,
  { isSelected: boolean; measured?: PartGeometry; node: PartNode }
>();
const edgeCache = new WeakMap<DiagramWire, { isSelected: boolean; edge: WireEdge }>();

/** One node per part; measured parts carry their size and pin handles, so edges draw at once. */
export const toNodes = (diagram: Diagram, selection: Selection, geometry: Geometries): PartNode[] => {
  const selected = new Set(selection.partIds);
  return diagram.parts.map((part) => {
    const isSelected = selected.has(part.id);
    const measured = geometry[part.id];
    const cached = nodeCache.get(part);
    if (cached && cached.isSelected === isSelected && cached.measured === measured) return cached.node;
    const node = toNode(part, isSelected, measured);
    nodeCache.set(part, { isSelected, measured, node });
    return node;
  });
};

export const toEdges = (diagram: Diagram, selection: Selection): WireEdge[] => {
  const selected = new Set(selection.wireIds);
  return diagram.wires.map((wire) => {
    const isSelected = selected.has(wire.id);
    const cached = edgeCache.get(wire);
    if (cached && cached.isSelected === isSelected) return cached.edge;
    const edge = toEdge(wire, isSelected);
    edgeCache.set(wire, { isSelected, edge });
    return edge;
  });
};

/**
 * `last` while every item of `next` is the same object: a move of one part leaves every wire's
 * edge as it was, and a new array of the same 500 edges would still make React Flow index every
 * connection again.
 */
export const keepSameItems = <T>(last: T[], next: T[]): T[] =>
  last === next || (last.length === next.length && next.every((item, i) => item === last[i])) ? last : next;

/**
 * React Flow's dragged node positions as `moveParts` commands: nodes moved by the same delta
 * go in one command, so wires between them carry their bends along.
 */
export const moveCommandsFor = (
  moves: readonly { id: string; position: Point }[],
  diagram: Diagram,
  geometry: Geometries,
): Command[] => {
  const byDelta = new Map<string, { dx: number; dy: number; partIds: string[] }>();
  // The board's index (one per change, shared with the wires): no search of 300 parts per move.
  const { byId } = boardIndexOf(diagram.parts, geometry);
  for (const { id, position } of moves) {
    const part = byId.get(id);
    if (!part) continue;
    const current = nodePositionOf(part, geometry[id] ?? { width: 0, height: 0 });
    const dx = position.x - current.x;
    const dy = position.y - current.y;
    if (dx === 0 && dy === 0) continue;
    const key = `${dx},${dy}`;
    const group = byDelta.get(key) ?? { dx, dy, partIds: [] };
    group.partIds.push(id);
    byDelta.set(key, group);
  }
  return [...byDelta.values()].map(({ dx, dy, partIds }) => ({ type: 'moveParts', partIds, dx, dy }));
};

/** A finished React Flow connection as the two pins of a new wire. */
export const wireEndsOf = (connection: {
  source: string;
  sourceHandle?: string | null;
  target: string;
  targetHandle?: string | null;
}): { from: PinRef; to: PinRef } | undefined => {
  const { source, sourceHandle, target, targetHandle } = connection;
  if (!sourceHandle || !targetHandle) return undefined;
  if (source === target && sourceHandle === targetHandle) return undefined;
  return { from: { part: source, pin: sourceHandle }, to: { part: target, pin: targetHandle } };
};
