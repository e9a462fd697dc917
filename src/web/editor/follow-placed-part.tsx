import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useEffect } from 'react';
import { footprintOf, partBox } from '../../domain/circuit/footprint.ts';
import { usePlacedPart } from './place-part.ts';
import { partIn, useEditorStore } from './store.ts';
import { viewShowing } from './view-area.ts';
import { viewMotion } from './view-motion.ts';

/**
 * A part added from the palette lands in a free spot near the middle of the view, which on a
 * small screen beside a big board can be off it: the view then goes to the part, so a tap on a
 * phone never adds a part the student cannot see. A part already on screen leaves the view alone.
 */
export const FollowPlacedPart = () => {
  const partId = usePlacedPart((state) => state.partId);
  const flow = useReactFlow();
  const flowStore = useStoreApi();
  useEffect(() => {
    if (!partId) return;
    // After the part is drawn and measured, when its size is known.
    const frame = requestAnimationFrame(() => {
      const state = useEditorStore.getState();
      const part = partIn(state, partId);
      if (!part) return;
      const { transform, width, height } = flowStore.getState();
      const view = viewShowing(
        partBox(part, state.geometry[partId] ?? footprintOf(part.type)),
        transform,
        width,
        height,
      );
      if (view) void flow.setCenter(view.x, view.y, { zoom: view.zoom, duration: viewMotion(250) });
    });
    return () => cancelAnimationFrame(frame);
  }, [partId, flow, flowStore]);
  return null;
};
