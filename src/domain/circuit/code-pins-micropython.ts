/**
 * Which board pins a MicroPython main.py uses, and how (issue 29): the circuit checks' reading of
 * `machine` as BitDogLab and EmbarcaTech lessons write it. Pins are numbers handed to a
 * constructor: `Pin(13, Pin.OUT)`, `PWM(Pin(21))`, `ADC(Pin(27))` or `ADC(0)` (channels 0–3 are
 * GP26–GP29), `neopixel.NeoPixel(Pin(7), 25)`, `SoftI2C(scl=Pin(3), sda=Pin(2))`, and the Pico's
 * own LED as `Pin("LED")`. A name bound to a `Pin` and switched on later (`led.on()`,
 * `led.value(1)`) makes it an output. The pins are named as the CircuitPython reading names them
 * (`GP13`, GP25 for the LED), so every check works on either. A number the code computes
 * (`Pin(n)` in a loop) cannot be read from the text: it says so, and the checks that need every
 * pin stay quiet. A name set to a number once (`LED_PIN = 13`) is read as that number.
 */

import type { TextChange } from '../code/text-changes.ts';
import { boardPinOf, type CodePins, type PinUse, withoutComment } from './code-pins-common.ts';

/** A constructor that takes a pin; group 1 is up to the argument, group 2 the argument. */
const CALL = /(\b(Pin|ADC|PWM)\s*\(\s*)([^,()]*?)\s*(?=[,)])/g;
const DRIVEN_BY = /\b(?:PWM|NeoPixel)\s*\(\s*$/;
const READ_BY = /\bADC\s*\(\s*$/;
const OUTPUT_MODE = /^[^)]*\bPin\.(?:OUT|OPEN_DRAIN)\b/;
const INPUT_MODE = /^[^)]*\bPin\.IN\b/;
const BOUND = /^\s*([A-Za-z_][\w.]*)\s*=\s*(?:machine\s*\.\s*)?Pin\s*\(/;
/** A method called on a name: group 1 the name, 2 the method, 3 its arguments. */
const METHOD = /\b([A-Za-z_][\w.]*?)\s*\.\s*(on|off|toggle|high|low|value|init|irq)\s*\(([^)]*)\)?/g;
const WRITES = new Set(['on', 'off', 'toggle', 'high', 'low']);

/** One pin argument read: the pin and its name, none (`ADC(4)`, the temperature), or hidden. */
type Argument = { pin: string; name: string } | 'none' | 'hidden';

/** Names given a number once, at the top level (`LED_PIN = 13`): lessons name their pins so. */
type Constants = ReadonlyMap<string, string>;

