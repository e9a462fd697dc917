import { describe, expect, it } from 'vitest';
import { PIN_HIT_PX, PIN_TOUCH_MAX_PX, pinTouchAreas } from './pin-touch.ts';

describe("a pin's hit box for a finger", () => {
  it("takes a header's pitch along the header and more across it", () => {
    const header = [0, 1, 2].map((i) => ({ name: `P${i}`, x: 0, y: 10 + 9.6 * i }));
    const other = [0, 1, 2].map((i) => ({ name: `Q${i}`, x: 170, y: 10 + 9.6 * i }));
    const areas = pinTouchAreas([...header, ...other]);
    expect(areas.get('P1')?.width).toBe(PIN_TOUCH_MAX_PX);
    expect(areas.get('P1')?.height).toBeCloseTo(9.6);
    expect(areas.get('Q0')?.width).toBe(PIN_TOUCH_MAX_PX);
    expect(areas.get('Q0')?.height).toBeCloseTo(9.6);
  });

  it("never reaches into a neighbour's box", () => {
    const pins = [
      { name: 'A', x: 25, y: 42 },
      { name: 'C', x: 15, y: 42 },
      { name: 'X', x: 18, y: 30 },
    ];
    const areas = pinTouchAreas(pins);
    for (const pin of pins)
      for (const other of pins) {
        if (pin === other) continue;
        const a = areas.get(pin.name);
        const b = areas.get(other.name);
        if (!a || !b) throw new Error('no area');
        const apartX = Math.abs(pin.x - other.x) >= (a.width + b.width) / 2;
        const apartY = Math.abs(pin.y - other.y) >= (a.height + b.height) / 2;
        expect(apartX || apartY, `${pin.name} and ${other.name}`).toBe(true);
      }
    // An LED's legs, 10 px apart: 10 px wide each, and tall below them where no pin is.
    expect(areas.get('A')).toEqual({ width: 10, height: 12 });
  });

  it('keeps at least the mouse area, and gives a lone pin the most a finger needs', () => {
    const close = pinTouchAreas([
      { name: '1', x: 0, y: 0 },
      { name: '2', x: 3, y: 0 },
    ]);
    expect(close.get('1')).toEqual({ width: PIN_HIT_PX, height: PIN_TOUCH_MAX_PX });
    expect(pinTouchAreas([{ name: 'SIG', x: 0, y: 0 }]).get('SIG')).toEqual({
      width: PIN_TOUCH_MAX_PX,
      height: PIN_TOUCH_MAX_PX,
    });
  });
});
