import { type DiagramWire, isSamePin, type PinRef } from './diagram.ts';

/** Positions keep two decimals, so repeated moves by 9.6 px do not drift (0.1 + 0.2). */
export const roundPx = (value: number): number => Math.round(value * 100) / 100;

/** A wire already joins these two pins, in either direction. */
export const hasWireBetween = (wires: readonly DiagramWire[], a: PinRef, b: PinRef): boolean =>
  wires.some(
    (w) => (isSamePin(w.from, a) && isSamePin(w.to, b)) || (isSamePin(w.from, b) && isSamePin(w.to, a)),
  );

/**
 * Wokwi's wire colour keys: a digit while a wire is selected paints it the resistor colour code's
 * colour for that digit (0 black, 1 brown, 2 red… 9 white; 4 is Wokwi's gold).
 */
export const WIRE_COLOR_DIGITS = [
  'black',
  'brown',
  'red',
  'orange',
  'gold',
  'green',
  'blue',
  'violet',
  'gray',
  'white',
] as const;
