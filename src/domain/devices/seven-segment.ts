import type { DiagramPart } from '../circuit/diagram.ts';
import type { DeviceHost, DeviceModel, DeviceView, Drive } from './device.ts';
import type { DeviceDefinition } from './registry.ts';

/**
 * The 7-segment LED display (`wokwi-7segment`; attrs `common` "anode" (Wokwi's default) or
 * "cathode", `digits` 1–4). Each segment is an LED between its pin (A–G, DP; CLN for the 4-digit
 * colon) and its digit's common pin (COM on one digit, DIG1–DIG4 on more; the colon's is COM).
 * Common anode: a segment lights while its pin is low and its common high; common cathode the
 * other way round. A segment behind its series resistor sees the level of the GPIO behind it.
 *
 * Several digits share their segment pins and take turns (multiplexing): the eye averages what it
 * saw over the last few tens of milliseconds. The view averages each segment's on-time too, and
 * counts a digit lit 1/N of the time on an N-digit display as fully bright, which is how such a
 * display is built to be driven. So that a steady loop looks steady, it averages over whole
 * rounds of the loop: from an earlier start of the state shown now to its latest start. What
 * has not repeated (a static display, a number that just changed) is averaged over the last
 * WINDOW_US.
 */

const SEGMENTS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'DP'] as const;
/** About what the eye integrates over; a few multiplexing rounds at 1–5 ms per digit. */
export const WINDOW_US = 24_000;
/** The shortest span averaged over whole rounds; a round of 4 digits at 5 ms is 20 ms. */
const MIN_ROUNDS_US = 16_000;
/** How far back the changes are kept, to find a round in. */
const HISTORY_US = 100_000;

interface Light {
  segment: string;
  commons: readonly string[];
}

/** The LEDs of a display: 8 per digit (A…G, DP), then the 4-digit display's colon. */
const lightsOf = (digits: number): Light[] => {
  const commonsOf = (digit: number) => (digits === 1 ? ['COM', 'COM.1', 'COM.2'] : [`DIG${digit + 1}`]);
  const lights: Light[] = [];
  for (let digit = 0; digit < digits; digit++) {
    for (const segment of SEGMENTS) lights.push({ segment, commons: commonsOf(digit) });
  }
  if (digits === 4) lights.push({ segment: 'CLN', commons: ['COM'] });
  return lights;
};

/** A change of which LEDs are lit, from `atUs` on. */
interface Frame {
  atUs: number;
  lit: readonly boolean[];
}

export const createSevenSegment = (part: DiagramPart, host: DeviceHost): DeviceModel => {
  const digits = Math.min(4, Math.max(1, Math.round(Number.parseFloat(part.attrs.digits ?? '1')) || 1));
  const isCommonAnode = part.attrs.common !== 'cathode';
  const lights = lightsOf(digits);

  /** A GPIO's level on the pin, or a supply's (GND low; 3V3, VSYS, VBUS high). */
  const levelOf = (pins: readonly string[]): Drive => {
    for (const pin of pins) {
      const level = host.boardLevel(pin);
      if (level !== undefined) return level;
      const volts = host.supplyVolts?.(pin);
      if (volts !== undefined) return volts > 0;
    }
    return undefined;
  };
  const litNow = (): boolean[] =>
    lights.map(({ segment, commons }) => {
      const [pin, common] = [levelOf([segment]), levelOf(commons)];
      return isCommonAnode ? pin === false && common === true : pin === true && common === false;
    });

  /** Oldest first; the first one still covers the start of the history. */
  const frames: Frame[] = [{ atUs: 0, lit: litNow() }];
  const isSame = (a: readonly boolean[], b: readonly boolean[]) => a.every((isLit, i) => isLit === b[i]);

  /** The span to average over at `atUs`: whole rounds of a loop if one repeats, else the window. */
  const spanAt = (atUs: number): [number, number] => {
    const current = frames.at(-1);
    if (!current || atUs - current.atUs >= WINDOW_US) return [Math.max(0, atUs - WINDOW_US), atUs];
    for (let i = frames.length - 2; i >= 0; i--) {
      const frame = frames[i];
      if (frame && frame.atUs <= current.atUs - MIN_ROUNDS_US && isSame(frame.lit, current.lit)) {
        return [frame.atUs, current.atUs];
      }
    }
    return [Math.max(0, atUs - WINDOW_US), atUs];
  };

  const onTimes = (fromUs: number, toUs: number): number[] => {
    const times = lights.map(() => 0);
    frames.forEach((frame, i) => {
      const start = Math.max(frame.atUs, fromUs);
      const end = Math.min(frames[i + 1]?.atUs ?? toUs, toUs);
      if (end <= start) return;
      frame.lit.forEach((isLit, light) => {
        if (isLit) times[light] = (times[light] ?? 0) + (end - start);
      });
    });
    return times;
  };

  return {
    onBoardLevel(_pin, _level, atUs) {
      const lit = litNow();
      const last = frames.at(-1);
      if (last && isSame(lit, last.lit)) return;
      if (last && last.atUs === atUs) frames.pop();
      frames.push({ atUs, lit });
      while (frames.length > 1 && (frames[1]?.atUs ?? 0) <= atUs - HISTORY_US) frames.shift();
    },
    view(atUs): DeviceView {
      const [fromUs, toUs] = spanAt(atUs);
      const span = toUs - fromUs;
      const brightness =
        span > 0
          ? onTimes(fromUs, toUs).map((us) => Math.min(1, Math.round((us / span) * digits * 100) / 100))
          : (frames.at(-1)?.lit ?? []).map((isLit) => (isLit ? 1 : 0));
      const view: { kind: 'segments'; digits: number[][]; colon?: number } = {
        kind: 'segments',
        digits: Array.from({ length: digits }, (_, digit) => brightness.slice(digit * 8, digit * 8 + 8)),
      };
      if (digits === 4) view.colon = brightness[32] ?? 0;
      return view;
    },
  };
};

export const sevenSegmentDefinition: DeviceDefinition = {
  type: 'wokwi-7segment',
  controls: [],
  modules: ['digitalio'],
  create: createSevenSegment,
};
