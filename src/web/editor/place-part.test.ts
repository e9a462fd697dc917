import { describe, expect, it } from 'vitest';
import { boxesOverlap, footprintOf } from '../../domain/circuit/footprint.ts';
import { led, makeDiagram, pico } from '../../domain/circuit/test-builders.ts';
import { freeSpotFor, occupiedBoxes } from './place-part.ts';

describe('placing a part from the palette', () => {
  it('measures drawn parts and falls back to the footprint of those not drawn yet', () => {
    const diagram = makeDiagram({ parts: [pico({ x: 0, y: 0 }), led({ x: 200, y: 0, rotate: 90 })] });
    const boxes = occupiedBoxes(diagram, { pico: { width: 100, height: 50, pins: [] } });
    expect(boxes[0]).toEqual({ x: 0, y: 0, width: 100, height: 50 });
    const ledSize = footprintOf('wokwi-led');
    expect(boxes[1]).toMatchObject({ width: ledSize.height, height: ledSize.width });
  });

  it('puts a new LED next to a Pico that fills the middle of the view, not on it', () => {
    const diagram = makeDiagram({ parts: [pico({ x: 0, y: 0 })] });
    const spot = freeSpotFor('wokwi-led', { x: 40, y: 96 }, diagram, {});
    const [picoBox] = occupiedBoxes(diagram, {});
    if (!picoBox) throw new Error('no box');
    expect(boxesOverlap(picoBox, { ...spot, ...footprintOf('wokwi-led') })).toBe(false);
  });
});
