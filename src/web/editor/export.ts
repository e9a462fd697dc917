import { composeCircuitSvg } from './circuit-svg.ts';
import { drawingSvgIn, serializePartSvg } from './part-svg.ts';
import { useEditorStore } from './store.ts';
import { rasterizeSvg } from './svg-raster.ts';

/**
 * The whole circuit as a standalone SVG document, drawn from what the canvas shows. The canvas
 * draws only the parts in view (`onlyRenderVisibleElements`): when some are out of it, the whole
 * circuit is drawn off screen instead, as thumbnails are, by the same drawings.
 */
export const circuitSvgText = async (): Promise<string> => {
  const { diagram, geometry } = useEditorStore.getState();
  // Only the canvas: thumbnails drawn off screen carry `data-part-id` too.
  const canvas = document.querySelector('[data-editor-canvas]') ?? document.createDocumentFragment();
  const drawings = new Map(diagram.parts.map((part) => [part.id, drawingSvgIn(canvas, part.id)]));
  if ([...drawings.values()].some((svg) => svg === null)) {
    const { drawCircuitSvg } = await import('./offscreen-circuit.tsx');
    return drawCircuitSvg(diagram);
  }
  return composeCircuitSvg({
    parts: diagram.parts,
    wires: diagram.wires,
    geometry,
    partMarkup: (part) => serializePartSvg(drawings.get(part.id) ?? null),
  });
};

/** The circuit as an SVG file. */
export const exportSvg = async (): Promise<Blob> =>
  new Blob([await circuitSvgText()], { type: 'image/svg+xml' });

/** The circuit as a PNG file, drawn from the SVG at `scale` × (2 = sharp on high-DPI screens). */
export const exportPng = async (scale = 2): Promise<Blob> => rasterizeSvg(await circuitSvgText(), scale);
