import { simulatedDiagram } from '../../../domain/circuit/board-inside.ts';
import type { Diagram } from '../../../domain/circuit/diagram.ts';
import type { BoardDrive } from '../../../domain/circuit/simulation.ts';
import { languageOf } from '../../../domain/code/language.ts';
import type { DeviceView } from '../../../domain/devices/device.ts';
import { controlKeysOf } from '../../../domain/devices/registry.ts';
import { createMailbox, createMailboxReader, type MailboxContents } from './mailbox.ts';
import type { StartMessage, WorkerMessage } from './messages.ts';
import { createInputBuffer, createLineBuffer, writeInput, writeLine } from './shared-buffers.ts';

export type RunState = 'idle' | 'starting' | 'running' | 'waiting-input' | 'finished' | 'error' | 'stopped';

export interface SimulatorEvents {
  onState(state: RunState): void;
  onOutput(text: string): void;
  onDrive(drive: BoardDrive): void;
  /** What the devices show (a display's memory, a segment's glow), when it changed. */
  onViews?(views: Record<string, DeviceView>): void;
  onError(error: { traceback: string; line?: number }): void;
  onInputRequest(prompt: string): void;
  /** The last traced line the program reached, when it changed (only runs started with `traceLines`). */
  onLine?(line: number): void;
}

export interface StartOptions {
  /** Lines whose reaching is reported through `onLine`; only simple statements are traced. */
  traceLines?: readonly number[];
}

const createSimulatorWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });

/** What a run needs besides its worker; shared memory is per run, so a stopped worker cannot write into the next. */
interface Run {
  worker: Worker;
  /** Part ids and control keys; slot i of `inputs` holds the input of key i. */
  slotIds: string[];
  inputs: SharedArrayBuffer;
  slotOf: ReadonlyMap<string, number>;
  stdin: SharedArrayBuffer;
  /** Output and drive from the worker (mailbox.ts), read every frame while the run lasts. */
  mailbox: SharedArrayBuffer;
  readMailbox: () => MailboxContents;
  poller: ReturnType<typeof setInterval>;
  /** Lines typed before the program asked: input() takes them in order, like a serial buffer. */
  typedAhead: string[];
}

/** How often the page reads the mailbox: about once a frame. */
export const MAILBOX_POLL_MS = 16;

/**
 * Runs code.py against a diagram in a Web Worker, one worker per run: stop is
 * `worker.terminate()`, and a spare worker is always warming up for the next run. When a
 * program ends or is stopped the board resets its pins, so the drive goes back to `{}`.
 */
export class SimulatorSession {
  private spare: Worker | undefined;
  private run: Run | undefined;
  private state: RunState = 'idle';
  private readonly inputsForNextRun = new Map<string, number>();
  private isDisposed = false;
  /** Spares whose script failed to load while they waited: their error came before anyone listened. */
  private readonly brokenWorkers = new WeakSet<Worker>();

  constructor(
    private readonly events: SimulatorEvents,
    private readonly createWorkerOf: () => Worker = createSimulatorWorker,
  ) {
    this.spare = this.createWorker();
  }

  /** Runs `code` with the circuit of `diagram`; stops a running program first. */
  start(code: string, diagram: Diagram, options: StartOptions = {}): void {
    if (this.isDisposed) return;
    this.endRun();
    if (typeof SharedArrayBuffer === 'undefined') {
      this.events.onError({
        traceback: 'The simulator needs a cross-origin isolated page (SharedArrayBuffer).\n',
      });
      this.setState('error');
      return;
    }
    const run = this.createRun(this.takeWorker(), diagram);
    this.run = run;
    this.events.onDrive({});
    this.setState('starting');
    const message: StartMessage = {
      type: 'start',
      code,
      diagram,
      language: languageOf(diagram),
      inputs: run.inputs,
      inputSlots: run.slotIds,
      stdin: run.stdin,
      mailbox: run.mailbox,
      ...(options.traceLines?.length ? { traceLines: [...options.traceLines] } : {}),
    };
    run.worker.postMessage(message);
  }

  /** Ends the program at once (even inside a sleep or a busy loop). */
  stop(): void {
    if (!this.run) return;
    this.finish();
    this.setState('stopped');
  }

