/**
 * Which board pins code.py uses, and how, read from its text without running it (the circuit
 * checks, issue 10). A first program names its pins plainly (`board.GP15`) and sets them up on
 * the next lines, so a line-based reading is enough: `x = digitalio.DigitalInOut(board.GP15)`
 * binds `x` to GP15, then `x.direction = digitalio.Direction.OUTPUT` or `x.switch_to_output()`
 * makes it an output. Pins are named as on the board's part (`GP15`, `GP25` for `board.LED`).
 * A MicroPython main.py (issue 29) is read by code-pins-micropython.ts into the same shape.
 */

import type { CodeLanguage } from '../code/firmware.ts';
import type { TextChange } from '../code/text-changes.ts';
import { boardPinOf, type CodePins, type PinUse, withoutComment } from './code-pins-common.ts';
import { readMicroPythonPins, renameMicroPythonPinChanges } from './code-pins-micropython.ts';

export * from './code-pins-common.ts';

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

/** The pins of every `board.NAME` a pattern's first group names on this line. */
const pinsMatched = (line: string, pattern: RegExp): string[] =>
  [...line.matchAll(pattern)].flatMap(([, name = '']) => boardPinsOf(name));

/** The pins `code` uses, read as the language it is written in (CircuitPython unless told). */
export const readCodePins = (code: string, language: CodeLanguage = 'circuitpython'): CodePins =>
  language === 'micropython' ? readMicroPythonPins(code) : readCircuitPythonPins(code);

const readCircuitPythonPins = (code: string): CodePins => {
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
  return { used, outputs, inputs, analog, hasHiddenPins, language: 'circuitpython' };
};

/**
 * The changes that make the code name the board pin `to` wherever it names the pin of `from`
 * (`board.LED` → `board.GP15`, and `board.GP25` too): every use `readCodePins` reads, so after them
 * the code no longer uses `from`'s pin. Comments are left as they are. Ascending and disjoint.
 * MicroPython's are its numbers (`Pin(25)`, `Pin("LED")` → `Pin(15)`).
 */
export const renamePinChanges = (
  code: string,
  from: string,
  to: string,
  language: CodeLanguage = 'circuitpython',
): TextChange[] => {
  if (language === 'micropython') return renameMicroPythonPinChanges(code, from, to);
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
