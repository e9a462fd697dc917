import {
  clamp,
  createUnionFind,
  DUTY_MAX,
  type Fixed,
  HIGH_FROM_VOLTS,
  type Levels,
  LOGIC_VOLTS,
  type Netlist,
  type PhotoresistorModel,
  type PotModel,
  type SwitchModel,
} from './netlist-model.ts';
import { type Resistor, solveResistorNetwork } from './resistor-network.ts';
import type { BoardDrive, PartInputs, PinDrive } from './simulation.ts';

/**
 * The circuit solved for one drive and one set of inputs (rules 2–6 in netlist.ts): which nets
 * switches join, what drives each net, its volts. Cached per netlist, because the program asks
 * far more often than its outputs or the user's inputs change.
 */

const PULL_OHMS = 50_000;
const POT_OHMS = 10_000;
const LDR_SERIES_OHMS = 10_000;
/** Solved circuits kept per netlist: a blinking program alternates between a few. */
const CACHE_SIZE = 32;

const positionOf = (sw: SwitchModel, inputs: PartInputs): 0 | 1 => {
  const input = inputs[sw.id] ?? sw.initial;
  if (sw.bit === undefined) return input === 1 ? 1 : 0;
  return Math.floor(input / 2 ** sw.bit) % 2 === 1 ? 1 : 0;
};
const potFraction = (pot: PotModel, inputs: PartInputs) => clamp(inputs[pot.id] ?? pot.initial, 0, 1);
const luxOf = (ldr: PhotoresistorModel, inputs: PartInputs) => Math.max(inputs[ldr.id] ?? ldr.lux, 0.01);

/** Wokwi's LDR: rl10 at 10 lux, falling with slope gamma on a log-log scale. */
const ldrOhms = (ldr: PhotoresistorModel, inputs: PartInputs) =>
  ldr.rl10Ohms * (10 / luxOf(ldr, inputs)) ** ldr.gamma;

const sourceOfDrive = (drive: PinDrive | undefined, pin: string): Fixed | undefined => {
  if (drive?.mode === 'output') {
    return drive.openDrain && drive.value ? undefined : { volts: drive.value ? LOGIC_VOLTS : 0 };
  }
  if (drive?.mode === 'pwm') {
    const duty = clamp(drive.duty, 0, DUTY_MAX);
    return { volts: (LOGIC_VOLTS * duty) / DUTY_MAX, pwm: { duty, frequency: drive.frequency } };
  }
  if (drive?.mode === 'neopixel') return { volts: 0, neopixelPin: pin };
  return undefined;
};

const resolveSources = (sources: readonly Fixed[]): Fixed => {
  const [only] = sources;
  if (only && sources.length === 1) return only;
  const volts = sources.map((s) => s.volts);
  return { volts: volts.includes(0) ? 0 : Math.max(...volts) };
};

const driveKey = (drive: PinDrive | undefined): string => {
  if (drive?.mode === 'input') return `i${drive.pull ?? ''}`;
  if (drive?.mode === 'output') return drive.openDrain && drive.value ? 'z' : drive.value ? '1' : '0';
  if (drive?.mode === 'pwm') return `p${drive.duty}/${drive.frequency}`;
  return drive?.mode === 'neopixel' ? 'n' : '';
};

/** Everything levels depend on; NeoPixel colours are read live, so they are left out. */
const signatureOf = (netlist: Netlist, drive: BoardDrive, inputs: PartInputs): string =>
  [
    ...netlist.switches.map((sw) => positionOf(sw, inputs)),
    ...netlist.pots.map((pot) => potFraction(pot, inputs)),
    ...netlist.photoresistors.map((ldr) => luxOf(ldr, inputs)),
    ...[...netlist.boardPins.keys()].map((pin) => driveKey(drive[pin])),
  ].join(',');

const switchedRoots = (netlist: Netlist, inputs: PartInputs): number[] => {
  const sets = createUnionFind();
  for (let i = 0; i < netlist.netCount; i++) sets.add();
  for (const sw of netlist.switches) {
    const pair = sw.joins[positionOf(sw, inputs)];
    if (pair) sets.union(pair[0], pair[1]);
  }
  return Array.from({ length: netlist.netCount }, (_, i) => sets.find(i));
};

const resistorsOf = (netlist: Netlist, inputs: PartInputs, rootOf: (net: number) => number): Resistor[] => {
  const resistors = netlist.resistors.map((r) => ({ ...r, a: rootOf(r.a), b: rootOf(r.b) }));
  const add = (a: number, b: number, ohms: number) => resistors.push({ a: rootOf(a), b: rootOf(b), ohms });
  for (const pot of netlist.pots) {
    const fraction = potFraction(pot, inputs);
    add(pot.gnd, pot.sig, POT_OHMS * fraction);
    add(pot.sig, pot.vcc, POT_OHMS * (1 - fraction));
  }
  for (const ldr of netlist.photoresistors) {
    add(ldr.vcc, ldr.ao, LDR_SERIES_OHMS);
    add(ldr.ao, ldr.gnd, ldrOhms(ldr, inputs));
  }
  return resistors.filter((r) => r.a !== r.b);
};

const solveSources = (netCount: number, sources: ReadonlyMap<number, Fixed[]>, resistors: Resistor[]) => {
  const fixed: (Fixed | undefined)[] = new Array(netCount).fill(undefined);
  const fixedVolts = new Map<number, number>();
  for (const [net, list] of sources) {
    const resolved = resolveSources(list);
    fixed[net] = resolved;
    fixedVolts.set(net, resolved.volts);
  }
  return { fixed, volts: solveResistorNetwork(netCount, fixedVolts, resistors) };
};

