import { create } from 'zustand';
import { isSamePin, type PinRef, type Point } from '../../domain/circuit/diagram.ts';

/**
 * A wire being drawn by clicks, as on Wokwi: click a pin, click empty canvas to put a bend,
 * click another pin to finish, Esc to drop it. View state only; the wire enters the diagram
 * (and undo) in one command when it is finished.
 */
export interface WireDrawing {
  from: PinRef | null;
  bends: readonly Point[];
  /** The pointer on the canvas, where the preview's last leg ends. */
  cursor: Point | null;
}

const IDLE: WireDrawing = { from: null, bends: [], cursor: null };

export const useWireDrawing = create<WireDrawing>()(() => IDLE);

export const startWire = (from: PinRef) => useWireDrawing.setState({ from, bends: [], cursor: null });

export const addWireBend = (point: Point) =>
  useWireDrawing.setState((state) => (state.from ? { bends: [...state.bends, point] } : state));

export const moveWireCursor = (cursor: Point) =>
  useWireDrawing.setState((state) => (state.from ? { cursor } : state));

export const stopWire = () => useWireDrawing.setState(IDLE);

/**
 * The bends for a finished wire from `ends.from` to `ends.to`: the clicked bends in order,
 * reversed when the wire was drawn from the other end, none when it was not this drawing.
 */
export const bendsForWire = (drawing: WireDrawing, ends: { from: PinRef; to: PinRef }): Point[] => {
  if (!drawing.from) return [];
  if (isSamePin(drawing.from, ends.from)) return [...drawing.bends];
  if (isSamePin(drawing.from, ends.to)) return [...drawing.bends].reverse();
  return [];
};
