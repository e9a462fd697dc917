/**
 * The module carousel's window (spec §2 Course view, §9: 4 visible, moving 1): which slides show,
 * and where the arrows and the keyboard take it. Pure, so the paging rules are tested without a DOM.
 */
export interface CarouselWindow {
  /** Index of the first visible slide. */
  start: number;
  /** How many slides fit at once. */
  visible: number;
  count: number;
}

/** The last index the window may start at: the final slides fill it, never an empty tail. */
const lastStart = ({ visible, count }: Pick<CarouselWindow, 'visible' | 'count'>) =>
  Math.max(0, count - Math.max(1, visible));

export const clampStart = (start: number, window: Pick<CarouselWindow, 'visible' | 'count'>) =>
  Math.min(Math.max(0, Math.trunc(start)), lastStart(window));

export const canPage = (window: CarouselWindow, by: 1 | -1) =>
  by === 1 ? window.start < lastStart(window) : window.start > 0;

/** One step back or forth (spec §9: step 1). */
export const pageBy = (window: CarouselWindow, by: 1 | -1): number => clampStart(window.start + by, window);

export const isSlideVisible = (window: CarouselWindow, index: number) =>
  index >= window.start && index < window.start + Math.max(1, window.visible);

/** The smallest move of the window that shows `index` (the slide the keyboard went to). */
export const startShowing = (window: CarouselWindow, index: number): number => {
  if (isSlideVisible(window, index)) return clampStart(window.start, window);
  const start = index < window.start ? index : index - Math.max(1, window.visible) + 1;
  return clampStart(start, window);
};

/** Arrow keys, Home and End on the module tabs: the index focus moves to, or null for other keys. */
export const keyTarget = (key: string, current: number, count: number): number | null => {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return Math.min(current + 1, count - 1);
    case 'ArrowLeft':
      return Math.max(current - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
};