/** A powered module's DO: high (its VCC) while AO is above the threshold, i.e. in the dark. */
const comparatorOutputs = (
  netlist: Netlist,
  volts: readonly (number | undefined)[],
  rootOf: (n: number) => number,
) =>
  netlist.photoresistors.flatMap((ldr) => {
    const [vcc, gnd, ao] = [volts[rootOf(ldr.vcc)], volts[rootOf(ldr.gnd)], volts[rootOf(ldr.ao)]];
    if (vcc === undefined || gnd === undefined || ao === undefined || vcc <= gnd) return [];
    return [{ net: ldr.do, source: { volts: ao > ldr.threshold ? vcc : gnd } }];
  });

const pulledVolts = (
  netlist: Netlist,
  drive: BoardDrive,
  rootOf: (net: number) => number,
  volts: readonly (number | undefined)[],
  resistors: readonly Resistor[],
): (number | undefined)[] => {
  const [high, low] = [netlist.netCount, netlist.netCount + 1];
  const pulls: Resistor[] = [];
  for (const [pin, net] of netlist.boardPins) {
    const d = drive[pin];
    if (d?.mode !== 'input' || !d.pull || volts[rootOf(net)] !== undefined) continue;
    pulls.push({ a: rootOf(net), b: d.pull === 'up' ? high : low, ohms: PULL_OHMS });
  }
  if (pulls.length === 0) return [];
  const floating = resistors.filter((r) => volts[r.a] === undefined);
  const rails = new Map([
    [high, LOGIC_VOLTS],
    [low, 0],
  ]);
  return solveResistorNetwork(netlist.netCount + 2, rails, [...floating, ...pulls]);
};

const solveLevels = (netlist: Netlist, drive: BoardDrive, inputs: PartInputs): Levels => {
  const root = switchedRoots(netlist, inputs);
  const rootOf = (net: number) => root[net] ?? net;
  const sources = new Map<number, Fixed[]>();
  const add = (net: number, source: Fixed) => {
    const list = sources.get(rootOf(net));
    if (list) list.push(source);
    else sources.set(rootOf(net), [source]);
  };
  for (const { net, volts } of netlist.supplies) add(net, { volts });
  for (const [pin, net] of netlist.boardPins) {
    const source = sourceOfDrive(drive[pin], pin);
    if (source) add(net, source);
  }
  const resistors = resistorsOf(netlist, inputs, rootOf);
  let { fixed, volts } = solveSources(netlist.netCount, sources, resistors);
  const comparators = comparatorOutputs(netlist, volts, rootOf);
  if (comparators.length > 0) {
    for (const { net, source } of comparators) add(net, source);
    ({ fixed, volts } = solveSources(netlist.netCount, sources, resistors));
  }
  const neighbours: number[][] = Array.from({ length: netlist.netCount }, () => []);
  for (const { a, b } of resistors) {
    neighbours[a]?.push(b);
    neighbours[b]?.push(a);
  }
  const pulled = pulledVolts(netlist, drive, rootOf, volts, resistors);
  return { root, fixed, volts, pulled, neighbours };
};

/** Solved levels, from the cache when the same drive and inputs were seen recently. */
export const levelsOf = (netlist: Netlist, drive: BoardDrive, inputs: PartInputs): Levels => {
  const key = signatureOf(netlist, drive, inputs);
  const cached = netlist.cache.get(key);
  netlist.cache.delete(key);
  const levels = cached ?? solveLevels(netlist, drive, inputs);
  netlist.cache.set(key, levels);
  if (netlist.cache.size > CACHE_SIZE) netlist.cache.delete(netlist.cache.keys().next().value ?? '');
  return levels;
};

export const rootOfIn = (levels: Levels, net: number) => levels.root[net] ?? net;
export const voltsIn = (levels: Levels, net: number) => levels.volts[rootOfIn(levels, net)];
export const isHigh = (volts: number | undefined) => volts !== undefined && volts >= HIGH_FROM_VOLTS;
export const isLow = (volts: number | undefined) => volts !== undefined && volts < HIGH_FROM_VOLTS;

/**
 * Breadth-first from `start` through resistors, the first net `pick` accepts. Driven nets end a
 * path: a signal goes no further than the output that drives it.
 */
export const findReached = <T>(
  levels: Levels,
  start: number,
  pick: (net: number) => T | undefined,
): T | undefined => {
  const queue = [rootOfIn(levels, start)];
  const seen = new Set(queue);
  for (let i = 0; i < queue.length; i++) {
    const net = queue[i] ?? 0;
    const found = pick(net);
    if (found !== undefined) return found;
    if (levels.fixed[net]) continue;
    for (const next of levels.neighbours[net] ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return undefined;
};

/** Volts on a board pin: driven, else pulled, else `undefined` (floating). */
export const pinVolts = (
  netlist: Netlist,
  drive: BoardDrive,
  inputs: PartInputs,
  pin: string,
): number | undefined => {
  const net = netlist.boardPins.get(pin);
  if (net !== undefined) {
    const levels = levelsOf(netlist, drive, inputs);
    return voltsIn(levels, net) ?? levels.pulled[rootOfIn(levels, net)];
  }
  const own = drive[pin];
  if (own?.mode === 'input' && own.pull) return own.pull === 'up' ? LOGIC_VOLTS : 0;
  return sourceOfDrive(own, pin)?.volts;
};
