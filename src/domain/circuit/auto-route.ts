import type { Point } from './diagram.ts';
import type { Box } from './footprint.ts';
import { PIN_PITCH_PX } from './pico.ts';
import { DIRECTION_VECTORS, type Direction } from './wire-exit.ts';
import { roundPx } from './wiring.ts';

/** One end of a wire: where its pin is, which way it leaves, and the box of the part it is on. */
export interface WireEnd {
  pin: Point;
  exit: Direction;
  box?: Box;
}

/** How far a wire runs straight out of a pin before it may turn: two pin pitches. */
export const EXIT_STUB = 2 * PIN_PITCH_PX;

const CROSSING_COST = 1_000_000;
const REVERSAL_COST = 10_000;

/** The shortest a stub gets when another part sits close in front of its pin: half a pitch. */
const MIN_STUB = PIN_PITCH_PX / 2;

/** How far the pin can go straight out before it meets another part (Infinity when nothing is there). */
const clearAhead = ({ pin, exit }: WireEnd, obstacles: readonly Box[]): number => {
  const v = DIRECTION_VECTORS[exit];
  let clear = Number.POSITIVE_INFINITY;
  for (const box of obstacles) {
    const isAcross =
      v.x !== 0 ? pin.y > box.y && pin.y < box.y + box.height : pin.x > box.x && pin.x < box.x + box.width;
    if (!isAcross) continue;
    const near =
      v.x > 0
        ? box.x - pin.x
        : v.x < 0
          ? pin.x - (box.x + box.width)
          : v.y > 0
            ? box.y - pin.y
            : pin.y - (box.y + box.height);
    if (near >= 0) clear = Math.min(clear, near);
  }
  return clear;
};

/** Where the wire turns first: `length` straight out, or halfway to a part in the way. */
const stubOf = (end: WireEnd, length: number, obstacles: readonly Box[]): Point => {
  const v = DIRECTION_VECTORS[end.exit];
  const run = Math.max(MIN_STUB, Math.min(length, clearAhead(end, obstacles) / 2));
  return { x: roundPx(end.pin.x + v.x * run), y: roundPx(end.pin.y + v.y * run) };
};

const isBetween = (a: number, b: number, c: number) => (a <= b && b <= c) || (a >= b && b >= c);

/** The middle point lies on the straight segment from the first to the last: no corner there. */
const isStraightThrough = (a: Point, b: Point, c: Point) =>
  (a.x === b.x && b.x === c.x && isBetween(a.y, b.y, c.y)) ||
  (a.y === b.y && b.y === c.y && isBetween(a.x, b.x, c.x));

/** Drops repeated points and points in the middle of a straight run (a turn back is kept). */
export const simplifyCorners = (points: readonly Point[]): Point[] => {
  const result: Point[] = [];
  for (const point of points) {
    const last = result.at(-1);
    if (last && last.x === point.x && last.y === point.y) continue;
    const before = result.at(-2);
    if (before && last && isStraightThrough(before, last, point)) result.pop();
    result.push(point);
  }
  return result;
};

/** An axis-aligned segment that runs through the inside of the box (along an edge does not count). */
const crossesBox = (a: Point, b: Point, box: Box): boolean => {
  const [x1, x2] = [Math.min(a.x, b.x), Math.max(a.x, b.x)];
  const [y1, y2] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
  return x1 < box.x + box.width && x2 > box.x && y1 < box.y + box.height && y2 > box.y;
};

const sign = (value: number) => Math.sign(Math.round(value * 100));

const segmentDirection = (a: Point, b: Point): Point => ({ x: sign(b.x - a.x), y: sign(b.y - a.y) });

/**
 * Lower is better: crossing a part's body, then turning back on itself, then length. Every term
 * adds, so once the cost reaches `bound` (the best path's so far) the path cannot win and the rest,
 * its crossings the costly part, is not worked out. Summed in path order: a tie stays a tie.
 */
const costOf = (path: readonly Point[], boxes: readonly Box[], bound = Number.POSITIVE_INFINITY): number => {
  let cost = 0;
  let previous: Point | undefined;
  for (let i = 1; i < path.length && cost < bound; i += 1) {
    const a = path[i - 1] as Point;
    const b = path[i] as Point;
    const isStub = i === 1 || i === path.length - 1;
    if (!isStub && boxes.some((box) => crossesBox(a, b, box))) cost += CROSSING_COST;
    const direction = segmentDirection(a, b);
    if (direction.x === 0 && direction.y === 0) continue;
    if (previous && direction.x === -previous.x && direction.y === -previous.y) cost += REVERSAL_COST;
    previous = direction;
    cost += Math.abs(b.x - a.x) + Math.abs(b.y - a.y);
  }
  return cost;
};

