import { describe, expect, it } from 'vitest';
import { spotlightBox, unionBox } from './spotlight.ts';

describe('spotlight geometry', () => {
  it('joins several targets (undo and redo) and ignores hidden ones', () => {
    expect(
      unionBox([
        { top: 10, left: 100, width: 30, height: 30 },
        { top: 10, left: 134, width: 30, height: 30 },
        { top: 0, left: 0, width: 0, height: 0 },
      ]),
    ).toEqual({ top: 10, left: 100, width: 64, height: 30 });
    expect(unionBox([{ top: 5, left: 5, width: 0, height: 10 }])).toBeNull();
  });

  it('pads the target and keeps the cut-out inside the viewport', () => {
    const viewport = { width: 800, height: 600 };
    expect(spotlightBox({ top: 100, left: 100, width: 50, height: 20 }, 6, viewport)).toEqual({
      top: 94,
      left: 94,
      width: 62,
      height: 32,
    });
    expect(spotlightBox({ top: 0, left: 0, width: 800, height: 600 }, 6, viewport)).toEqual({
      top: 0,
      left: 0,
      width: 800,
      height: 600,
    });
  });
});
