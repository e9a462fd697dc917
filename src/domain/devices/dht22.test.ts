import { describe, expect, it } from 'vitest';
import { part } from '../circuit/test-builders.ts';
import type { Edge } from './device.ts';
import { createDht22, dht22Bytes, dhtAnswer } from './dht22.ts';
import { deviceDefinitionOf } from './registry.ts';
import { testHost } from './test-host.ts';

/** The board pulls SDA low at `atUs` for `us`, then lets go. */
const start = (model: ReturnType<typeof createDht22>, atUs: number, us: number) => {
  model.onBoardLevel?.('SDA', false, atUs);
  model.onBoardLevel?.('SDA', undefined, atUs + us);
};

/** The bits the edges carry, as the sensor's datasheet reads them: a high longer than 50 µs is a 1. */
const bytesOf = (edges: Edge[]): number[] => {
  const highs: number[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const [edge, next] = [edges[i], edges[i + 1]];
    if (edge?.level && next) highs.push(next.atUs - edge.atUs);
  }
  const bits = highs.slice(1, 41).map((us) => (us > 50 ? 1 : 0)); // the first high is the 80 µs preamble
  return [0, 1, 2, 3, 4].map((byte) =>
    bits.slice(byte * 8, byte * 8 + 8).reduce((n: number, bit) => (n << 1) | bit, 0),
  );
};

describe('DHT22', () => {
  it('encodes humidity and temperature × 10, the sign in bit 15, and the checksum', () => {
    expect(dht22Bytes(22.5, 61)).toEqual([0x02, 0x62, 0x00, 0xe1, (0x02 + 0x62 + 0xe1) & 0xff]);
    expect(dht22Bytes(-10.1, 100)).toEqual([0x03, 0xe8, 0x80, 0x65, (0x03 + 0xe8 + 0x80 + 0x65) & 0xff]);
  });

  it('answers a start signal of 1 ms or more: 80 µs low, 80 µs high, 40 bits, a last low', () => {
    const dht = createDht22(testHost({ controls: { temperature: 22.5, humidity: 61 } }));
    start(dht, 100, 1000);
    const edges = dht.edges?.('SDA', 0, 1e6) ?? [];
    expect(edges).toHaveLength(84);
    expect(edges.slice(0, 3)).toEqual([
      { atUs: 1130, level: false },
      { atUs: 1210, level: true },
      { atUs: 1290, level: false },
    ]);
    expect(bytesOf(edges)).toEqual(dht22Bytes(22.5, 61));
    const end = edges.at(-1)?.atUs ?? 0;
    // 160 µs of preamble, 40 × 50 µs lows, the highs, and the last 50 µs low: under 5 ms.
    expect(end - 1130).toBeGreaterThan(160 + 40 * 77);
    expect(end - 1130).toBeLessThan(160 + 40 * 120 + 50);
    expect(dht.output?.('SDA', end + 1)).toBe(true);
  });

  it('ignores a start signal shorter than 1 ms, and answers nothing unpowered', () => {
    const dht = createDht22(testHost({ controls: { temperature: 20, humidity: 50 } }));
    start(dht, 0, 500);
    expect(dht.edges?.('SDA', -1, 1e6)).toEqual([]);
    const unpowered = createDht22(
      testHost({ supplies: { VCC: 3.3 }, controls: { temperature: 20, humidity: 50 } }),
    );
    start(unpowered, 0, 18_000);
    expect(unpowered.edges?.('SDA', -1, 1e6)).toEqual([]);
    expect(unpowered.output?.('SDA', 20_000)).toBeUndefined();
  });

  it('leaves the line to the board while the board holds it low', () => {
    const dht = createDht22(testHost({ controls: { temperature: 20, humidity: 50 } }));
    expect(dht.output?.('SDA', 0)).toBe(true);
    dht.onBoardLevel?.('SDA', false, 10);
    expect(dht.output?.('SDA', 20)).toBeUndefined();
  });

  it('plays its answer from a given start', () => {
    expect(dhtAnswer([0, 0, 0, 0, 0], 0).at(-1)).toEqual({ atUs: 160 + 40 * 77 + 50, level: true });
  });

  it('is wokwi-dht22 with Wokwi’s temperature and humidity controls', () => {
    const definition = deviceDefinitionOf('wokwi-dht22');
    expect(
      definition?.controls.map(({ name, min, max, fallback, unit }) => [name, min, max, fallback, unit]),
    ).toEqual([
      ['temperature', -40, 80, 24, '°C'],
      ['humidity', 0, 100, 40, '%'],
    ]);
    expect(definition?.create(part('wokwi-dht22', 'dht1'), testHost()).drivenPins).toEqual(['SDA']);
  });
});
