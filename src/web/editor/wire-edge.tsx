import { BaseEdge, type EdgeProps } from '@xyflow/react';
import { memo } from 'react';
import type { DiagramWire, Point } from '../../domain/circuit/diagram.ts';
import { routeToBends } from '../../domain/circuit/route.ts';
import classes from './canvas.module.css';
import type { WireEdge } from './flow-mapping.ts';
import { pinPoint } from './geometry.ts';
import { useEditorStore } from './store.ts';
import { WireGrips } from './wire-grips.tsx';
import { polylinePath, trimmedPoints, wirePath } from './wire-path.ts';

const PIN_CLEARANCE = 6;

/** Where a wire end is: computed from the part and its pins (exact), else React Flow's anchor. */
const usePinPoint = (partId: string, pin: string | null | undefined, fallback: Point): Point => {
  const part = useEditorStore((state) => state.diagram.parts.find((p) => p.id === partId));
  const geometry = useEditorStore((state) => state.geometry[partId]);
  return (part && pin && pinPoint(part, geometry, pin)) || fallback;
};

/**
 * A wire imported from Wokwi keeps its route (moves from its pins) until its bends are edited:
 * drawn through the points the route reaches from where the pins are now.
 */
const displayedBends = (wire: DiagramWire, from: Point, to: Point): readonly Point[] =>
  wire.route && wire.bends.length === 0 ? (routeToBends(wire.route, from, to) ?? []) : wire.bends;

/** A wire: orthogonal legs through its bends, in its colour; grips to reshape it when selected. */
export const WireEdgeView = memo((props: EdgeProps<WireEdge>) => {
  const { id, source, target, sourceHandleId, targetHandleId, data, selected } = props;
  const from = usePinPoint(source, sourceHandleId, { x: props.sourceX, y: props.sourceY });
  const to = usePinPoint(target, targetHandleId, { x: props.targetX, y: props.targetY });
  const isReadOnly = useEditorStore((state) => state.isReadOnly);
  const wire = data?.wire;
  if (!wire) return null;
  const bends = displayedBends(wire, from, to);
  const path = wirePath(from, bends, to);
  const isHidden = wire.color === '';
  // Wires are drawn over parts; their ends leave the pins free to start another wire.
  const hitPath = polylinePath(trimmedPoints([from, ...bends, to], PIN_CLEARANCE));
  return (
    <>
      {selected && <path d={path} className={classes.wireHighlight} />}
      <BaseEdge
        id={id}
        path={path}
        interactionWidth={0}
        style={{
          pointerEvents: 'none',
          stroke: isHidden ? '#9aa0a6' : wire.color,
          strokeWidth: 3,
          strokeLinejoin: 'round',
          strokeLinecap: 'round',
          strokeDasharray: isHidden ? '4 4' : undefined,
          opacity: isHidden ? 0.5 : 1,
        }}
      />
      {hitPath && (
        <path
          d={hitPath}
          className="react-flow__edge-interaction"
          fill="none"
          strokeOpacity={0}
          strokeWidth={12}
        />
      )}
      {selected && !isReadOnly && <WireGrips wireId={wire.id} from={from} to={to} bends={bends} />}
    </>
  );
});
