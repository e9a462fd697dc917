import { useReactFlow } from '@xyflow/react';
import { useEffect, useRef } from 'react';
import { FIT_VIEW_OPTIONS } from './actions.ts';
import { useEditorStore } from './store.ts';

/**
 * Fits the view once more when every part of the opened board has been drawn and measured. The
 * Wokwi drawings arrive as chunks of their own, after React Flow's first fit: that one measured
 * parts not drawn yet, and could leave some outside the view.
 */
export const FitWhenDrawn = () => {
  const flow = useReactFlow();
  const hasFitted = useRef(false);
  const isDrawn = useEditorStore(
    (state) =>
      state.diagram.parts.length > 0 &&
      state.diagram.parts.every((part) => state.geometry[part.id] !== undefined),
  );
  useEffect(() => {
    if (!isDrawn || hasFitted.current) return;
    hasFitted.current = true;
    // After React Flow has laid out the measured nodes.
    const frame = requestAnimationFrame(() => void flow.fitView({ ...FIT_VIEW_OPTIONS, duration: 0 }));
    return () => cancelAnimationFrame(frame);
  }, [isDrawn, flow]);
  return null;
};
