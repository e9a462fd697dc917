import type { CodeLanguage } from '../code/firmware.ts';
import { CODE_DONE, MICROPYTHON_REPL } from './console-markers.ts';
import { DRIVE_FILES, LIB_DIR, NATIVE_DIR, SHIM_FILES } from './python/index.ts';
import { MPY_LIB_DIR, MPY_NATIVE_DIR, MPY_SHIM_FILES } from './python/micropython.ts';

export { CODE_DONE, MICROPYTHON_REPL, PROGRAM_ENDS } from './console-markers.ts';

/**
 * What the runtime needs for each language a program can be written in (issue 29): its shims,
 * where they go, and what the board's serial port shows around the program's output.
 */

/**
 * What a MicroPython main.py can import in the simulator, as _mpy_main.py allows it: the modules
 * we simulate, then the Pico W's built-ins the interpreter shares (each also under its `u` name
 * for the C ones: utime, ujson…). For the editor's hints and completions.
 */
export const MICROPYTHON_MODULES = {
  simulated: ['machine', 'time', 'neopixel', 'framebuf', 'ssd1306'],
  builtins: [
    'array',
    'binascii',
    'builtins',
    'cmath',
    'collections',
    'deflate',
    'errno',
    'gc',
    'hashlib',
    'heapq',
    'io',
    'json',
    'math',
    'micropython',
    'os',
    'platform',
    'random',
    're',
    'select',
    'struct',
    'sys',
    'uctypes',
  ],
} as const;

export interface LanguageShims {
  /** Modules that are C on the board: their traceback frames are dropped. */
  nativeDir: string;
  /** Python libraries on the board: their frames name the file without the folder. */
  libDir: string;
  files: Readonly<Record<string, string>>;
  driveFiles: Readonly<Record<string, Uint8Array>>;
  /** The module that installs the import rules and runs the program. */
  runner: string;
  /** What the console shows before the program's output. */
  start: string;
  /** What it shows after the program's output or traceback. */
  end: string;
}

export const LANGUAGE_SHIMS: Readonly<Record<CodeLanguage, LanguageShims>> = {
  circuitpython: {
    nativeDir: NATIVE_DIR,
    libDir: LIB_DIR,
    files: SHIM_FILES,
    driveFiles: DRIVE_FILES,
    runner: '_chispa_main',
    start: 'code.py output:\n',
    end: CODE_DONE,
  },
  micropython: {
    nativeDir: MPY_NATIVE_DIR,
    libDir: MPY_LIB_DIR,
    files: MPY_SHIM_FILES,
    driveFiles: {},
    runner: '_mpy_main',
    // Run in the simulator is what Thonny's Run is on the board: a soft reset, then the
    // program. The rp2 port prints this line as it soft-resets.
    start: 'MPY: soft reboot\n',
    end: MICROPYTHON_REPL,
  },
};
