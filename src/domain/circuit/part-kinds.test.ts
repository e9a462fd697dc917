import { describe, expect, it } from 'vitest';
import { BITDOGLAB_TYPE } from './bitdoglab.ts';
import { groupForPalette, isBoardType, PALETTE_GROUPS, PART_KINDS, paletteGroupOf } from './part-kinds.ts';
import { BREADBOARD_TYPE, PART_DEFINITIONS, PICO_TYPE } from './parts.ts';

describe('palette groups', () => {
  it('puts every part the editor defines under a heading of its own kind', () => {
    const missing = PART_DEFINITIONS.filter((d) => paletteGroupOf(d.type) === 'other').map((d) => d.type);
    expect(missing).toEqual([]);
    expect(paletteGroupOf(PICO_TYPE)).toBe('boards');
    expect(paletteGroupOf(BREADBOARD_TYPE)).toBe('breadboard');
    expect(paletteGroupOf('wokwi-led')).toBe('outputs');
    expect(paletteGroupOf('wokwi-pushbutton')).toBe('inputs');
    expect(paletteGroupOf('wokwi-dht22')).toBe('sensors');
  });

  it('puts a type it does not know, or an object member, under "other"', () => {
    expect(paletteGroupOf('wokwi-ir-receiver')).toBe('other');
    expect(paletteGroupOf('constructor')).toBe('other');
    expect(paletteGroupOf('__proto__')).toBe('other');
    expect(isBoardType('toString')).toBe(false);
  });

  it('the Pico and the BitDogLab are the boards', () => {
    expect(Object.keys(PART_KINDS).filter(isBoardType)).toEqual([PICO_TYPE, BITDOGLAB_TYPE]);
  });

  it('lists items under their headings in heading order, keeping their order and leaving empty groups out', () => {
    const items = ['wokwi-dht22', 'wokwi-led', 'x-unknown', PICO_TYPE, 'wokwi-buzzer'];
    expect(groupForPalette(items, (type) => type)).toEqual([
      { group: 'boards', items: [PICO_TYPE] },
      { group: 'outputs', items: ['wokwi-led', 'wokwi-buzzer'] },
      { group: 'sensors', items: ['wokwi-dht22'] },
      { group: 'other', items: ['x-unknown'] },
    ]);
    expect(PALETTE_GROUPS[0]).toBe('boards');
  });
});
