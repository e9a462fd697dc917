import { BITDOGLAB_TYPE } from './bitdoglab.ts';
import type { DiagramPart, Point } from './diagram.ts';
import type { Size } from './footprint.ts';
import { BREADBOARD_TYPE, PICO_TYPE } from './parts.ts';

/**
 * Which way a wire leaves a pin: away from the part, so it does not run along a header over the
 * pin labels. Screen directions (y grows downwards).
 */
export type Direction = 'left' | 'right' | 'up' | 'down';

export const DIRECTION_VECTORS: Readonly<Record<Direction, Point>> = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
};

type Axis = 'horizontal' | 'vertical';

/**
 * Parts whose pins leave on one axis whatever the nearest edge: a Pico's headers run down its long
 * sides (GP0 is nearer the top edge than the left one, yet its wire goes left), a breadboard's
 * holes face up or down towards its rails, a BitDogLab's header runs along its bottom edge.
 */
const EXIT_AXES: Readonly<Record<string, Axis>> = {
  [PICO_TYPE]: 'horizontal',
  [BREADBOARD_TYPE]: 'vertical',
  [BITDOGLAB_TYPE]: 'vertical',
};

/** Order of preference when two edges are equally near: the first wins. */
const EDGES: readonly Direction[] = ['left', 'right', 'down', 'up'];

const edgeDistance = (pin: Point, size: Size, edge: Direction): number => {
  switch (edge) {
    case 'left':
      return pin.x;
    case 'right':
      return size.width - pin.x;
    case 'up':
      return pin.y;
    case 'down':
      return size.height - pin.y;
  }
};

const isOnAxis = (edge: Direction, axis: Axis | undefined) =>
  axis === undefined || (axis === 'horizontal') === (edge === 'left' || edge === 'right');

/** The side of the upright part a pin faces: its nearest edge (on the part's axis, if it has one). */
export const uprightExit = (type: string, pin: Point, size: Size): Direction => {
  const axis = Object.hasOwn(EXIT_AXES, type) ? EXIT_AXES[type] : undefined;
  let best: Direction = axis === 'vertical' ? 'down' : 'left';
  for (const edge of EDGES) {
    if (isOnAxis(edge, axis) && edgeDistance(pin, size, edge) < edgeDistance(pin, size, best)) best = edge;
  }
  return best;
};

const CLOCKWISE: readonly Direction[] = ['right', 'down', 'left', 'up'];
const MIRRORED: Readonly<Record<Direction, Direction>> = {
  left: 'right',
  right: 'left',
  up: 'up',
  down: 'down',
};

/** A direction of the upright part as drawn: mirrored first, then turned clockwise, as the canvas draws it. */
export const placedDirection = (
  direction: Direction,
  { rotate, flip }: Pick<DiagramPart, 'rotate' | 'flip'>,
): Direction => {
  const mirrored = flip ? MIRRORED[direction] : direction;
  const turns = Math.round((((rotate % 360) + 360) % 360) / 90);
  return CLOCKWISE[(CLOCKWISE.indexOf(mirrored) + turns) % 4] as Direction;
};

/**
 * Which way a wire leaves `pin` (in the unrotated drawing, CSS px from its top-left) of a placed
 * part of that size: Pico left header → left, right header → right, LED legs → down, a
 * resistor's ends → left and right; turned and mirrored with the part.
 */
export const pinExitDirection = (
  part: Pick<DiagramPart, 'type' | 'rotate' | 'flip'>,
  pin: Point,
  size: Size,
): Direction => placedDirection(uprightExit(part.type, pin, size), part);
