import type { Diagram, DiagramPart } from './diagram.ts';
import { isHigh, pinVolts } from './netlist-levels.ts';
import {
  clamp,
  createUnionFind,
  type InteractivePart,
  type Netlist,
  type NetlistParts,
} from './netlist-model.ts';
import { PICO_TYPE } from './parts.ts';
import type { BoardDrive, PartInputs } from './simulation.ts';

/**
 * What the circuit does while a program runs (issue 4). A model a student could check with a
 * multimeter, not SPICE:
 *
 * 1. Nets. Wires join pins, and so do a part's inner strips: a breadboard's column of five holes
 *    (`12t.a`…`12t.e`) and its rails (`tp.1`…`tp.25`), a pushbutton's legs (`1.l`–`1.r`) and
 *    Wokwi's `NAME.n` pins (the Pico's `GND.1`…`GND.8`). Built once per run.
 * 2. Switches. A pressed pushbutton (input 1) joins legs 1 and 2. A slide switch joins its middle
 *    pin 2 to pin 1 in position 0 (the default; attr `value` "1" starts it at 1) or to pin 3 in
 *    position 1. A membrane keypad's pressed key (a bit of input `<id>.keys`) joins its row and
 *    column.
 * 3. Sources. The board's GND is 0 V, 3V3 3.3 V, VSYS and VBUS 5 V. A GPIO output drives 3.3 V
 *    or 0 V (open drain: 0 V or nothing); PWM drives its average, duty / 65535 × 3.3 V; a NeoPixel
 *    pin idles at 0 V; an input drives nothing. Sources that disagree on one net are a short: the
 *    net sits at 0 V if one of them is at 0 V, else at the highest.
 * 4. Resistors. Resistors, potentiometer tracks (10 kΩ split at the wiper) and the photoresistor
 *    module's divider are solved as a resistor network (resistor-network.ts): each net gets the
 *    volts a voltmeter would read with the LEDs taken out. A net with no path to a source floats.
 * 5. Pulls. Only floating nets feel the board's pulls (50 kΩ to 3.3 V or 0 V), so any outside
 *    path, even through a resistor, beats them. Pulls never light an LED.
 * 6. Reading. A digital input reads high from 1.65 V up; a floating one reads its pull, or low.
 * 7. Showing. LEDs, servos, buzzers and NeoPixels read those volts (netlist-outputs.ts).
 */

const DEFAULT_OHMS = 220;
const MAX_RING_PIXELS = 256;
const SUPPLY_VOLTS: Readonly<Record<string, number>> = { GND: 0, '3V3': 3.3, VSYS: 5, VBUS: 5 };

export type { InteractiveKind, InteractivePart, Netlist } from './netlist-model.ts';
export { computeOutputs } from './netlist-outputs.ts';

const numberAttr = (value: string | undefined, fallback: number): number => {
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : fallback;
};

const OHM_SCALE: Readonly<Record<string, number>> = { k: 1e3, K: 1e3, M: 1e6 };

/** A resistor's `value` attr: `220`, `4.7k`, `1M`, `10kΩ`; the catalogue's 220 Ω when unreadable. */
export const parseOhms = (value: string | undefined): number => {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kKM]?)/.exec(value ?? '');
  if (!match) return DEFAULT_OHMS;
  return Number(match[1]) * (OHM_SCALE[match[2] ?? ''] ?? 1);
};

// ─── Nets ───────────────────────────────────────────────────────────────────

const BREADBOARDS = new Set(['wokwi-breadboard-half', 'wokwi-breadboard', 'wokwi-breadboard-mini']);
const PUSHBUTTONS = new Set(['wokwi-pushbutton', 'wokwi-pushbutton-6mm']);

/** The strip a pin shares with other pins of its part, if any (see rule 1 above). */
const innerStripOf = (type: string, pin: string): string | undefined => {
  if (BREADBOARDS.has(type)) {
    const hole = /^(\d+)([tb])\.[a-j]$/.exec(pin);
    if (hole) return `${hole[1]}${hole[2]}`;
  }
  if (PUSHBUTTONS.has(type)) {
    const leg = /^([12])\.[lr]$/.exec(pin);
    if (leg) return leg[1];
  }
  return /^(.+)\.\d+$/.exec(pin)?.[1];
};

