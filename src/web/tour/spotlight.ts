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

interface Viewport {
  width: number;
  height: number;
}

/** The part of `box` inside the viewport, or null when none of it is on screen. */
export const visiblePart = (box: Box, viewport: Viewport): Box | null => {
  const top = Math.max(0, box.top);
  const left = Math.max(0, box.left);
  const bottom = Math.min(viewport.height, box.top + box.height);
  const right = Math.min(viewport.width, box.left + box.width);
  return right > left && bottom > top ? { top, left, width: right - left, height: bottom - top } : null;
};

/**
 * Whether scrolling up or down can bring `box` on screen: it has a size and lies across the
 * viewport's width. A box beside the screen (a phone's closed side menu, a pane pushed off to the
 * right) cannot be reached that way, and a tour does not point at it.
 */
export const isReachable = (box: Box, viewport: Viewport): boolean =>
  box.width > 0 && box.height > 0 && box.left + box.width > 0 && box.left < viewport.width;

const viewportNow = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });

/** The target's elements a person could see: rendered, not hidden by CSS. */
const shownTargets = (target: string) =>
  tourTargets(target).filter((element) => element.checkVisibility({ checkVisibilityCSS: true }));

const boxOf = (element: Element): Box => {
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
};

/** The part of the target on screen now, or null when it is missing, hidden or off screen. */
export const measureTarget = (target: string): Box | null => {
  const viewport = viewportNow();
  return unionBox(shownTargets(target).flatMap((element) => visiblePart(boxOf(element), viewport) ?? []));
};

/** Whether the target is on screen, or a scroll away from it. */
export const isTargetReachable = (target: string): boolean => {
  const viewport = viewportNow();
  return shownTargets(target).some((element) => isReachable(boxOf(element), viewport));
};

/** Scrolls a target that is above or below the screen into view (the nearest way, no jump). */
export const bringIntoView = (target: string): void => {
  if (measureTarget(target) !== null) return;
  const viewport = viewportNow();
  const element = shownTargets(target).find((candidate) => isReachable(boxOf(candidate), viewport));
  element?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
};

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
