import type { DeviceHost } from './device.ts';

/**
 * How a module is powered, from the board supplies its VCC and GND pins are wired to. A module
 * with either pin unwired does nothing: its outputs float, as on a breadboard.
 */

/** The volts a digital module runs on: its VCC on 3V3, VSYS or VBUS and its GND on GND; else undefined. */
export const poweredVolts = (host: DeviceHost, vcc = 'VCC', gnd = 'GND'): number | undefined => {
  const high = host.supplyVolts?.(vcc);
  return high !== undefined && high > 0 && host.supplyVolts?.(gnd) === 0 ? high : undefined;
};

/**
 * The volts at `fraction` of the way from a divider's GND end to its VCC end (a wiper, a
 * thermistor divider's tap); undefined when either end is unwired. Ends swapped swap the answer,
 * as they would on the bench.
 */
export const dividerVolts = (
  host: DeviceHost,
  fraction: number,
  vcc = 'VCC',
  gnd = 'GND',
): number | undefined => {
  const high = host.supplyVolts?.(vcc);
  const low = host.supplyVolts?.(gnd);
  if (high === undefined || low === undefined) return undefined;
  return low + (high - low) * Math.min(1, Math.max(0, fraction));
};
