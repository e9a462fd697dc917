import type { WireEnd } from '../../domain/circuit/auto-route.ts';
import type { Point } from '../../domain/circuit/diagram.ts';
import { partBox } from '../../domain/circuit/footprint.ts';
import { pinExitDirection } from '../../domain/circuit/wire-exit.ts';
import { pinPoint } from './geometry.ts';
import { useEditorStore } from './store.ts';

/**
 * A wire's end as the canvas draws it: where the pin is (computed from the part, exact, else React
 * Flow's anchor), which way a wire leaves it and the part's box, both unknown until it is drawn.
 */
export const useWireEnd = (partId: string, pin: string | null | undefined, fallback: Point): WireEnd => {
  const part = useEditorStore((state) => state.diagram.parts.find((p) => p.id === partId));
  const geometry = useEditorStore((state) => state.geometry[partId]);
  const info = geometry?.pins.find((p) => p.name === pin);
  const point = (part && pin && pinPoint(part, geometry, pin)) || fallback;
  if (!part || !geometry || !info) return { pin: point, exit: 'left' };
  return { pin: point, exit: pinExitDirection(part, info, geometry), box: partBox(part, geometry) };
};
