/**
 * The simulator's Web Worker (session.ts creates it). MicroPython's .mjs is imported from its
 * asset URL rather than bundled: it has a top-level await, which Vite's default (iife) worker
 * bundle cannot hold.
 */
import micropythonUrl from '@micropython/micropython-webassembly-pyscript/micropython.mjs?url';
import wasmUrl from '@micropython/micropython-webassembly-pyscript/micropython.wasm?url';
import { serveSimulator, type WorkerScope } from './worker-host.ts';

type MicroPythonModule = typeof import('@micropython/micropython-webassembly-pyscript');

serveSimulator(self as unknown as WorkerScope, async () => {
  const { loadMicroPython } = (await import(/* @vite-ignore */ micropythonUrl)) as MicroPythonModule;
  return { loadMicroPython, wasmUrl };
});
