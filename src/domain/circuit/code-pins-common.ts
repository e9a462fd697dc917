/**
 * What both program readings share (issue 29): the shape of what they read, CircuitPython's names
 * for the Pico's pins (MicroPython's readings name pins the same way, so the checks need one
 * vocabulary), and a line's text without its comment.
 */

import type { CodeLanguage } from '../code/firmware.ts';

export interface PinUse {
  /**
   * The name the code wrote after `board.` (`GP15`, `LED`, `A0`); in MicroPython, the pin's own
   * (`GP15` for `Pin(15)`, `LED` for `Pin("LED")`).
   */
  name: string;
  /** 1-based line of its first use. */
  line: number;
  /** The use as written, when it is not `board.<name>`: MicroPython's `Pin(15)`, `ADC(0)`. */
  code?: string;
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
  /** The language the code was read as: how a check quotes a pin back to the student. */
  language: CodeLanguage;
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

/** The text of a line without its `#` comment (a `#` inside quotes is kept). */
export const withoutComment = (line: string): string => {
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

/** A use as the student wrote it: `board.GP15` in CircuitPython, `Pin(15)` in MicroPython. */
export const quotedUse = (use: PinUse): string => use.code ?? `board.${use.name}`;

/** How code in `language` names a board pin (`GP15`): `board.GP15`, `Pin(15)`; the LED as `Pin("LED")`. */
export const quotedPin = (language: CodeLanguage, pin: string): string => {
  if (language === 'circuitpython') return `board.${pin}`;
  return pin === 'GP25' ? 'Pin("LED")' : `Pin(${pin.replace(/^GP/, '')})`;
};
