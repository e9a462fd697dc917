import { applyTextChanges } from '../code/text-changes.ts';
import { isInnerPartId } from './board-inside.ts';
import type { CircuitWarning } from './checks.ts';
import {
  boardPinOf,
  type CodePins,
  type PinRole,
  quotedPin,
  quotedUse,
  renamePinChanges,
  roleInCode,
} from './code-pins.ts';
import type { Diagram } from './diagram.ts';
import type { Netlist } from './netlist-model.ts';
import { PICO_PIN_NAMES } from './pico.ts';

/**
 * Circuit and code agree (issue 26): a part wired to board pins the code never names does
 * nothing, the most common first mistake being an LED on GP15 while the code blinks `board.LED`.
 * When one pin the code uses reaches nothing and one part waits on one other pin, the warning
 * names both and carries the rewrite of the code that joins them.
 */

/** A part's pin that a board GPIO reaches. */
interface PartPin {
  part: string;
  pin: string;
}

const RESISTOR = 'wokwi-resistor';
const BREADBOARD = 'wokwi-breadboard';
const BOARD_LED = boardPinOf('LED') ?? 'GP25';
const HEADER_PINS = new Set(PICO_PIN_NAMES);
/** The header pins `AnalogIn` can read. */
const ADC_PINS = new Set(['GP26', 'GP27', 'GP28']);

/**
 * How the code must use a board pin for a part's pin to work, for the parts where that is plain:
 * what makes a one-click fix safe. A part is one role, or one a pin.
 */
const PIN_ROLES: Readonly<Record<string, PinRole | Readonly<Record<string, PinRole>>>> = {
  'wokwi-led': 'output',
  'wokwi-rgb-led': 'output',
  'wokwi-buzzer': 'output',
  'wokwi-servo': { PWM: 'output' },
  'wokwi-neopixel': { DIN: 'output' },
  'wokwi-led-ring': { DIN: 'output' },
  'wokwi-pushbutton': 'input',
  'wokwi-pushbutton-6mm': 'input',
  'wokwi-slide-switch': 'input',
  'wokwi-pir-motion-sensor': { OUT: 'input' },
  'wokwi-photoresistor-sensor': { AO: 'analog', DO: 'input' },
  'wokwi-potentiometer': { SIG: 'analog' },
  'wokwi-slide-potentiometer': { SIG: 'analog' },
  'wokwi-ntc-temperature-sensor': { OUT: 'analog' },
};

const roleOfPartPin = (type: string | undefined, pin: string): PinRole | undefined => {
  const roles = type !== undefined && Object.hasOwn(PIN_ROLES, type) ? PIN_ROLES[type] : undefined;
  if (typeof roles === 'string' || roles === undefined) return roles;
  return Object.hasOwn(roles, pin) ? roles[pin] : undefined;
};

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => map.set(key, [...(map.get(key) ?? []), value]);

/**
 * Board GPIO → the part pins it reaches along wires and through resistors (an LED behind its
 * resistor is on the pin), never through a supply: a part between 3V3 and GND is powered, not
 * driven. Breadboard holes and resistors are the way, not the parts.
 */
export const partPinsByBoardPin = (diagram: Diagram, netlist: Netlist): Map<string, PartPin[]> => {
  const typeOf = new Map(diagram.parts.map((p) => [p.id, p.type]));
  const onNet = new Map<number, PartPin[]>();
  for (const [key, net] of netlist.pinNets) {
    const [part = '', pin = ''] = key.split(':');
    const type = typeOf.get(part);
    if (part === netlist.board || pin.startsWith('#') || type === undefined) continue;
    if (type === RESISTOR || type.startsWith(BREADBOARD)) continue;
    push(onNet, net, { part, pin });
  }
  const across = new Map<number, number[]>();
  for (const { id, type } of diagram.parts) {
    const [a, b] = [netlist.pinNets.get(`${id}:1`), netlist.pinNets.get(`${id}:2`)];
    if (type !== RESISTOR || a === undefined || b === undefined) continue;
    push(across, a, b);
    push(across, b, a);
  }
  const supplies = new Set(netlist.supplies.map((s) => s.net));
  const reached = new Map<string, PartPin[]>();
  for (const [boardPin, start] of netlist.boardPins) {
    if (supplies.has(start)) continue;
    const nets = [start];
    for (const net of nets) {
      for (const next of across.get(net) ?? [])
        if (!nets.includes(next) && !supplies.has(next)) nets.push(next);
    }
    const found = nets.flatMap((net) => onNet.get(net) ?? []);
    if (found.length > 0) reached.set(boardPin, found);
  }
  return reached;
};

