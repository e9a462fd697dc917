import { simulatedDiagram } from '../../../domain/circuit/board-inside.ts';
import { buildNetlist } from '../../../domain/circuit/netlist.ts';
import { type Clock, createBlockingClock } from '../../../domain/simulator/clock.ts';
import { createHardware } from '../../../domain/simulator/hardware.ts';
import { createRuntime, type LoadMicroPython } from '../../../domain/simulator/runtime.ts';
import { createMailboxWriter } from './mailbox.ts';
import type { StartMessage, WorkerMessage } from './messages.ts';
import { createInputReader, waitLine } from './shared-buffers.ts';

/** What the worker runs with: the MicroPython loader and where its wasm is. */
export interface MicroPythonSource {
  loadMicroPython: LoadMicroPython;
  wasmUrl?: string;
}

export interface WorkerScope {
  postMessage(message: WorkerMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<StartMessage>) => void): void;
}

/** Runs one program and posts its state, output, drive, input requests and exit. */
export const runProgram = async (
  start: StartMessage,
  post: (message: WorkerMessage) => void,
  micropython: MicroPythonSource,
  baseClock: Clock = createBlockingClock(),
): Promise<void> => {
  const mailbox = createMailboxWriter(start.mailbox);
  // A BitDogLab is a Pico with its peripherals inside (board-inside.ts).
  const diagram = simulatedDiagram(start.diagram);
  const hardware = createHardware({
    netlist: buildNetlist(diagram),
    diagram,
    inputs: createInputReader(start.inputs, start.inputSlots),
    clock: baseClock,
    onDrive: mailbox.drive,
    onViews: mailbox.views,
  });
  try {
    const runtime = await createRuntime({
      ...micropython,
      language: start.language,
      hardware: hardware.bridge,
      write: mailbox.output,
      readLine: (prompt) => {
        post({ type: 'input-request', prompt });
        return waitLine(start.stdin);
      },
      onLine: mailbox.line,
    });
    post({ type: 'state', state: 'running' });
    const result = runtime.run(start.code, { traceLines: start.traceLines });
    // A display drawn just before the end keeps showing it, as the real one does.
    hardware.flushViews();
    post({ type: 'exit', ...result });
  } catch (failure) {
    const message = failure instanceof Error ? failure.message : String(failure);
    post({
      type: 'exit',
      status: 'error',
      error: { traceback: `The simulator could not start: ${message}\n` },
    });
  }
};

/** The worker's message loop: loads MicroPython's module at once, runs the first `start`. */
export const serveSimulator = (scope: WorkerScope, load: () => Promise<MicroPythonSource>): void => {
  const loading = load();
  let hasStarted = false;
  scope.addEventListener('message', (event) => {
    if (event.data?.type !== 'start' || hasStarted) return;
    hasStarted = true;
    const post = (message: WorkerMessage) => scope.postMessage(message);
    void loading.then(
      (micropython) => runProgram(event.data, post, micropython),
      (failure: unknown) =>
        post({
          type: 'exit',
          status: 'error',
          error: { traceback: `The simulator could not load: ${String(failure)}\n` },
        }),
    );
  });
};
