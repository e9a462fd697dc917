import { useMemo } from 'react';
import type { WireEnd } from '../../domain/circuit/auto-route.ts';
import type { Point } from '../../domain/circuit/diagram.ts';
import { partIn, useEditorStore } from './store.ts';
import { wireEndOf } from './wire-route.ts';

/**
 * A wire's end as the canvas draws it: computed from the part and its pins (exact), else React
 * Flow's anchor, with no exit side or box until the part is drawn.
 */
export const useWireEnd = (partId: string, pin: string | null | undefined, fallback: Point): WireEnd => {
  const part = useEditorStore((state) => partIn(state, partId));
  const geometry = useEditorStore((state) => state.geometry[partId]);
  const { x, y } = fallback;
  // The same object while nothing it depends on changes, so the wire's route is not worked out again.
  return useMemo(
    () => wireEndOf(part, geometry, pin) ?? { pin: { x, y }, exit: 'left' },
    [part, geometry, pin, x, y],
  );
};
