import { describe, expect, it } from 'vitest';
import { canPage, clampStart, isSlideVisible, keyTarget, pageBy, startShowing } from './carousel-window.ts';

const window = (start: number, count: number, visible = 4) => ({ start, count, visible });

describe('module carousel window', () => {
  it('moves one slide at a time and stops where the last slides fill the window', () => {
    expect(pageBy(window(0, 6), 1)).toBe(1);
    expect(pageBy(window(1, 6), 1)).toBe(2);
    expect(pageBy(window(2, 6), 1)).toBe(2);
    expect(pageBy(window(2, 6), -1)).toBe(1);
    expect(pageBy(window(0, 6), -1)).toBe(0);
  });

  it('cannot page when every slide already shows', () => {
    for (const count of [0, 1, 4]) {
      expect(canPage(window(0, count), 1)).toBe(false);
      expect(canPage(window(0, count), -1)).toBe(false);
    }
    expect(canPage(window(0, 5), 1)).toBe(true);
    expect(canPage(window(1, 5), 1)).toBe(false);
    expect(canPage(window(1, 5), -1)).toBe(true);
  });

  it('clamps a start that no longer fits (fewer slides, or a wider window)', () => {
    expect(clampStart(5, { count: 6, visible: 4 })).toBe(2);
    expect(clampStart(-3, { count: 6, visible: 4 })).toBe(0);
    expect(clampStart(3, { count: 6, visible: 1 })).toBe(3);
    expect(clampStart(2, { count: 2, visible: 4 })).toBe(0);
  });

  it('knows which slides show', () => {
    expect([0, 1, 2, 3, 4, 5].filter((i) => isSlideVisible(window(1, 6), i))).toEqual([1, 2, 3, 4]);
    expect([0, 1, 2].filter((i) => isSlideVisible(window(2, 3, 1), i))).toEqual([2]);
  });

  it('moves the window as little as it must to show a slide', () => {
    expect(startShowing(window(0, 8), 2)).toBe(0);
    expect(startShowing(window(0, 8), 4)).toBe(1);
    expect(startShowing(window(0, 8), 7)).toBe(4);
    expect(startShowing(window(4, 8), 1)).toBe(1);
    expect(startShowing(window(0, 3, 1), 2)).toBe(2);
  });

  it('arrow keys, Home and End move between modules without wrapping', () => {
    expect(keyTarget('ArrowRight', 0, 5)).toBe(1);
    expect(keyTarget('ArrowRight', 4, 5)).toBe(4);
    expect(keyTarget('ArrowLeft', 0, 5)).toBe(0);
    expect(keyTarget('ArrowLeft', 3, 5)).toBe(2);
    expect(keyTarget('Home', 3, 5)).toBe(0);
    expect(keyTarget('End', 0, 5)).toBe(4);
    expect(keyTarget('Enter', 0, 5)).toBeNull();
    expect(keyTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
