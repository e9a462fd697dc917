import { type DiagramWire, isSamePin, type PinRef } from './diagram.ts';

/** Positions keep two decimals, so repeated moves by 9.6 px do not drift (0.1 + 0.2). */
export const roundPx = (value: number): number => Math.round(value * 100) / 100;

/** A wire already joins these two pins, in either direction. */
export const hasWireBetween = (wires: readonly DiagramWire[], a: PinRef, b: PinRef): boolean =>
  wires.some(
    (w) => (isSamePin(w.from, a) && isSamePin(w.to, b)) || (isSamePin(w.from, b) && isSamePin(w.to, a)),
  );
