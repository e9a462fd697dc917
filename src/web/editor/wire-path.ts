import { simplifyCorners } from '../../domain/circuit/auto-route.ts';
import type { Point } from '../../domain/circuit/diagram.ts';

const isSamePoint = (a: Point, b: Point) => a.x === b.x && a.y === b.y;

/**
 * The corners a wire turns at: its ends and bends, with an elbow (horizontal, then vertical)
 * between two points that share neither x nor y, so every segment is horizontal or vertical.
 */
export const orthogonalPoints = (points: readonly Point[]): Point[] => {
  const result: Point[] = [];
  for (const point of points) {
    const previous = result.at(-1);
    if (previous && isSamePoint(previous, point)) continue;
    if (previous && previous.x !== point.x && previous.y !== point.y) {
      result.push({ x: point.x, y: previous.y });
    }
    result.push(point);
  }
  return result;
};

/** An SVG path through the wire's orthogonal corners. */
export const wirePath = (source: Point, bends: readonly Point[], target: Point): string =>
  polylinePath(orthogonalPoints([source, ...bends, target]));

const round = (value: number) => Math.round(value * 100) / 100;

/** Where a new-bend grip goes on each leg between ends and bends: its elbow, or its middle if straight. */
export const legMidpoints = (source: Point, bends: readonly Point[], target: Point) => {
  const points = [source, ...bends, target];
  return points.slice(1).map((end, index) => {
    const start = points[index] as Point;
    const isStraight = start.x === end.x || start.y === end.y;
    const point = isStraight
      ? { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 }
      : { x: end.x, y: start.y };
    return { insertAt: index, point };
  });
};

export const insertBend = (bends: readonly Point[], index: number, point: Point): Point[] => [
  ...bends.slice(0, index),
  point,
  ...bends.slice(index),
];

export const moveBend = (bends: readonly Point[], index: number, point: Point): Point[] =>
  bends.map((bend, i) => (i === index ? point : bend));

export const removeBend = (bends: readonly Point[], index: number): Point[] =>
  bends.filter((_, i) => i !== index);

/** Bends snap to a 0.1-inch grid as parts' pins do, so wires stay straight between them. */
export const snapPoint = (point: Point, grid: number): Point =>
  grid > 0
    ? { x: round(Math.round(point.x / grid) * grid), y: round(Math.round(point.y / grid) * grid) }
    : point;

const distance = (a: Point, b: Point) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);

const towards = (from: Point, to: Point, length: number): Point => {
  const total = distance(from, to);
  const k = total === 0 ? 0 : Math.min(1, length / total);
  return { x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k };
};

const trimStart = (points: Point[], length: number): Point[] => {
  let left = length;
  const rest = [...points];
  while (rest.length > 2 && distance(rest[0] as Point, rest[1] as Point) <= left) {
    left -= distance(rest[0] as Point, rest[1] as Point);
    rest.shift();
  }
  const [first, second] = rest;
  return first && second ? [towards(first, second, left), ...rest.slice(1)] : rest;
};

/**
 * The wire's orthogonal corners without `length` px at each end: the part of a wire that takes
 * clicks, so the pins under its ends can still start new wires.
 */
export const trimmedPoints = (points: readonly Point[], length: number): Point[] => {
  const corners = orthogonalPoints(points);
  const total = corners.slice(1).reduce((sum, p, i) => sum + distance(corners[i] as Point, p), 0);
  if (total <= 2 * length) return [];
  return trimStart(trimStart(corners, length).reverse(), length).reverse();
};

export const polylinePath = (points: readonly Point[]): string =>
  points.map((p, index) => `${index === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`).join(' ');

/** A drawn segment of a wire: its index in the corners (ends included) and whether it runs across. */
export interface WireSegment {
  index: number;
  start: Point;
  end: Point;
  isHorizontal: boolean;
}

/** The wire's straight segments between its corners, zero-length ones left out. */
export const wireSegments = (corners: readonly Point[]): WireSegment[] =>
  corners.slice(1).flatMap((end, i) => {
    const start = corners[i] as Point;
    if (isSamePoint(start, end)) return [];
    return [{ index: i, start, end, isHorizontal: start.y === end.y }];
  });

/**
 * The bends after dragging segment `index` of the wire's corners (ends included) across itself to
 * `to`, as on Wokwi: a horizontal segment takes `to.y`, a vertical one `to.x`. A segment that
 * starts or ends at a pin keeps the pin where it is and gains a corner beside it.
 */
export const moveSegment = (corners: readonly Point[], index: number, to: Point): Point[] => {
  const start = corners[index];
  const end = corners[index + 1];
  if (!start || !end) return corners.slice(1, -1);
  const isHorizontal = start.y === end.y;
  const shift = (p: Point): Point => (isHorizontal ? { x: p.x, y: to.y } : { x: to.x, y: p.y });
  const last = corners.length - 1;
  const moved = [
    ...(index === 0 ? [start] : corners.slice(0, index)),
    shift(start),
    shift(end),
    ...(index + 1 === last ? [end] : []),
    ...corners.slice(index + 2),
  ];
  return simplifyCorners(moved).slice(1, -1);
};
