import {
  type Connection,
  type EdgeChange,
  type NodeChange,
  type OnConnectStartParams,
  useReactFlow,
  useStoreApi,
} from '@xyflow/react';
import { type DragEvent, type MouseEvent, type PointerEvent, useCallback, useMemo, useRef } from 'react';
import type { Point } from '../../domain/circuit/diagram.ts';
import { PIN_PITCH_PX } from '../../domain/circuit/pico.ts';
import { type PartNode, type WireEdge, wireEndsOf } from './flow-mapping.ts';
import { decodeDraggedPart, PART_DRAG_MIME } from './part-drag.ts';
import { dropDraggedParts, finishPartDrag, moveDraggedParts } from './part-drag-moves.ts';
import { addPartDroppedAt } from './place-part.ts';
import { applySelectChanges } from './selection.ts';
import { commit, dispatch, select, setViewCenter, useEditorStore } from './store.ts';
import {
  addWireBend,
  bendsForWire,
  moveWireCursor,
  startWire,
  stopWire,
  useWireDrawing,
} from './wire-drawing.ts';
import { snapPoint } from './wire-path.ts';

const selectChangesOf = (changes: readonly (NodeChange<PartNode> | EdgeChange<WireEdge>)[]) =>
  changes.flatMap((c) => (c.type === 'select' ? [{ id: c.id, selected: c.selected }] : []));

/** React Flow's events as editor commands: drags preview and commit on release. */
export const useCanvasHandlers = () => {
  const flow = useReactFlow();
  const flowStore = useStoreApi();
  const isWireCancelled = useRef(false);

  /**
   * A drag's mouse moves (position changes marked `dragging`) stay out of both stores until the
   * drag ends (part-drag-moves.ts); its last positions, and any other, become `moveParts`.
   */
  const onNodesChange = useCallback(
    (changes: NodeChange<PartNode>[]) => {
      const dragged: { id: string; position: Point }[] = [];
      const placed: { id: string; position: Point }[] = [];
      for (const c of changes) {
        if (c.type === 'position' && c.position)
          (c.dragging ? dragged : placed).push({ id: c.id, position: c.position });
      }
      if (dragged.length > 0) moveDraggedParts(flowStore.getState().domNode, dragged);
      if (placed.length > 0) dropDraggedParts(placed);
      const { selection } = useEditorStore.getState();
      const next = applySelectChanges(selection, 'partIds', selectChangesOf(changes));
      if (next !== selection) select(next);
    },
    [flowStore],
  );

  const onDragStop = useCallback(() => {
    finishPartDrag();
    commit();
  }, []);

  const onEdgesChange = useCallback((changes: EdgeChange<WireEdge>[]) => {
    const { selection } = useEditorStore.getState();
    const next = applySelectChanges(selection, 'wireIds', selectChangesOf(changes));
    if (next !== selection) select(next);
  }, []);

  const onConnect = useCallback((connection: Connection) => {
    const ends = wireEndsOf(connection);
    const bends = ends ? bendsForWire(useWireDrawing.getState(), ends) : [];
    stopWire();
    if (!ends || isWireCancelled.current) return;
    dispatch(bends.length > 0 ? { type: 'addWire', ...ends, bends } : { type: 'addWire', ...ends });
  }, []);

  const onConnectStart = useCallback(() => {
    isWireCancelled.current = false;
  }, []);

  /** A click on a pin starts a wire drawn by clicks; its bends come from clicks on the canvas. */
  const onClickConnectStart = useCallback((_: unknown, { nodeId, handleId }: OnConnectStartParams) => {
    isWireCancelled.current = false;
    if (nodeId && handleId) startWire({ part: nodeId, pin: handleId });
  }, []);

  /** A primary-button press on empty canvas while a wire is drawn by clicks. */
  const isBendGesture = useCallback(
    (event: PointerEvent) =>
      event.button === 0 &&
      event.target instanceof Element &&
      event.target.classList.contains('react-flow__pane') &&
      flowStore.getState().connectionClickStartHandle !== null &&
      useWireDrawing.getState().from !== null,
    [flowStore],
  );

  /**
   * While a wire is drawn by clicks, a click on empty canvas puts a bend there (snapped to the
   * half-pin grid) instead of ending the wire, as on Wokwi. The press and release are taken before
   * React Flow's pane sees them, so they neither start a box selection nor end the wire.
   */
  const onPointerDownCapture = useCallback(
    (event: PointerEvent) => {
      if (isBendGesture(event)) event.stopPropagation();
    },
    [isBendGesture],
  );

  const onPointerUpCapture = useCallback(
    (event: PointerEvent) => {
      if (!isBendGesture(event)) return;
      event.stopPropagation();
      addWireBend(
        snapPoint(flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }), PIN_PITCH_PX / 2),
      );
    },
    [flow, isBendGesture],
  );

  const onMouseMove = useCallback(
    (event: MouseEvent) => {
      if (!useWireDrawing.getState().from) return;
      moveWireCursor(flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
    },
    [flow],
  );

  /** Esc while drawing a wire (drag or click-click): drop it. False when none was in progress. */
  const cancelWire = useCallback(() => {
    const { connection, connectionClickStartHandle, cancelConnection } = flowStore.getState();
    if (!connection.inProgress && !connectionClickStartHandle) return false;
    isWireCancelled.current = true;
    stopWire();
    cancelConnection();
    flowStore.setState({ connectionClickStartHandle: null });
    return true;
  }, [flowStore]);

  const onDragOver = useCallback((event: DragEvent) => {
    if (!event.dataTransfer.types.includes(PART_DRAG_MIME)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  }, []);

  const onDrop = useCallback(
    (event: DragEvent) => {
      const part = decodeDraggedPart(event.dataTransfer.getData(PART_DRAG_MIME));
      if (!part) return;
      event.preventDefault();
      addPartDroppedAt(part, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
    },
    [flow],
  );

  /** Remembers the visible centre, where a part clicked in the sidebar lands. */
  const trackViewCenter = useCallback(() => {
    const { width, height, domNode } = flowStore.getState();
    const bounds = domNode?.getBoundingClientRect();
    if (!bounds) return;
    setViewCenter(flow.screenToFlowPosition({ x: bounds.left + width / 2, y: bounds.top + height / 2 }));
  }, [flow, flowStore]);

  return useMemo(
    () => ({
      onNodesChange,
      onEdgesChange,
      onConnect,
      onConnectStart,
      onClickConnectStart,
      onClickConnectEnd: stopWire,
      onNodeDragStop: onDragStop,
      onSelectionDragStop: onDragStop,
      onDragOver,
      onDrop,
      onMoveEnd: trackViewCenter,
      onInit: trackViewCenter,
      cancelWire,
      wrapperHandlers: { onPointerDownCapture, onPointerUpCapture, onMouseMove },
    }),
    [
      onClickConnectStart,
      onPointerDownCapture,
      onPointerUpCapture,
      onMouseMove,
      onNodesChange,
      onEdgesChange,
      onConnect,
      onConnectStart,
      onDragOver,
      onDragStop,
      onDrop,
      trackViewCenter,
      cancelWire,
    ],
  );
};
