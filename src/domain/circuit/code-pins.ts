/**
 * Which board pins code.py uses, and how, read from its text without running it (the circuit
 * checks, issue 10). A first program names its pins plainly (`board.GP15`) and sets them up on
 * the next lines, so a line-based reading is enough: `x = digitalio.DigitalInOut(board.GP15)`
 * binds `x` to GP15, then `x.direction = digitalio.Direction.OUTPUT` or `x.switch_to_output()`
 * makes it an output. Pins are named as on the board's part (`GP15`, `GP25` for `board.LED`).
 */

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
}

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

const BOARD_NAME = /\bboard\.([A-Za-z_][A-Za-z0-9_]*)/g;
/** Constructors whose object drives its pin from the start. */
const DRIVING = /\b(?:PWMOut|NeoPixel|neopixel_write|tone)\s*\(\s*board\.(\w+)/;
const ASSIGNED = /^\s*([A-Za-z_][\w.]*)\s*=\s*(?:digitalio\.)?DigitalInOut\s*\(\s*board\.(\w+)/;
const MADE_OUTPUT =
  /^\s*([A-Za-z_][\w.]*)\s*\.\s*(?:direction\s*=\s*(?:digitalio\.)?Direction\.OUTPUT|switch_to_output\s*\()/;
const INLINE_OUTPUT = /DigitalInOut\s*\(\s*board\.(\w+)\s*\)\s*\.\s*switch_to_output/;

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

export const readCodePins = (code: string): CodePins => {
  const used = new Map<string, PinUse>();
  const outputs = new Set<string>();
  const bound = new Map<string, string>();
  const addOutput = (name: string | undefined) => {
    const pin = name && boardPinOf(name);
    if (pin) outputs.add(pin);
  };
  code.split(/\r?\n/).forEach((raw, index) => {
    const line = withoutComment(raw);
    for (const [, name = ''] of line.matchAll(BOARD_NAME)) {
      const pin = boardPinOf(name);
      if (pin && !used.has(pin)) used.set(pin, { name, line: index + 1 });
    }
    addOutput(DRIVING.exec(line)?.[1]);
    addOutput(INLINE_OUTPUT.exec(line)?.[1]);
    const assigned = ASSIGNED.exec(line);
    if (assigned?.[1] && assigned[2]) bound.set(assigned[1], assigned[2]);
    const made = MADE_OUTPUT.exec(line)?.[1];
    if (made) addOutput(bound.get(made));
  });
  return { used, outputs };
};
