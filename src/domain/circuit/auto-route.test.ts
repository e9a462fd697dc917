import { describe, expect, it } from 'vitest';
import { alignEnds, autoRoute, EXIT_STUB, simplifyCorners, type WireEnd } from './auto-route.ts';
import type { Point } from './diagram.ts';
import type { Box } from './footprint.ts';
import { PICO_SIZE } from './pico.ts';

const PICO: Box = { x: 0, y: 0, ...PICO_SIZE };
const gp15: WireEnd = { pin: { x: 6.4, y: 187.2 }, exit: 'left', box: PICO };
const gp16: WireEnd = { pin: { x: 73.6, y: 187.2 }, exit: 'right', box: PICO };
const resistorRight: Box = { x: 220, y: 100, width: 59, height: 11 };
const r1: WireEnd = { pin: { x: 220, y: 105.65 }, exit: 'left', box: resistorRight };

const isOrthogonal = (points: readonly Point[]) =>
  points.slice(1).every((p, i) => p.x === points[i]?.x || p.y === points[i]?.y);

/** Whether any segment, the pin stubs aside, runs through the inside of the box. */
const runsThrough = (points: readonly Point[], box: Box) =>
  points.slice(2, -1).some((b, i) => {
    const a = points[i + 1] as Point;
    const [x1, x2] = [Math.min(a.x, b.x), Math.max(a.x, b.x)];
    const [y1, y2] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
    return x1 < box.x + box.width && x2 > box.x && y1 < box.y + box.height && y2 > box.y;
  });

describe('autoRoute', () => {
  it('leaves a left-header pin to the left and goes around the board to a part on its right', () => {
    const bends = autoRoute(gp15, r1);
    const path = [gp15.pin, ...bends, r1.pin];
    expect(isOrthogonal(path)).toBe(true);
    expect(path[1]).toEqual({ x: -12.8, y: 187.2 });
    expect(runsThrough(path, PICO)).toBe(false);
    // It enters the resistor from its left, the way the pin faces.
    expect(path.at(-2)?.x).toBeLessThan(r1.pin.x);
    expect(path.at(-2)?.y).toBe(r1.pin.y);
  });

  it('leaves a right-header pin to the right', () => {
    const led: WireEnd = {
      pin: { x: 225, y: 300 },
      exit: 'down',
      box: { x: 200, y: 258, width: 40, height: 50 },
    };
    const path = [gp16.pin, ...autoRoute(gp16, led), led.pin];
    expect(isOrthogonal(path)).toBe(true);
    expect(path[1]?.x).toBeGreaterThan(gp16.pin.x);
    expect(path[1]?.y).toBe(gp16.pin.y);
    expect(path.at(-2)).toEqual({ x: 225, y: 300 + EXIT_STUB });
    expect(runsThrough(path, PICO)).toBe(false);
  });

  it('goes around a part that lies between its ends', () => {
    // A resistor left of the Pico wired to an LED right of it: under the board, not across it.
    const r2: WireEnd = {
      pin: { x: -40, y: 100 },
      exit: 'right',
      box: { x: -99, y: 94, width: 59, height: 11 },
    };
    const led: WireEnd = {
      pin: { x: 145, y: 142 },
      exit: 'down',
      box: { x: 120, y: 100, width: 40, height: 50 },
    };
    const path = [r2.pin, ...autoRoute(r2, led, { obstacles: [PICO] }), led.pin];
    expect(isOrthogonal(path)).toBe(true);
    expect(runsThrough(path, PICO)).toBe(false);
    expect(runsThrough([r2.pin, ...autoRoute(r2, led), led.pin], PICO)).toBe(true);
  });

  it('turns before a part that sits close in front of a pin, not inside it', () => {
    // A resistor whose right end is 10 px left of the Pico: its wire must not start inside the board.
    const r: WireEnd = {
      pin: { x: -10, y: 100 },
      exit: 'right',
      box: { x: -69, y: 94, width: 59, height: 11 },
    };
    const led: WireEnd = {
      pin: { x: 145, y: 142 },
      exit: 'down',
      box: { x: 120, y: 100, width: 40, height: 50 },
    };
    const path = [r.pin, ...autoRoute(r, led, { obstacles: [PICO] }), led.pin];
    expect(path[1]?.x).toBeLessThan(PICO.x);
    expect(path[1]?.x).toBeGreaterThan(r.pin.x);
    expect(runsThrough(path, PICO)).toBe(false);
  });

  it('is a straight line between two pins facing each other', () => {
    const a: WireEnd = { pin: { x: 0, y: 0 }, exit: 'right' };
    const b: WireEnd = { pin: { x: 100, y: 0 }, exit: 'left' };
    expect(autoRoute(a, b)).toEqual([]);
  });

  it('is deterministic', () => {
    expect(autoRoute(gp15, r1)).toEqual(autoRoute(gp15, r1));
  });
});

describe('simplifyCorners', () => {
  it('drops repeated points and points inside straight runs, keeps turns back', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 5, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 10, y: 5 },
    ];
    expect(simplifyCorners(points)).toEqual([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 10, y: 5 },
    ]);
  });
});

describe('alignEnds', () => {
  it('turns the end elbows of a bent wire the way its pins face', () => {
    const bend = { x: -30, y: 250 };
    // Out of GP15 to the left first, then down to the bend; into a pin facing up from above.
    const led: WireEnd = { pin: { x: 100, y: 300 }, exit: 'up' };
    expect(alignEnds(gp15, [bend], led)).toEqual([{ x: -30, y: 187.2 }, bend, { x: 100, y: 250 }]);
    const right: WireEnd = { pin: { x: 100, y: 300 }, exit: 'left' };
    expect(alignEnds(gp15, [bend], right)).toEqual([{ x: -30, y: 187.2 }, bend, { x: -30, y: 300 }]);
  });

  it('leaves aligned ends and wires without bends as they are', () => {
    expect(alignEnds(gp15, [{ x: -30, y: 187.2 }], r1)).toEqual([
      { x: -30, y: 187.2 },
      { x: -30, y: 105.65 },
    ]);
    expect(alignEnds(gp15, [], r1)).toEqual([]);
    // A bend saved to 0.01 px is in line with a pin computed as 187.19999999999999.
    const exact: WireEnd = { ...gp15, pin: { x: 6.4, y: 187.19999999999999 } };
    expect(alignEnds(exact, [{ x: -30, y: 187.2 }], exact)).toEqual([{ x: -30, y: 187.2 }]);
  });
});
