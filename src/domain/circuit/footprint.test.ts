import { describe, expect, it } from 'vitest';
import { DEFAULT_FOOTPRINT, footprintOf, partBox, stackLayer } from './footprint.ts';
import { PART_DEFINITIONS } from './parts.ts';

describe('footprints', () => {
  it('knows the size of every part the editor offers', () => {
    for (const { type } of PART_DEFINITIONS) expect(footprintOf(type), type).not.toBe(DEFAULT_FOOTPRINT);
    expect(footprintOf('wokwi-unknown-thing')).toBe(DEFAULT_FOOTPRINT);
    expect(footprintOf('constructor')).toBe(DEFAULT_FOOTPRINT);
  });

  it('turns a part about its centre', () => {
    const size = { width: 60, height: 10 };
    expect(partBox({ x: 0, y: 0, rotate: 0 }, size)).toEqual({ x: 0, y: 0, width: 60, height: 10 });
    expect(partBox({ x: 0, y: 0, rotate: 90 }, size)).toEqual({ x: 25, y: -25, width: 10, height: 60 });
  });

  it('stacks small parts over boards and boards over breadboards', () => {
    expect(stackLayer('wokwi-breadboard-half')).toBeLessThan(stackLayer('wokwi-pi-pico'));
    expect(stackLayer('wokwi-pi-pico')).toBeLessThan(stackLayer('wokwi-led'));
    expect(stackLayer('wokwi-pi-pico')).toBeLessThan(stackLayer('something-unknown'));
  });
});
