import { BaseEdge, type EdgeProps, type ReactFlowState, useStore as useFlowStore } from '@xyflow/react';
import { memo, useCallback, useMemo, useRef } from 'react';
import type { WireEnd } from '../../domain/circuit/auto-route.ts';
import type { DiagramWire } from '../../domain/circuit/diagram.ts';
import classes from './canvas.module.css';
import { useDraggedWirePaths, wirePathsOf } from './dragged-wire-paths.ts';
import type { WireEdge } from './flow-mapping.ts';
import { useWireEnd, useWireReads, useWireWhileDragged } from './use-wire-end.ts';
import { boxAround, isInView, viewAreaIn } from './view-area.ts';
import { WireGrips } from './wire-grips.tsx';
import { boxesFromKey, displayedBends } from './wire-route.ts';

/** How far an automatic route may stray from the box of its ends and bends, around a part. */
const ROUTE_REACH = 80;

/** Whether a wire between these ends lies in the canvas' view (view-area.ts). */
const useIsWireInView = (from: WireEnd, to: WireEnd, wire: DiagramWire | undefined) => {
  const box = useMemo(
    () => boxAround([from.pin, to.pin, ...(wire?.bends ?? [])], ROUTE_REACH),
    [from, to, wire],
  );
  return useFlowStore(useCallback((s: ReactFlowState) => isInView(box, viewAreaIn(s)), [box]));
};

/** A wire: orthogonal legs through its bends, in its colour; grips to reshape it when selected. */
export const WireEdgeView = memo((props: EdgeProps<WireEdge>) => {
  const { id, source, target, sourceHandleId, targetHandleId, data, selected } = props;
  const restReads = useWireReads(source, target, data?.wire);
  const { reads, wire } = useWireWhileDragged(restReads, data?.wire);
  const { isReadOnly } = reads;
  const fromEnd = useWireEnd(reads.fromPart, reads.fromGeometry, sourceHandleId, {
    x: props.sourceX,
    y: props.sourceY,
  });
  const toEnd = useWireEnd(reads.toPart, reads.toGeometry, targetHandleId, {
    x: props.targetX,
    y: props.targetY,
  });
  // Out of view and not selected: neither routed nor drawn.
  const isDrawn = useIsWireInView(fromEnd, toEnd, wire) || selected === true;
  // The other parts near an automatic wire, which it goes around: a wire re-routes when one of
  // them moves (once a drag ends; see wire-route.ts), a wire with bends only when its ends move.
  const obstacles = useMemo(() => boxesFromKey(reads.obstacles), [reads.obstacles]);
  const bends = useMemo(
    () => (wire && isDrawn ? displayedBends(wire, fromEnd, toEnd, obstacles) : []),
    [wire, isDrawn, fromEnd, toEnd, obstacles],
  );
  const { pin: from } = fromEnd;
  const { pin: to } = toEnd;
  // Wires are drawn over parts; their ends leave the pins free to start another wire (hitPath).
  const paths = useMemo(
    () => (wire && isDrawn ? wirePathsOf(from, bends, to) : undefined),
    [wire, isDrawn, from, bends, to],
  );
  const group = useRef<SVGGElement>(null);
  const drawn = { wire: data?.wire, reads: restReads, sourcePin: sourceHandleId, targetPin: targetHandleId };
  useDraggedWirePaths(group, drawn, paths, selected === true);
  if (!wire || !paths) return null;
  const { path, hitPath } = paths;
  const isHidden = wire.color === '';
  return (
    <g ref={group} data-wire-id={wire.id} data-wire-color={wire.color}>
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
