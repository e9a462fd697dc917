import type { DiagramPart } from '../circuit/diagram.ts';
import type { DeviceHost, DeviceModel } from './device.ts';
import type { DeviceDefinition } from './registry.ts';
import { dividerVolts } from './supply.ts';

/**
 * The NTC temperature module (Wokwi's `wokwi-ntc-temperature-sensor`, pins GND, VCC, OUT): a
 * 10 kΩ resistor from VCC to OUT and a 10 kΩ thermistor (β from the `beta` attr, 3950 unless
 * set) from OUT to GND, so OUT falls as the temperature rises. Wokwi's own formula turns a 10-bit
 * reading `a` back into degrees: 1 / (ln(1 / (1023 / a − 1)) / β + 1 / 298.15) − 273.15.
 */

const FIXED_OHMS = 10_000;
const NOMINAL_OHMS = 10_000;
const NOMINAL_KELVIN = 298.15;

/** The thermistor's share of the divider at `celsius`: OUT as a fraction of the supply. */
export const ntcFraction = (celsius: number, beta: number): number => {
  const ohms = NOMINAL_OHMS * Math.exp(beta * (1 / (celsius + 273.15) - 1 / NOMINAL_KELVIN));
  return ohms / (ohms + FIXED_OHMS);
};

export const createNtcTemperatureSensor = (part: DiagramPart, host: DeviceHost): DeviceModel => {
  const beta = Number.parseFloat(part.attrs.beta ?? '');
  const betaOrDefault = Number.isFinite(beta) && beta > 0 ? beta : 3950;
  return {
    volts: (pin) =>
      pin === 'OUT' ? dividerVolts(host, ntcFraction(host.control('temperature'), betaOrDefault)) : undefined,
  };
};

export const ntcTemperatureSensorDefinition: DeviceDefinition = {
  type: 'wokwi-ntc-temperature-sensor',
  controls: [
    { name: 'temperature', attr: 'temperature', min: -40, max: 125, step: 0.1, fallback: 24, unit: '°C' },
  ],
  modules: ['analogio'],
  create: (part, host) => createNtcTemperatureSensor(part, host),
};
