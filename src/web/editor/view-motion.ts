/**
 * How long a move of the view (fit, zoom, centring on a part) glides, in ms: not at all for
 * someone whose system asks for less motion (`prefers-reduced-motion`), as the app's CSS
 * transitions already do. The view then jumps, and a click right after lands where it was aimed.
 */
export const viewMotion = (ms: number): number =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : ms;
