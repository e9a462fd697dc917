import { describe, expect, it } from 'vitest';
import { part } from '../circuit/test-builders.ts';
import { createHcSr04, ECHO_DELAY_US } from './hc-sr04.ts';
import { deviceDefinitionOf } from './registry.ts';
import { testHost } from './test-host.ts';

/** A TRIG pulse from `atUs` to `atUs + widthUs`. */
const trigger = (model: ReturnType<typeof createHcSr04>, atUs: number, widthUs = 10) => {
  model.onBoardLevel?.('TRIG', true, atUs);
  model.onBoardLevel?.('TRIG', false, atUs + widthUs);
};

describe('HC-SR04', () => {
  it('raises ECHO half a millisecond after TRIG falls, for 58 µs per centimetre', () => {
    const sonar = createHcSr04(testHost({ controls: { distance: 50 } }));
    expect(sonar.output?.('ECHO', 0)).toBe(false);
    trigger(sonar, 1000);
    const rise = 1010 + ECHO_DELAY_US;
    expect(sonar.edges?.('ECHO', 0, 100_000)).toEqual([
      { atUs: rise, level: true },
      { atUs: rise + 50 * 58, level: false },
    ]);
    expect(sonar.output?.('ECHO', rise - 1)).toBe(false);
    expect(sonar.output?.('ECHO', rise + 100)).toBe(true);
    expect(sonar.output?.('ECHO', rise + 2900)).toBe(false);
  });

  it('measures the distance set when triggered, and ignores TRIG while it measures', () => {
    const host = testHost({ controls: { distance: 400 } });
    const sonar = createHcSr04(host);
    trigger(sonar, 0);
    host.controls.distance = 10;
    trigger(sonar, 5000); // ECHO is still high (400 cm is 23.2 ms)
    trigger(sonar, 30_000);
    const edges = sonar.edges?.('ECHO', 0, 100_000) ?? [];
    expect(edges.map((edge) => edge.atUs)).toEqual([510, 510 + 23_200, 30_510, 30_510 + 580]);
  });

  it('answers nothing when VCC or GND is not wired, and leaves ECHO floating', () => {
    const wirings: Record<string, number>[] = [{ GND: 0 }, { VCC: 5 }, {}];
    for (const supplies of wirings) {
      const sonar = createHcSr04(testHost({ supplies, controls: { distance: 50 } }));
      trigger(sonar, 0);
      expect(sonar.edges?.('ECHO', -1, 100_000)).toEqual([]);
      expect(sonar.output?.('ECHO', 1000)).toBeUndefined();
    }
  });

  it('is wokwi-hc-sr04 with a 2–400 cm distance control, 400 cm unless its attr says', () => {
    const definition = deviceDefinitionOf('wokwi-hc-sr04');
    expect(definition?.controls).toEqual([
      { name: 'distance', attr: 'distance', min: 2, max: 400, step: 1, fallback: 400, unit: 'cm' },
    ]);
    expect(definition?.modules[0]).toBe('adafruit_hcsr04');
    expect(definition?.create(part('wokwi-hc-sr04', 'sonar1'), testHost()).drivenPins).toEqual(['ECHO']);
  });
});
