import type { Resistor } from './resistor-network.ts';

/** The netlist's data (netlist.ts builds it, netlist-levels.ts solves it, netlist-outputs.ts shows it). */

export const LOGIC_VOLTS = 3.3;
/** A digital input reads high from half the logic supply up. */
export const HIGH_FROM_VOLTS = LOGIC_VOLTS / 2;
export const DUTY_MAX = 65_535;

type NetPair = readonly [number, number];

export type InteractiveKind = 'button' | 'switch' | 'potentiometer' | 'photoresistor' | 'keypad';
export interface InteractivePart {
  id: string;
  kind: InteractiveKind;
}

/**
 * Joins the pair for its position (0 or 1); `undefined` is open. `id` is the input that moves it:
 * the part's id, or for a keypad's key `<part id>.keys`, a bitmask of which `bit` is this key.
 */
export interface SwitchModel {
  id: string;
  initial: 0 | 1;
  joins: readonly [NetPair | undefined, NetPair | undefined];
  bit?: number;
}
export interface PotModel {
  id: string;
  gnd: number;
  sig: number;
  vcc: number;
  /** Wiper position 0 (at GND) – 1 (at VCC) when the user has not moved it. */
  initial: number;
}
/** Wokwi's module: 10 kΩ from VCC to AO, the LDR from AO to GND, a comparator on DO. */
export interface PhotoresistorModel {
  id: string;
  vcc: number;
  gnd: number;
  ao: number;
  do: number;
  lux: number;
  threshold: number;
  rl10Ohms: number;
  gamma: number;
}
export interface LedModel {
  id: string;
  anode: number;
  cathode: number;
}
export interface RgbLedModel {
  id: string;
  channels: readonly [number, number, number];
  common: number;
  isCommonAnode: boolean;
}
export interface ServoModel {
  id: string;
  gnd: number;
  power: number;
  signal: number;
}
export interface BuzzerModel {
  id: string;
  minus: number;
  plus: number;
}
/** A WS2812 part in a chain: one pixel (`wokwi-neopixel`) or a ring of them (`wokwi-led-ring`). */
export interface NeopixelModel {
  id: string;
  vdd: number;
  vss: number;
  din: number;
  dout: number;
  /** The pixels it takes from the chain: 1, or the ring's. */
  count: number;
  isRing: boolean;
}

export interface NetlistParts {
  switches: SwitchModel[];
  resistors: Resistor[];
  pots: PotModel[];
  photoresistors: PhotoresistorModel[];
  leds: LedModel[];
  rgbLeds: RgbLedModel[];
  servos: ServoModel[];
  buzzers: BuzzerModel[];
  neopixels: NeopixelModel[];
  interactive: InteractivePart[];
}

export interface Netlist extends Readonly<NetlistParts> {
  /** The board the program runs on: the first Pico. */
  readonly board: string | undefined;
  /** Nets are numbered 0 … netCount − 1. */
  readonly netCount: number;
  /** The board's GPIOs that wires reach (`GP15`) → their net. */
  readonly boardPins: ReadonlyMap<string, number>;
  /** Every pin wires reach (`led1:A`, `pico:GP15`) → its net; `part:#strip` keys are inner strips. */
  readonly pinNets: ReadonlyMap<string, number>;
  /** The board's GND, 3V3, VSYS, VBUS nets. */
  readonly supplies: readonly { net: number; volts: number }[];
  /** Solved circuits by drive and inputs (netlist-levels.ts), oldest first. */
  readonly cache: Map<string, Levels>;
}

export interface Fixed {
  volts: number;
  /** Set when a lone PWM output drives the net. */
  pwm?: { duty: number; frequency: number };
  /** Set when a lone NeoPixel output drives the net. */
  neopixelPin?: string;
}

export interface Levels {
  /** Net → the net that stands for it once switches join nets. */
  root: readonly number[];
  /** By root: the sources driving the net. */
  fixed: readonly (Fixed | undefined)[];
  /** By root: volts from sources and resistors; `undefined` floats. */
  volts: readonly (number | undefined)[];
  /** By root: volts from the board's pulls, for nets that float otherwise. */
  pulled: readonly (number | undefined)[];
  /** By root: nets one resistor away. */
  neighbours: readonly (readonly number[])[];
  /** NeoPixel id → where its colour comes from; found on first use. */
  chain?: Map<string, { pin: string; index: number }>;
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Disjoint sets of 0, 1, 2…: `add` one, `union` two, `find` a set's representative. */
export const createUnionFind = () => {
  const parent: number[] = [];
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] ?? root;
    for (let j = i; parent[j] !== root; ) {
      const next = parent[j] ?? root;
      parent[j] = root;
      j = next;
    }
    return root;
  };
  return {
    add: () => parent.push(parent.length) - 1,
    find,
    union: (a: number, b: number) => {
      const [ra, rb] = [find(a), find(b)];
      if (ra !== rb) parent[rb] = ra;
    },
  };
};
