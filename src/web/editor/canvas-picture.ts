import { pictureScale } from '../lib/circuit-picture.ts';
import { circuitSvgText } from './export.ts';
import { useEditorStore } from './store.ts';
import { rasterizeSvg } from './svg-raster.ts';

/**
 * The circuit on the canvas as a card's picture (PNG), drawn as the export draws it; null when
 * there is nothing to draw yet: no parts, or a part not measured (still being drawn).
 */
export const drawCanvasPicture = async (): Promise<Blob | null> => {
  const { diagram, geometry } = useEditorStore.getState();
  if (diagram.parts.length === 0 || diagram.parts.some((part) => !geometry[part.id])) return null;
  return rasterizeSvg(circuitSvgText(), pictureScale);
};
