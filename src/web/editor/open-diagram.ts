import type { Diagram } from '../../domain/circuit/diagram.ts';
import { geometryAtOnce, startPictures } from './elements/part-drawing.tsx';
import type { PartGeometry } from './geometry.ts';
import { loadDiagram } from './store.ts';

/** The parts of `diagram` whose size and pins are known before they are drawn, by part id. */
export const geometryKnownAtOnce = (diagram: Pick<Diagram, 'parts'>): Record<string, PartGeometry> => {
  const known: Record<string, PartGeometry> = {};
  for (const part of diagram.parts) {
    const geometry = geometryAtOnce(part.type, part.attrs);
    if (geometry) known[part.id] = geometry;
  }
  return known;
};

/**
 * Opens a diagram in the editor (store.ts `loadDiagram`) ready to draw: every part whose size and
 * pins are known (the Pico, a breadboard, a look drawn before) is measured already, so React Flow
 * gets its nodes with their size and pin handles and draws the wires in its first render, without
 * measuring the page; the looks not drawn yet start drawing now, while the canvas renders.
 */
export const openDiagram = (diagram: Diagram, options: { readOnly: boolean }) => {
  startPictures(diagram.parts);
  loadDiagram(diagram, { ...options, geometry: geometryKnownAtOnce(diagram) });
};
