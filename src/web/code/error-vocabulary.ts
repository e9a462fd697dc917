import type { ErrorHint, HintVocabulary } from '../../domain/code/error-hints.ts';
import { hintForFault } from '../../domain/code/error-hints.ts';
import { parseFault } from '../../domain/code/program-fault.ts';
import { type ApiEntry, CIRCUITPYTHON_MODULES } from './circuitpython-api.ts';

/** What code.py can import in the simulator (our shims and MicroPython's own), in the order a student meets them. */
const SIMULATED_MODULES = [
  'board',
  'digitalio',
  'time',
  'analogio',
  'pwmio',
  'neopixel',
  'simpleio',
  'rainbowio',
  'adafruit_motor',
  'microcontroller',
  'supervisor',
  'random',
  'math',
];

/** Modules of CircuitPython and its bundle a tutorial may use that the simulator does not have. */
const BOARD_ONLY_MODULES = [
  'busio',
  'storage',
  'keypad',
  'rotaryio',
  'usb_hid',
  'displayio',
  'audiopwmio',
  'touchio',
];

/** Every module, class and object type the editor's completion knows, with its attributes. */
const membersOf = (entries: readonly ApiEntry[], into: Record<string, string[]> = {}) => {
  for (const entry of entries) {
    const attributes = [...(entry.members ?? []), ...(entry.instance ?? [])];
    if (attributes.length > 0) into[entry.label] = attributes.map((member) => member.label);
    membersOf(entry.members ?? [], into);
  }
  return into;
};

export const HINT_VOCABULARY: HintVocabulary = {
  simulatedModules: SIMULATED_MODULES,
  boardModules: [...CIRCUITPYTHON_MODULES.map((module) => module.label), ...BOARD_ONLY_MODULES],
  members: membersOf(CIRCUITPYTHON_MODULES),
};

/** The hint for a traceback the simulator printed for `code`, if one rule knows it. */
export const hintForTraceback = (traceback: string, code: string): ErrorHint | undefined => {
  const fault = parseFault(traceback);
  return fault && hintForFault(fault, code, HINT_VOCABULARY);
};

/** The hint shown after Stop: what Ctrl-C (KeyboardInterrupt) means on a board. */
export const STOPPED_HINT: ErrorHint | undefined = hintForFault(
  { type: 'KeyboardInterrupt', message: '' },
  '',
  HINT_VOCABULARY,
);
