import { describe, expect, it } from 'vitest';
import { createKy040, detentEdges } from './ky040.ts';
import { deviceDefinitionOf } from './registry.ts';
import { testHost } from './test-host.ts';

/** The levels of CLK and DT at `atUs`, as `"CLK DT"` with 1 high, 0 low, - floating. */
const levels = (encoder: ReturnType<typeof createKy040>, atUs: number) =>
  (['CLK', 'DT'] as const)
    .map((pin) => {
      const level = encoder.output?.(pin, atUs);
      return level === undefined ? '-' : level ? '1' : '0';
    })
    .join(' ');

describe('KY-040', () => {
  it('plays one quadrature cycle per detent: clockwise CLK falls first, a quarter per millisecond', () => {
    expect(detentEdges(1, true, 0)).toEqual({
      CLK: [
        { atUs: 0, level: false },
        { atUs: 2000, level: true },
      ],
      DT: [
        { atUs: 1000, level: false },
        { atUs: 3000, level: true },
      ],
    });
    const counter = detentEdges(2, false, 100);
    expect(counter.DT[0]).toEqual({ atUs: 100, level: false });
    expect(counter.CLK.map((edge) => edge.atUs)).toEqual([1100, 3100, 5100, 7100]);
  });

  it('rests high and plays the detents turned since the board last looked', () => {
    const host = testHost({ controls: { turns: 0, press: 0 } });
    const encoder = createKy040(host);
    expect(levels(encoder, 0)).toBe('1 1');
    host.controls.turns = 1;
    // Looked at 500 µs ago: the detent is played from now on, as a polling loop would see it.
    expect(levels(encoder, 500)).toBe('0 1');
    expect(levels(encoder, 1500)).toBe('0 0');
    expect(levels(encoder, 2500)).toBe('1 0');
    expect(levels(encoder, 3500)).toBe('1 1');
  });

  it('plays detents turned during a long quiet spell within it, so that they are all in the past', () => {
    const host = testHost({ controls: { turns: 0 } });
    const encoder = createKy040(host);
    encoder.output?.('CLK', 0);
    host.controls.turns = -2;
    const edges = encoder.edges?.('DT', 0, 100_000) ?? [];
    expect(edges).toHaveLength(4);
    expect(edges.every((edge) => edge.atUs < 100_000 && edge.atUs > 90_000)).toBe(true);
    expect(edges[0]).toEqual({ atUs: 100_000 - 8000 - 1000, level: false });
  });

  it('pulls SW low while pressed, and floats it otherwise', () => {
    const host = testHost({ controls: { press: 0 } });
    const encoder = createKy040(host);
    expect(encoder.output?.('SW', 0)).toBeUndefined();
    host.controls.press = 1;
    expect(encoder.output?.('SW', 10)).toBe(false);
  });

  it('floats CLK and DT without VCC, and shows no edges without GND', () => {
    const unpowered = createKy040(testHost({ supplies: { GND: 0 }, controls: { turns: 0 } }));
    expect(levels(unpowered, 0)).toBe('- -');
    const host = testHost({ supplies: { VCC: 3.3 }, controls: { turns: 0 } });
    const ungrounded = createKy040(host);
    host.controls.turns = 3;
    expect(ungrounded.edges?.('CLK', 0, 100_000)).toEqual([]);
    expect(levels(ungrounded, 100_000)).toBe('1 1');
  });

  it('is registered with its controls and modules', () => {
    const definition = deviceDefinitionOf('wokwi-ky-040');
    expect(definition?.controls.map((control) => control.name)).toEqual(['turns', 'press']);
    expect(definition?.modules[0]).toBe('rotaryio');
  });
});
