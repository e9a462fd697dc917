import { describe, expect, it } from 'vitest';
import { part } from '../circuit/test-builders.ts';
import type { DeviceHost, Drive } from './device.ts';
import { deviceDefinitionOf } from './registry.ts';
import { createSevenSegment } from './seven-segment.ts';

/** A host whose GPIO levels the test sets; `supplies` are the pins wired to GND, 3V3… */
const boardHost = (supplies: Record<string, number> = {}) => {
  const levels: Record<string, Drive> = {};
  const host: DeviceHost = {
    boardLevel: (pin) => levels[pin],
    control: () => Number.NaN,
    supplyVolts: (pin) => supplies[pin],
  };
  return { host, levels };
};

const SEGMENTS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'DP'];

describe('7-segment display', () => {
  it('lights a common-anode segment while its pin is low and its common high', () => {
    const { host, levels } = boardHost({ COM: 3.3 });
    const display = createSevenSegment(part('wokwi-7segment', 'seg1'), host);
    levels.A = false;
    levels.B = true;
    display.onBoardLevel?.('A', false, 1000);
    expect(display.view?.(40_000)).toEqual({ kind: 'segments', digits: [[1, 0, 0, 0, 0, 0, 0, 0]] });
  });

  it('lights a common-cathode segment while its pin is high and its common (COM.1) low', () => {
    const { host, levels } = boardHost({ 'COM.1': 0 });
    const display = createSevenSegment(
      part('wokwi-7segment', 'seg1', { attrs: { common: 'cathode' } }),
      host,
    );
    for (const pin of ['B', 'C']) {
      levels[pin] = true;
      display.onBoardLevel?.(pin, true, 0);
    }
    expect(display.view?.(50_000)).toEqual({ kind: 'segments', digits: [[0, 1, 1, 0, 0, 0, 0, 0]] });
  });

  it('averages a multiplexed display over whole rounds: each digit shown 1/4 of the time is lit', () => {
    const { host, levels } = boardHost();
    const display = createSevenSegment(part('wokwi-7segment', 'seg1', { attrs: { digits: '4' } }), host);
    const set = (pin: string, level: boolean, atUs: number) => {
      levels[pin] = level;
      display.onBoardLevel?.(pin, level, atUs);
    };
    for (const pin of SEGMENTS) set(pin, true, 0);
    const expected = [0, 1, 2, 3].map((digit) => SEGMENTS.map((_, s) => (s === digit ? 1 : 0)));
    // 3 ms per digit: digit n lights segment n (A on DIG1, B on DIG2…); looked at mid-digit.
    for (let round = 0; round < 10; round++) {
      for (let digit = 0; digit < 4; digit++) {
        const at = (round * 4 + digit) * 3000;
        if (digit > 0) set(`DIG${digit}`, false, at);
        if (digit > 0) set(SEGMENTS[digit - 1] ?? 'A', true, at);
        if (digit === 0 && round > 0) set('DIG4', false, at);
        if (digit === 0 && round > 0) set('D', true, at);
        set(SEGMENTS[digit] ?? 'A', false, at);
        set(`DIG${digit + 1}`, true, at);
        if (round >= 3)
          expect(display.view?.(at + 1500)).toEqual({ kind: 'segments', digits: expected, colon: 0 });
      }
    }
  });

  it('stays dark with its common unwired', () => {
    const { host, levels } = boardHost();
    const display = createSevenSegment(part('wokwi-7segment', 'seg1'), host);
    levels.A = false;
    display.onBoardLevel?.('A', false, 0);
    expect(display.view?.(30_000)).toEqual({ kind: 'segments', digits: [Array(8).fill(0)] });
  });

  it('is registered for wokwi-7segment', () => {
    expect(deviceDefinitionOf('wokwi-7segment')?.modules).toEqual(['digitalio']);
  });
});