/** Part → the board pins that reach it, in the board's order. */
const boardPinsByPart = (reached: ReadonlyMap<string, PartPin[]>): Map<string, string[]> => {
  const byPart = new Map<string, string[]>();
  for (const [boardPin, partPins] of reached) {
    for (const { part } of partPins) if (!byPart.get(part)?.includes(boardPin)) push(byPart, part, boardPin);
  }
  const gpio = (pin: string) => Number(pin.slice(2));
  for (const pins of byPart.values()) pins.sort((a, b) => gpio(a) - gpio(b));
  return byPart;
};

/** The one role a part's pins on this board pin ask for, or undefined when unknown or mixed. */
const roleAt = (diagram: Diagram, partPins: readonly PartPin[], part: string): PinRole | undefined => {
  const type = diagram.parts.find((p) => p.id === part)?.type;
  const roles = new Set(partPins.filter((p) => p.part === part).map((p) => roleOfPartPin(type, p.pin)));
  return roles.size === 1 ? [...roles][0] : undefined;
};

/**
 * Parts that only board pins the code never names reach: each a `pinUnused` warning. A used pin
 * that reaches no part (or `board.LED`, the board's own LED) and is used the way the part needs
 * is named in it; when it is the only such pin and the part the only one waiting, on one pin, the
 * warning carries the fix. Quiet while the code names no pin at all (not written yet) or reaches
 * pins in ways this reading cannot see.
 */
export const checkUnusedPins = (diagram: Diagram, netlist: Netlist, code: CodePins): CircuitWarning[] => {
  if (netlist.board === undefined || code.used.size === 0 || code.hasHiddenPins) return [];
  const reached = partPinsByBoardPin(diagram, netlist);
  // A board's own peripherals (the BitDogLab's) wait on their pins by design, not by mistake.
  const waiting = [...boardPinsByPart(reached)].filter(
    ([part, pins]) => !isInnerPartId(part) && !pins.some((pin) => code.used.has(pin)),
  );
  const idle = [...code.used].filter(
    ([pin]) => pin === BOARD_LED || (HEADER_PINS.has(pin) && !reached.has(pin)),
  );
  return waiting.map(([part, pins]) => {
    const [pin = ''] = pins;
    const role = pins.length === 1 ? roleAt(diagram, reached.get(pin) ?? [], part) : undefined;
    const fitting = idle.filter(([idlePin]) => role !== undefined && roleInCode(code, idlePin) === role);
    const [use] = fitting.length === 1 ? fitting : [];
    const isOnlyPair = use !== undefined && idle.length === 1 && waiting.length === 1;
    const canRead = role !== 'analog' || ADC_PINS.has(pin);
    const quoted = use && quotedUse(use[1]);
    // The use once moved to the part's pin, as the rewrite would write it (`ADC(0)` → `ADC(1)`).
    const moved =
      use && quoted
        ? applyTextChanges(quoted, renamePinChanges(quoted, use[1].name, pin, code.language))
        : quotedPin(code.language, pin);
    const isMicroPython = code.language === 'micropython';
    const fix = use && {
      from: use[1].name,
      to: pin,
      ...(isMicroPython && { fromCode: quoted, toCode: moved }),
    };
    return {
      kind: 'pinUnused',
      partIds: [part],
      pins,
      params: {
        pin,
        pins: pins.join(', '),
        ...(use && { name: use[1].name, line: use[1].line }),
        ...(isMicroPython && {
          naming: 'Pin(…)',
          pinCode: moved === quoted ? quotedPin(code.language, pin) : moved,
          ...(quoted && { code: quoted }),
        }),
      },
      ...(fix && isOnlyPair && canRead && moved !== quoted && { codeFix: fix }),
    };
  });
};
