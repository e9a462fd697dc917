import { JOYSTICK_HORZ_HIGH_ATTR } from '../circuit/bitdoglab.ts';
import type { DeviceHost, DeviceModel } from './device.ts';
import type { DeviceDefinition } from './registry.ts';
import { dividerVolts } from './supply.ts';

/**
 * The analog joystick (Wokwi's `wokwi-analog-joystick`, pins VCC, VERT, HORZ, SEL, GND): two
 * potentiometers resting at half the supply and a push button. Controls `x` and `y` go from −1
 * to 1 (right and up positive); as in Wokwi, VERT goes from 0 V at the bottom to VCC at the top
 * and HORZ from 0 V at the right to VCC at the left. SEL floats, and is joined to the module's GND
 * while `press` is 1 (a program reads it with a pull-up).
 *
 * The BitDogLab's own stick reads X higher to the right: its inner joystick (circuit/board-inside.ts)
 * carries `horzHigh: "right"`, which turns HORZ round. No part of the palette has that attr.
 */

export const createAnalogJoystick = (host: DeviceHost, isHorzHighRight = false): DeviceModel => {
  const axis = (name: string) => Math.min(1, Math.max(-1, host.control(name) || 0));
  return {
    drivenPins: ['SEL'],
    volts(pin) {
      if (pin === 'VERT') return dividerVolts(host, (1 + axis('y')) / 2);
      if (pin === 'HORZ') return dividerVolts(host, (1 + (isHorzHighRight ? 1 : -1) * axis('x')) / 2);
      return undefined;
    },
    output: (pin) =>
      pin === 'SEL' && host.control('press') >= 0.5 && host.supplyVolts?.('GND') === 0 ? false : undefined,
  };
};

export const analogJoystickDefinition: DeviceDefinition = {
  type: 'wokwi-analog-joystick',
  controls: [
    { name: 'x', attr: 'x', min: -1, max: 1, step: 0.01, fallback: 0, unit: '' },
    { name: 'y', attr: 'y', min: -1, max: 1, step: 0.01, fallback: 0, unit: '' },
    { name: 'press', attr: 'press', min: 0, max: 1, step: 1, fallback: 0, unit: '' },
  ],
  modules: ['analogio', 'digitalio'],
  create: (part, host) => createAnalogJoystick(host, part.attrs[JOYSTICK_HORZ_HIGH_ATTR] === 'right'),
};
