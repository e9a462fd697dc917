import { useCallback } from 'react';
import { createRoot } from 'react-dom/client';
import type { Diagram, DiagramPart } from '../../domain/circuit/diagram.ts';
import { composeCircuitSvg } from './circuit-svg.ts';
import { BrokenDrawing, PartDrawing } from './elements/part-drawing.tsx';
import { PartErrorBoundary } from './elements/part-error-boundary.tsx';
import type { PartGeometry } from './geometry.ts';
import { createHiddenHost } from './hidden-host.ts';
import { drawingSvgIn, serializePartSvg } from './part-svg.ts';

const DRAW_TIMEOUT_MS = 10_000;

type Report = (partId: string, geometry: PartGeometry) => void;

const OffscreenPart = ({ part, onGeometry }: { part: DiagramPart; onGeometry: Report }) => {
  const handleGeometry = useCallback(
    (geometry: PartGeometry) => onGeometry(part.id, geometry),
    [part.id, onGeometry],
  );
  return (
    <div data-part-id={part.id} style={{ position: 'absolute', left: 0, top: 0 }}>
      <PartErrorBoundary
        resetKey=""
        fallback={<BrokenDrawing type={part.type} onGeometry={handleGeometry} />}
      >
        <PartDrawing type={part.type} attrs={part.attrs} onGeometry={handleGeometry} />
      </PartErrorBoundary>
    </div>
  );
};

/**
 * Draws a circuit without a canvas: every part is drawn off screen by the canvas's own drawings
 * (Wokwi elements, our Pico and breadboard), measured, and composed exactly as the workspace's
 * export composes it. Rejects when a part never finishes drawing.
 */
export const drawCircuitSvg = async (diagram: Pick<Diagram, 'parts' | 'wires'>): Promise<string> => {
  const host = createHiddenHost('offscreen-circuit');
  const root = createRoot(host);
  try {
    const geometry = await new Promise<Record<string, PartGeometry>>((resolve, reject) => {
      const measured: Record<string, PartGeometry> = {};
      const waiting = new Set(diagram.parts.map((part) => part.id));
      if (waiting.size === 0) return resolve(measured);
      const timer = setTimeout(
        () => reject(new Error(`parts never drawn: ${[...waiting].join(', ')}`)),
        DRAW_TIMEOUT_MS,
      );
      const report: Report = (partId, next) => {
        measured[partId] = next;
        waiting.delete(partId);
        if (waiting.size > 0) return;
        clearTimeout(timer);
        resolve(measured);
      };
      root.render(
        diagram.parts.map((part) => <OffscreenPart key={part.id} part={part} onGeometry={report} />),
      );
    });
    return composeCircuitSvg({
      parts: diagram.parts,
      wires: diagram.wires,
      geometry,
      partMarkup: (part) => serializePartSvg(drawingSvgIn(host, part.id)),
    });
  } finally {
    root.unmount();
    host.remove();
  }
};
