import { describe, expect, it } from 'vitest';
import {
  BITDOGLAB_HEADER,
  bitDogLabGpios,
  bitDogLabVersionOf,
  bitDogLabWiring,
  MATRIX_SIZE,
  matrixLedIndex,
} from './bitdoglab.ts';

/** The official v7 pinout (shared/reference/parts-behaviour.md, "BitDogLab", and issue 29). */
describe('the BitDogLab’s pin map', () => {
  it('puts the peripherals on the official pins', () => {
    const wiring = bitDogLabWiring('v7');
    expect(wiring.rgb).toEqual({ R: 'GP13', G: 'GP11', B: 'GP12' });
    expect([wiring.buttonA, wiring.buttonB]).toEqual(['GP5', 'GP6']);
    expect(wiring.joystick).toEqual({ x: 'GP27', y: 'GP26', press: 'GP22' });
    expect(wiring.matrix).toBe('GP7');
    expect(wiring.buzzers).toEqual(['GP21', 'GP10']);
    expect(wiring.microphone).toBe('GP28');
  });

  it('moves the OLED from GP14/GP15 (v6) to GP2/GP3 (v7), at 0x3C on both', () => {
    expect(bitDogLabWiring('v6').oled).toEqual({ sda: 'GP14', scl: 'GP15', address: 0x3c });
    expect(bitDogLabWiring('v7').oled).toEqual({ sda: 'GP2', scl: 'GP3', address: 0x3c });
    expect(bitDogLabVersionOf({ version: 'v6' })).toBe('v6');
    expect(bitDogLabVersionOf({})).toBe('v7');
  });

  it('lists the GPIOs the peripherals take, none on the expansion header but the v7 OLED’s bus', () => {
    // biome-ignore format: one pin map
    expect(bitDogLabGpios({ version: 'v7' })).toEqual([
      'GP2', 'GP3', 'GP5', 'GP6', 'GP7', 'GP10', 'GP11', 'GP12', 'GP13', 'GP21', 'GP22', 'GP26', 'GP27', 'GP28',
    ]);
    expect(bitDogLabGpios({ version: 'v6' })).toContain('GP14');
    const header = new Set<string>(BITDOGLAB_HEADER);
    expect(bitDogLabGpios({ version: 'v6' }).filter((pin) => header.has(pin))).toEqual([]);
  });
});

describe('the 5×5 matrix’s order', () => {
  const rows = Array.from({ length: MATRIX_SIZE }, (_, row) =>
    Array.from({ length: MATRIX_SIZE }, (_, column) => matrixLedIndex(row, column)),
  );

  it('snakes from the bottom-right: row 0 is LEDs 24…20, row 4 is 4…0', () => {
    expect(rows).toEqual([
      [24, 23, 22, 21, 20],
      [15, 16, 17, 18, 19],
      [14, 13, 12, 11, 10],
      [5, 6, 7, 8, 9],
      [4, 3, 2, 1, 0],
    ]);
  });

  it('gives each of the 25 LEDs one cell', () => {
    expect(new Set(rows.flat()).size).toBe(25);
  });
});
