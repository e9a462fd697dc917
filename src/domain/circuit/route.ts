import type { Point } from './diagram.ts';
import { roundPx } from './wiring.ts';

/**
 * Wokwi wire routes ↔ our bend points. A route is a list of moves `"h<px>"` / `"v<px>"`; an
 * optional `"*"` splits the moves walked from the source pin (before it) from those walked from
 * the target pin (after it, last move first). Wokwi fills the gap with h/v segments; our bends
 * keep only the explicit points, the canvas draws the rest.
 */

type Move = { axis: 'h' | 'v'; length: number };

const MOVE = /^([hv])(-?(?:\d+\.?\d*|\.\d+))$/;

const parseMoves = (moves: readonly string[]): Move[] | undefined => {
  const parsed: Move[] = [];
  for (const move of moves) {
    const match = MOVE.exec(move);
    if (!match) return undefined;
    parsed.push({ axis: match[1] as Move['axis'], length: Number(match[2]) });
  }
  return parsed;
};

const step = (point: Point, move: Move): Point =>
  move.axis === 'h'
    ? { x: roundPx(point.x + move.length), y: point.y }
    : { x: point.x, y: roundPx(point.y + move.length) };

const walk = (start: Point, moves: readonly Move[]): Point[] => {
  const points: Point[] = [];
  let at = start;
  for (const move of moves) {
    at = step(at, move);
    points.push(at);
  }
  return points;
};

/** A well-formed route: moves and at most one `"*"`. */
export const isValidRoute = (route: readonly string[]): boolean => {
  const stars = route.filter((m) => m === '*').length;
  return stars <= 1 && parseMoves(route.filter((m) => m !== '*')) !== undefined;
};

/** The route's explicit points, source to target; undefined for a malformed route. */
export const routeToBends = (route: readonly string[], source: Point, target: Point): Point[] | undefined => {
  if (!isValidRoute(route)) return undefined;
  const star = route.indexOf('*');
  const fromSource = parseMoves(star < 0 ? route : route.slice(0, star)) ?? [];
  const fromTarget = parseMoves(star < 0 ? [] : route.slice(star + 1)) ?? [];
  const head = walk(source, fromSource);
  const tail = walk(target, [...fromTarget].reverse()).reverse();
  return [...head, ...tail];
};

const formatMove = (axis: Move['axis'], length: number): string => {
  const rounded = roundPx(length);
  return `${axis}${Object.is(rounded, -0) ? 0 : rounded}`;
};

/** Moves from the source through every bend: `h` then `v` for each (no `"*"`). */
export const bendsToRoute = (bends: readonly Point[], source: Point): string[] => {
  const route: string[] = [];
  let at = source;
  for (const bend of bends) {
    const dx = roundPx(bend.x - at.x);
    const dy = roundPx(bend.y - at.y);
    if (dx !== 0) route.push(formatMove('h', dx));
    if (dy !== 0) route.push(formatMove('v', dy));
    at = bend;
  }
  return route;
};
