import { type CodeLanguage, languageOf } from '../code/language.ts';
import { drawnPartOf, simulatedDiagram } from './board-inside.ts';
import {
  type BoardEnd,
  boardEnds,
  GPIO_HIGH_VOLTS,
  joinedRoots,
  pushbuttonIds,
  type Roots,
  seriesOhmsFrom,
} from './checks-nets.ts';
import { checkUnusedPins } from './checks-pins.ts';
import { boardPinOf, type CodePins, readCodePins } from './code-pins.ts';
import type { Diagram } from './diagram.ts';
import { buildNetlist } from './netlist.ts';
import type { Netlist } from './netlist-model.ts';
import { PICO_TYPE } from './parts.ts';
import { PICO_PIN_NAMES } from './pico.ts';

/**
 * Circuit checks (issue 10): what would go wrong with this circuit on a real board, found on the
 * netlist before and while the program runs. Warnings only, never a reason not to run. Each is
 * data (`kind`, the parts and board pins involved, numbers for the message); the web words it.
 * Where a message quotes the program, CircuitPython's words are the web's default (`board.GP15`,
 * `switch_to_input`); a MicroPython program's warnings carry their own in `params` (`code`:
 * `Pin(15)`, `pinCode`, `naming`, `input`).
 */

export type CircuitCheckKind =
  | 'noBoard'
  | 'ledWithoutResistor'
  | 'supplyShort'
  | 'pinUnwired'
  | 'outputsClash'
  | 'outputToSupply'
  | 'pinUnused';

/**
 * Rewrite the code's uses of board pin `from` as `to` (`LED` → `GP15`: `board.LED` becomes
 * `board.GP15`, MicroPython's `Pin("LED")` becomes `Pin(15)`): a warning's one-click fix.
 */
export interface PinFix {
  from: string;
  to: string;
  /**
   * The first use as written now and once rewritten (MicroPython's `Pin("LED")`, `Pin(15)`), for
   * the button; without them, `board.<from>` and `board.<to>`.
   */
  fromCode?: string;
  toCode?: string;
}

export interface CircuitWarning {
  kind: CircuitCheckKind;
  /** Parts to point at on the canvas; the board for a fault at its pins. */
  partIds: readonly string[];
  /** The board's pins involved (`GP15`, `3V3`). */
  pins: readonly string[];
  params: Readonly<Record<string, string | number>>;
  /** Set when changing one pin in the code is surely what makes circuit and code agree. */
  codeFix?: PinFix;
}

/** A typical 5 mm LED: about 2 V across it, 20 mA at most (its datasheet's continuous rating). */
export const LED_FORWARD_VOLTS = 2;
export const LED_MAX_AMPS = 0.02;

export const checkBoard = (diagram: Diagram): CircuitWarning[] =>
  diagram.parts.some((p) => p.type === PICO_TYPE)
    ? []
    : [{ kind: 'noBoard', partIds: [], pins: [], params: {} }];

/** What can push current: supplies, and GPIOs the program drives (both ways: high and low). */
const endsThatDrive = (netlist: Netlist, driven: ReadonlySet<string>) =>
  boardEnds(netlist).filter((end) => end.supplyVolts !== undefined || driven.has(end.pin));

const highVolts = (end: BoardEnd) => end.supplyVolts ?? GPIO_HIGH_VOLTS;
const lowVolts = (end: BoardEnd) => end.supplyVolts ?? 0;

/** The most current the LED could take from a high end, through it, into a low end. */
const worstLedCurrent = (
  netlist: Netlist,
  roots: Roots,
  ends: BoardEnd[],
  anode: number,
  cathode: number,
) => {
  const stops = new Set(ends.map((end) => roots.of(end.net)));
  if (roots.of(anode) === roots.of(cathode)) return undefined;
  const [toAnode, toCathode] = [anode, cathode].map((net) => seriesOhmsFrom(netlist, roots, net, stops));
  let worst: { amps: number; ohms: number; end: BoardEnd } | undefined;
  for (const high of ends) {
    const up = toAnode?.get(roots.of(high.net));
    if (up === undefined || highVolts(high) <= 0) continue;
    for (const low of ends) {
      const down = toCathode?.get(roots.of(low.net));
      if (down === undefined || roots.of(low.net) === roots.of(high.net)) continue;
      const volts = highVolts(high) - lowVolts(low) - LED_FORWARD_VOLTS;
      const ohms = up + down;
      const amps = volts <= 0 ? 0 : ohms === 0 ? Number.POSITIVE_INFINITY : volts / ohms;
      if (!worst || amps > worst.amps) worst = { amps, ohms, end: high };
    }
  }
  return worst;
};

