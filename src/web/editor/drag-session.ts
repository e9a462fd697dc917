import type { Diagram, DiagramPart, DiagramWire, Point } from '../../domain/circuit/diagram.ts';
import { roundPx } from '../../domain/circuit/wiring.ts';
import { boardIndexOf } from './board-index.ts';
import { nodePositionOf, type PartGeometry } from './geometry.ts';

/**
 * A part drag in progress, kept out of the editor store and React Flow's (docs/decisions.md, "A
 * part drag moves its nodes and wires only"): on every mouse move a store change makes each of its
 * subscribers check it — React Flow's ~2,700 selectors and the editor store's 800 on the stress
 * board — however little moved. So while the mouse moves, the dragged parts' offsets live here,
 * their nodes are moved in the page (`node-transforms.ts`) and only their wires listen, each to
 * its two parts; the diagram gets the whole move once, at release, as before (one undo step, one
 * save).
 */
export interface DragOffset {
  readonly dx: number;
  readonly dy: number;
}

type Geometries = Readonly<Record<string, PartGeometry | undefined>>;

/**
 * How far React Flow's dragged node positions are from where the diagram has their parts: the
 * `dx`, `dy` a `moveParts` command would move each by (see `moveCommandsFor`).
 */
export const dragOffsetsFor = (
  moves: readonly { id: string; position: Point }[],
  diagram: Diagram,
  geometry: Geometries,
): Map<string, DragOffset> => {
  const { byId } = boardIndexOf(diagram.parts, geometry);
  const offsets = new Map<string, DragOffset>();
  for (const { id, position } of moves) {
    const part = byId.get(id);
    if (!part) continue;
    const at = nodePositionOf(part, geometry[id] ?? { width: 0, height: 0 });
    offsets.set(id, { dx: position.x - at.x, dy: position.y - at.y });
  }
  return offsets;
};

/** A part where the drag has it: as `moveParts` would leave it. */
export const partDraggedBy = (part: DiagramPart, offset: DragOffset | undefined): DiagramPart =>
  offset && (offset.dx !== 0 || offset.dy !== 0)
    ? { ...part, x: roundPx(part.x + offset.dx), y: roundPx(part.y + offset.dy) }
    : part;

/** A wire as the drag has it: `moveParts` carries the bends of a wire whose two ends move together. */
export const wireDraggedWith = (
  wire: DiagramWire,
  from: DragOffset | undefined,
  to: DragOffset | undefined,
): DiagramWire => {
  if (!from || !to || from.dx !== to.dx || from.dy !== to.dy || wire.bends.length === 0) return wire;
  if (from.dx === 0 && from.dy === 0) return wire;
  return {
    ...wire,
    bends: wire.bends.map((b) => ({ x: roundPx(b.x + from.dx), y: roundPx(b.y + from.dy) })),
  };
};

let offsets: ReadonlyMap<string, DragOffset> = new Map();
const listeners = new Map<string, Set<() => void>>();

/** How many part listeners the drag told of a move: for tests that count the work of a move. */
export const dragWork = { notified: 0 };

const notify = (partId: string) => {
  for (const listener of listeners.get(partId) ?? []) {
    dragWork.notified += 1;
    listener();
  }
};

/** The dragged parts' offsets now; empty between drags. */
export const dragOffsets = (): ReadonlyMap<string, DragOffset> => offsets;

export const dragOffsetOf = (partId: string): DragOffset | undefined => offsets.get(partId);

/** A move of the drag: only the listeners of parts whose offset changed hear of it. */
export const setDragOffsets = (next: ReadonlyMap<string, DragOffset>) => {
  const before = offsets;
  const kept = new Map<string, DragOffset>();
  const moved: string[] = [];
  for (const [id, offset] of next) {
    const old = before.get(id);
    const isSame = old !== undefined && old.dx === offset.dx && old.dy === offset.dy;
    kept.set(id, isSame ? old : offset);
    if (!isSame) moved.push(id);
  }
  for (const id of before.keys()) if (!next.has(id)) moved.push(id);
  offsets = kept;
  for (const id of moved) notify(id);
};

/** The drag is over (its move is in the diagram now, or it moved nothing). */
export const clearDragOffsets = () => {
  if (offsets.size > 0) setDragOffsets(new Map());
};

export const subscribeToDraggedPart = (partId: string, listener: () => void) => {
  const set = listeners.get(partId) ?? new Set();
  set.add(listener);
  listeners.set(partId, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(partId);
  };
};
