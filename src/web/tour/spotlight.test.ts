import { describe, expect, it } from 'vitest';
import { cardPlacement, isReachable, spotlightBox, unionBox, visiblePart } from './spotlight.ts';

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

  it('keeps the part of a target on screen; a target beside the screen has none', () => {
    const phone = { width: 360, height: 740 };
    expect(visiblePart({ top: 100, left: -50, width: 100, height: 40 }, phone)).toEqual({
      top: 100,
      left: 0,
      width: 50,
      height: 40,
    });
    // A closed side menu, translated off to the left; a pane pushed off to the right.
    expect(visiblePart({ top: 60, left: -272, width: 272, height: 680 }, phone)).toBeNull();
    expect(visiblePart({ top: 60, left: 360, width: 360, height: 680 }, phone)).toBeNull();
    expect(visiblePart({ top: 800, left: 0, width: 360, height: 100 }, phone)).toBeNull();
  });

  it('a target below the screen can be scrolled to; one beside it, or without a size, cannot', () => {
    const phone = { width: 360, height: 740 };
    expect(isReachable({ top: 1200, left: 16, width: 300, height: 80 }, phone)).toBe(true);
    expect(isReachable({ top: 60, left: -272, width: 272, height: 680 }, phone)).toBe(false);
    expect(isReachable({ top: 60, left: 400, width: 300, height: 680 }, phone)).toBe(false);
    expect(isReachable({ top: 60, left: 16, width: 0, height: 0 }, phone)).toBe(false);
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

describe('cardPlacement', () => {
  const phone = { width: 360, height: 740 };
  it('keeps the step placement on a wide screen', () => {
    expect(
      cardPlacement({ left: 900, top: 60, width: 400, height: 600 }, { width: 1280, height: 800 }, 'left'),
    ).toEqual({
      position: 'left',
      width: 320,
    });
  });

  it('puts a phone card below or above its target, as wide as fits', () => {
    expect(cardPlacement({ left: 10, top: 50, width: 80, height: 40 }, phone, 'left')).toEqual({
      position: 'bottom',
      width: 320,
    });
    expect(cardPlacement({ left: 10, top: 650, width: 80, height: 40 }, phone, 'right')).toEqual({
      position: 'top',
      width: 320,
    });
    expect(
      cardPlacement({ left: 0, top: 50, width: 300, height: 40 }, { width: 320, height: 740 }, 'bottom')
        .width,
    ).toBe(296);
  });

  it('hangs a phone card inside a target that fills the screen', () => {
    const placed = cardPlacement({ left: 0, top: 140, width: 360, height: 600 }, phone, 'left');
    expect(placed.position).toBe('bottom');
    expect(placed.anchor).toMatchObject({ left: 180, top: 260 });
  });
});
