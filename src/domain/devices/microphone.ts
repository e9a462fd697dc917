import { MICROPHONE_TYPE } from '../circuit/bitdoglab.ts';
import type { DeviceHost, DeviceModel } from './device.ts';
import type { DeviceDefinition } from './registry.ts';
import { dividerVolts } from './supply.ts';

/**
 * The BitDogLab's microphone (an electret capsule and its amplifier, pins VCC, SIG, GND): SIG rests
 * at half the supply and swings with the sound. The student sets how loud it is around the board
 * with a slider while the program runs (control `level`, 0–100 %); the swing is a fixed mix of two
 * tones scaled by that level, worked out from the time SIG is read. So a program that samples it
 * sees sound (its peak-to-peak grows with the level), and the same run reads the same values.
 *
 * The tones are not multiples of a round sampling rate (1 kHz, 100 Hz), so a program sampling on
 * a round period still sees them move.
 */

const TONES = [
  { hz: 437, share: 0.6 },
  { hz: 1193, share: 0.4 },
] as const;

/** At level 100 % SIG swings this fraction of the way from the middle to each rail. */
const FULL_SWING = 0.9;

export const LEVEL_MAX = 100;

/** The sound at `atUs`, −1…1 at full level. */
export const soundAt = (atUs: number): number =>
  TONES.reduce((sum, tone) => sum + tone.share * Math.sin((2 * Math.PI * tone.hz * atUs) / 1e6), 0);

export const createMicrophone = (host: DeviceHost): DeviceModel => ({
  volts(pin, atUs) {
    if (pin !== 'SIG') return undefined;
    const level = Math.min(LEVEL_MAX, Math.max(0, host.control('level') || 0)) / LEVEL_MAX;
    return dividerVolts(host, 0.5 + 0.5 * FULL_SWING * level * soundAt(atUs), 'VCC', 'GND');
  },
});

export const microphoneDefinition: DeviceDefinition = {
  type: MICROPHONE_TYPE,
  controls: [{ name: 'level', attr: 'level', min: 0, max: LEVEL_MAX, step: 1, fallback: 0, unit: '%' }],
  modules: ['analogio'],
  create: (_part, host) => createMicrophone(host),
};
