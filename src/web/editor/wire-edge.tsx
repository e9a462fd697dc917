import { BaseEdge, type EdgeProps } from '@xyflow/react';
import { memo, useMemo } from 'react';
import { autoRoute, type WireEnd } from '../../domain/circuit/auto-route.ts';
import type { DiagramWire, Point } from '../../domain/circuit/diagram.ts';
import type { Box } from '../../domain/circuit/footprint.ts';
import { routeToBends } from '../../domain/circuit/route.ts';
import classes from './canvas.module.css';
import type { WireEdge } from './flow-mapping.ts';
import { occupiedBoxes } from './place-part.ts';
import { useEditorStore } from './store.ts';
import { useWireEnd } from './use-wire-end.ts';
import { WireGrips } from './wire-grips.tsx';
import { polylinePath, trimmedPoints, wirePath } from './wire-path.ts';

const PIN_CLEARANCE = 6;

/**
 * The corners the wire is drawn through: its bends; a wire imported from Wokwi keeps its route
 * (moves from its pins) until its bends are edited; a wire without either is routed automatically,
 * out of each pin away from its part, and follows the parts when they move.
 */
const displayedBends = (
  wire: DiagramWire,
  from: WireEnd,
  to: WireEnd,
  obstacles: readonly Box[],
): readonly Point[] => {
  if (wire.bends.length > 0) return wire.bends;
  if (wire.route) return routeToBends(wire.route, from.pin, to.pin) ?? [];
  return from.box && to.box ? autoRoute(from, to, { obstacles }) : [];
};

const isAutoRouted = (wire: DiagramWire | undefined) =>
  wire !== undefined && wire.bends.length === 0 && wire.route === undefined;

const NO_BOXES: readonly Box[] = [];

/**
 * The other parts an automatic wire goes around. Only such wires follow every part's moves; a
 * wire with bends re-renders when its own ends move, as before.
 */
const useObstacles = (wire: DiagramWire | undefined): readonly Box[] => {
  const isAuto = isAutoRouted(wire);
  const parts = useEditorStore((state) => (isAuto ? state.diagram.parts : undefined));
  const geometry = useEditorStore((state) => (isAuto ? state.geometry : undefined));
  return useMemo(() => {
    if (!wire || !parts || !geometry) return NO_BOXES;
    const others = parts.filter((p) => p.id !== wire.from.part && p.id !== wire.to.part);
    return occupiedBoxes({ parts: others, wires: [] }, geometry);
  }, [wire, parts, geometry]);
};

/** A wire: orthogonal legs through its bends, in its colour; grips to reshape it when selected. */
export const WireEdgeView = memo((props: EdgeProps<WireEdge>) => {
  const { id, source, target, sourceHandleId, targetHandleId, data, selected } = props;
  const fromEnd = useWireEnd(source, sourceHandleId, { x: props.sourceX, y: props.sourceY });
  const toEnd = useWireEnd(target, targetHandleId, { x: props.targetX, y: props.targetY });
  const isReadOnly = useEditorStore((state) => state.isReadOnly);
  const wire = data?.wire;
  const obstacles = useObstacles(wire);
  if (!wire) return null;
  const bends = displayedBends(wire, fromEnd, toEnd, obstacles);
  const { pin: from } = fromEnd;
  const { pin: to } = toEnd;
  const path = wirePath(from, bends, to);
  const isHidden = wire.color === '';
  // Wires are drawn over parts; their ends leave the pins free to start another wire.
  const hitPath = polylinePath(trimmedPoints([from, ...bends, to], PIN_CLEARANCE));
  return (
    <g data-wire-id={wire.id} data-wire-color={wire.color}>
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
    </g>
  );
});
