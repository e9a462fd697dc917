import type { WireEnd } from '../../domain/circuit/auto-route.ts';
import type { Point } from '../../domain/circuit/diagram.ts';
import { useEditorStore } from './store.ts';
import { wireEndOf } from './wire-route.ts';

/**
 * A wire's end as the canvas draws it: computed from the part and its pins (exact), else React
 * Flow's anchor, with no exit side or box until the part is drawn.
 */
export const useWireEnd = (partId: string, pin: string | null | undefined, fallback: Point): WireEnd => {
  const part = useEditorStore((state) => state.diagram.parts.find((p) => p.id === partId));
  const geometry = useEditorStore((state) => state.geometry[partId]);
  return wireEndOf(part, geometry, pin) ?? { pin: fallback, exit: 'left' };
};
