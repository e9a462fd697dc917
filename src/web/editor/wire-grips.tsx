import { useReactFlow } from '@xyflow/react';
import type { PointerEvent } from 'react';
import type { Point } from '../../domain/circuit/diagram.ts';
import { PIN_PITCH_PX } from '../../domain/circuit/pico.ts';
import classes from './canvas.module.css';
import { commit, dispatch, preview } from './store.ts';
import {
  insertBend,
  legMidpoints,
  moveBend,
  moveSegment,
  orthogonalPoints,
  removeBend,
  snapPoint,
  wireSegments,
} from './wire-path.ts';

interface WireGripsProps {
  wireId: string;
  from: Point;
  to: Point;
  bends: readonly Point[];
}

/** The wire's bends for the pointer at `point` (canvas px, snapped to the half-pin grid). */
type Reshape = (point: Point) => Point[];

/**
 * Handles on a selected wire, as on Wokwi: drag a segment to move it across itself, drag a bend
 * to move it, drag a corner grip to add a bend there, double-click a bend to remove it. The wire
 * changes live; undo records each drag once, when it ends.
 */
export const WireGrips = ({ wireId, from, to, bends }: WireGripsProps) => {
  const { screenToFlowPosition } = useReactFlow();
  const corners = orthogonalPoints([from, ...bends, to]);

  const startDrag = (event: PointerEvent<SVGElement>, reshape: Reshape) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    const target = event.currentTarget;
    target.setPointerCapture(event.pointerId);
    const onMove = (move: globalThis.PointerEvent) => {
      const point = snapPoint(screenToFlowPosition({ x: move.clientX, y: move.clientY }), PIN_PITCH_PX / 2);
      preview({ type: 'setWireBends', wireId, bends: reshape(point) });
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
      {wireSegments(corners).map(({ index, start, end, isHorizontal }) => (
        <line
          key={`segment-${index}`}
          data-wire-segment={index}
          className={classes.segment}
          data-axis={isHorizontal ? 'horizontal' : 'vertical'}
          x1={start.x}
          y1={start.y}
          x2={end.x}
          y2={end.y}
          onPointerDown={(event) => startDrag(event, (point) => moveSegment(corners, index, point))}
        />
      ))}
      {legMidpoints(from, bends, to).map(({ insertAt, point }) => (
        <circle
          key={`new-${insertAt}`}
          className={classes.newGrip}
          cx={point.x}
          cy={point.y}
          r={4}
          onPointerDown={(event) =>
            startDrag(event, (at) => moveBend(insertBend(bends, insertAt, point), insertAt, at))
          }
        />
      ))}
      {bends.map((bend, index) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: grips are a pointer gesture; the wire stays editable by keyboard through its properties
        <circle
          // biome-ignore lint/suspicious/noArrayIndexKey: a bend is its position in the wire
          key={index}
          className={classes.grip}
          data-wire-bend={index}
          cx={bend.x}
          cy={bend.y}
          r={4}
          onPointerDown={(event) => startDrag(event, (at) => moveBend(bends, index, at))}
          onDoubleClick={(event) => {
            event.stopPropagation();
            dispatch({ type: 'setWireBends', wireId, bends: removeBend(bends, index) });
          }}
        />
      ))}
    </g>
  );
};
