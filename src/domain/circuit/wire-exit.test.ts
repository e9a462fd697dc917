import { describe, expect, it } from 'vitest';
import { BITDOGLAB_PINS, BITDOGLAB_SIZE, BITDOGLAB_TYPE } from './bitdoglab.ts';
import { footprintOf } from './footprint.ts';
import { PICO_PINS, PICO_SIZE } from './pico.ts';
import { pinExitDirection, placedDirection } from './wire-exit.ts';

const upright = { rotate: 0, flip: false } as const;
const picoPin = (name: string) => {
  const pin = PICO_PINS.find((p) => p.name === name);
  if (!pin) throw new Error(name);
  return pin;
};
const pico = (name: string, placement: { rotate: 0 | 90 | 180 | 270; flip: boolean } = upright) =>
  pinExitDirection({ type: 'wokwi-pi-pico', ...placement }, picoPin(name), PICO_SIZE);

describe('wire exit directions', () => {
  it('leaves the Pico away from its headers, even at the corners', () => {
    for (const name of ['GP0', 'GP15', 'GND.1', 'GP14']) expect(pico(name), name).toBe('left');
    for (const name of ['VBUS', '3V3', 'RUN', 'GP16', 'GP28']) expect(pico(name), name).toBe('right');
  });

  it('leaves an LED downwards from both legs, a resistor from its ends', () => {
    const led = footprintOf('wokwi-led');
    const ledPart = { type: 'wokwi-led', ...upright };
    expect(pinExitDirection(ledPart, { x: 25, y: 42 }, led)).toBe('down');
    expect(pinExitDirection(ledPart, { x: 15, y: 42 }, led)).toBe('down');
    const r = footprintOf('wokwi-resistor');
    const rPart = { type: 'wokwi-resistor', ...upright };
    expect(pinExitDirection(rPart, { x: 0, y: 5.65 }, r)).toBe('left');
    expect(pinExitDirection(rPart, { x: 58.8, y: 5.65 }, r)).toBe('right');
  });

  it('leaves a breadboard hole up or down, never sideways', () => {
    const size = footprintOf('wokwi-breadboard-half');
    const part = { type: 'wokwi-breadboard-half', ...upright };
    expect(pinExitDirection(part, { x: 4.8, y: 48 }, size)).toBe('up');
    expect(pinExitDirection(part, { x: 4.8, y: 153.6 }, size)).toBe('down');
  });

  it('leaves the BitDogLab’s header downwards, even at its ends', () => {
    const part = { type: BITDOGLAB_TYPE, ...upright };
    for (const pin of [BITDOGLAB_PINS[0], BITDOGLAB_PINS.at(-1)]) {
      if (!pin) throw new Error('no header');
      expect(pinExitDirection(part, pin, BITDOGLAB_SIZE), pin.name).toBe('down');
    }
  });

  it('turns and mirrors with the part', () => {
    expect(pico('GP15', { rotate: 90, flip: false })).toBe('up');
    expect(pico('GP15', { rotate: 180, flip: false })).toBe('right');
    expect(pico('GP15', { rotate: 270, flip: false })).toBe('down');
    expect(pico('GP15', { rotate: 0, flip: true })).toBe('right');
    expect(placedDirection('down', { rotate: 90, flip: false })).toBe('left');
    expect(placedDirection('right', { rotate: 90, flip: true })).toBe('up');
  });
});
