import { type RefObject, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import type { DiagramWire, Point } from '../../domain/circuit/diagram.ts';
import { dragOffsetOf, subscribeToDraggedPart } from './drag-session.ts';
import { type WireReads, wireWhileDragged } from './use-wire-end.ts';
import { polylinePath, trimmedPoints, wirePath } from './wire-path.ts';
import { boxesFromKey, displayedBends, wireEndOf } from './wire-route.ts';

/** How far a wire's hit path stops short of its pins, which stay free to start another wire. */
const PIN_CLEARANCE = 6;

/** What a wire draws: its path, and the wider invisible one that takes clicks ('' when too short). */
export interface WirePaths {
  path: string;
  hitPath: string;
}

export const wirePathsOf = (from: Point, bends: readonly Point[], to: Point): WirePaths => ({
  path: wirePath(from, bends, to),
  hitPath: polylinePath(trimmedPoints([from, ...bends, to], PIN_CLEARANCE)),
});

/** A wire as the canvas draws it, told by its reads (its parts as drawn) and its two pins. */
export interface WireDrawn {
  wire: DiagramWire | undefined;
  reads: WireReads;
  sourcePin: string | null | undefined;
  targetPin: string | null | undefined;
}

/**
 * A wire's paths with its parts where the drag in progress has them, as the wire would render
 * them; undefined when an end is not drawn (the wire then draws by React Flow's anchor).
 */
export const draggedWirePaths = ({ wire, reads, sourcePin, targetPin }: WireDrawn): WirePaths | undefined => {
  if (!wire) return undefined;
  const dragged = wireWhileDragged(reads, wire, dragOffsetOf(wire.from.part), dragOffsetOf(wire.to.part));
  const from = wireEndOf(dragged.reads.fromPart, dragged.reads.fromGeometry, sourcePin);
  const to = wireEndOf(dragged.reads.toPart, dragged.reads.toGeometry, targetPin);
  if (!dragged.wire || !from || !to) return undefined;
  const bends = displayedBends(dragged.wire, from, to, boxesFromKey(dragged.reads.obstacles));
  return wirePathsOf(from.pin, bends, to.pin);
};

/**
 * Writes a wire's paths into its drawing (`group`, as wire-edge.tsx renders it): false when the
 * drawing has not the elements for them (its hit path comes or goes), which only a render gives.
 */
export const writeWirePaths = (group: Element, { path, hitPath }: WirePaths): boolean => {
  const line = group.querySelector('.react-flow__edge-path');
  const hit = group.querySelector('.react-flow__edge-interaction');
  if (!line || (hit === null) !== (hitPath === '')) return false;
  line.setAttribute('d', path);
  hit?.setAttribute('d', hitPath);
  return true;
};

/** What a wire at a dragged part did about a move: drew itself in the page, or must render. */
export type DragFollow = 'drawn' | 'render';

/**
 * One notice of the drag session to a wire at a dragged part (`element`: its drawing, if drawn):
 * during the drag its new paths are written into its drawing, unless it is selected (its highlight
 * and grips follow its bends), not drawn (out of view) or not drawable from its pins: then it
 * renders. When the drag is over, the paths React last wrote (`rendered`) are put back and the
 * wire renders: with its parts where the diagram now has them, React writes the new paths.
 */
export const followDraggedWire = (
  element: Element | null,
  { drawn, rendered, isSelected }: { drawn: WireDrawn; rendered: WirePaths | undefined; isSelected: boolean },
): DragFollow => {
  const { wire } = drawn;
  if (!wire) return 'render';
  if (!dragOffsetOf(wire.from.part) && !dragOffsetOf(wire.to.part)) {
    if (element && rendered) writeWirePaths(element, rendered);
    return 'render';
  }
  const paths = element && !isSelected ? draggedWirePaths(drawn) : undefined;
  return element && paths && writeWirePaths(element, paths) ? 'drawn' : 'render';
};

/**
 * A wire at a dragged part follows each mouse move in the page (`followDraggedWire`), with no React
 * render: a render walks React Flow's 500 wires on the stress board to reach the two that changed
 * (~1 ms a move).
 */
export const useDraggedWirePaths = (
  group: RefObject<Element | null>,
  drawn: WireDrawn,
  rendered: WirePaths | undefined,
  isSelected: boolean,
) => {
  const [, render] = useReducer((n: number) => n + 1, 0);
  const latest = useRef({ drawn, rendered, isSelected });
  useLayoutEffect(() => {
    latest.current = { drawn, rendered, isSelected };
  });
  const fromPart = drawn.wire?.from.part;
  const toPart = drawn.wire?.to.part;
  useEffect(() => {
    if (fromPart === undefined || toPart === undefined) return;
    const follow = () => {
      if (followDraggedWire(group.current, latest.current) === 'render') render();
    };
    const stops = [subscribeToDraggedPart(fromPart, follow)];
    if (toPart !== fromPart) stops.push(subscribeToDraggedPart(toPart, follow));
    return () => {
      for (const stop of stops) stop();
    };
  }, [group, fromPart, toPart]);
};
