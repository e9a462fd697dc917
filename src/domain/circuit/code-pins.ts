/**
 * Which board pins code.py uses, and how, read from its text without running it (the circuit
 * checks, issue 10). A first program names its pins plainly (`board.GP15`) and sets them up on
 * the next lines, so a line-based reading is enough: `x = digitalio.DigitalInOut(board.GP15)`
 * binds `x` to GP15, then `x.direction = digitalio.Direction.OUTPUT` or `x.switch_to_output()`
 * makes it an output. Pins are named as on the board's part (`GP15`, `GP25` for `board.LED`).
 */

import type { TextChange } from '../code/text-changes.ts';

export interface PinUse {
  /** The name the code wrote after `board.` (`GP15`, `LED`, `A0`). */
  name: string;
  /** 1-based line of its first use. */
  line: number;
}

export interface CodePins {
  /** Board pin (`GP15`) → its first use in the code. */
  used: ReadonlyMap<string, PinUse>;
  /** Pins the code drives: digital outputs, PWM, NeoPixel data. */
  outputs: ReadonlySet<string>;
  /** Pins handed straight to `DigitalInOut` and not made outputs: digital inputs. */
  inputs: ReadonlySet<string>;
  /** Pins read by `AnalogIn`. */
  analog: ReadonlySet<string>;
  /**
   * The code reaches pins in ways a line-based reading cannot follow (`getattr(board, …)`,
   * `from board import …`, `microcontroller.pin`): what it uses is not all in `used`.
   */
  hasHiddenPins: boolean;
}

/** How the code uses a pin, as far as a one-click fix needs to know. */
export type PinRole = 'output' | 'input' | 'analog';

export const roleInCode = (pins: CodePins, pin: string): PinRole | undefined => {
  if (pins.outputs.has(pin)) return 'output';
  if (pins.analog.has(pin)) return 'analog';
  return pins.inputs.has(pin) ? 'input' : undefined;
};

/** CircuitPython's `board` aliases on the Pico that are not `GPn` (circuitpython-pico.md §1.2). */
const ALIASES: Readonly<Record<string, string>> = {
  SMPS_MODE: 'GP23',
  VBUS_SENSE: 'GP24',
  LED: 'GP25',
  GP26_A0: 'GP26',
  A0: 'GP26',
  GP27_A1: 'GP27',
  A1: 'GP27',
  GP28_A2: 'GP28',
  A2: 'GP28',
  A3: 'GP29',
  VOLTAGE_MONITOR: 'GP29',
};

/** The board pin a `board.NAME` stands for; undefined when it names no pin (`board.I2C`). */
export const boardPinOf = (name: string): string | undefined => {
  if (/^GP([0-9]|1[0-9]|2[0-8])$/.test(name)) return name;
  return Object.hasOwn(ALIASES, name) ? ALIASES[name] : undefined;
};

/** The Pico's one ready-made bus: `board.STEMMA_I2C()` is SCL on GP5, SDA on GP4. */
const BUS_PINS: Readonly<Record<string, readonly string[]>> = { STEMMA_I2C: ['GP5', 'GP4'] };

/** The board pins a `board.NAME` takes: its pin, a bus's pins, or none. */
const boardPinsOf = (name: string): readonly string[] => {
  const pin = boardPinOf(name);
  if (pin) return [pin];
  return Object.hasOwn(BUS_PINS, name) ? (BUS_PINS[name] ?? []) : [];
};

const BOARD_NAME = /\bboard\.([A-Za-z_][A-Za-z0-9_]*)/g;
/** Constructors whose object drives its pin from the start. */
const DRIVING = /\b(?:PWMOut|NeoPixel|neopixel_write|tone)\s*\(\s*board\.(\w+)/;
const ASSIGNED = /^\s*([A-Za-z_][\w.]*)\s*=\s*(?:digitalio\.)?DigitalInOut\s*\(\s*board\.(\w+)/;
const MADE_OUTPUT =
  /^\s*([A-Za-z_][\w.]*)\s*\.\s*(?:direction\s*=\s*(?:digitalio\.)?Direction\.OUTPUT|switch_to_output\s*\()/;
const INLINE_OUTPUT = /DigitalInOut\s*\(\s*board\.(\w+)\s*\)\s*\.\s*switch_to_output/;
const DIGITAL = /\bDigitalInOut\s*\(\s*board\.(\w+)/g;
const ANALOG = /\bAnalogIn\s*\(\s*board\.(\w+)/g;
const HIDDEN_PINS =
  /\bgetattr\s*\(\s*board\b|\bfrom\s+board\s+import\b|\bimport\s+board\s+as\b|\bmicrocontroller\.pin\b/;

/** The text of a line without its `#` comment (a `#` inside quotes is kept). */
const withoutComment = (line: string): string => {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = undefined;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '#') return line.slice(0, i);
  }
  return line;
};

/** The pins of every `board.NAME` a pattern's first group names on this line. */
const pinsMatched = (line: string, pattern: RegExp): string[] =>
  [...line.matchAll(pattern)].flatMap(([, name = '']) => boardPinsOf(name));

export const readCodePins = (code: string): CodePins => {
  const used = new Map<string, PinUse>();
  const outputs = new Set<string>();
  const digital = new Set<string>();
  const analog = new Set<string>();
  const bound = new Map<string, string>();
  let hasHiddenPins = false;
  const addOutput = (name: string | undefined) => {
    const pin = name && boardPinOf(name);
    if (pin) outputs.add(pin);
  };
  code.split(/\r?\n/).forEach((raw, index) => {
    const line = withoutComment(raw);
    for (const [, name = ''] of line.matchAll(BOARD_NAME)) {
      for (const pin of boardPinsOf(name)) if (!used.has(pin)) used.set(pin, { name, line: index + 1 });
    }
    for (const pin of pinsMatched(line, DIGITAL)) digital.add(pin);
    for (const pin of pinsMatched(line, ANALOG)) analog.add(pin);
    hasHiddenPins ||= HIDDEN_PINS.test(line);
    addOutput(DRIVING.exec(line)?.[1]);
    addOutput(INLINE_OUTPUT.exec(line)?.[1]);
    const assigned = ASSIGNED.exec(line);
    if (assigned?.[1] && assigned[2]) bound.set(assigned[1], assigned[2]);
    const made = MADE_OUTPUT.exec(line)?.[1];
    if (made) addOutput(bound.get(made));
  });
  const inputs = new Set([...digital].filter((pin) => !outputs.has(pin)));
  return { used, outputs, inputs, analog, hasHiddenPins };
};

/**
 * The changes that make the code name the board pin `to` wherever it names the pin of `from`
 * (`board.LED` → `board.GP15`, and `board.GP25` too): every use `readCodePins` reads, so after them
 * the code no longer uses `from`'s pin. Comments are left as they are. Ascending and disjoint.
 */
export const renamePinChanges = (code: string, from: string, to: string): TextChange[] => {
  const pin = boardPinOf(from);
  if (!pin || !boardPinOf(to)) return [];
  const changes: TextChange[] = [];
  let start = 0;
  for (const raw of code.split('\n')) {
    for (const match of withoutComment(raw).matchAll(BOARD_NAME)) {
      const name = match[1] ?? '';
      if (boardPinOf(name) !== pin || name === to) continue;
      const at = start + match.index + 'board.'.length;
      changes.push({ from: at, to: at + name.length, insert: to });
    }
    start += raw.length + 1;
  }
  return changes;
};
