// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { BITDOGLAB_TYPE } from '../../../domain/circuit/bitdoglab.ts';
import type { BoardDrive } from '../../../domain/circuit/simulation.ts';
import { ledCircuit, makeDiagram, part } from '../../../domain/circuit/test-builders.ts';
import { createMailboxWriter } from './mailbox.ts';
import type { StartMessage, WorkerMessage } from './messages.ts';
import { MAILBOX_POLL_MS, type RunState, type SimulatorEvents, SimulatorSession } from './session.ts';
import { createInputReader, waitLine } from './shared-buffers.ts';

class FakeWorker {
  posted: StartMessage[] = [];
  isTerminated = false;
  onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private errorListeners: (() => void)[] = [];
  addEventListener(type: string, listener: () => void) {
    if (type === 'error') this.errorListeners.push(listener);
  }
  /** The worker's script failed to load. */
  fail() {
    for (const listener of this.errorListeners) listener();
    this.onerror?.({ message: 'load failed', preventDefault: () => {} } as ErrorEvent);
  }
  postMessage(message: StartMessage) {
    this.posted.push(message);
  }
  terminate() {
    this.isTerminated = true;
  }
  emit(message: WorkerMessage) {
    this.onmessage?.({ data: message } as MessageEvent<WorkerMessage>);
  }
  /** What the program prints or drives goes into the run's mailbox, as the real worker's does. */
  private get mailbox() {
    const start = this.posted[0];
    if (!start) throw new Error('not started');
    return createMailboxWriter(start.mailbox);
  }
  print(text: string) {
    this.mailbox.output(text);
  }
  drive(drive: BoardDrive) {
    this.mailbox.drive(drive);
  }
  reach(line: number) {
    this.mailbox.line(line);
  }
}

const setUp = () => {
  const workers: FakeWorker[] = [];
  const states: RunState[] = [];
  const output: string[] = [];
  const drives: BoardDrive[] = [];
  const errors: { traceback: string; line?: number }[] = [];
  const prompts: string[] = [];
  const lines: number[] = [];
  const events: SimulatorEvents = {
    onState: (s) => states.push(s),
    onOutput: (t) => output.push(t),
    onDrive: (d) => drives.push(d),
    onError: (e) => errors.push(e),
    onInputRequest: (p) => prompts.push(p),
    onLine: (l) => lines.push(l),
  };
  const session = new SimulatorSession(events, () => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker as unknown as Worker;
  });
  const current = () => workers.find((w) => w.posted.length > 0 && !w.isTerminated);
  return { session, workers, states, output, drives, errors, prompts, lines, current };
};

