import { describe, expect, it } from 'vitest';
import { JOYSTICK_HORZ_HIGH_ATTR, MICROPHONE_TYPE } from '../circuit/bitdoglab.ts';
import { part } from '../circuit/test-builders.ts';
import { LEVEL_MAX } from './microphone.ts';
import { deviceDefinitionOf } from './registry.ts';
import { testHost } from './test-host.ts';

/** The device models the BitDogLab's insides need (issue 29): its stick's X and its microphone. */

const joystick = (attrs: Record<string, string>, x: number) =>
  deviceDefinitionOf('wokwi-analog-joystick')
    ?.create(part('wokwi-analog-joystick', 'j', { attrs }), testHost({ controls: { x } }))
    .volts?.('HORZ', 0);

describe('the joystick with horzHigh: right', () => {
  it('reads HORZ higher to the right, and Wokwi’s part keeps its own way', () => {
    const right = { [JOYSTICK_HORZ_HIGH_ATTR]: 'right' };
    expect(joystick(right, 1)).toBeCloseTo(3.3, 10);
    expect(joystick(right, -1)).toBeCloseTo(0, 10);
    expect(joystick({}, 1)).toBeCloseTo(0, 10);
    expect(joystick({}, -1)).toBeCloseTo(3.3, 10);
  });
});

describe('the microphone', () => {
  const microphone = (level: number, supplies?: Record<string, number>) =>
    deviceDefinitionOf(MICROPHONE_TYPE)?.create(
      part(MICROPHONE_TYPE, 'mic'),
      testHost({ supplies, controls: { level } }),
    );
  const samples = (level: number) =>
    Array.from({ length: 500 }, (_, i) => microphone(level)?.volts?.('SIG', i * 137) ?? Number.NaN);

  it('rests at half the supply in silence', () => {
    expect(new Set(samples(0))).toEqual(new Set([1.65]));
  });

  it('swings around it in proportion to the level, within the supply, the same on every read', () => {
    const swing = (level: number) => Math.max(...samples(level)) - Math.min(...samples(level));
    expect(swing(LEVEL_MAX)).toBeGreaterThan(2.5);
    expect(swing(LEVEL_MAX)).toBeLessThan(3.3);
    expect(swing(50)).toBeCloseTo(swing(LEVEL_MAX) / 2, 1);
    expect(samples(70)).toEqual(samples(70));
    const mean = samples(LEVEL_MAX).reduce((sum, v) => sum + v, 0) / 500;
    expect(mean).toBeCloseTo(1.65, 1);
  });

  it('puts nothing on SIG unpowered', () => {
    expect(microphone(50, { VCC: 3.3 })?.volts?.('SIG', 0)).toBeUndefined();
  });

  it('is registered with a level control, 0–100 %', () => {
    expect(deviceDefinitionOf(MICROPHONE_TYPE)?.controls).toEqual([
      { name: 'level', attr: 'level', min: 0, max: 100, step: 1, fallback: 0, unit: '%' },
    ]);
  });
});
