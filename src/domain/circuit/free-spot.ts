import type { Point } from './diagram.ts';
import { type Box, boxesOverlap, growBox, type Size } from './footprint.ts';
import { PIN_PITCH_PX } from './pico.ts';
import { roundPx } from './wiring.ts';

export interface FreeSpotQuery {
  /** The size of the part to place (unrotated: a new part is upright). */
  size: Size;
  /** Where its centre should be, e.g. the middle of the visible canvas. */
  near: Point;
  /** The boxes of the parts already on the canvas. */
  occupied: readonly Box[];
  /** Room kept free around every part, so a new part never touches another one's pins. */
  margin?: number;
  /** Positions step on this grid, the pin pitch, so pins land on the dotted grid. */
  grid?: number;
}

/** Three pitches: room for a wire to leave a pin and turn before it reaches the next part. */
export const FREE_SPOT_MARGIN = 3 * PIN_PITCH_PX;
/** How far (in grid steps) the search looks before giving up and going right of everything. */
const MAX_RINGS = 120;

const snap = (value: number, grid: number) => roundPx(Math.round(value / grid) * grid);

/** The candidates `ring` grid steps (Chebyshev) from the start, in a fixed order. */
const ringOffsets = (ring: number): Point[] => {
  if (ring === 0) return [{ x: 0, y: 0 }];
  const offsets: Point[] = [];
  for (let i = -ring; i <= ring; i += 1) {
    offsets.push({ x: i, y: -ring }, { x: i, y: ring });
    if (i !== -ring && i !== ring) offsets.push({ x: -ring, y: i }, { x: ring, y: i });
  }
  return offsets;
};

/**
 * Nearer is better; among equally near spots, one on the same row, then to the right, then below:
 * a part added next to a board goes beside it, where wires stay short.
 */
const isBetter = (a: Point, b: Point): boolean => {
  const da = a.x * a.x + a.y * a.y;
  const db = b.x * b.x + b.y * b.y;
  if (da !== db) return da < db;
  if (Math.abs(a.y) !== Math.abs(b.y)) return Math.abs(a.y) < Math.abs(b.y);
  if (a.x !== b.x) return a.x > b.x;
  return a.y > b.y;
};

const spotAt = (start: Point, offset: Point, grid: number): Point => ({
  x: roundPx(start.x + offset.x * grid),
  y: roundPx(start.y + offset.y * grid),
});

/** Right of every part, level with `near`: free whatever the board holds. */
const beyondEverything = (query: Required<FreeSpotQuery>, start: Point): Point => {
  const right = Math.max(...query.occupied.map((box) => box.x + box.width));
  return { x: snap(right + query.margin, query.grid) + query.grid, y: start.y };
};

/**
 * Where to put a part's top-left corner so that it lies as near `near` as possible without
 * overlapping any occupied box grown by the margin. Pure and deterministic: the same board gives
 * the same spot.
 */
export const findFreeSpot = (input: FreeSpotQuery): Point => {
  const query: Required<FreeSpotQuery> = { margin: FREE_SPOT_MARGIN, grid: PIN_PITCH_PX, ...input };
  const { size, near, grid } = query;
  const start = { x: snap(near.x - size.width / 2, grid), y: snap(near.y - size.height / 2, grid) };
  const blocked = query.occupied.map((box) => growBox(box, query.margin));
  const isFree = (spot: Point) =>
    !blocked.some((box) => boxesOverlap(box, { ...spot, width: size.width, height: size.height }));
  let best: Point | undefined;
  for (let ring = 0; ring <= MAX_RINGS; ring += 1) {
    for (const offset of ringOffsets(ring)) {
      if ((!best || isBetter(offset, best)) && isFree(spotAt(start, offset, grid))) best = offset;
    }
    // Every spot of the next ring is at least ring + 1 steps away.
    if (best && Math.hypot(best.x, best.y) <= ring + 1) return spotAt(start, best, grid);
  }
  return best ? spotAt(start, best, grid) : beyondEverything(query, start);
};
