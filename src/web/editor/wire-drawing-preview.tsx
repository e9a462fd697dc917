import { useStore, ViewportPortal } from '@xyflow/react';
import classes from './canvas.module.css';
import { pinPoint } from './geometry.ts';
import { partIn, useEditorStore } from './store.ts';
import { useWireDrawing } from './wire-drawing.ts';
import { wirePath } from './wire-path.ts';

/** The wire being drawn by clicks: from its pin through the bends so far to the pointer. */
export const WireDrawingPreview = () => {
  const isClickConnecting = useStore((state) => state.connectionClickStartHandle !== null);
  const { from, bends, cursor } = useWireDrawing();
  const part = useEditorStore((state) => partIn(state, from?.part));
  const geometry = useEditorStore((state) => (from ? state.geometry[from.part] : undefined));
  const start = from && part ? pinPoint(part, geometry, from.pin) : undefined;
  if (!isClickConnecting || !start) return null;
  const end = cursor ?? bends.at(-1) ?? start;
  return (
    <ViewportPortal>
      <svg className={classes.drawingPreview} aria-hidden="true" data-wire-preview="">
        <path d={wirePath(start, bends, end)} />
        {bends.map((bend) => (
          <circle key={`${bend.x},${bend.y}`} cx={bend.x} cy={bend.y} r={3} />
        ))}
      </svg>
    </ViewportPortal>
  );
};
