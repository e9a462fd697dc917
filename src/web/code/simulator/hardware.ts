import { type Netlist, readDigital, readVoltage } from '../../../domain/circuit/netlist.ts';
import type { BoardDrive, PartInputs, PinDrive, Pull } from '../../../domain/circuit/simulation.ts';
import type { Clock } from './clock.ts';

/**
 * The board side of the simulator: what the Python shims call as `_chispa.<name>(…)`. It keeps
 * the `BoardDrive` (what the program does with each GPIO, by the Pico part's pin names) and
 * answers reads from the netlist with the user's current inputs.
 */

/** GPIO24 senses VBUS: high on USB power. */
const VBUS_SENSE = 'GP24';
/** GPIO29 (A3, VOLTAGE_MONITOR) reads VSYS / 3; VSYS is about 4.7 V on USB power. */
const VOLTAGE_MONITOR = 'GP29';
const VSYS_VOLTS = 4.7;

export interface HardwareOptions {
  netlist: Netlist;
  /** The user's inputs now (buttons, potentiometers…); called on every read. */
  inputs: () => PartInputs;
  clock: Clock;
  /** Called after each change of the drive, never for a write that changes nothing. */
  onDrive?: (drive: BoardDrive) => void;
}

/** Functions registered as the `_chispa` module; Python calls them synchronously. They never throw. */
export interface HardwareBridge {
  drive_input(pin: string, pull: Pull | null): void;
  drive_output(pin: string, value: boolean, openDrain: boolean): void;
  drive_pwm(pin: string, duty: number, frequency: number): void;
  /** `wireHex`: the bytes sent, as hex; WS2812 pixels read them as G, R, B. */
  drive_neopixel(pin: string, wireHex: string): void;
  release(pin: string): void;
  read_digital(pin: string): boolean;
  read_voltage(pin: string): number;
  now(): number;
  sleep(ms: number): void;
}

export interface Hardware {
  bridge: HardwareBridge;
  drive(): BoardDrive;
}

const isSameDrive = (a: PinDrive | undefined, b: PinDrive | undefined): boolean => {
  if (a === undefined || b === undefined) return a === b;
  switch (a.mode) {
    case 'input':
      return b.mode === 'input' && a.pull === b.pull;
    case 'output':
      return b.mode === 'output' && a.value === b.value && !!a.openDrain === !!b.openDrain;
    case 'pwm':
      return b.mode === 'pwm' && a.duty === b.duty && a.frequency === b.frequency;
    case 'neopixel':
      return (
        b.mode === 'neopixel' &&
        a.pixels.length === b.pixels.length &&
        a.pixels.every((p, i) => {
          const q = b.pixels[i];
          return q !== undefined && p[0] === q[0] && p[1] === q[1] && p[2] === q[2];
        })
      );
  }
};

/** Wire bytes → one [r, g, b] per complete GRB triplet. */
export const pixelsFromWire = (wireHex: string): [number, number, number][] => {
  const bytes = (wireHex.match(/../g) ?? []).map((h) => Number.parseInt(h, 16));
  const pixels: [number, number, number][] = [];
  for (let i = 0; i + 2 < bytes.length; i += 3) {
    pixels.push([bytes[i + 1] ?? 0, bytes[i] ?? 0, bytes[i + 2] ?? 0]);
  }
  return pixels;
};

export const createHardware = ({ netlist, inputs, clock, onDrive }: HardwareOptions): Hardware => {
  let drive: BoardDrive = {};

  const update = (pin: string, next: PinDrive | undefined) => {
    if (isSameDrive(drive[pin], next)) return;
    const { [pin]: _previous, ...others } = drive;
    drive = next === undefined ? others : { ...others, [pin]: next };
    onDrive?.(drive);
  };

  // A tight `led.value = button.value` loop reads the same pin over and over: remember
  // answers until the drive or the inputs change (the provider returns a new object then).
  let readsFor: { drive: BoardDrive; inputs: PartInputs } | undefined;
  const reads = new Map<string, number | boolean>();
  const remembered = <T extends number | boolean>(key: string, read: (now: PartInputs) => T): T => {
    const now = inputs();
    if (readsFor?.drive !== drive || readsFor.inputs !== now) {
      reads.clear();
      readsFor = { drive, inputs: now };
    }
    const known = reads.get(key);
    if (known !== undefined) return known as T;
    const value = read(now);
    reads.set(key, value);
    return value;
  };

  const bridge: HardwareBridge = {
    drive_input: (pin, pull) => update(pin, pull ? { mode: 'input', pull } : { mode: 'input' }),
    drive_output: (pin, value, openDrain) =>
      update(pin, openDrain ? { mode: 'output', value, openDrain } : { mode: 'output', value }),
    drive_pwm: (pin, duty, frequency) => update(pin, { mode: 'pwm', duty, frequency }),
    drive_neopixel: (pin, wireHex) => update(pin, { mode: 'neopixel', pixels: pixelsFromWire(wireHex) }),
    release: (pin) => update(pin, undefined),
    read_digital: (pin) =>
      pin === VBUS_SENSE || remembered(`d${pin}`, (now) => readDigital(netlist, drive, now, pin)),
    read_voltage: (pin) =>
      pin === VOLTAGE_MONITOR
        ? VSYS_VOLTS / 3
        : remembered(`v${pin}`, (now) => readVoltage(netlist, drive, now, pin)),
    now: () => clock.now(),
    sleep: (ms) => clock.sleep(ms),
  };
  return { bridge, drive: () => drive };
};
