import type { loadMicroPython, MicroPython } from '@micropython/micropython-webassembly-pyscript';
import { type CodeLanguage, DEFAULT_CODE_LANGUAGE, PROGRAM_FILE } from '../code/language.ts';
import type { HardwareBridge } from './hardware.ts';
import { LANGUAGE_SHIMS, type LanguageShims } from './languages.ts';
import { traceSource } from './trace-lines.ts';
import { formatTraceback, type ProgramError } from './traceback.ts';

export { CODE_DONE, MICROPYTHON_REPL, PROGRAM_ENDS } from './languages.ts';

/**
 * Runs one program in MicroPython (WASM) with the shims of its language, writing to the console
 * what the board's serial port shows. CircuitPython (circuitpython-pico.md §9):
 *
 *   code.py output:
 *   …what the program prints…
 *   Traceback (most recent call last):     ← only after an uncaught exception
 *     File "code.py", line 5, in <module>
 *   ValueError: GP15 in use
 *
 *   Code done running.
 *
 * MicroPython on a Pico W (languages.ts):
 *
 *   MPY: soft reboot
 *   …what the program prints…
 *   Traceback (most recent call last):     ← only after an uncaught exception
 *     File "main.py", line 5, in <module>
 *   ValueError: bad SCL pin
 *   MicroPython v1.24.1 on 2024-11-29; Raspberry Pi Pico W with RP2040
 *   Type "help()" for more information.
 *   >>>
 */

/** The package's loader. Node imports the package; the worker imports the .mjs from its asset URL. */
export type LoadMicroPython = typeof loadMicroPython;

export interface RuntimeOptions {
  loadMicroPython: LoadMicroPython;
  /** Where micropython.wasm is served; Node finds it next to the .mjs. */
  wasmUrl?: string;
  /** The program's language (`languageOf(diagram)`); CircuitPython when not given. */
  language?: CodeLanguage;
  hardware: HardwareBridge;
  /** Console output, in order, as it is produced. */
  write(text: string): void;
  /** Blocks until the user sends a line (input()); the prompt is already written. */
  readLine(prompt: string): string;
  /** A traced line was reached (`run(code, { traceLines })`); called before its statement runs. */
  onLine?(line: number): void;
}

export interface RunOptions {
  /**
   * Lines whose reaching is reported through `onLine` (the Blocks view's highlight). Only lines
   * that start a simple statement are traced (trace-lines.ts); the file on the board's drive stays
   * the program as written.
   */
  traceLines?: readonly number[];
}

export interface RunResult {
  status: 'finished' | 'error';
  error?: ProgramError;
}

export interface Runtime {
  /** Runs the program to its end. A runtime runs one program: pins and modules are not reset. */
  run(code: string, options?: RunOptions): RunResult;
}

const installCode = (shims: LanguageShims) => `
import sys
sys.path[:] = ['${shims.nativeDir}', '${shims.libDir}']
sys.modules.pop('time', None)
import ${shims.runner}
${shims.runner}.install()
`;

const textOf = (decoder: TextDecoder, data: Uint8Array | string) =>
  typeof data === 'string' ? data : decoder.decode(data, { stream: true });

/** Writes the shims into MicroPython's file system (`/lib/adafruit_motor/` needs its parents first). */
const writeShims = (mp: MicroPython, shims: LanguageShims) => {
  const dirs = new Set<string>();
  for (const parts of Object.keys(shims.files).map((path) => path.split('/'))) {
    for (let end = 2; end < parts.length; end++) dirs.add(parts.slice(0, end).join('/'));
  }
  for (const dir of [...dirs].sort()) {
    try {
      mp.FS.mkdir(dir);
    } catch {
      // Already there: MicroPython creates /lib.
    }
  }
  for (const [path, source] of Object.entries(shims.files)) mp.FS.writeFile(path, source);
  for (const [path, bytes] of Object.entries(shims.driveFiles)) mp.FS.writeFile(path, bytes);
};

export const createRuntime = async (options: RuntimeOptions): Promise<Runtime> => {
  const { write, readLine, hardware } = options;
  const language = options.language ?? DEFAULT_CODE_LANGUAGE;
  const shims = LANGUAGE_SHIMS[language];
  const [stdout, stderr] = [new TextDecoder(), new TextDecoder()];
  const mp = await options.loadMicroPython({
    url: options.wasmUrl,
    linebuffer: false,
    stdout: (data) => write(textOf(stdout, data)),
    stderr: (data) => write(textOf(stderr, data)),
  });
  writeShims(mp, shims);

  let uncaught: string | undefined;
  /** The source run_program execs instead of the file's, when lines are traced; '' otherwise. */
  let traced = '';
  const onLine = options.onLine;
  mp.registerJsModule('_chispa', {
    ...hardware,
    read_line: (prompt: string) => readLine(prompt),
    report_exception: (traceback: string) => {
      uncaught = traceback;
    },
    traced_program: () => traced,
    at_line: (line: number) => onLine?.(line),
  });
  mp.runPython(installCode(shims));

  let hasRun = false;
  return {
    run(code, runOptions) {
      if (hasRun) throw new Error('A runtime runs one program; create another');
      hasRun = true;
      mp.FS.writeFile(`/${PROGRAM_FILE[language]}`, code);
      const lines = runOptions?.traceLines ?? [];
      if (lines.length > 0) traced = traceSource(code, lines);
      write(shims.start);
      try {
        mp.runPython(`${shims.runner}.run()`);
      } catch (failure) {
        // Only a fault of the simulator itself gets here: the program's exceptions are caught in Python.
        uncaught = `Traceback (most recent call last):\nRuntimeError: ${(failure as Error).message}\n`;
      }
      if (uncaught === undefined) {
        write(shims.end);
        return { status: 'finished' };
      }
      const error = formatTraceback(uncaught, language);
      write(`${error.traceback}${shims.end}`);
      return { status: 'error', error };
    },
  };
};
