import type { loadMicroPython, MicroPython } from '@micropython/micropython-webassembly-pyscript';
import type { HardwareBridge } from './hardware.ts';
import { DRIVE_FILES, LIB_DIR, NATIVE_DIR, SHIM_FILES } from './python/index.ts';
import { formatTraceback, type ProgramError } from './traceback.ts';

/**
 * Runs one code.py in MicroPython (WASM) with our CircuitPython shims, writing to the console
 * what a Pico's serial port shows (circuitpython-pico.md §9):
 *
 *   code.py output:
 *   …what the program prints…
 *   Traceback (most recent call last):     ← only after an uncaught exception
 *     File "code.py", line 5, in <module>
 *   ValueError: GP15 in use
 *
 *   Code done running.
 */

/** What the board prints when code.py ends, after its output or traceback (circuitpython-pico.md §9). */
export const CODE_DONE = '\nCode done running.\n';

/** The package's loader. Node imports the package; the worker imports the .mjs from its asset URL. */
export type LoadMicroPython = typeof loadMicroPython;

export interface RuntimeOptions {
  loadMicroPython: LoadMicroPython;
  /** Where micropython.wasm is served; Node finds it next to the .mjs. */
  wasmUrl?: string;
  hardware: HardwareBridge;
  /** Console output, in order, as it is produced. */
  write(text: string): void;
  /** Blocks until the user sends a line (input()); the prompt is already written. */
  readLine(prompt: string): string;
}

export interface RunResult {
  status: 'finished' | 'error';
  error?: ProgramError;
}

export interface Runtime {
  /** Runs code.py to its end. A runtime runs one program: pins and modules are not reset. */
  run(code: string): RunResult;
}

const INSTALL = `
import sys
sys.path[:] = ['${NATIVE_DIR}', '${LIB_DIR}']
sys.modules.pop('time', None)
import _chispa_main
_chispa_main.install()
`;

const textOf = (decoder: TextDecoder, data: Uint8Array | string) =>
  typeof data === 'string' ? data : decoder.decode(data, { stream: true });

/** Writes the shims into MicroPython's file system (`/lib/adafruit_motor/` needs its parents first). */
const writeShims = (mp: MicroPython) => {
  const dirs = new Set<string>();
  for (const parts of Object.keys(SHIM_FILES).map((path) => path.split('/'))) {
    for (let end = 2; end < parts.length; end++) dirs.add(parts.slice(0, end).join('/'));
  }
  for (const dir of [...dirs].sort()) {
    try {
      mp.FS.mkdir(dir);
    } catch {
      // Already there: MicroPython creates /lib.
    }
  }
  for (const [path, source] of Object.entries(SHIM_FILES)) mp.FS.writeFile(path, source);
  for (const [path, bytes] of Object.entries(DRIVE_FILES)) mp.FS.writeFile(path, bytes);
};

export const createRuntime = async (options: RuntimeOptions): Promise<Runtime> => {
  const { write, readLine, hardware } = options;
  const [stdout, stderr] = [new TextDecoder(), new TextDecoder()];
  const mp = await options.loadMicroPython({
    url: options.wasmUrl,
    linebuffer: false,
    stdout: (data) => write(textOf(stdout, data)),
    stderr: (data) => write(textOf(stderr, data)),
  });
  writeShims(mp);

  let uncaught: string | undefined;
  mp.registerJsModule('_chispa', {
    ...hardware,
    read_line: (prompt: string) => readLine(prompt),
    report_exception: (traceback: string) => {
      uncaught = traceback;
    },
  });
  mp.runPython(INSTALL);

  let hasRun = false;
  return {
    run(code) {
      if (hasRun) throw new Error('A runtime runs one program; create another');
      hasRun = true;
      mp.FS.writeFile('/code.py', code);
      write('code.py output:\n');
      try {
        mp.runPython('_chispa_main.run()');
      } catch (failure) {
        // Only a fault of the simulator itself gets here: code.py's exceptions are caught in Python.
        uncaught = `Traceback (most recent call last):\nRuntimeError: ${(failure as Error).message}\n`;
      }
      if (uncaught === undefined) {
        write(CODE_DONE);
        return { status: 'finished' };
      }
      const error = formatTraceback(uncaught);
      write(`${error.traceback}${CODE_DONE}`);
      return { status: 'error', error };
    },
  };
};
