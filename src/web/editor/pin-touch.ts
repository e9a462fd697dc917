import type { PinInfo } from './geometry.ts';

/** A pin's hit area under a mouse, px: what the canvas' CSS draws. */
export const PIN_HIT_PX = 8;
/** The most a finger's hit area reaches across, px: past that it would cover a part's body. */
export const PIN_TOUCH_MAX_PX = 24;

/** A pin's hit area for a finger, px, in the part's unrotated frame. */
export interface TouchArea {
  width: number;
  height: number;
}

const clamp = (size: number) => Math.max(PIN_HIT_PX, Math.min(PIN_TOUCH_MAX_PX, size));

/**
 * Each pin's hit box for a finger (a coarse pointer): as wide as the way to its nearest neighbour
 * beside it, as tall as the way to the nearest above or below, so boxes meet but never cover each
 * other. A header's pins on the 0.1-inch pitch get the pitch along the header and more across it,
 * where no pin is; never less than the mouse's area.
 */
export const pinTouchAreas = (pins: readonly Pick<PinInfo, 'name' | 'x' | 'y'>[]): Map<string, TouchArea> =>
  new Map(
    pins.map((pin) => {
      let width = Number.POSITIVE_INFINITY;
      let height = Number.POSITIVE_INFINITY;
      for (const other of pins) {
        if (other === pin) continue;
        const dx = Math.abs(other.x - pin.x);
        const dy = Math.abs(other.y - pin.y);
        // A neighbour mostly beside the pin limits the width; one mostly above or below, the height.
        if (dx > dy) width = Math.min(width, dx);
        else height = Math.min(height, dy);
      }
      return [pin.name, { width: clamp(width), height: clamp(height) }];
    }),
  );
