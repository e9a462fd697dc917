import { describe, expect, it } from 'vitest';
import {
  insertBend,
  legMidpoints,
  moveBend,
  moveSegment,
  orthogonalPoints,
  removeBend,
  snapPoint,
  trimmedPoints,
  wirePath,
  wireSegments,
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

describe('dragging a wire segment', () => {
  // A wire from (0,0) out right, down, and right again to (100,50).
  const corners = [
    { x: 0, y: 0 },
    { x: 40, y: 0 },
    { x: 40, y: 50 },
    { x: 100, y: 50 },
  ];

  it('lists the straight segments and their direction', () => {
    expect(wireSegments(corners).map((s) => [s.index, s.isHorizontal])).toEqual([
      [0, true],
      [1, false],
      [2, true],
    ]);
  });

  it('moves a middle segment across itself, its neighbours stretching', () => {
    expect(moveSegment(corners, 1, { x: 70, y: 999 })).toEqual([
      { x: 70, y: 0 },
      { x: 70, y: 50 },
    ]);
  });

  it('keeps a pin where it is and adds a corner beside it when a pin segment moves', () => {
    expect(moveSegment(corners, 0, { x: 999, y: -20 })).toEqual([
      { x: 0, y: -20 },
      { x: 40, y: -20 },
      { x: 40, y: 50 },
    ]);
    const straight = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
    ];
    expect(moveSegment(straight, 0, { x: 50, y: 30 })).toEqual([
      { x: 0, y: 30 },
      { x: 100, y: 30 },
    ]);
  });

  it('gives back the same bends when a segment is dropped where it was', () => {
    expect(moveSegment(corners, 1, { x: 40, y: 10 })).toEqual([
      { x: 40, y: 0 },
      { x: 40, y: 50 },
    ]);
  });
});
