import type { useStoreApi } from '@xyflow/react';
import { isSamePin, type PinRef } from '../../domain/circuit/diagram.ts';
import { announce } from './announcements.ts';
import { pinPoint } from './geometry.ts';
import { dispatch, useEditorStore } from './store.ts';
import { bendsForWire, moveWireCursor, startWire, stopWire, useWireDrawing } from './wire-drawing.ts';

/**
 * A wire drawn by keyboard: Enter on a pin starts it, Enter on another ends it. It is the wire a
 * click on a pin starts (wire-drawing.ts), so React Flow lights the first pin and shows the preview,
 * and a click on a pin can end it as well.
 */
type FlowStore = ReturnType<typeof useStoreApi>;

const partOf = (partId: string) => useEditorStore.getState().diagram.parts.find((p) => p.id === partId);

/** Where a pin is drawn, in canvas coordinates, once its part is measured. */
export const canvasPointOf = ({ part, pin }: PinRef) => {
  const found = partOf(part);
  return found ? pinPoint(found, useEditorStore.getState().geometry[part], pin) : undefined;
};

export const isDrawingWire = () => useWireDrawing.getState().from !== null;

/** The preview's loose end follows focus from pin to pin. */
export const pointWireAt = (pin: PinRef) => {
  const at = isDrawingWire() ? canvasPointOf(pin) : undefined;
  if (at) moveWireCursor(at);
};

const clearFlowConnection = (flowStore: FlowStore) =>
  flowStore.setState({ connectionClickStartHandle: null });

/** Escape: drops the wire being drawn, if any. */
export const cancelKeyboardWire = (flowStore: FlowStore): boolean => {
  if (!isDrawingWire() && !flowStore.getState().connectionClickStartHandle) return false;
  stopWire();
  clearFlowConnection(flowStore);
  announce({ kind: 'wireCancelled' });
  return true;
};

/** Enter on a pin: the first one starts a wire, another ends it there, the same one drops it. */
export const toggleKeyboardWire = (flowStore: FlowStore, to: PinRef) => {
  const toPart = partOf(to.part);
  if (useEditorStore.getState().isReadOnly || !toPart) return;
  const drawing = useWireDrawing.getState();
  const { from } = drawing;
  if (!from) {
    startWire(to);
    flowStore.setState({ connectionClickStartHandle: { nodeId: to.part, type: 'source', id: to.pin } });
    pointWireAt(to);
    announce({ kind: 'wireStarted', from: { part: toPart, pin: to.pin } });
    return;
  }
  if (isSamePin(from, to)) return void cancelKeyboardWire(flowStore);
  const fromPart = partOf(from.part);
  const bends = bendsForWire(drawing, { from, to });
  stopWire();
  clearFlowConnection(flowStore);
  dispatch(bends.length > 0 ? { type: 'addWire', from, to, bends } : { type: 'addWire', from, to });
  if (fromPart) {
    announce({ kind: 'wired', from: { part: fromPart, pin: from.pin }, to: { part: toPart, pin: to.pin } });
  }
};
