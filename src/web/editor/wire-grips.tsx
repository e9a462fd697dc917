import { useReactFlow } from '@xyflow/react';
import type { PointerEvent } from 'react';
import type { Point } from '../../domain/circuit/diagram.ts';
import { PIN_PITCH_PX } from '../../domain/circuit/pico.ts';
import classes from './canvas.module.css';
import { commit, dispatch, preview } from './store.ts';
import { insertBend, legMidpoints, moveBend, removeBend, snapPoint } from './wire-path.ts';

interface WireGripsProps {
  wireId: string;
  from: Point;
  to: Point;
  bends: readonly Point[];
}

/**
 * Handles on a selected wire: drag a bend to move it, drag a corner grip to add a bend there,
 * double-click a bend to remove it. The wire changes live; undo records the drag once.
 */
export const WireGrips = ({ wireId, from, to, bends }: WireGripsProps) => {
  const { screenToFlowPosition } = useReactFlow();

  const startDrag = (event: PointerEvent<SVGCircleElement>, index: number, base: readonly Point[]) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    const target = event.currentTarget;
    target.setPointerCapture(event.pointerId);
    const onMove = (move: globalThis.PointerEvent) => {
      const point = snapPoint(screenToFlowPosition({ x: move.clientX, y: move.clientY }), PIN_PITCH_PX / 2);
      preview({ type: 'setWireBends', wireId, bends: moveBend(base, index, point) });
    };
    const onUp = () => {
      target.removeEventListener('pointermove', onMove);
      target.removeEventListener('pointerup', onUp);
      commit();
    };
    target.addEventListener('pointermove', onMove);
    target.addEventListener('pointerup', onUp);
  };

  return (
    <g className="nodrag nopan">
      {legMidpoints(from, bends, to).map(({ insertAt, point }) => (
        <circle
          key={`new-${insertAt}`}
          className={classes.newGrip}
          cx={point.x}
          cy={point.y}
          r={4}
          onPointerDown={(event) => startDrag(event, insertAt, insertBend(bends, insertAt, point))}
        />
      ))}
      {bends.map((bend, index) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: grips are a pointer gesture; the wire stays editable by keyboard through its properties
        <circle
          // biome-ignore lint/suspicious/noArrayIndexKey: a bend is its position in the wire
          key={index}
          className={classes.grip}
          cx={bend.x}
          cy={bend.y}
          r={4}
          onPointerDown={(event) => startDrag(event, index, bends)}
          onDoubleClick={(event) => {
            event.stopPropagation();
            dispatch({ type: 'setWireBends', wireId, bends: removeBend(bends, index) });
          }}
        />
      ))}
    </g>
  );
};
