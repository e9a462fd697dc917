import type { FloatingPosition } from '@mantine/core';
import type { CSSProperties } from 'react';
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The smallest box holding all the given ones; null for none. Empty (hidden) boxes are ignored. */
export const unionBox = (boxes: readonly Box[]): Box | null => {
  const visible = boxes.filter((box) => box.width > 0 && box.height > 0);
  if (visible.length === 0) return null;
  const top = Math.min(...visible.map((box) => box.top));
  const left = Math.min(...visible.map((box) => box.left));
  const bottom = Math.max(...visible.map((box) => box.top + box.height));
  const right = Math.max(...visible.map((box) => box.left + box.width));
  return { top, left, width: right - left, height: bottom - top };
};

/** The target grown by `padding`, kept inside the viewport so the cut-out's edge stays visible. */
export const spotlightBox = (
  target: Box,
  padding: number,
  viewport: { width: number; height: number },
): Box => {
  const top = Math.max(0, target.top - padding);
  const left = Math.max(0, target.left - padding);
  const bottom = Math.min(viewport.height, target.top + target.height + padding);
  const right = Math.min(viewport.width, target.left + target.width + padding);
  return { top, left, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
};

export const tourTargets = (target: string): HTMLElement[] => [
  ...document.querySelectorAll<HTMLElement>(`[data-tour="${CSS.escape(target)}"]`),
];

/** Where the target is on screen now, or null when it is missing or hidden. */
export const measureTarget = (target: string): Box | null =>
  unionBox(tourTargets(target).map((element) => element.getBoundingClientRect()));

/** Below this width a card goes above or below its target, never beside it: there is no room. */
const NARROW = 600;
const CARD_WIDTH = 320;

/**
 * Where the card goes. Beside its target as the step says on a wide screen; on a phone above or
 * below it, as wide as fits, and inside a target that fills most of the screen (a full-width
 * sidebar), anchored near its top, so the card is never pushed off screen.
 */
export const cardPlacement = (
  box: { left: number; top: number; width: number; height: number },
  viewport: { width: number; height: number },
  placement: FloatingPosition,
): { position: FloatingPosition; width: number; anchor?: CSSProperties } => {
  if (viewport.width >= NARROW) return { position: placement, width: CARD_WIDTH };
  const width = Math.min(CARD_WIDTH, viewport.width - 24);
  if (box.height > viewport.height * 0.5) {
    const top = Math.max(0, box.top) + Math.min(box.height / 4, 120);
    return {
      position: 'bottom',
      width,
      anchor: { position: 'fixed', left: box.left + box.width / 2, top, width: 1, height: 1 },
    };
  }
  const below = viewport.height - (box.top + box.height);
  return { position: below >= box.top ? 'bottom' : 'top', width };
};
