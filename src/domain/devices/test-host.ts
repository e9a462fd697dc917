import type { DeviceHost } from './device.ts';

/**
 * A host for device tests: the supplies the part's pins are wired to (VCC on 3V3 and GND on GND
 * unless told) and controls the test may change between calls.
 */
export const testHost = ({
  supplies = { VCC: 3.3, GND: 0 },
  controls = {},
}: {
  supplies?: Record<string, number>;
  controls?: Record<string, number>;
} = {}): DeviceHost & { controls: Record<string, number> } => {
  const values = { ...controls };
  return {
    controls: values,
    boardLevel: () => undefined,
    control: (name) => values[name] ?? Number.NaN,
    supplyVolts: (pin) => supplies[pin],
  };
};
