import { type DeviceHost, type DeviceModel, type Edge, Waveform } from './device.ts';
import type { DeviceDefinition } from './registry.ts';
import { poweredVolts } from './supply.ts';

/**
 * The DHT22 temperature and humidity sensor (Wokwi's `wokwi-dht22`, pins VCC, SDA, NC, GND) on
 * its one data line: the board holds the line low for at least 1 ms and lets go; 30 µs later the
 * sensor answers 80 µs low, 80 µs high, then 40 bits, each 50 µs low and then 27 µs high for a 0
 * or 70 µs high for a 1, and a last 50 µs low before it lets go. The bytes are humidity × 10 (16
 * bits), temperature × 10 (15 bits and a sign bit) and their checksum. Between answers the line
 * rests high (the module's pull-up); unpowered, the sensor never answers and the line floats.
 */

/** The shortest start signal a DHT22 answers (a DHT11 wants 18 ms; the DHT22 takes that too). */
const START_MIN_US = 1000;
const RESPONSE_DELAY_US = 30;
const PREAMBLE_US = 80;
const BIT_LOW_US = 50;
const ZERO_HIGH_US = 27;
const ONE_HIGH_US = 70;

/** The five bytes of a reading: humidity high, low, temperature high, low, checksum. */
export const dht22Bytes = (celsius: number, humidity: number): number[] => {
  const rh = Math.round(humidity * 10);
  const tenths = Math.round(celsius * 10);
  const t = Math.abs(tenths) | (tenths < 0 ? 0x8000 : 0);
  const data = [rh >> 8, rh & 0xff, t >> 8, t & 0xff];
  return [...data, data.reduce((sum, byte) => sum + byte, 0) & 0xff];
};

/** The levels the sensor drives for `bytes`, its first edge at `startUs`. */
export const dhtAnswer = (bytes: readonly number[], startUs: number): Edge[] => {
  const edges: Edge[] = [];
  let at = startUs;
  const hold = (level: boolean, us: number) => {
    edges.push({ atUs: at, level });
    at += us;
  };
  hold(false, PREAMBLE_US);
  hold(true, PREAMBLE_US);
  for (const byte of bytes) {
    for (let bit = 7; bit >= 0; bit--) {
      hold(false, BIT_LOW_US);
      hold(true, (byte >> bit) & 1 ? ONE_HIGH_US : ZERO_HIGH_US);
    }
  }
  hold(false, BIT_LOW_US);
  edges.push({ atUs: at, level: true });
  return edges;
};

export const createDht22 = (host: DeviceHost): DeviceModel => {
  const line = new Waveform(true);
  /** Since when the board has held the line low, while it does. */
  let lowSince: number | undefined;
  const isPowered = () => poweredVolts(host) !== undefined;

  return {
    drivenPins: ['SDA'],
    onBoardLevel(pin, level, atUs) {
      if (pin !== 'SDA') return;
      if (level === false) {
        lowSince ??= atUs;
        return;
      }
      if (lowSince === undefined) return;
      const heldUs = atUs - lowSince;
      lowSince = undefined;
      if (heldUs < START_MIN_US || !isPowered()) return;
      const bytes = dht22Bytes(host.control('temperature'), host.control('humidity'));
      line.play(dhtAnswer(bytes, atUs + RESPONSE_DELAY_US));
    },
    // While the board holds the line low, the board's low is what a read sees.
    output: (pin, atUs) =>
      pin === 'SDA' && isPowered() && lowSince === undefined ? line.levelAt(atUs) : undefined,
    edges: (pin, fromUs, toUs) => (pin === 'SDA' && isPowered() ? line.edgesIn(fromUs, toUs) : []),
  };
};

export const dht22Definition: DeviceDefinition = {
  type: 'wokwi-dht22',
  controls: [
    { name: 'temperature', attr: 'temperature', min: -40, max: 80, step: 0.1, fallback: 24, unit: '°C' },
    { name: 'humidity', attr: 'humidity', min: 0, max: 100, step: 0.1, fallback: 40, unit: '%' },
  ],
  modules: ['adafruit_dht', 'pulseio'],
  create: (_part, host) => createDht22(host),
};
