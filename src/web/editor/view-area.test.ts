import { describe, expect, it } from 'vitest';
import {
  boxAround,
  isInView,
  isPartDrawn,
  type Transform,
  viewAreaIn,
  viewAreaOf,
  viewShowing,
} from './view-area.ts';

describe('what the canvas draws: only what is in view', () => {
  it('sees the flow area on screen, with a margin of half the view around it', () => {
    // A 600 × 400 px canvas at zoom 2, panned so flow (100, 50) is at its top-left corner.
    expect(viewAreaOf([-200, -100, 2], 600, 400, 0)).toEqual({ x: 100, y: 50, width: 300, height: 200 });
    expect(viewAreaOf([-200, -100, 2], 600, 400)).toEqual({ x: -50, y: -50, width: 600, height: 400 });
  });

  it('draws everything while the canvas has no size yet, or its first view before the fit', () => {
    expect(viewAreaOf([10, 0, 1], 0, 0)).toBeUndefined();
    expect(viewAreaOf([0, 0, 1], 600, 400)).toBeUndefined();
    expect(isInView({ x: 1e6, y: 1e6, width: 1, height: 1 }, undefined)).toBe(true);
  });

  it('counts a part touching the area as in view, one beyond it as out', () => {
    const area = viewAreaOf([0, 0, 1.5], 900, 600, 0);
    expect(isInView({ x: 590, y: 390, width: 40, height: 40 }, area)).toBe(true);
    expect(isInView({ x: -30, y: 100, width: 40, height: 40 }, area)).toBe(true);
    expect(isInView({ x: 650, y: 100, width: 40, height: 40 }, area)).toBe(false);
    expect(isInView({ x: 100, y: -100, width: 40, height: 40 }, area)).toBe(false);
    // Zoomed out to see a whole board, everything on it is in view.
    const whole = viewAreaOf([50, 200, 0.25], 600, 800, 0);
    expect(isInView({ x: 1800, y: 1600, width: 80, height: 192 }, whole)).toBe(true);
  });

  it('takes a wire by the box of its ends and bends, widened for a route around a part', () => {
    const box = boxAround(
      [
        { x: 10, y: 20 },
        { x: 110, y: 20 },
        { x: 110, y: 220 },
      ],
      80,
    );
    expect(box).toEqual({ x: -70, y: -60, width: 260, height: 360 });
  });

  it('keeps drawn a part out of view that someone works on: selected, just placed or focused', () => {
    const away = { isSelected: false, isPlaced: false, hasFocus: false };
    expect(isPartDrawn(true, away)).toBe(true);
    expect(isPartDrawn(false, away)).toBe(false);
    expect(isPartDrawn(false, { ...away, isSelected: true })).toBe(true);
    expect(isPartDrawn(false, { ...away, isPlaced: true })).toBe(true);
    expect(isPartDrawn(false, { ...away, hasFocus: true })).toBe(true);
  });

  it('works the view out once per React Flow view, however many parts and wires ask', () => {
    const transform: Transform = [-200, -100, 2];
    const area = viewAreaIn({ transform, width: 600, height: 400 });
    expect(area).toEqual(viewAreaOf(transform, 600, 400));
    expect(viewAreaIn({ transform, width: 600, height: 400 })).toBe(area);
    expect(viewAreaIn({ transform: [-200, -100, 1], width: 600, height: 400 })).not.toEqual(area);
    expect(viewAreaIn({ transform, width: 900, height: 400 })).toEqual(viewAreaOf(transform, 900, 400));
  });
});

describe('the view that follows a part just added', () => {
  // A 360 × 600 px phone canvas at zoom 2, flow (0, 0) at its top-left corner.
  const phone: Transform = [0, 0, 2];

  it('stays put when the part is already wholly on screen', () => {
    expect(viewShowing({ x: 20, y: 20, width: 40, height: 40 }, phone, 360, 600)).toBeUndefined();
  });

  it('centres a part off screen, or only partly on it, at the same zoom', () => {
    expect(viewShowing({ x: 300, y: 40, width: 40, height: 20 }, phone, 360, 600)).toEqual({
      x: 320,
      y: 50,
      zoom: 2,
    });
    expect(viewShowing({ x: 160, y: 40, width: 40, height: 20 }, phone, 360, 600)).toEqual({
      x: 180,
      y: 50,
      zoom: 2,
    });
  });

  it('zooms out just enough for a part too big for the screen at this zoom', () => {
    const view = viewShowing({ x: 0, y: 400, width: 200, height: 100 }, phone, 360, 600, 20);
    expect(view).toEqual({ x: 100, y: 450, zoom: 1.6 });
  });

  it('does nothing on a canvas with no size yet', () => {
    expect(viewShowing({ x: 900, y: 0, width: 10, height: 10 }, phone, 0, 0)).toBeUndefined();
  });
});