/** Joins wired pins and inner strips; `netOf` also numbers pins no wire reaches. */
const connectPins = (diagram: Diagram) => {
  const typeOf = new Map(diagram.parts.map((p) => [p.id, p.type]));
  const sets = createUnionFind();
  const nodes = new Map<string, number>();
  const node = (part: string, pin: string): number => {
    const key = `${part}:${pin}`;
    const known = nodes.get(key);
    if (known !== undefined) return known;
    const added = sets.add();
    nodes.set(key, added);
    const strip = innerStripOf(typeOf.get(part) ?? '', pin);
    if (strip !== undefined) sets.union(added, node(part, `#${strip}`));
    return added;
  };
  for (const { from, to } of diagram.wires) sets.union(node(from.part, from.pin), node(to.part, to.pin));

  const nets = new Map<string, number>();
  const netOfSet = new Map<number, number>();
  for (const [key, i] of nodes) {
    const set = sets.find(i);
    const net = netOfSet.get(set) ?? netOfSet.size;
    netOfSet.set(set, net);
    nets.set(key, net);
  }
  let netCount = netOfSet.size;
  const netOf = (part: string, pin: string): number => {
    const strip = innerStripOf(typeOf.get(part) ?? '', pin);
    const stripKey = strip === undefined ? undefined : `${part}:#${strip}`;
    const known = nets.get(`${part}:${pin}`) ?? (stripKey === undefined ? undefined : nets.get(stripKey));
    if (known !== undefined) return known;
    const fresh = netCount++;
    nets.set(`${part}:${pin}`, fresh);
    if (stripKey) nets.set(stripKey, fresh);
    return fresh;
  };
  return { nets, netOf, netCount: () => netCount };
};

// ─── Parts ──────────────────────────────────────────────────────────────────

type PartModel = (parts: NetlistParts, part: DiagramPart, net: (pin: string) => number) => void;

const addPushbutton: PartModel = (parts, { id }, net) => {
  parts.switches.push({ id, initial: 0, joins: [undefined, [net('1.l'), net('2.l')]] });
  parts.interactive.push({ id, kind: 'button' });
};

/** A membrane keypad: each key a pushbutton between its row R1–R4 and its column C1–C4. */
const addKeypad: PartModel = (parts, { id }, net) => {
  for (let row = 0; row < 4; row++) {
    for (let column = 0; column < 4; column++) {
      const joins = [net(`R${row + 1}`), net(`C${column + 1}`)] as const;
      parts.switches.push({ id: `${id}.keys`, bit: row * 4 + column, initial: 0, joins: [undefined, joins] });
    }
  }
  parts.interactive.push({ id, kind: 'keypad' });
};

/** A WS2812 ring's size (Wokwi's attr `pixels`, 16 by default). */
const ringPixels = (value: string | undefined): number =>
  clamp(Math.round(numberAttr(value, 16)), 1, MAX_RING_PIXELS);

