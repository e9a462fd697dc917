import { afterEach, describe, expect, it } from 'vitest';
import {
  addWireBend,
  bendsForWire,
  moveWireCursor,
  startWire,
  stopWire,
  useWireDrawing,
} from './wire-drawing.ts';

const gp15 = { part: 'pico', pin: 'GP15' };
const r1 = { part: 'r1', pin: '1' };

afterEach(stopWire);

describe('drawing a wire by clicks', () => {
  it('collects bends in click order and follows the pointer', () => {
    startWire(gp15);
    addWireBend({ x: 10, y: 0 });
    addWireBend({ x: 10, y: 20 });
    moveWireCursor({ x: 40, y: 20 });
    expect(useWireDrawing.getState()).toEqual({
      from: gp15,
      bends: [
        { x: 10, y: 0 },
        { x: 10, y: 20 },
      ],
      cursor: { x: 40, y: 20 },
    });
  });

  it('ignores bends and pointer moves when no wire is being drawn', () => {
    addWireBend({ x: 1, y: 1 });
    moveWireCursor({ x: 2, y: 2 });
    expect(useWireDrawing.getState()).toEqual({ from: null, bends: [], cursor: null });
  });

  it('starting again forgets the previous bends; Esc (stop) clears everything', () => {
    startWire(gp15);
    addWireBend({ x: 5, y: 5 });
    startWire(r1);
    expect(useWireDrawing.getState().bends).toEqual([]);
    stopWire();
    expect(useWireDrawing.getState().from).toBeNull();
  });
});

describe('bendsForWire', () => {
  const drawing = {
    from: gp15,
    bends: [
      { x: 1, y: 0 },
      { x: 1, y: 2 },
    ],
    cursor: null,
  };

  it('keeps the order when the wire runs from the first clicked pin', () => {
    expect(bendsForWire(drawing, { from: gp15, to: r1 })).toEqual([
      { x: 1, y: 0 },
      { x: 1, y: 2 },
    ]);
  });

  it('reverses the bends when the wire was stored the other way round', () => {
    expect(bendsForWire(drawing, { from: r1, to: gp15 })).toEqual([
      { x: 1, y: 2 },
      { x: 1, y: 0 },
    ]);
  });

  it('gives none for a wire that did not start at the drawn pin (a drag connection)', () => {
    expect(bendsForWire(drawing, { from: r1, to: { part: 'led1', pin: 'A' } })).toEqual([]);
    expect(bendsForWire({ from: null, bends: [], cursor: null }, { from: gp15, to: r1 })).toEqual([]);
  });
});