describe('SimulatorSession', () => {
  it('warms a worker up, starts the program in it and follows its messages', () => {
    const t = setUp();
    expect(t.workers).toHaveLength(1);
    t.session.start('print(1)', ledCircuit());
    const worker = t.workers[0];
    expect(worker?.posted[0]).toMatchObject({
      type: 'start',
      code: 'print(1)',
      language: 'circuitpython',
      inputSlots: ['pico', 'led1', 'r1'],
    });
    expect(t.workers).toHaveLength(2); // the spare for the next run
    worker?.emit({ type: 'state', state: 'running' });
    worker?.print('code.py output:\n1\n');
    worker?.drive({ GP15: { mode: 'output', value: true } });
    // The exit message comes after what the worker wrote: the session reads that first.
    worker?.emit({ type: 'exit', status: 'finished' });
    expect(t.states).toEqual(['starting', 'running', 'finished']);
    expect(t.output).toEqual(['code.py output:\n1\n']);
    expect(t.drives).toEqual([{}, { GP15: { mode: 'output', value: true } }, {}]);
    expect(worker?.isTerminated).toBe(true);
  });

  it('reads the mailbox every frame while a program spins without a word', () => {
    vi.useFakeTimers();
    try {
      const t = setUp();
      t.session.start('led.value = True\nwhile True: pass', ledCircuit());
      const worker = t.current();
      worker?.print('encendido\n');
      worker?.drive({ GP15: { mode: 'output', value: true } });
      expect(t.output).toEqual([]);
      vi.advanceTimersByTime(MAILBOX_POLL_MS);
      expect(t.output).toEqual(['encendido\n']);
      expect(t.drives.at(-1)).toEqual({ GP15: { mode: 'output', value: true } });
      t.session.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the worker for the lines to report only when given, and hands on each line reached', () => {
    vi.useFakeTimers();
    try {
      const t = setUp();
      t.session.start('x = 1', ledCircuit());
      expect(t.current()?.posted[0]).not.toHaveProperty('traceLines');
      t.session.start('x = 1\nwhile True:\n    y = 2', ledCircuit(), { traceLines: [1, 3] });
      const worker = t.current();
      expect(worker?.posted[0]?.traceLines).toEqual([1, 3]);
      worker?.reach(1);
      worker?.reach(3);
      vi.advanceTimersByTime(MAILBOX_POLL_MS);
      vi.advanceTimersByTime(MAILBOX_POLL_MS);
      expect(t.lines).toEqual([3]);
      // The line reached just before Stop still arrives, before the run's end.
      worker?.reach(1);
      t.session.stop();
      expect(t.lines).toEqual([3, 1]);
      expect(t.states.at(-1)).toBe('stopped');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops at once and keeps a fresh worker for the next run', () => {
    const t = setUp();
    t.session.start('print("x")\nwhile True: pass', ledCircuit());
    const running = t.current();
    // Printed, then the program spins without a message: the text still shows, by Stop at the latest.
    running?.print('x\n');
    t.session.stop();
    expect(running?.isTerminated).toBe(true);
    expect(t.states.at(-1)).toBe('stopped');
    expect(t.output).toEqual(['x\n']);
    running?.print('late');
    running?.emit({ type: 'state', state: 'running' });
    expect(t.output).toEqual(['x\n']);
    t.session.start('print(2)', ledCircuit());
    expect(t.current()).not.toBe(running);
    expect(t.workers.filter((w) => !w.isTerminated)).toHaveLength(2);
  });

  it('stops a running program before starting another', () => {
    const t = setUp();
    t.session.start('a', ledCircuit());
    const first = t.current();
    t.session.start('b', ledCircuit());
    expect(first?.isTerminated).toBe(true);
    expect(t.current()?.posted[0]?.code).toBe('b');
  });

  it('writes part inputs into shared memory, also those set before the run', () => {
    const t = setUp();
    t.session.setPartInput('led1', 0.25);
    t.session.start('', ledCircuit());
    t.session.setPartInput('r1', 1);
    t.session.setPartInput('nope', 1);
    const first = t.current()?.posted[0];
    if (!first) throw new Error('not started');
    expect(createInputReader(first.inputs, first.inputSlots)()).toEqual({ led1: 0.25, r1: 1 });

    t.session.start('', ledCircuit());
    const second = t.current()?.posted[0];
    if (!second) throw new Error('not started');
    expect(createInputReader(second.inputs, second.inputSlots)()).toEqual({});
  });

  it('gives a BitDogLab’s buttons, joystick and microphone slots under their inner ids', () => {
    const t = setUp();
    const diagram = makeDiagram({ parts: [part(BITDOGLAB_TYPE, 'bdl1')] });
    t.session.start('', diagram);
    t.session.setPartInput('bdl1/buttonA', 1);
    t.session.setPartInput('bdl1/joystick.x', -0.5);
    t.session.setPartInput('bdl1/microphone.level', 30);
    const started = t.current()?.posted[0];
    if (!started) throw new Error('not started');
    // The worker is handed the drawn diagram and expands it itself, the same way.
    expect(started.diagram).toBe(diagram);
    expect(createInputReader(started.inputs, started.inputSlots)()).toEqual({
      'bdl1/buttonA': 1,
      'bdl1/joystick.x': -0.5,
      'bdl1/microphone.level': 30,
    });
  });

  it('asks for input and hands the typed line to the program', () => {
    const t = setUp();
    t.session.start('input()', ledCircuit());
    const worker = t.current();
    worker?.emit({ type: 'state', state: 'running' });
    worker?.emit({ type: 'input-request', prompt: 'Name? ' });
    expect(t.states.at(-1)).toBe('waiting-input');
    expect(t.prompts).toEqual(['Name? ']);
    t.session.sendLine('Ana');
    expect(t.states.at(-1)).toBe('running');
    const stdin = worker?.posted[0]?.stdin;
    if (!stdin) throw new Error('not started');
    expect(waitLine(stdin)).toBe('Ana');
  });

  it('keeps lines typed ahead for the next input()', () => {
    const t = setUp();
    t.session.start('input()', ledCircuit());
    const worker = t.current();
    worker?.emit({ type: 'state', state: 'running' });
    t.session.sendLine('early');
    worker?.emit({ type: 'input-request', prompt: '> ' });
    expect(t.prompts).toEqual([]);
    expect(t.states.at(-1)).toBe('running');
    const stdin = worker?.posted[0]?.stdin;
    if (!stdin) throw new Error('not started');
    expect(waitLine(stdin)).toBe('early');
  });

  it('reports a program error and a crashed worker', () => {
    const t = setUp();
    t.session.start('x', ledCircuit());
    t.current()?.emit({ type: 'exit', status: 'error', error: { traceback: 'T\n', line: 1 } });
    expect(t.errors).toEqual([{ traceback: 'T\n', line: 1 }]);
    expect(t.states.at(-1)).toBe('error');

    t.session.start('x', ledCircuit());
    const worker = t.current();
    worker?.onerror?.({ message: 'boom', preventDefault: () => {} } as ErrorEvent);
    expect(t.errors.at(-1)).toEqual({ traceback: 'boom\n' });
    expect(worker?.isTerminated).toBe(true);
  });

  it('does not start a program in a spare whose script failed to load', () => {
    const t = setUp();
    const spare = t.workers[0];
    spare?.fail();
    t.session.start('x', ledCircuit());
    expect(spare?.isTerminated).toBe(true);
    expect(spare?.posted).toEqual([]);
    expect(t.current()?.posted[0]?.code).toBe('x');
  });

  it('terminates every worker on dispose', () => {
    const t = setUp();
    t.session.start('x', ledCircuit());
    t.session.dispose();
    expect(t.workers.every((w) => w.isTerminated)).toBe(true);
    t.session.start('y', ledCircuit());
    expect(t.workers.every((w) => w.isTerminated)).toBe(true);
  });
});
