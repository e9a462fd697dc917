import { type DeviceHost, type DeviceModel, Waveform } from './device.ts';
import type { DeviceDefinition } from './registry.ts';
import { poweredVolts } from './supply.ts';

/**
 * The HC-SR04 ultrasonic sensor (Wokwi's `wokwi-hc-sr04`, pins VCC, TRIG, ECHO, GND): a high
 * pulse on TRIG starts a measurement; when TRIG falls the module sends its burst and, about half a
 * millisecond later, raises ECHO for the sound's round trip, 58 µs per centimetre. It ignores TRIG
 * until ECHO has fallen. Unpowered, it never answers and ECHO floats.
 *
 * The datasheet asks for a TRIG pulse of at least 10 µs. Every pulse counts here: the simulator
 * charges no time for the Python statements between the two writes, which take tens of
 * microseconds on a Pico, so a pulse code.py makes may look shorter than it is.
 */

/** From TRIG falling to ECHO rising: the eight 40 kHz cycles and the wait for their echo. */
export const ECHO_DELAY_US = 500;
export const US_PER_CM = 58;
/** The longest ECHO: no echo came back (beyond 400 cm). */
const NO_ECHO_US = 38_000;

export const createHcSr04 = (host: DeviceHost): DeviceModel => {
  const echo = new Waveform(false);
  let trigRoseAt: number | undefined;
  let busyUntil = Number.NEGATIVE_INFINITY;
  const isPowered = () => poweredVolts(host) !== undefined;

  return {
    drivenPins: ['ECHO'],
    onBoardLevel(pin, level, atUs) {
      if (pin !== 'TRIG') return;
      if (level === true) {
        trigRoseAt ??= atUs;
        return;
      }
      if (trigRoseAt === undefined) return;
      trigRoseAt = undefined;
      if (!isPowered() || atUs < busyUntil) return;
      const rise = atUs + ECHO_DELAY_US;
      const fall = rise + Math.min(host.control('distance') * US_PER_CM, NO_ECHO_US);
      echo.play([
        { atUs: rise, level: true },
        { atUs: fall, level: false },
      ]);
      busyUntil = fall;
    },
    output: (pin, atUs) => (pin === 'ECHO' && isPowered() ? echo.levelAt(atUs) : undefined),
    edges: (pin, fromUs, toUs) => (pin === 'ECHO' && isPowered() ? echo.edgesIn(fromUs, toUs) : []),
  };
};

export const hcSr04Definition: DeviceDefinition = {
  type: 'wokwi-hc-sr04',
  controls: [{ name: 'distance', attr: 'distance', min: 2, max: 400, step: 1, fallback: 400, unit: 'cm' }],
  modules: ['adafruit_hcsr04', 'pulseio', 'digitalio'],
  create: (_part, host) => createHcSr04(host),
};
