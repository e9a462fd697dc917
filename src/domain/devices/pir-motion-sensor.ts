import type { DiagramPart } from '../circuit/diagram.ts';
import type { DeviceHost, DeviceModel, Edge } from './device.ts';
import type { DeviceDefinition } from './registry.ts';
import { poweredVolts } from './supply.ts';

/**
 * The PIR motion sensor (Wokwi's `wokwi-pir-motion-sensor`, pins VCC, OUT, GND). The page counts
 * "motion now" presses in the `motion` control; when the count changes (it grows by one a press,
 * and starts again from 1 when the page's control is opened anew), OUT goes high for
 * `delayTime` seconds (attr, default 5). While OUT is high, more motion restarts the delay unless
 * `retrigger` is "0"; after OUT falls the sensor ignores motion for `inhibitTime` seconds (default
 * 1.2). Its LED shows OUT. Unpowered, it senses nothing and OUT floats.
 *
 * A device is told the time only when asked, so motion counts from the first time the sensor is
 * asked after the count grew (a read, or the page's view at least every 16 ms while the program
 * sleeps).
 */

interface Pulse {
  from: number;
  to: number;
}

const secondsAttr = (value: string | undefined, fallback: number): number => {
  const seconds = Number.parseFloat(value ?? '');
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : fallback;
};

/** Keep the last pulses only: nothing reads further back than a PulseIn's last resume. */
const KEPT_PULSES = 32;

export const createPirMotionSensor = (part: DiagramPart, host: DeviceHost): DeviceModel => {
  const delayUs = secondsAttr(part.attrs.delayTime, 5) * 1e6;
  const inhibitUs = secondsAttr(part.attrs.inhibitTime, 1.2) * 1e6;
  const canRetrigger = part.attrs.retrigger !== '0';
  const pulses: Pulse[] = [];
  let seen = host.control('motion');
  const isPowered = () => poweredVolts(host) !== undefined;

  const sense = (atUs: number) => {
    const count = host.control('motion');
    if (count === seen || Number.isNaN(count)) return;
    seen = count;
    if (!isPowered()) return;
    const last = pulses.at(-1);
    if (last && atUs < last.to) {
      if (canRetrigger) last.to = atUs + delayUs;
      return;
    }
    if (last && atUs < last.to + inhibitUs) return;
    pulses.push({ from: atUs, to: atUs + delayUs });
    if (pulses.length > KEPT_PULSES) pulses.shift();
  };
  const isHighAt = (atUs: number) => pulses.some((pulse) => pulse.from <= atUs && atUs < pulse.to);

  return {
    drivenPins: ['OUT'],
    output(pin, atUs) {
      if (pin !== 'OUT' || !isPowered()) return undefined;
      sense(atUs);
      return isHighAt(atUs);
    },
    edges(pin, fromUs, toUs) {
      if (pin !== 'OUT' || !isPowered()) return [];
      sense(toUs);
      const edges: Edge[] = pulses.flatMap((pulse) => [
        { atUs: pulse.from, level: true },
        { atUs: pulse.to, level: false },
      ]);
      return edges.filter((edge) => edge.atUs > fromUs && edge.atUs <= toUs);
    },
    view(atUs) {
      sense(atUs);
      return { kind: 'signal', on: isPowered() && isHighAt(atUs) };
    },
  };
};

export const pirMotionSensorDefinition: DeviceDefinition = {
  type: 'wokwi-pir-motion-sensor',
  // A counter, not a setting: the page adds one per "motion now" (the attr is never written).
  controls: [
    { name: 'motion', attr: 'motion', min: 0, max: Number.MAX_SAFE_INTEGER, step: 1, fallback: 0, unit: '' },
  ],
  modules: ['digitalio'],
  create: (part, host) => createPirMotionSensor(part, host),
};
