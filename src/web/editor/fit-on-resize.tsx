import { useReactFlow, useStore } from '@xyflow/react';
import { useEffect, useRef } from 'react';
import { FIT_VIEW_OPTIONS } from './actions.ts';

/**
 * Fits the view to the board each time `size` names another size of the canvas (a phone's live
 * strip above the code, then the whole pane again): the view fitted to the old size would show a
 * corner of the board. A hidden canvas (no size) is fitted when it shows again.
 */
export const FitOnResize = ({ size }: { size: string }) => {
  const flow = useReactFlow();
  const hasSize = useStore((state) => state.width > 0 && state.height > 0);
  const fitted = useRef(size);
  useEffect(() => {
    if (fitted.current === size || !hasSize) return;
    // Two frames: React Flow reads the canvas' new size from a ResizeObserver after the next layout.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        fitted.current = size;
        void flow.fitView({ ...FIT_VIEW_OPTIONS, duration: 0 });
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [size, hasSize, flow]);
  return null;
};