/** Every LED to check: plain LEDs, and each colour of an RGB LED (its own LED beside the common leg). */
const ledsOf = (netlist: Netlist): { id: string; anode: number; cathode: number }[] => [
  ...netlist.leds,
  ...netlist.rgbLeds.flatMap(({ id, channels, common, isCommonAnode }) =>
    channels.map((channel) =>
      isCommonAnode ? { id, anode: common, cathode: channel } : { id, anode: channel, cathode: common },
    ),
  ),
];

/**
 * An LED between something that drives it and something that sinks it, with too little resistance
 * in series to keep it under 20 mA (none at all, most often): it would burn on a real board.
 * Buttons count as pressed, since a student will press them.
 */
export const checkLeds = (netlist: Netlist, driven: ReadonlySet<string>): CircuitWarning[] => {
  const roots = joinedRoots(netlist, new Set(pushbuttonIds(netlist)));
  const ends = endsThatDrive(netlist, driven);
  const warned = new Set<string>();
  return ledsOf(netlist).flatMap((led) => {
    if (warned.has(led.id)) return [];
    const worst = worstLedCurrent(netlist, roots, ends, led.anode, led.cathode);
    if (!worst || worst.amps <= LED_MAX_AMPS) return [];
    warned.add(led.id);
    const { end, ohms } = worst;
    return [
      { kind: 'ledWithoutResistor', partIds: [led.id], pins: [end.pin], params: { pin: end.pin, ohms } },
    ];
  });
};

const shortedSupplies = (netlist: Netlist, roots: Roots): BoardEnd[] => {
  const ends = boardEnds(netlist).filter((end) => end.supplyVolts !== undefined);
  const grounds = new Set(ends.filter((end) => end.supplyVolts === 0).map((end) => roots.of(end.net)));
  const seen = new Set<string>();
  return ends.filter((end) => {
    if (!end.supplyVolts || seen.has(end.pin) || !grounds.has(roots.of(end.net))) return false;
    seen.add(end.pin);
    return true;
  });
};

/** 3V3, VSYS or VBUS joined to GND by wires, 0 Ω resistors, or a button once pressed. */
export const checkSupplyShorts = (netlist: Netlist): CircuitWarning[] => {
  const board = netlist.board;
  if (board === undefined) return [];
  const warning = (end: BoardEnd, button?: string): CircuitWarning => ({
    kind: 'supplyShort',
    partIds: button ? [board, button] : [board],
    pins: [end.pin, 'GND'],
    params: { supply: end.pin, ...(button && { button }) },
  });
  const direct = shortedSupplies(netlist, joinedRoots(netlist, new Set()));
  const warnings = direct.map((end) => warning(end));
  const found = new Set(direct.map((end) => end.pin));
  for (const button of pushbuttonIds(netlist)) {
    for (const end of shortedSupplies(netlist, joinedRoots(netlist, new Set([button])))) {
      if (found.has(end.pin)) continue;
      found.add(end.pin);
      warnings.push(warning(end, button));
    }
  }
  return warnings;
};

const HEADER_PINS = new Set(PICO_PIN_NAMES);
const BREADBOARD = 'wokwi-breadboard';

/** A pin the code uses that reaches no other part (a breadboard's holes alone are not a part). */
export const checkUnwiredPins = (diagram: Diagram, netlist: Netlist, code: CodePins): CircuitWarning[] => {
  const board = netlist.board;
  if (board === undefined) return [];
  const breadboards = new Set(diagram.parts.filter((p) => p.type.startsWith(BREADBOARD)).map((p) => p.id));
  const isOtherPart = (key: string, own: string) =>
    key !== own && !key.includes(':#') && !breadboards.has(key.slice(0, key.indexOf(':')));
  return [...code.used].flatMap(([pin, use]) => {
    if (!HEADER_PINS.has(pin)) return [];
    const own = `${board}:${pin}`;
    const net = netlist.boardPins.get(pin);
    const isWired =
      net !== undefined && [...netlist.pinNets].some(([key, n]) => n === net && isOtherPart(key, own));
    return isWired
      ? []
      : [
          {
            kind: 'pinUnwired',
            partIds: [board],
            pins: [pin],
            params: { pin, name: use.name, line: use.line, ...(use.code && { code: use.code }) },
          },
        ];
  });
};

