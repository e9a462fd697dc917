import type { DeviceHost, DeviceModel } from './device.ts';
import type { DeviceDefinition } from './registry.ts';
import { dividerVolts } from './supply.ts';

/**
 * The slide potentiometer (Wokwi's `wokwi-slide-potentiometer`, pins VCC, SIG, GND): SIG is the
 * wiper, `value` / 1023 of the way from GND to VCC, like the rotary one's attr `value`.
 */

export const VALUE_MAX = 1023;

export const createSlidePotentiometer = (host: DeviceHost): DeviceModel => ({
  volts: (pin) => (pin === 'SIG' ? dividerVolts(host, host.control('value') / VALUE_MAX) : undefined),
});

export const slidePotentiometerDefinition: DeviceDefinition = {
  type: 'wokwi-slide-potentiometer',
  controls: [{ name: 'value', attr: 'value', min: 0, max: VALUE_MAX, step: 1, fallback: 0, unit: '' }],
  modules: ['analogio'],
  create: (_part, host) => createSlidePotentiometer(host),
};
