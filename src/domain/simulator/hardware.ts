import type { Diagram } from '../circuit/diagram.ts';
import { type Netlist, readDigital, readVoltage } from '../circuit/netlist.ts';
import type { BoardDrive, PartInputs, PinDrive, Pull } from '../circuit/simulation.ts';
import { type CircuitDevices, createCircuitDevices } from '../devices/circuit-devices.ts';
import type { DeviceView } from '../devices/device.ts';
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
  /** The circuit the netlist was built from: its parts' device models (domain/devices). */
  diagram?: Diagram;
  /** The user's inputs now (buttons, potentiometers…); called on every read. */
  inputs: () => PartInputs;
  clock: Clock;
  /** Called after each change of the drive, never for a write that changes nothing. */
  onDrive?: (drive: BoardDrive) => void;
  /** What the devices show (a display's memory, a segment's glow), when it may have changed. */
  onViews?: (views: Record<string, DeviceView>) => void;
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
  /** The edges devices drive on `pin` since `fromUs` (µs of the run), as `"µs,level;…"`. */
  edges(pin: string, fromUs: number): string;
  /**
   * pulseio.PulseIn.resume(trigger_duration): the board drives `pin` to `level` for `us`, then
   * lets go (an input); the program waits meanwhile, as the firmware does.
   */
  pulse_trigger(pin: string, level: boolean, us: number): void;
  /** Whether a resistor or a module holds SDA and SCL high (busio.I2C checks this on creation). */
  i2c_pulled_up(sda: string, scl: string): boolean;
  /** Whether two board pins are joined by wires (a UART's TX wired to an RX). */
  same_net(a: string, b: string): boolean;
  /** The addresses that answer on the bus, comma separated. */
  i2c_scan(sda: string, scl: string): string;
  /** Writes `hex` to `address`; false when nobody acknowledges. `frequency` sets the time it takes. */
  i2c_write(sda: string, scl: string, address: number, hex: string, frequency: number): boolean;
  /** Reads `count` bytes from `address` as hex; `''` when nobody acknowledges. */
  i2c_read(sda: string, scl: string, address: number, count: number, frequency: number): string;
}

export interface Hardware {
  bridge: HardwareBridge;
  drive(): BoardDrive;
  /** What the devices show now. */
  views(): Record<string, DeviceView>;
  /** Hands the latest views on, whenever they were last sent: the program has ended. */
  flushViews(): void;
}

/** An I2C byte is 9 clocks (8 bits and the acknowledge); a transaction adds its address byte. */
const i2cMs = (bytes: number, frequency: number) => ((bytes + 1) * 9 * 1000) / Math.max(1, frequency);

const NO_DEVICES: CircuitDevices = {
  any: false,
  boardDrive: () => {},
  read: () => undefined,
  volts: () => undefined,
  edges: () => [],
  i2cTargets: () => [],
  views: () => ({}),
};

/** Views reach the page at most this often (ms of the run), and before every sleep. */
const VIEWS_EVERY_MS = 16;

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

const hexOf = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const bytesOf = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

export const createHardware = ({
  netlist,
  diagram,
  inputs,
  clock,
  onDrive,
  onViews,
}: HardwareOptions): Hardware => {
  let drive: BoardDrive = {};
  const devices = diagram ? createCircuitDevices(diagram, netlist, inputs) : NO_DEVICES;
  const nowUs = () => clock.now() * 1000;

  let viewsSentAt = Number.NEGATIVE_INFINITY;
  let lastViews = '';
  const sendViews = (force: boolean) => {
    if (!devices.any || !onViews) return;
    if (!force && clock.now() - viewsSentAt < VIEWS_EVERY_MS) return;
    viewsSentAt = clock.now();
    const views = devices.views(nowUs());
    const text = JSON.stringify(views);
    if (text === lastViews) return;
    lastViews = text;
    onViews(views);
  };

  const update = (pin: string, next: PinDrive | undefined) => {
    if (isSameDrive(drive[pin], next)) return;
    const { [pin]: _previous, ...others } = drive;
    drive = next === undefined ? others : { ...others, [pin]: next };
    devices.boardDrive(pin, next, nowUs());
    onDrive?.(drive);
    sendViews(false);
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
    read_digital: (pin) => {
      if (pin === VBUS_SENSE) return true;
      const driven = devices.read(pin, nowUs());
      if (driven !== undefined) return driven;
      return remembered(`d${pin}`, (now) => readDigital(netlist, drive, now, pin));
    },
    read_voltage: (pin) =>
      pin === VOLTAGE_MONITOR
        ? VSYS_VOLTS / 3
        : (devices.volts(pin, nowUs()) ??
          remembered(`v${pin}`, (now) => readVoltage(netlist, drive, now, pin))),
    now: () => clock.now(),
    sleep: (ms) => {
      sendViews(true);
      clock.sleep(ms);
    },
    edges: (pin, fromUs) =>
      devices
        .edges(pin, fromUs, nowUs())
        .map((edge) => `${edge.atUs},${edge.level ? 1 : 0}`)
        .join(';'),
    pulse_trigger: (pin, level, us) => {
      update(pin, { mode: 'output', value: level });
      clock.sleep(us / 1000);
      update(pin, { mode: 'input' });
    },
    i2c_pulled_up: (sda, scl) => {
      if (devices.i2cTargets(sda, scl).length > 0) return true;
      // With both pins let go, each line must still read high: something outside holds it there.
      const { [sda]: _sda, [scl]: _scl, ...others } = drive;
      const released = { ...others, [sda]: { mode: 'input' }, [scl]: { mode: 'input' } } as BoardDrive;
      const now = inputs();
      return (
        (readVoltage(netlist, released, now, sda) ?? 0) > 1.65 &&
        (readVoltage(netlist, released, now, scl) ?? 0) > 1.65
      );
    },
    same_net: (a, b) => {
      const net = netlist.boardPins.get(a);
      return net !== undefined && net === netlist.boardPins.get(b);
    },
    i2c_scan: (sda, scl) =>
      devices
        .i2cTargets(sda, scl)
        .map((target) => target.address())
        .sort((a, b) => a - b)
        .join(','),
    i2c_write: (sda, scl, address, hex, frequency) => {
      const bytes = bytesOf(hex);
      clock.sleep(i2cMs(bytes.length, frequency));
      const targets = devices.i2cTargets(sda, scl).filter((target) => target.address() === address);
      for (const target of targets) target.write(bytes, nowUs());
      if (targets.length > 0) sendViews(false);
      return targets.length > 0;
    },
    i2c_read: (sda, scl, address, count, frequency) => {
      clock.sleep(i2cMs(count, frequency));
      const target = devices.i2cTargets(sda, scl).find((t) => t.address() === address);
      return target ? hexOf(target.read(count, nowUs())) : '';
    },
  };
  return {
    bridge,
    drive: () => drive,
    views: () => devices.views(nowUs()),
    flushViews: () => sendViews(true),
  };
};
