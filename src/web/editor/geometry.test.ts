import { describe, expect, it } from 'vitest';
import type { DiagramPart } from '../../domain/circuit/diagram.ts';
import {
  boundsOf,
  nodePositionOf,
  partPositionOf,
  partTransform,
  pinInBox,
  pinPoint,
  rotatedSize,
} from './geometry.ts';

const led = (over: Partial<DiagramPart> = {}): DiagramPart => ({
  id: 'led1',
  type: 'wokwi-led',
  x: 100,
  y: 50,
  rotate: 0,
  flip: false,
  attrs: {},
  ...over,
});
// A 40 × 50 LED with the anode at (25, 42), as @wokwi/elements reports it.
const LED = { width: 40, height: 50, pins: [{ name: 'A', x: 25, y: 42 }] };

describe('part geometry', () => {
  it('swaps width and height on a quarter turn', () => {
    expect(rotatedSize(LED, 90)).toEqual({ width: 50, height: 40 });
    expect(rotatedSize(LED, 180)).toEqual({ width: 40, height: 50 });
  });

  it('keeps the centre where it was when a part turns (Wokwi rotates about the centre)', () => {
    expect(nodePositionOf(led({ rotate: 90 }), LED)).toEqual({ x: 95, y: 55 });
    expect(partPositionOf({ x: 95, y: 55 }, 90, LED)).toEqual({ x: 100, y: 50 });
    expect(nodePositionOf(led(), LED)).toEqual({ x: 100, y: 50 });
  });

  it('turns pins clockwise and mirrors them before turning', () => {
    const pin = { x: 25, y: 42 };
    expect(pinInBox(pin, LED, { rotate: 0, flip: false })).toEqual({ x: 25, y: 42 });
    expect(pinInBox(pin, LED, { rotate: 0, flip: true })).toEqual({ x: 15, y: 42 });
    expect(pinInBox(pin, LED, { rotate: 90, flip: false })).toEqual({ x: 8, y: 25 });
    expect(pinInBox(pin, LED, { rotate: 180, flip: false })).toEqual({ x: 15, y: 8 });
    expect(pinInBox(pin, LED, { rotate: 270, flip: false })).toEqual({ x: 42, y: 15 });
  });

  it('places a pin on the canvas, or nothing before the part is measured', () => {
    expect(pinPoint(led(), LED, 'A')).toEqual({ x: 125, y: 92 });
    expect(pinPoint(led({ rotate: 90 }), LED, 'A')).toEqual({ x: 103, y: 80 });
    expect(pinPoint(led(), undefined, 'A')).toBeUndefined();
    expect(pinPoint(led(), LED, 'C')).toBeUndefined();
  });

  it('writes the CSS transform only when needed', () => {
    expect(partTransform({ rotate: 0, flip: false })).toBeUndefined();
    expect(partTransform({ rotate: 90, flip: true })).toBe('rotate(90deg) scaleX(-1)');
  });

  it('bounds points with padding', () => {
    expect(
      boundsOf(
        [
          { x: 0, y: 10 },
          { x: 30, y: -5 },
        ],
        5,
      ),
    ).toEqual({ x: -5, y: -10, width: 40, height: 25 });
    expect(boundsOf([], 5)).toEqual({ x: 0, y: 0, width: 10, height: 10 });
  });
});