const PART_MODELS: Readonly<Record<string, PartModel>> = {
  'wokwi-resistor': (parts, { attrs }, net) => {
    parts.resistors.push({ a: net('1'), b: net('2'), ohms: parseOhms(attrs.value) });
  },
  'wokwi-pushbutton': addPushbutton,
  'wokwi-pushbutton-6mm': addPushbutton,
  'wokwi-slide-switch': (parts, { id, attrs }, net) => {
    const initial = attrs.value === '1' ? 1 : 0;
    parts.switches.push({
      id,
      initial,
      joins: [
        [net('2'), net('1')],
        [net('2'), net('3')],
      ],
    });
    parts.interactive.push({ id, kind: 'switch' });
  },
  'wokwi-potentiometer': (parts, { id, attrs }, net) => {
    const initial = clamp(numberAttr(attrs.value, 1023 / 2) / 1023, 0, 1);
    parts.pots.push({ id, gnd: net('GND'), sig: net('SIG'), vcc: net('VCC'), initial });
    parts.interactive.push({ id, kind: 'potentiometer' });
  },
  'wokwi-photoresistor-sensor': (parts, { id, attrs }, net) => {
    parts.photoresistors.push({
      id,
      vcc: net('VCC'),
      gnd: net('GND'),
      ao: net('AO'),
      do: net('DO'),
      lux: numberAttr(attrs.lux, 500),
      threshold: numberAttr(attrs.threshold, 2.5),
      rl10Ohms: numberAttr(attrs.rl10, 50) * 1000,
      gamma: numberAttr(attrs.gamma, 0.7),
    });
    parts.interactive.push({ id, kind: 'photoresistor' });
  },
  'wokwi-led': (parts, { id }, net) => {
    parts.leds.push({ id, anode: net('A'), cathode: net('C') });
  },
  'wokwi-rgb-led': (parts, { id, attrs }, net) => {
    const channels = [net('R'), net('G'), net('B')] as const;
    parts.rgbLeds.push({ id, channels, common: net('COM'), isCommonAnode: attrs.common === 'anode' });
  },
  'wokwi-servo': (parts, { id }, net) => {
    parts.servos.push({ id, gnd: net('GND'), power: net('V+'), signal: net('PWM') });
  },
  'wokwi-buzzer': (parts, { id }, net) => {
    parts.buzzers.push({ id, minus: net('1'), plus: net('2') });
  },
  'wokwi-neopixel': (parts, { id }, net) => {
    const pins = { vdd: net('VDD'), vss: net('VSS'), din: net('DIN'), dout: net('DOUT') };
    parts.neopixels.push({ id, ...pins, count: 1, isRing: false });
  },
  'wokwi-led-ring': (parts, { id, attrs }, net) => {
    const pins = { vdd: net('VCC'), vss: net('GND'), din: net('DIN'), dout: net('DOUT') };
    parts.neopixels.push({ id, ...pins, count: ringPixels(attrs.pixels), isRing: true });
  },
  'wokwi-membrane-keypad': addKeypad,
};

/** The board's supply nets and GPIO nets, from the pins wires reach. */
const boardNets = (nets: ReadonlyMap<string, number>, board: string | undefined) => {
  const boardPins = new Map<string, number>();
  const supplies = new Map<number, number>();
  for (const [key, net] of nets) {
    if (board === undefined || !key.startsWith(`${board}:`)) continue;
    const pin = key.slice(board.length + 1);
    const volts = SUPPLY_VOLTS[pin.replace(/\.\d+$/, '')];
    if (volts !== undefined) supplies.set(net, volts);
    else if (/^GP\d+$/.test(pin)) boardPins.set(pin, net);
  }
  return { boardPins, supplies: [...supplies].map(([net, volts]) => ({ net, volts })) };
};

export const buildNetlist = (diagram: Diagram): Netlist => {
  const { nets, netOf, netCount } = connectPins(diagram);
  const board = diagram.parts.find((p) => p.type === PICO_TYPE)?.id;
  const { boardPins, supplies } = boardNets(nets, board);
  const parts: NetlistParts = {
    switches: [],
    resistors: [],
    pots: [],
    photoresistors: [],
    leds: [],
    rgbLeds: [],
    servos: [],
    buzzers: [],
    neopixels: [],
    interactive: [],
  };
  for (const part of diagram.parts) PART_MODELS[part.type]?.(parts, part, (pin) => netOf(part.id, pin));
  return { ...parts, board, netCount: netCount(), boardPins, pinNets: nets, supplies, cache: new Map() };
};

export const boardPartOf = (netlist: Netlist): string | undefined => netlist.board;

export const interactiveParts = (netlist: Netlist): InteractivePart[] =>
  netlist.interactive.map((p) => ({ ...p }));

// ─── What the program reads ──────────────────────────────────────────────────

/** What the program reads on an input pin (e.g. 'GP15'): true high / false low. Floating reads its pull, else false. */
export const readDigital = (netlist: Netlist, drive: BoardDrive, inputs: PartInputs, pin: string): boolean =>
  isHigh(pinVolts(netlist, drive, inputs, pin));

/** Volts on a board pin (for AnalogIn on GP26–GP28); 0 when floating. */
export const readVoltage = (netlist: Netlist, drive: BoardDrive, inputs: PartInputs, pin: string): number =>
  pinVolts(netlist, drive, inputs, pin) ?? 0;
