import type { ErrorHint, HintVocabulary } from '../../domain/code/error-hints.ts';
import { hintForFault } from '../../domain/code/error-hints.ts';
import type { CodeLanguage } from '../../domain/code/language.ts';
import { parseFault } from '../../domain/code/program-fault.ts';
import { supportedParts } from '../../domain/devices/supported-parts.ts';
import { type ApiEntry, CIRCUITPYTHON_MODULES } from './circuitpython-api.ts';
import { MICROPYTHON_MODULES } from './micropython-api.ts';

/**
 * What a CircuitPython program can import in the simulator, in the order a student meets them: the first lessons'
 * modules, then every module that drives a part (the supported-parts table the help shows), then
 * MicroPython's own that CircuitPython shares.
 */
const simulatedModules = () => [
  ...new Set([
    'board',
    'digitalio',
    'time',
    'analogio',
    'pwmio',
    ...supportedParts().flatMap((part) => part.modules),
    'rainbowio',
    'supervisor',
    'random',
    'math',
  ]),
];

/** Modules of CircuitPython and its bundle a tutorial may use that the simulator does not have. */
const BOARD_ONLY_MODULES = [
  'storage',
  'usb_hid',
  'audiopwmio',
  'audiobusio',
  'touchio',
  'wifi',
  'socketpool',
  'adafruit_requests',
  'adafruit_bme280',
  'adafruit_ahtx0',
  'adafruit_mpu6050',
  'adafruit_vl53l0x',
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

/**
 * MicroPython modules the simulator runs (issue 29: its MicroPython runtime's own modules), in the
 * order a BitDogLab lesson meets them.
 */
const MICROPYTHON_SIMULATED = [
  'machine',
  'time',
  'utime',
  'neopixel',
  'ssd1306',
  'framebuf',
  'random',
  'math',
];

/** MicroPython modules of a Pico W a tutorial may use that the simulator does not have. */
const MICROPYTHON_BOARD_ONLY = [
  'network',
  'socket',
  'rp2',
  'bluetooth',
  'dht',
  'onewire',
  'ds18x20',
  'urequests',
  'requests',
  'asyncio',
  'uasyncio',
];

let simulated: string[] | undefined;

const CIRCUITPYTHON_VOCABULARY: HintVocabulary = {
  language: 'circuitpython',
  // Built on first use (supported-parts.ts says why).
  get simulatedModules() {
    simulated ??= simulatedModules();
    return simulated;
  },
  boardModules: [...CIRCUITPYTHON_MODULES.map((module) => module.label), ...BOARD_ONLY_MODULES],
  members: membersOf(CIRCUITPYTHON_MODULES),
};

const MICROPYTHON_VOCABULARY: HintVocabulary = {
  language: 'micropython',
  simulatedModules: MICROPYTHON_SIMULATED,
  boardModules: [...MICROPYTHON_MODULES.map((module) => module.label), ...MICROPYTHON_BOARD_ONLY],
  members: membersOf(MICROPYTHON_MODULES),
};

/** What a program in each language can import and what each module and object has. */
export const HINT_VOCABULARY: Readonly<Record<CodeLanguage, HintVocabulary>> = {
  circuitpython: CIRCUITPYTHON_VOCABULARY,
  micropython: MICROPYTHON_VOCABULARY,
};

/** The hint for a traceback the simulator printed for `code` in `language`, if one rule knows it. */
export const hintForTraceback = (
  traceback: string,
  code: string,
  language: CodeLanguage = 'circuitpython',
): ErrorHint | undefined => {
  const fault = parseFault(traceback);
  return fault && hintForFault(fault, code, HINT_VOCABULARY[language]);
};

/** The hint shown after Stop: what Ctrl-C (KeyboardInterrupt) means on a board. */
export const STOPPED_HINT: ErrorHint | undefined = hintForFault(
  { type: 'KeyboardInterrupt', message: '' },
  '',
  CIRCUITPYTHON_VOCABULARY,
);
