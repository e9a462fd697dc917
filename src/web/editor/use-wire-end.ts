import { useMemo } from 'react';
import type { WireEnd } from '../../domain/circuit/auto-route.ts';
import type { DiagramPart, DiagramWire, Point } from '../../domain/circuit/diagram.ts';
import {
  type DragOffset,
  dragOffsetOf,
  dragOffsets,
  partDraggedBy,
  wireDraggedWith,
} from './drag-session.ts';
import type { PartGeometry } from './geometry.ts';
import { boardIndexIn, type EditorState, partIn, useEditorStore } from './store.ts';
import { draggedObstaclesKey, wireEndOf, wireObstaclesIn } from './wire-route.ts';

/** What a wire on the canvas reads from the store: its two parts as drawn, what it goes around. */
export interface WireReads {
  fromPart: DiagramPart | undefined;
  fromGeometry: PartGeometry | undefined;
  toPart: DiagramPart | undefined;
  toGeometry: PartGeometry | undefined;
  /** `wireObstaclesIn`: the parts an automatic wire goes around, as a key. */
  obstacles: string;
  isReadOnly: boolean;
}

const isSameReads = (a: WireReads, b: WireReads) =>
  a.fromPart === b.fromPart &&
  a.fromGeometry === b.fromGeometry &&
  a.toPart === b.toPart &&
  a.toGeometry === b.toGeometry &&
  a.obstacles === b.obstacles &&
  a.isReadOnly === b.isReadOnly;

/**
 * Everything a wire reads from the store, as one selector: the store runs every selector of every
 * mounted wire on each change (each mouse move of a drag: 500 wires on the stress board), so one a
 * wire instead of six. It returns the same object while none of it changed, so the wire does not
 * re-render.
 */
export const wireReadsSelector = (source: string, target: string, wire: DiagramWire | undefined) => {
  let last: WireReads | undefined;
  return (state: EditorState): WireReads => {
    const next: WireReads = {
      fromPart: partIn(state, source),
      fromGeometry: state.geometry[source],
      toPart: partIn(state, target),
      toGeometry: state.geometry[target],
      obstacles: wireObstaclesIn(state, wire),
      isReadOnly: state.isReadOnly,
    };
    if (last && isSameReads(last, next)) return last;
    last = next;
    return next;
  };
};

export const useWireReads = (source: string, target: string, wire: DiagramWire | undefined): WireReads =>
  useEditorStore(useMemo(() => wireReadsSelector(source, target, wire), [source, target, wire]));

/**
 * A wire's reads and itself where a part drag in progress has them (drag-session.ts): its dragged
 * ends moved, its bends carried when both ends move together, what it goes around looked up again.
 */
export const wireWhileDragged = (
  reads: WireReads,
  wire: DiagramWire | undefined,
  from: DragOffset | undefined,
  to: DragOffset | undefined,
): { reads: WireReads; wire: DiagramWire | undefined } => {
  if (!wire || (!from && !to)) return { reads, wire };
  return {
    wire: wireDraggedWith(wire, from, to),
    reads: {
      ...reads,
      fromPart: reads.fromPart && partDraggedBy(reads.fromPart, from),
      toPart: reads.toPart && partDraggedBy(reads.toPart, to),
      obstacles: draggedObstaclesKey(wire, boardIndexIn(useEditorStore.getState()), dragOffsets()),
    },
  };
};

/**
 * `wireWhileDragged` as of the wire's last render: a move of the drag draws a wire in the page
 * (dragged-wire-paths.ts) and renders it only when it cannot.
 */
export const useWireWhileDragged = (
  reads: WireReads,
  wire: DiagramWire | undefined,
): { reads: WireReads; wire: DiagramWire | undefined } => {
  const from = dragOffsetOf(wire?.from.part ?? '');
  const to = dragOffsetOf(wire?.to.part ?? '');
  return useMemo(() => wireWhileDragged(reads, wire, from, to), [reads, wire, from, to]);
};

/**
 * A wire's end as the canvas draws it: computed from the part and its pins (exact), else React
 * Flow's anchor, with no exit side or box until the part is drawn.
 */
export const useWireEnd = (
  part: DiagramPart | undefined,
  geometry: PartGeometry | undefined,
  pin: string | null | undefined,
  fallback: Point,
): WireEnd => {
  const { x, y } = fallback;
  // The same object while nothing it depends on changes, so the wire's route is not worked out again;
  // React Flow's anchor moves with the part too, and is only read while the part is not drawn.
  const exact = useMemo(() => wireEndOf(part, geometry, pin), [part, geometry, pin]);
  const anchor = useMemo((): WireEnd => ({ pin: { x, y }, exit: 'left' }), [x, y]);
  return exact ?? anchor;
};
