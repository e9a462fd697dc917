import { composeCircuitSvg } from './circuit-svg.ts';
import { drawnPicture } from './elements/part-pictures.ts';
import { isWokwiTag } from './elements/wokwi-registry.ts';
import { drawingSvgIn, serializePartSvg } from './part-svg.ts';
import { useEditorStore } from './store.ts';
import { rasterizeSvg } from './svg-raster.ts';

/** The whole circuit as a standalone SVG document, drawn from what the canvas shows. */
export const circuitSvgText = (): string => {
  const { diagram, geometry } = useEditorStore.getState();
  // Only the canvas: thumbnails drawn off screen carry `data-part-id` too.
  const canvas = document.querySelector('[data-editor-canvas]') ?? document.createDocumentFragment();
  return composeCircuitSvg({
    parts: diagram.parts,
    wires: diagram.wires,
    geometry,
    // A part shown as its look's picture has no SVG of its own on the canvas: the picture's markup.
    partMarkup: (part) =>
      serializePartSvg(drawingSvgIn(canvas, part.id)) ||
      (isWokwiTag(part.type) ? (drawnPicture(part.type, part.attrs)?.markup ?? '') : ''),
  });
};

/** The circuit as an SVG file. */
export const exportSvg = async (): Promise<Blob> => new Blob([circuitSvgText()], { type: 'image/svg+xml' });

/** The circuit as a PNG file, drawn from the SVG at `scale` × (2 = sharp on high-DPI screens). */
export const exportPng = async (scale = 2): Promise<Blob> => rasterizeSvg(circuitSvgText(), scale);
