/** The parts of `@micropython/micropython-webassembly-pyscript` (1.27, untyped) the simulator uses. */
declare module '@micropython/micropython-webassembly-pyscript' {
  export interface MicroPythonOptions {
    /** Raw bytes when `linebuffer` is false, else one line without its newline. */
    stdout?: (data: Uint8Array | string) => void;
    stderr?: (data: Uint8Array | string) => void;
    linebuffer?: boolean;
    heapsize?: number;
    pystack?: number;
    /** Where `micropython.wasm` is; defaults to next to the .mjs. */
    url?: string;
  }

  export interface MicroPythonFS {
    mkdir(path: string): void;
    writeFile(path: string, data: string | Uint8Array): void;
  }

  export interface MicroPython {
    FS: MicroPythonFS;
    /** Runs Python source; throws a `PythonError` whose message is the traceback. */
    runPython(code: string): unknown;
    /** Makes a JS object importable from Python; its functions are called synchronously. */
    registerJsModule(name: string, module: object): void;
  }

  export function loadMicroPython(options?: MicroPythonOptions): Promise<MicroPython>;
}
