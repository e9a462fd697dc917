import type { Command } from '../../domain/circuit/commands.ts';
import type { Point } from '../../domain/circuit/diagram.ts';
import { PIN_PITCH_PX } from '../../domain/circuit/pico.ts';

/**
 * The canvas by keyboard, as pure rules: which way an arrow key points, how far a part moves
 * (one grid step, Shift for five), and which pin an arrow reaches from another.
 */
export type Direction = 'up' | 'down' | 'left' | 'right';

const ARROWS: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

const UNIT: Readonly<Record<Direction, Point>> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

export const directionOf = (key: string): Direction | undefined =>
  Object.hasOwn(ARROWS, key) ? ARROWS[key] : undefined;

/** Steps of the pin pitch a part moves with Shift held (half an inch). */
export const LARGE_MOVE_STEPS = 5;

/**
 * An arrow key on a selected part as one `moveParts` command (one undo step, saved as a drag
 * is). Every selected part moves, as a drag of the selection would move them.
 */
export const keyMoveCommand = (
  key: string,
  isLarge: boolean,
  partIds: readonly string[],
): Extract<Command, { type: 'moveParts' }> | undefined => {
  const direction = directionOf(key);
  if (!direction || partIds.length === 0) return undefined;
  const step = PIN_PITCH_PX * (isLarge ? LARGE_MOVE_STEPS : 1);
  const unit = UNIT[direction];
  return { type: 'moveParts', partIds: [...partIds], dx: unit.x * step, dy: unit.y * step };
};

export interface PinSpot {
  name: string;
  x: number;
  y: number;
}

/**
 * The pin an arrow reaches from `from`: the nearest one that way, preferring pins in line (down a
 * Pico's column rather than across to the other side). Undefined at the edge of the part.
 */
export const pinInDirection = (
  pins: readonly PinSpot[],
  from: string,
  direction: Direction,
): string | undefined => {
  const start = pins.find((pin) => pin.name === from);
  if (!start) return pins[0]?.name;
  const unit = UNIT[direction];
  let best: { name: string; score: number } | undefined;
  for (const pin of pins) {
    const dx = pin.x - start.x;
    const dy = pin.y - start.y;
    const along = dx * unit.x + dy * unit.y;
    const across = Math.abs(dx * unit.y - dy * unit.x);
    if (along <= 0.5) continue;
    // A pin out of line counts as three times as far, so a column's next pin beats its neighbour's.
    const score = along + 3 * across;
    if (!best || score < best.score) best = { name: pin.name, score };
  }
  return best?.name;
};
