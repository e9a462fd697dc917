import { describe, expect, it } from 'vitest';
import { led, part, pico, resistor, wire } from '../../domain/circuit/test-builders.ts';
import { boxesFromKey, nearbyObstacles, nearbyObstaclesKey } from './wire-route.ts';

const w = wire('pico:GP15', 'led1:A');
const near = resistor({ x: 120, y: 140 });
const far = part('wokwi-buzzer', 'bz1', { x: 5000, y: 5000 });
const parts = [pico(), led(), near, far];

describe('the parts an automatic wire goes around', () => {
  it('are the other parts near its ends, not its own ends and not a part across the board', () => {
    const lefts = nearbyObstacles(w, parts, {}).map((box) => box.x);
    expect(lefts).toEqual([120]);
  });

  it('keep their key while a far part moves, and change it when a near one does', () => {
    const before = nearbyObstaclesKey(w, parts, {});
    const farMoved = [pico(), led(), near, { ...far, x: 6000 }];
    expect(nearbyObstaclesKey(w, farMoved, {})).toBe(before);
    const nearMoved = [pico(), led(), { ...near, x: 140 }, far];
    expect(nearbyObstaclesKey(w, nearMoved, {})).not.toBe(before);
  });

  it('come back from their key as the same boxes', () => {
    const key = nearbyObstaclesKey(w, parts, {});
    expect(boxesFromKey(key)).toEqual(nearbyObstacles(w, parts, {}));
    expect(boxesFromKey('')).toEqual([]);
  });
});
