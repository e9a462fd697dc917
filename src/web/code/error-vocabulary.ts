import type { ErrorHint, HintVocabulary } from '../../domain/code/error-hints.ts';
import { hintForFault } from '../../domain/code/error-hints.ts';
import { parseFault } from '../../domain/code/program-fault.ts';
import { supportedParts } from '../../domain/devices/supported-parts.ts';
import { type ApiEntry, CIRCUITPYTHON_MODULES } from './circuitpython-api.ts';

/**
 * What code.py can import in the simulator, in the order a student meets them: the first lessons'
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

let simulated: string[] | undefined;

export const HINT_VOCABULARY: HintVocabulary = {
  // Built on first use (supported-parts.ts says why).
  get simulatedModules() {
    simulated ??= simulatedModules();
    return simulated;
  },
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
