/** Reading a drawn part's SVG out of the page, wherever the part is drawn (canvas or off screen). */

const areaOf = (svg: SVGSVGElement) => {
  const { width, height } = svg.getBoundingClientRect();
  return width * height;
};

/**
 * The SVG a part is drawn with: inside a Wokwi element's shadow root, or our own inline one. Some
 * elements hold small helper drawings too (the buzzer's music note, hidden until it sounds), so
 * the largest one is the part.
 */
export const drawingSvgIn = (root: ParentNode, partId: string): SVGSVGElement | null => {
  const drawing = root.querySelector(`[data-part-id="${CSS.escape(partId)}"] [data-part-drawing]`);
  const host = drawing?.firstElementChild;
  const inside = host?.shadowRoot ?? drawing;
  return inside ? largestSvgIn(inside) : null;
};

/** The largest outermost `<svg>` under `root`: a part's drawing beside its small helper drawings. */
export const largestSvgIn = (root: ParentNode): SVGSVGElement | null =>
  [...root.querySelectorAll('svg')]
    .filter((svg) => !svg.parentElement?.closest('svg'))
    .reduce<SVGSVGElement | null>((best, svg) => (!best || areaOf(svg) > areaOf(best) ? svg : best), null);

/** The part's `<svg>` as markup, placed at its own (0, 0) and without the page's inline styles. */
export const serializePartSvg = (svg: SVGSVGElement | null): string => {
  if (!svg) return '';
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.removeAttribute('style');
  clone.setAttribute('x', '0');
  clone.setAttribute('y', '0');
  return new XMLSerializer().serializeToString(clone);
};
