import { describe, expect, it } from 'vitest';
import { keyMoveTarget, moveItem, newStepRow } from './guide-steps.ts';

describe('moveItem', () => {
  const items = ['a', 'b', 'c', 'd'];

  it('moves an item down and up, keeping the others in order', () => {
    expect(moveItem(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(items, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });

  it('clamps the target and leaves the list alone when nothing moves', () => {
    expect(moveItem(items, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(items, 2, -5)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(items, 2, 2)).toBe(items);
    expect(moveItem(items, 7, 0)).toBe(items);
    expect(moveItem([], 0, 1)).toEqual([]);
  });
});

describe('keyMoveTarget', () => {
  it('moves one place with the arrows and to either end with Home and End', () => {
    expect(keyMoveTarget('ArrowUp', 2, 4)).toBe(1);
    expect(keyMoveTarget('ArrowDown', 2, 4)).toBe(3);
    expect(keyMoveTarget('Home', 2, 4)).toBe(0);
    expect(keyMoveTarget('End', 1, 4)).toBe(3);
  });

  it('does nothing past either end or for other keys', () => {
    expect(keyMoveTarget('ArrowUp', 0, 4)).toBeNull();
    expect(keyMoveTarget('ArrowDown', 3, 4)).toBeNull();
    expect(keyMoveTarget('Home', 0, 4)).toBeNull();
    expect(keyMoveTarget('Enter', 1, 4)).toBeNull();
  });
});

describe('newStepRow', () => {
  it('gives every row its own identity', () => {
    const first = newStepRow({ stepName: 'Uno' });
    const second = newStepRow();
    expect(first.rowId).not.toBe(second.rowId);
    expect(first).toMatchObject({ stepName: 'Uno', details: '', image: null, file: null });
  });
});
