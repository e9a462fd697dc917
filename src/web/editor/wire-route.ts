import { alignEnds, autoRoute, EXIT_STUB, type WireEnd } from '../../domain/circuit/auto-route.ts';
import type { DiagramPart, DiagramWire, Point } from '../../domain/circuit/diagram.ts';
import { type Box, boxesOverlap, partBox } from '../../domain/circuit/footprint.ts';
import { routeToBends } from '../../domain/circuit/route.ts';
import { pinExitDirection } from '../../domain/circuit/wire-exit.ts';
import { type BoardIndex, boardIndexOf, boxOf } from './board-index.ts';
import { type DragOffset, partDraggedBy } from './drag-session.ts';
import { boundsOf, type PartGeometry, pinPoint } from './geometry.ts';

type Geometries = Readonly<Record<string, PartGeometry | undefined>>;

/**
 * A wire's end on a drawn part: where the pin is, which way a wire leaves it, the part's box.
 * Undefined while the part is not measured or lacks the pin.
 */
export const wireEndOf = (
  part: DiagramPart | undefined,
  geometry: PartGeometry | undefined,
  pin: string | null | undefined,
): WireEnd | undefined => {
  const info = geometry?.pins.find((p) => p.name === pin);
  const point = part && pin ? pinPoint(part, geometry, pin) : undefined;
  if (!part || !geometry || !info || !point) return undefined;
  return { pin: point, exit: pinExitDirection(part, info, geometry), box: partBox(part, geometry) };
};

/** A wire the canvas routes by itself: no bends and no Wokwi route of its own. */
export const isAutoRouted = (wire: DiagramWire | undefined): boolean =>
  wire !== undefined && wire.bends.length === 0 && wire.route === undefined;

/**
 * How far from the parts at its ends another part can still change an automatic wire's way: the
 * route tries detours around the parts within four stubs of its own stubs, which reach one stub
 * out of the pins. A part farther away is left out, so a wire redraws only when a part near it
 * moves, not on every move on a big board.
 */
const NEAR_ENDS_PX = 5 * EXIT_STUB;

const regionOf = (wire: DiagramWire, boxes: Pick<ReadonlyMap<string, Box>, 'get'>): Box | undefined => {
  const ends = [boxes.get(wire.from.part), boxes.get(wire.to.part)].filter((b): b is Box => b !== undefined);
  if (ends.length === 0) return undefined;
  const corners = ends.flatMap((box) => [box, { x: box.x + box.width, y: box.y + box.height }]);
  return boundsOf(corners, NEAR_ENDS_PX);
};

/** The other parts' boxes overlapping `region`; `moved` has the boxes of parts a drag has moved. */
const obstaclesIn = (
  wire: DiagramWire,
  index: BoardIndex,
  region: Box | undefined,
  moved?: ReadonlyMap<string, Box>,
): Box[] => {
  if (!region) return [];
  const near: Box[] = [];
  for (const [id, box] of index.boxes) {
    const at = moved?.get(id) ?? box;
    if (id !== wire.from.part && id !== wire.to.part && boxesOverlap(at, region)) near.push(at);
  }
  return near;
};

/** The boxes of the other parts near an automatic wire's ends: what it goes around. */
export const nearbyObstacles = (
  wire: DiagramWire,
  parts: readonly DiagramPart[],
  geometry: Geometries,
): Box[] => {
  const index = boardIndexOf(parts, geometry);
  return obstaclesIn(wire, index, regionOf(wire, index.boxes));
};

const keyOf = (boxes: readonly Box[]) =>
  boxes.map((box) => `${box.x},${box.y},${box.width},${box.height}`).join(';');

/** How many times a wire looked for the parts near it: for tests that count the work of a move. */
export const obstacleWork = { searches: 0 };

const obstacleKeys = new WeakMap<
  DiagramWire,
  { index: BoardIndex; region: Box | undefined; key: string; isStale: boolean }
>();

/**
 * `nearbyObstaclesKey` on a board index, remembered per wire: after a change that moved no part
 * at its ends and none near them (a drag elsewhere on the board), the wire keeps its key without
 * looking at the other parts, so a move costs each wire a look at what moved, not at the board.
 * During a gesture (`isGesture`: a drag not yet released) a wire whose ends did not move keeps its
 * key even when a part near it moved: only the dragged parts' wires re-route on each mouse move,
 * the ones around them once, when the gesture ends (the issue's "work per move proportional to
 * what moved, the dragged part and its wires").
 */
