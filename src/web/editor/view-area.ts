import type { Box } from '../../domain/circuit/footprint.ts';

/**
 * Rendering only what is visible (issue 14): a part or wire outside the canvas' view is not drawn —
 * its node stays (React Flow keeps it for selection, fitting and keyboard focus) but holds no
 * picture and no pins, and a wire there draws no path and is not routed. The view counts a margin
 * around what is on screen, so a short pan or zoom finds the parts beside it already drawn.
 */

/** React Flow's viewport: [x, y, zoom], screen = flow × zoom + (x, y). */
export type Transform = readonly [number, number, number];

/** How much of the view's own size is drawn beyond each of its edges. */
export const VIEW_MARGIN = 0.5;

/**
 * The flow area drawn for a canvas of `width` × `height` px seen through `transform`, with its
 * margin; undefined (everything is drawn) while the canvas has no size yet, or still has React
 * Flow's first view, (0, 0) at zoom 1, before it is fitted to the board: a board's first render
 * would otherwise leave out what the fit then shows, and draw it all again.
 */
export const viewAreaOf = (
  transform: Transform,
  width: number,
  height: number,
  margin = VIEW_MARGIN,
): Box | undefined => {
  const [x, y, zoom] = transform;
  if (!(width > 0 && height > 0 && zoom > 0)) return undefined;
  if (x === 0 && y === 0 && zoom === 1) return undefined;
  const w = width / zoom;
  const h = height / zoom;
  return {
    x: -x / zoom - w * margin,
    y: -y / zoom - h * margin,
    width: w * (1 + 2 * margin),
    height: h * (1 + 2 * margin),
  };
};

let lastView: { transform: Transform; width: number; height: number; area: Box | undefined } | undefined;

/**
 * `viewAreaOf` React Flow's state, worked out once per view: every part and wire asks on every
 * change of React Flow's store (a drag's every move), and the view rarely changes then.
 */
export const viewAreaIn = (s: { transform: Transform; width: number; height: number }): Box | undefined => {
  if (lastView?.transform !== s.transform || lastView.width !== s.width || lastView.height !== s.height) {
    lastView = {
      transform: s.transform,
      width: s.width,
      height: s.height,
      area: viewAreaOf(s.transform, s.width, s.height),
    };
  }
  return lastView.area;
};

/** Whether `box` (flow coordinates) touches the drawn area; with no area, everything does. */
export const isInView = (box: Box, area: Box | undefined): boolean =>
  area === undefined ||
  (box.x <= area.x + area.width &&
    box.x + box.width >= area.x &&
    box.y <= area.y + area.height &&
    box.y + box.height >= area.y);

/** The box around a wire's points, widened by `pad` (an automatic route strays around parts). */
export const boxAround = (points: readonly { x: number; y: number }[], pad: number): Box => {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs) - pad;
  const y = Math.min(...ys) - pad;
  return { x, y, width: Math.max(...xs) + pad - x, height: Math.max(...ys) + pad - y };
};

/**
 * Whether a part is drawn in full: in view, or held by the user — selected, just placed, or with the
 * keyboard focus on it or one of its pins — so what a person works on never loses its pins.
 */
export const isPartDrawn = (
  isVisible: boolean,
  held: { isSelected: boolean; isPlaced: boolean; hasFocus: boolean },
) => isVisible || held.isSelected || held.isPlaced || held.hasFocus;

/**
 * The view (centre and zoom, flow coordinates) that brings `box` wholly on a canvas of `width` ×
 * `height` px with `pad` px around it, moving as little as it can: the same zoom, or less when the
 * box is too big for it. Undefined when the box is already on screen, or the canvas has no size.
 */
export const viewShowing = (
  box: Box,
  transform: Transform,
  width: number,
  height: number,
  pad = 24,
): { x: number; y: number; zoom: number } | undefined => {
  const [tx, ty, current] = transform;
  if (!(width > 2 * pad && height > 2 * pad && current > 0)) return undefined;
  const left = box.x * current + tx;
  const top = box.y * current + ty;
  const isOnScreen =
    left >= 0 && top >= 0 && left + box.width * current <= width && top + box.height * current <= height;
  if (isOnScreen) return undefined;
  const zoom = Math.min(current, (width - 2 * pad) / box.width, (height - 2 * pad) / box.height);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, zoom };
};
