import type { Diagram } from '../circuit/diagram.ts';
import type { Netlist } from '../circuit/netlist.ts';
import type { PartInputs, PinDrive } from '../circuit/simulation.ts';
import type { DeviceModel, DeviceView, Drive, Edge, I2cTarget } from './device.ts';
import { controlFromAttr, controlKey, deviceDefinitionOf } from './registry.ts';

/**
 * The devices of one run, placed in its circuit: the board's side of the device interface. It
 * tells each device what the board drives on the nets its pins share with the board, answers the
 * board's reads from what the devices drive, and finds the devices on a bus.
 */

interface Placed {
  id: string;
  model: DeviceModel;
  /** Part pin → net. */
  nets: ReadonlyMap<string, number>;
}

export interface CircuitDevices {
  /** Whether any device is in the circuit at all (a run without one skips all of this). */
  readonly any: boolean;
  /** The board's drive of one GPIO changed at `atUs`. */
  boardDrive(boardPin: string, drive: PinDrive | undefined, atUs: number): void;
  /** What the devices drive on the net of `boardPin` at `atUs`; undefined when none does. */
  read(boardPin: string, atUs: number): Drive;
  /** Volts a device puts on the net of `boardPin` (an analog module), or undefined. */
  volts(boardPin: string, atUs: number): number | undefined;
  /** The edges devices drive on the net of `boardPin` in (fromUs, toUs]. */
  edges(boardPin: string, fromUs: number, toUs: number): Edge[];
  /** The I2C devices whose SDA and SCL are on the nets of these board pins. */
  i2cTargets(sdaPin: string, sclPin: string): I2cTarget[];
  /** Every device's view now, by part id, for those that show something. */
  views(atUs: number): Record<string, DeviceView>;
}

/**
 * Net → the board GPIO whose level reaches it: the GPIO's own net, or a net one resistor away
 * with no GPIO or supply of its own (a series resistor passes a logic level on: a segment behind
 * its resistor, an ECHO behind a divider).
 */
const boardPinsByNet = (netlist: Netlist): Map<number, string> => {
  const direct = new Map<number, string>();
  for (const [pin, net] of netlist.boardPins) direct.set(net, pin);
  const byNet = new Map(direct);
  const supplies = new Set(netlist.supplies.map(({ net }) => net));
  for (const { a, b } of netlist.resistors) {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const pin = direct.get(from);
      if (pin !== undefined && !byNet.has(to) && !supplies.has(to)) byNet.set(to, pin);
    }
  }
  return byNet;
};

/** The level a pin's drive puts on its net: an output's value; nothing for an input. */
const levelOfDrive = (drive: PinDrive | undefined): Drive => {
  switch (drive?.mode) {
    case 'output':
      return drive.openDrain && drive.value ? undefined : drive.value;
    case 'pwm':
      return drive.duty > 0;
    case 'neopixel':
      return false;
    default:
      return undefined;
  }
};

export const createCircuitDevices = (
  diagram: Diagram,
  netlist: Netlist,
  inputs: () => PartInputs,
): CircuitDevices => {
  /** Board GPIO → the level the board drives there now. */
  const boardLevels = new Map<string, Drive>();
  /** Net → board GPIO on it, or behind a series resistor. */
  const boardPinOfNet = boardPinsByNet(netlist);
  const suppliesByNet = new Map(netlist.supplies.map(({ net, volts }) => [net, volts]));

  const placed: Placed[] = [];
  for (const part of diagram.parts) {
    const definition = deviceDefinitionOf(part.type);
    if (!definition) continue;
    const prefix = `${part.id}:`;
    const nets = new Map<string, number>();
    for (const [key, net] of netlist.pinNets) {
      if (key.startsWith(prefix) && !key.startsWith(`${prefix}#`)) nets.set(key.slice(prefix.length), net);
    }
    const controls = new Map(definition.controls.map((control) => [control.name, control]));
    const model = definition.create(part, {
      boardLevel: (pin) => {
        const net = nets.get(pin);
        const boardPin = net === undefined ? undefined : boardPinOfNet.get(net);
        return boardPin === undefined ? undefined : boardLevels.get(boardPin);
      },
      supplyVolts: (pin) => {
        const net = nets.get(pin);
        return net === undefined ? undefined : suppliesByNet.get(net);
      },
      control: (name) => {
        const control = controls.get(name);
        if (!control) return Number.NaN;
        const value = inputs()[controlKey(part.id, name)];
        return value === undefined || Number.isNaN(value)
          ? controlFromAttr(part, control)
          : Math.min(control.max, Math.max(control.min, value));
      },
    });
    placed.push({ id: part.id, model, nets });
  }

  /** Board GPIO → the device pins on its net. */
  const devicePinsOf = (boardPin: string): { device: Placed; pin: string }[] => {
    const found: { device: Placed; pin: string }[] = [];
    for (const device of placed) {
      for (const [pin, pinNet] of device.nets) {
        if (boardPinOfNet.get(pinNet) === boardPin) found.push({ device, pin });
      }
    }
    return found;
  };
  const pinsCache = new Map<string, { device: Placed; pin: string }[]>();
  const onNet = (boardPin: string) => {
    let found = pinsCache.get(boardPin);
    if (!found) {
      found = devicePinsOf(boardPin);
      pinsCache.set(boardPin, found);
    }
    return found;
  };
  const drives = (device: Placed, pin: string) => device.model.drivenPins?.includes(pin) ?? false;

  return {
    any: placed.length > 0,
    boardDrive(boardPin, drive, atUs) {
      const level = levelOfDrive(drive);
      if (boardLevels.has(boardPin) && boardLevels.get(boardPin) === level) return;
      boardLevels.set(boardPin, level);
      for (const { device, pin } of onNet(boardPin)) device.model.onBoardLevel?.(pin, level, atUs);
    },
    read(boardPin, atUs) {
      let level: Drive;
      for (const { device, pin } of onNet(boardPin)) {
        if (!drives(device, pin)) continue;
        const driven = device.model.output?.(pin, atUs);
        // Two devices on one net: a low wins, as on an open-drain line.
        if (driven === false) return false;
        if (driven === true) level = true;
      }
      return level;
    },
    volts(boardPin, atUs) {
      for (const { device, pin } of onNet(boardPin)) {
        const volts = device.model.volts?.(pin, atUs);
        if (volts !== undefined) return volts;
      }
      return undefined;
    },
    edges(boardPin, fromUs, toUs) {
      for (const { device, pin } of onNet(boardPin)) {
        if (drives(device, pin) && device.model.edges) return device.model.edges(pin, fromUs, toUs);
      }
      return [];
    },
    i2cTargets(sdaPin, sclPin) {
      const sda = netlist.boardPins.get(sdaPin);
      const scl = netlist.boardPins.get(sclPin);
      if (sda === undefined || scl === undefined) return [];
      return placed.flatMap(({ model, nets }) =>
        model.i2c && nets.get(model.i2c.pins.sda) === sda && nets.get(model.i2c.pins.scl) === scl
          ? [model.i2c]
          : [],
      );
    },
    views(atUs) {
      const views: Record<string, DeviceView> = {};
      for (const { id, model } of placed) {
        const view = model.view?.(atUs);
        if (view) views[id] = view;
      }
      return views;
    },
  };
};