/** How MicroPython makes a pin an input for a button to GND (the pull-up inside). */
const MICROPYTHON_INPUT = 'Pin.IN, Pin.PULL_UP';

/** Two driven GPIOs on one net (buttons pressed): one high and one low fight, and one gives. */
export const checkOutputClashes = (netlist: Netlist, driven: ReadonlySet<string>): CircuitWarning[] => {
  const board = netlist.board;
  if (board === undefined) return [];
  const roots = joinedRoots(netlist, new Set(pushbuttonIds(netlist)));
  const byNet = new Map<number, string[]>();
  for (const [pin, net] of netlist.boardPins) {
    if (!driven.has(pin)) continue;
    byNet.set(roots.of(net), [...(byNet.get(roots.of(net)) ?? []), pin]);
  }
  return [...byNet.values()]
    .filter((pins) => pins.length > 1)
    .map((pins) => ({ kind: 'outputsClash', partIds: [board], pins, params: { pins: pins.join(', ') } }));
};

/**
 * A driven GPIO joined to GND or a supply (buttons pressed): a button wired to a pin the code made
 * an output, most often. The output fights the supply whenever it gives the other level.
 */
export const checkOutputsToSupply = (
  netlist: Netlist,
  driven: ReadonlySet<string>,
  language: CodeLanguage = 'circuitpython',
): CircuitWarning[] => {
  const board = netlist.board;
  if (board === undefined) return [];
  const roots = joinedRoots(netlist, new Set(pushbuttonIds(netlist)));
  const supplies = boardEnds(netlist).filter((end) => end.supplyVolts !== undefined);
  return [...netlist.boardPins].flatMap(([pin, net]) => {
    const supply = driven.has(pin) && supplies.find((end) => roots.of(end.net) === roots.of(net));
    return supply
      ? [
          {
            kind: 'outputToSupply',
            partIds: [board],
            pins: [pin, supply.pin],
            params: {
              pin,
              supply: supply.pin,
              ...(language === 'micropython' && { input: MICROPYTHON_INPUT }),
            },
          },
        ]
      : [];
  });
};

export interface CheckInput {
  diagram: Diagram;
  code: string;
  /** While running: the pins the program drives now (outputs, PWM, NeoPixel). */
  drivenPins?: Iterable<string>;
}

/** A warning about a BitDogLab's insides points at the board, the part drawn on the canvas. */
const onCanvas = (warning: CircuitWarning): CircuitWarning => {
  const partIds = [...new Set(warning.partIds.map(drawnPartOf))];
  return partIds.every((id, i) => id === warning.partIds[i]) && partIds.length === warning.partIds.length
    ? warning
    : { ...warning, partIds };
};

/**
 * Every check, in the order a student should fix them. Cheap: one netlist, a few graph walks. A
 * BitDogLab is checked as it runs: a Pico with its peripherals wired inside (board-inside.ts).
 */
export const checkCircuit = ({ diagram: drawn, code, drivenPins = [] }: CheckInput): CircuitWarning[] => {
  const diagram = simulatedDiagram(drawn);
  const netlist = buildNetlist(diagram);
  const pins = readCodePins(code, languageOf(drawn));
  const driven = new Set([...pins.outputs, ...drivenPins]);
  const unused = checkUnusedPins(diagram, netlist, pins);
  // A fix's warning already says that the pin it moves away from reaches nothing.
  const fixed = new Set(unused.map((w) => w.codeFix && boardPinOf(w.codeFix.from)));
  return [
    ...checkBoard(diagram),
    ...checkSupplyShorts(netlist),
    ...checkLeds(netlist, driven),
    ...checkOutputClashes(netlist, driven),
    ...checkOutputsToSupply(netlist, driven, pins.language),
    ...unused,
    ...checkUnwiredPins(diagram, netlist, pins).filter((w) => !fixed.has(w.pins[0])),
  ].map(onCanvas);
};