const lengthOf = (path: readonly Point[]): number => {
  let length = 0;
  for (let i = 1; i < path.length; i += 1) {
    const a = path[i - 1] as Point;
    const b = path[i] as Point;
    length += Math.abs(b.x - a.x) + Math.abs(b.y - a.y);
  }
  return length;
};

/** The ways from one stub's end to the other's: an elbow either way, or around a part's box. */
const candidateMiddles = (a: Point, b: Point, boxes: readonly Box[], gap: number): Point[][] => {
  const middles: Point[][] = [[{ x: b.x, y: a.y }], [{ x: a.x, y: b.y }]];
  for (const box of boxes) {
    for (const y of [box.y - gap, box.y + box.height + gap]) {
      middles.push([
        { x: a.x, y },
        { x: b.x, y },
      ]);
    }
    for (const x of [box.x - gap, box.x + box.width + gap]) {
      middles.push([
        { x, y: a.y },
        { x, y: b.y },
      ]);
    }
  }
  return middles;
};

/** The smallest box holding every point, grown by `margin`. */
const boundsOf = (points: readonly Point[], margin: number): Box => {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs) - margin;
  const y = Math.min(...ys) - margin;
  return { x, y, width: Math.max(...xs) + margin - x, height: Math.max(...ys) + margin - y };
};

const touches = (a: Box, b: Box) =>
  a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;

export interface AutoRouteOptions {
  /** Other parts' boxes: the wire goes around them too, when it can. */
  obstacles?: readonly Box[];
  stub?: number;
}

/**
 * The corners of an automatic right-angle wire between two pins, without the pins themselves:
 * it leaves each pin straight out in its exit direction (so it never runs along a header over the
 * pin labels), then joins the two with the shortest path that goes around, not through, the
 * parts at its ends and the parts between them. Deterministic: the first of equally good paths wins.
 */
export const autoRoute = (from: WireEnd, to: WireEnd, options: AutoRouteOptions = {}): Point[] => {
  const stub = options.stub ?? EXIT_STUB;
  const ends = [from.box, to.box].filter((box): box is Box => box !== undefined);
  const obstacles = options.obstacles ?? [];
  const a = stubOf(from, stub, [...(to.box ? [to.box] : []), ...obstacles]);
  const b = stubOf(to, stub, [...(from.box ? [from.box] : []), ...obstacles]);
  // Detours are tried around the parts near the way between the pins; every part counts for crossings.
  const span = boundsOf([a, b], 4 * stub);
  const nearby = [...ends, ...obstacles.filter((box) => touches(box, span))];
  const candidates = candidateMiddles(a, b, nearby, stub);
  // Every part counts for crossings, but only a part within reach of some candidate can be crossed.
  const reach = boundsOf([from.pin, to.pin, a, b, ...candidates.flat()], 1);
  const boxes = [...ends, ...obstacles.filter((box) => touches(box, reach))];
  let best: Point[] = [];
  let bestCost = Number.POSITIVE_INFINITY;
  for (const [index, middle] of candidates.entries()) {
    const path = [from.pin, a, ...middle.map((p) => ({ x: roundPx(p.x), y: roundPx(p.y) })), b, to.pin];
    // The elbows are costed whole: the look below needs their crossings.
    const cost = costOf(path, boxes, index < 2 ? Number.POSITIVE_INFINITY : bestCost);
    if (cost < bestCost) {
      best = simplifyCorners(path);
      bestCost = cost;
    }
    // The two elbows come first and are the shortest ways there are: one that crosses nothing and
    // never turns back cannot be beaten (a tie keeps the first), so the detours need no look.
    if (index < 2 && cost === lengthOf(path)) break;
  }
  return best.slice(1, -1);
};

const isHorizontalExit = (exit: WireEnd['exit']) => exit === 'left' || exit === 'right';

/**
 * A wire's own bends with the elbow at each end turned the way its pin faces: the first leg leaves
 * the pin along its exit axis and the last one arrives along its pin's, instead of always going
 * across first, which ran wires along a header over the pin labels.
 */
export const alignEnds = (from: WireEnd, bends: readonly Point[], to: WireEnd): Point[] => {
  const first = bends[0];
  const last = bends.at(-1);
  if (!first || !last) return [...bends];
  // Bends are stored to 0.01 px while pins are computed exactly: closer than that is in line.
  const isAligned = (a: Point, b: Point) => Math.abs(a.x - b.x) < 0.01 || Math.abs(a.y - b.y) < 0.01;
  const head = isAligned(from.pin, first)
    ? []
    : [isHorizontalExit(from.exit) ? { x: first.x, y: from.pin.y } : { x: from.pin.x, y: first.y }];
  const tail = isAligned(last, to.pin)
    ? []
    : [isHorizontalExit(to.exit) ? { x: last.x, y: to.pin.y } : { x: to.pin.x, y: last.y }];
  return [...head, ...bends, ...tail];
};
