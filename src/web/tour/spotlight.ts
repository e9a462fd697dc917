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
