import { describe, expect, it } from 'vitest';
import { type Box, boxesOverlap, footprintOf, growBox } from './footprint.ts';
import { FREE_SPOT_MARGIN, findFreeSpot } from './free-spot.ts';
import { PICO_SIZE } from './pico.ts';

const LED = footprintOf('wokwi-led');
const boxAt = (spot: { x: number; y: number }, size = LED): Box => ({ ...spot, ...size });
const centreOf = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** A deterministic spread of boxes, so the "never overlaps" property walks many boards. */
const scatter = (seed: number, count: number): Box[] => {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, () => ({
    x: Math.round(next() * 600 - 300),
    y: Math.round(next() * 400 - 200),
    width: Math.round(20 + next() * 180),
    height: Math.round(10 + next() * 180),
  }));
};

describe('findFreeSpot', () => {
  it('puts a part on an empty board with its centre at the given point, on the pin grid', () => {
    const spot = findFreeSpot({ size: PICO_SIZE, near: { x: 400, y: 300 }, occupied: [] });
    const centre = centreOf(boxAt(spot, PICO_SIZE));
    // Half a pitch at most from the point: the corner snaps to the pin grid.
    expect(Math.abs(centre.x - 400)).toBeLessThanOrEqual(4.81);
    expect(Math.abs(centre.y - 300)).toBeLessThanOrEqual(4.81);
    const offGrid = (value: number) => Math.abs(value / 9.6 - Math.round(value / 9.6));
    expect(offGrid(spot.x)).toBeLessThan(1e-6);
    expect(offGrid(spot.y)).toBeLessThan(1e-6);
  });

  it('steps aside from a part at the centre, to the nearest spot that keeps the margin', () => {
    const pico: Box = { x: 360, y: 204, ...PICO_SIZE };
    const spot = findFreeSpot({ size: LED, near: centreOf(pico), occupied: [pico] });
    const placed = boxAt(spot);
    expect(boxesOverlap(growBox(pico, FREE_SPOT_MARGIN), placed)).toBe(false);
    // Beside the board on its row (the short way out), not above or below it.
    expect(placed.x >= pico.x + pico.width || placed.x + placed.width <= pico.x).toBe(true);
    const gap =
      placed.x >= pico.x + pico.width ? placed.x - (pico.x + pico.width) : pico.x - (placed.x + placed.width);
    expect(gap).toBeGreaterThanOrEqual(FREE_SPOT_MARGIN);
    expect(gap).toBeLessThan(FREE_SPOT_MARGIN + 9.6 + 20);
  });

  it('prefers the right of a board when both sides are as near', () => {
    const pico: Box = { x: -40, y: -96, ...PICO_SIZE };
    const spot = findFreeSpot({ size: LED, near: { x: 0, y: 0 }, occupied: [pico] });
    expect(spot.x).toBeGreaterThan(pico.x + pico.width);
  });

  it('never overlaps a part, however crowded the board', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const occupied = scatter(seed, 1 + (seed % 12));
      const size = seed % 2 === 0 ? LED : footprintOf('wokwi-resistor');
      const spot = findFreeSpot({ size, near: { x: 0, y: 0 }, occupied });
      for (const box of occupied)
        expect(boxesOverlap(growBox(box, FREE_SPOT_MARGIN), boxAt(spot, size))).toBe(false);
    }
  });

  it('goes right of everything when nothing near is free', () => {
    const wall: Box = { x: -5000, y: -5000, width: 10000, height: 10000 };
    const spot = findFreeSpot({ size: LED, near: { x: 0, y: 0 }, occupied: [wall] });
    expect(spot.x).toBeGreaterThanOrEqual(5000 + FREE_SPOT_MARGIN);
  });

  it('is deterministic: the same board gives the same spot', () => {
    const occupied = scatter(7, 8);
    const query = { size: LED, near: { x: 12, y: -30 }, occupied };
    expect(findFreeSpot(query)).toEqual(findFreeSpot(query));
    expect(findFreeSpot({ ...query, occupied: [...occupied].reverse() })).toEqual(findFreeSpot(query));
  });
});
