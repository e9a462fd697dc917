import { describe, expect, it } from 'vitest';
import {
  insertBend,
  legMidpoints,
  moveBend,
  orthogonalPoints,
  removeBend,
  snapPoint,
  trimmedPoints,
  wirePath,
} from './wire-path.ts';

describe('wire path', () => {
  it('turns a diagonal into a horizontal then vertical leg', () => {
    expect(
      orthogonalPoints([
        { x: 0, y: 0 },
        { x: 10, y: 20 },
      ]),
    ).toEqual([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 20 },
    ]);
  });

  it('goes through every bend and drops repeated points', () => {
    expect(
      wirePath(
        { x: 0, y: 0 },
        [
          { x: 0, y: 10 },
          { x: 0, y: 10 },
        ],
        { x: 20, y: 10 },
      ),
    ).toBe('M0 0 L0 10 L20 10');
    expect(wirePath({ x: 0, y: 0 }, [{ x: 5, y: 5 }], { x: 10, y: 10 })).toBe('M0 0 L5 0 L5 5 L10 5 L10 10');
  });

  it('rounds coordinates to hundredths', () => {
    expect(wirePath({ x: 0.123, y: 0 }, [], { x: 9.6 * 3, y: 0 })).toBe('M0.12 0 L28.8 0');
  });

  it('offers a grip on each leg: at its elbow, or its middle when straight', () => {
    expect(legMidpoints({ x: 0, y: 0 }, [{ x: 10, y: 10 }], { x: 30, y: 10 })).toEqual([
      { insertAt: 0, point: { x: 10, y: 0 } },
      { insertAt: 1, point: { x: 20, y: 10 } },
    ]);
  });

  it('edits bends without touching the original list', () => {
    const bends = [
      { x: 1, y: 1 },
      { x: 2, y: 2 },
    ];
    expect(insertBend(bends, 1, { x: 9, y: 9 })).toEqual([
      { x: 1, y: 1 },
      { x: 9, y: 9 },
      { x: 2, y: 2 },
    ]);
    expect(moveBend(bends, 0, { x: 5, y: 5 })).toEqual([
      { x: 5, y: 5 },
      { x: 2, y: 2 },
    ]);
    expect(removeBend(bends, 0)).toEqual([{ x: 2, y: 2 }]);
    expect(bends).toHaveLength(2);
  });

  it('snaps to the grid', () => {
    expect(snapPoint({ x: 7, y: 14.5 }, 4.8)).toEqual({ x: 4.8, y: 14.4 });
    expect(snapPoint({ x: 7, y: 3 }, 0)).toEqual({ x: 7, y: 3 });
  });

  it('trims the clickable part of a wire off its pins', () => {
    expect(
      trimmedPoints(
        [
          { x: 0, y: 0 },
          { x: 20, y: 0 },
        ],
        6,
      ),
    ).toEqual([
      { x: 6, y: 0 },
      { x: 14, y: 0 },
    ]);
    expect(
      trimmedPoints(
        [
          { x: 0, y: 0 },
          { x: 4, y: 0 },
          { x: 4, y: 30 },
        ],
        6,
      ),
    ).toEqual([
      { x: 4, y: 2 },
      { x: 4, y: 24 },
    ]);
    expect(
      trimmedPoints(
        [
          { x: 0, y: 0 },
          { x: 10, y: 0 },
        ],
        6,
      ),
    ).toEqual([]);
  });
});