  /**
   * A button (1 pressed / 0 released), switch position, potentiometer fraction or lux. Each run
   * starts with its parts at rest; values set while nothing runs wait for the next start.
   */
  setPartInput(partId: string, value: number): void {
    if (!this.run) {
      this.inputsForNextRun.set(partId, value);
      return;
    }
    const slot = this.run.slotOf.get(partId);
    if (slot !== undefined) writeInput(this.run.inputs, slot, value);
  }

  /** A line for input(); typed before the program asks, it waits its turn. */
  sendLine(line: string): void {
    const run = this.run;
    if (!run) return;
    run.typedAhead.push(line);
    if (this.state === 'waiting-input' && this.feedLine(run)) this.setState('running');
  }

  dispose(): void {
    this.isDisposed = true;
    this.endRun();
    this.spare?.terminate();
    this.spare = undefined;
  }

  /** Hands on what the worker wrote since the last read. */
  private drain(run: Run): void {
    const { text, drive, views, line } = run.readMailbox();
    if (text) this.events.onOutput(text);
    if (drive) this.events.onDrive(drive);
    if (views) this.events.onViews?.(views);
    if (line !== undefined) this.events.onLine?.(line);
  }

  private handleMessage(message: WorkerMessage): void {
    // A message comes after everything the worker wrote before sending it.
    if (this.run) this.drain(this.run);
    switch (message.type) {
      case 'state':
        this.setState(message.state);
        return;
      case 'input-request':
        if (this.run && this.feedLine(this.run)) return;
        this.setState('waiting-input');
        this.events.onInputRequest(message.prompt);
        return;
      case 'exit':
        this.finish();
        if (message.error) this.events.onError(message.error);
        this.setState(message.status);
    }
  }

  /** Hands the oldest typed line to input(); false when there is none. */
  private feedLine(run: Run): boolean {
    const line = run.typedAhead[0];
    if (line === undefined || !writeLine(run.stdin, line)) return false;
    run.typedAhead.shift();
    return true;
  }

  /** Ends the current run's worker; the board resets its pins. */
  private finish(): void {
    this.endRun();
    this.events.onDrive({});
  }

  private endRun(): void {
    const run = this.run;
    if (!run) return;
    run.worker.onmessage = null;
    run.worker.onerror = null;
    run.worker.terminate();
    clearInterval(run.poller);
    // The last words of a stopped program (its output up to the Stop click) still show.
    this.drain(run);
    this.run = undefined;
    if (!this.spare && !this.isDisposed) this.spare = this.createWorker();
  }

  /** The warm spare, unless its script failed to load; a new spare starts warming up. */
  private takeWorker(): Worker {
    const spare = this.spare;
    const worker = spare && !this.brokenWorkers.has(spare) ? spare : this.createWorker();
    if (spare && spare !== worker) spare.terminate();
    this.spare = this.createWorker();
    return worker;
  }

  private createRun(worker: Worker, diagram: Diagram): Run {
    // One slot per part (a button, a knob), and one per device control (`sonar1.distance`); a
    // BitDogLab's by its inner parts (`bdl1/buttonA`, `bdl1/joystick.x`), as the worker runs it.
    const { parts } = simulatedDiagram(diagram);
    const slotIds = [...parts.map((part) => part.id), ...controlKeysOf(parts)];
    const mailbox = createMailbox();
    const run: Run = {
      worker,
      slotIds,
      slotOf: new Map(slotIds.map((id, slot) => [id, slot])),
      inputs: createInputBuffer(slotIds.length),
      stdin: createLineBuffer(),
      mailbox,
      readMailbox: createMailboxReader(mailbox),
      poller: setInterval(() => {
        if (this.run === run) this.drain(run);
      }, MAILBOX_POLL_MS),
      typedAhead: [],
    };
    for (const [id, value] of this.inputsForNextRun) {
      const slot = run.slotOf.get(id);
      if (slot !== undefined) writeInput(run.inputs, slot, value);
    }
    this.inputsForNextRun.clear();
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      if (this.run === run) this.handleMessage(event.data);
    };
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      if (this.run !== run) return;
      this.finish();
      this.events.onError({ traceback: `${event.message || 'The simulator stopped unexpectedly.'}\n` });
      this.setState('error');
    };
    return run;
  }

  private createWorker(): Worker {
    const worker = this.createWorkerOf();
    worker.addEventListener('error', () => this.brokenWorkers.add(worker));
    return worker;
  }

  private setState(state: RunState): void {
    if (state === this.state) return;
    this.state = state;
    this.events.onState(state);
  }
}
