import { useReactFlow } from '@xyflow/react';
import { useEffect } from 'react';
import { usePartFocusRequest } from './part-warnings.ts';
import { select, useEditorStore } from './store.ts';
import { viewMotion } from './view-motion.ts';

const FOCUS_OPTIONS = { padding: 0.6, maxZoom: 1.5, duration: 250 } as const;

/** Inside the canvas: selects and centres the parts another pane asked for (`requestPartFocus`). */
export const PartFocus = () => {
  const request = usePartFocusRequest();
  const flow = useReactFlow();
  useEffect(() => {
    if (!request) return;
    const { diagram } = useEditorStore.getState();
    const partIds = request.partIds.filter((id) => diagram.parts.some((p) => p.id === id));
    if (partIds.length === 0) return;
    select({ partIds, wireIds: [] });
    void flow.fitView({
      ...FOCUS_OPTIONS,
      duration: viewMotion(FOCUS_OPTIONS.duration),
      nodes: partIds.map((id) => ({ id })),
    });
  }, [request, flow]);
  return null;
};