export const obstaclesKeyOf = (wire: DiagramWire, index: BoardIndex, isGesture = false): string => {
  const cached = obstacleKeys.get(wire);
  if (cached) {
    const isCurrent = cached.index === index;
    const isOneBehind =
      !isCurrent &&
      cached.index === index.previous &&
      !index.changedIds.has(wire.from.part) &&
      !index.changedIds.has(wire.to.part);
    if (isCurrent || isOneBehind) {
      const region = cached.region;
      const isNearChange =
        isOneBehind && region !== undefined && index.changedBoxes.some((box) => boxesOverlap(box, region));
      const isStale = cached.isStale || isNearChange;
      if (!isStale || isGesture) {
        cached.index = index;
        cached.isStale = isStale;
        return cached.key;
      }
    }
  }
  obstacleWork.searches += 1;
  const region = regionOf(wire, index.boxes);
  const key = keyOf(obstaclesIn(wire, index, region));
  obstacleKeys.set(wire, { index, region, key, isStale: false });
  return key;
};

/** The boxes of the dragged parts where the drag has them, once per move (each of their wires asks). */
const draggedBoxes = new WeakMap<
  ReadonlyMap<string, DragOffset>,
  { index: BoardIndex; boxes: Map<string, Box> }
>();

const draggedBoxesOf = (index: BoardIndex, offsets: ReadonlyMap<string, DragOffset>) => {
  const cached = draggedBoxes.get(offsets);
  if (cached?.index === index) return cached.boxes;
  const boxes = new Map<string, Box>();
  for (const [id, offset] of offsets) {
    const part = index.byId.get(id);
    if (part) boxes.set(id, boxOf(partDraggedBy(part, offset), index.geometry));
  }
  draggedBoxes.set(offsets, { index, boxes });
  return boxes;
};

/**
 * The obstacles key of a wire at a dragged part, mid-drag (drag-session.ts): the key it would get
 * if the diagram had the dragged parts where the drag has them, as it had while every move went
 * through the store. Only the dragged parts' wires ask, once per move.
 */
export const draggedObstaclesKey = (
  wire: DiagramWire,
  index: BoardIndex,
  offsets: ReadonlyMap<string, DragOffset>,
): string => {
  if (!isAutoRouted(wire)) return '';
  obstacleWork.searches += 1;
  const moved = draggedBoxesOf(index, offsets);
  const region = regionOf(wire, { get: (id: string) => moved.get(id) ?? index.boxes.get(id) });
  return keyOf(obstaclesIn(wire, index, region, moved));
};

/**
 * The store selector of a wire's obstacles key (`''` for a wire with bends): see wire-edge.tsx.
 * A diagram that is not the history's present is a gesture in progress (store.ts `preview`).
 */
export const wireObstaclesIn = (
  state: {
    diagram: { parts: readonly DiagramPart[] };
    geometry: Geometries;
    history?: { entries: readonly unknown[]; index: number };
  },
  wire: DiagramWire | undefined,
): string =>
  wire && isAutoRouted(wire)
    ? obstaclesKeyOf(
        wire,
        boardIndexOf(state.diagram.parts, state.geometry),
        state.history !== undefined && state.history.entries[state.history.index] !== state.diagram,
      )
    : '';

/**
 * `nearbyObstacles` as a text key ("x,y,w,h;…"): equal keys mean the same route, so a store
 * selector returning it re-renders the wire only when one of those parts moves.
 */
export const nearbyObstaclesKey = (wire: DiagramWire, parts: readonly DiagramPart[], geometry: Geometries) =>
  obstaclesKeyOf(wire, boardIndexOf(parts, geometry));

/** The boxes a `nearbyObstaclesKey` stands for. */
export const boxesFromKey = (key: string): Box[] =>
  key === ''
    ? []
    : key.split(';').map((entry) => {
        const [x = 0, y = 0, width = 0, height = 0] = entry.split(',').map(Number);
        return { x, y, width, height };
      });

/** How many wires were routed: for tests that count the work of a move. */
export const routeWork = { routes: 0 };

/**
 * The corners a wire is drawn through: its bends; a wire imported from Wokwi keeps its route
 * (moves from its pins) until its bends are edited; either way its end elbows turn the way its
 * pins face. A wire without either is routed automatically, out of each pin away from its part,
 * and follows the parts when they move.
 */
export const displayedBends = (
  wire: DiagramWire,
  from: WireEnd,
  to: WireEnd,
  obstacles: readonly Box[],
): readonly Point[] => {
  routeWork.routes += 1;
  const isDrawn = from.box !== undefined && to.box !== undefined;
  if (isAutoRouted(wire)) return isDrawn ? autoRoute(from, to, { obstacles }) : [];
  const bends = wire.bends.length > 0 ? wire.bends : (routeToBends(wire.route ?? [], from.pin, to.pin) ?? []);
  return isDrawn ? alignEnds(from, bends, to) : bends;
};