const NUMBER_SET = /^([A-Za-z_]\w*)\s*=\s*(\d+)\s*$/;
/** Where a line sets a name: `x = …`, `x += …`, `for x in`, `with … as x`, `x, y = …`. */
const ASSIGNED_NAMES = /^\s*([A-Za-z_]\w*)\s*(?:[-+*/%|&^]?=(?!=)|,)|\b(?:for|as)\s+([A-Za-z_]\w*)/g;
/(?:^|[;,(]|\bfor\b|\bas\b|\bglobal\b)\s*([A-Za-z_]\w*)\s*(?:[-+*/%|&^]?=(?!=)|\bin\b|,|$)/g;

/** Each name set to a number once and never set again anywhere in the code. */
const constantsOf = (code: string): Constants => {
  const numbers = new Map<string, string>();
  const times = new Map<string, number>();
  for (const raw of code.split('\n')) {
    const line = blankStrings(withoutComment(raw)).trimEnd();
    const number = NUMBER_SET.exec(line);
    if (number?.[1] && number[2]) numbers.set(number[1], number[2]);
    for (const [, set, bound] of line.matchAll(ASSIGNED_NAMES)) {
      const name = set ?? bound ?? '';
      times.set(name, (times.get(name) ?? 0) + 1);
    }
  }
  return new Map([...numbers].filter(([name]) => times.get(name) === 1));
};

/** The board pin a constructor's argument names, as the code wrote it (or through a constant). */
const readArgument = (ctor: string, written: string, constants: Constants): Argument => {
  if (written === '') return 'none';
  const arg = constants.get(written) ?? written;
  const quoted = /^(["'])(LED|GP\d+)\1$/.exec(arg);
  if (quoted) {
    const pin = boardPinOf(quoted[2] ?? '');
    return pin ? { pin, name: quoted[2] ?? pin } : 'none';
  }
  if (!/^\d+$/.test(arg)) return 'hidden';
  const n = Number(arg);
  const gpio = ctor === 'ADC' && n <= 3 ? 26 + n : n;
  if (ctor === 'ADC' && (n === 4 || gpio < 26)) return 'none';
  const pin = gpio === 29 ? 'GP29' : boardPinOf(`GP${gpio}`);
  return pin ? { pin, name: pin } : 'none';
};

/** The line with what is inside its quotes blanked (positions kept): a string names no pin. */
const blankStrings = (line: string): string => {
  let out = '';
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] ?? '';
    if (quote) {
      if (ch === quote) quote = undefined;
      else if (ch === '\\') {
        out += ' ';
        i++;
        if (i < line.length) out += ' ';
        continue;
      } else {
        out += ' ';
        continue;
      }
    } else if (ch === '"' || ch === "'") quote = ch;
    out += ch;
  }
  return out;
};

interface Call {
  ctor: string;
  /** Where the argument is on the line, and its text as written. */
  at: number;
  arg: string;
  read: Argument;
  /** The line's code after the argument (strings blanked). */
  after: string;
  /** The line's code before the constructor. */
  before: string;
}

/** Each pin constructor on a line (its comment gone), with its argument read. */
const callsOn = (raw: string, constants: Constants): Call[] => {
  const line = blankStrings(withoutComment(raw));
  return [...line.matchAll(CALL)].map((match) => {
    const [, head = '', ctor = '', blank = ''] = match;
    const at = match.index + head.length;
    const arg = raw.slice(at, at + blank.length);
    return {
      ctor,
      at,
      arg,
      read: readArgument(ctor, arg, constants),
      after: line.slice(at + blank.length),
      before: line.slice(0, match.index),
    };
  });
};

export const readMicroPythonPins = (code: string): CodePins => {
  const used = new Map<string, PinUse>();
  const outputs = new Set<string>();
  const digital = new Set<string>();
  const analog = new Set<string>();
  const bound = new Map<string, string>();
  let hasHiddenPins = false;
  const constants = constantsOf(code);
  const viaConstant = new Set<string>();
  code.split(/\r?\n/).forEach((raw, index) => {
    const calls = callsOn(raw, constants);
    for (const { ctor, arg, read, after, before } of calls) {
      if (read === 'hidden') hasHiddenPins = true;
      if (typeof read === 'string') continue;
      const { pin, name } = read;
      // A pin reached through a constant is quoted so: a fix rewriting numbers would miss it.
      const isConstant = constants.has(arg);
      if (!used.has(pin) || (isConstant && !viaConstant.has(pin))) {
        used.set(pin, { name, line: index + 1, code: `${ctor}(${arg})` });
        if (isConstant) viaConstant.add(pin);
      }
      if (ctor === 'PWM' || (ctor === 'Pin' && (DRIVEN_BY.test(before) || OUTPUT_MODE.test(after))))
        outputs.add(pin);
      else if (ctor === 'ADC' || READ_BY.test(before)) analog.add(pin);
      else if (INPUT_MODE.test(after)) digital.add(pin);
    }
    const line = blankStrings(withoutComment(raw));
    const [first] = calls;
    const name = BOUND.exec(line)?.[1];
    if (name && first && typeof first.read !== 'string') bound.set(name, first.read.pin);
    for (const [, object = '', method = '', args = ''] of line.matchAll(METHOD)) {
      const pin = bound.get(object);
      if (!pin) continue;
      const writes = WRITES.has(method) || (method === 'value' && args.trim() !== '');
      if (writes || (method === 'init' && /\bPin\.(?:OUT|OPEN_DRAIN)\b/.test(args))) outputs.add(pin);
      else if (method === 'irq' || method === 'value' || /\bPin\.IN\b/.test(args)) digital.add(pin);
    }
  });
  const inputs = new Set([...digital].filter((pin) => !outputs.has(pin)));
  return { used, outputs, inputs, analog, hasHiddenPins, language: 'micropython' };
};

const NO_CONSTANTS: Constants = new Map();

/** The argument that names `to` where `call` named another pin, or undefined when it cannot. */
const argumentFor = (call: Call, to: string): string | undefined => {
  const gpio = Number(to.slice(2));
  if (call.ctor !== 'ADC' || !/^[0-3]$/.test(call.arg)) return String(gpio);
  return gpio >= 26 && gpio <= 29 ? String(gpio - 26) : undefined;
};

/**
 * The changes that make MicroPython code use board pin `to` wherever it uses `from`'s pin
 * (`Pin(25)`, `Pin("LED")` → `Pin(15)`; an ADC channel stays a channel: `ADC(0)` → `ADC(1)`).
 * Comments and strings are left as they are, and so is a constant (`Pin(LED_PIN)`), which may
 * name the pin elsewhere too. Ascending and disjoint.
 */
export const renameMicroPythonPinChanges = (code: string, from: string, to: string): TextChange[] => {
  const pin = boardPinOf(from);
  if (!pin || !boardPinOf(to)) return [];
  const changes: TextChange[] = [];
  let start = 0;
  for (const raw of code.split('\n')) {
    for (const call of callsOn(raw, NO_CONSTANTS)) {
      if (typeof call.read === 'string' || call.read.pin !== pin) continue;
      const insert = argumentFor(call, to);
      if (insert === undefined || insert === call.arg) continue;
      changes.push({ from: start + call.at, to: start + call.at + call.arg.length, insert });
    }
    start += raw.length + 1;
  }
  return changes;
};
