// @vitest-environment node
import { loadMicroPython } from '@micropython/micropython-webassembly-pyscript';
import { describe, expect, it } from 'vitest';
import { BITDOGLAB_TYPE } from '../../../domain/circuit/bitdoglab.ts';
import type { Diagram } from '../../../domain/circuit/diagram.ts';
import type { BoardDrive } from '../../../domain/circuit/simulation.ts';
import { ledCircuit, makeDiagram, part } from '../../../domain/circuit/test-builders.ts';
import { languageOf } from '../../../domain/code/language.ts';
import { type Clock, createVirtualClock } from '../../../domain/simulator/clock.ts';
import { mpyCircuit } from '../../../domain/simulator/micropython-support.ts';
import { MICROPYTHON_REPL } from '../../../domain/simulator/runtime.ts';
import { buttonCircuit } from '../../../domain/simulator/test-support.ts';
import { createMailbox, createMailboxReader, createMailboxWriter, TEXT_CAPACITY } from './mailbox.ts';
import type { WorkerMessage } from './messages.ts';
import { createInputBuffer, createLineBuffer, writeInput, writeLine } from './shared-buffers.ts';
import { runProgram } from './worker-host.ts';

type Seen = { text: string } | { drive: BoardDrive } | { sleep: number } | { line: number };

/**
 * Runs a program as the worker does, reading the mailbox as the page would: at every sleep of
 * the program and at the end, so the timeline shows what the page could see when.
 */
const run = async (
  code: string,
  {
    diagram = ledCircuit(),
    line,
    inputs: written,
    slots = diagram.parts.map((p) => p.id),
    traceLines,
  }: {
    diagram?: Diagram;
    line?: string;
    inputs?: Record<string, number>;
    slots?: string[];
    traceLines?: number[];
  } = {},
) => {
  const messages: WorkerMessage[] = [];
  const inputs = createInputBuffer(slots.length);
  for (const [id, value] of Object.entries(written ?? {})) writeInput(inputs, slots.indexOf(id), value);
  const stdin = createLineBuffer();
  // Typed before the program asks: waitLine returns at once instead of blocking the test.
  if (line !== undefined) writeLine(stdin, line);
  const mailbox = createMailbox();
  const read = createMailboxReader(mailbox);
  const timeline: Seen[] = [];
  const take = () => {
    const { text, drive, line: reached } = read();
    if (text) timeline.push({ text });
    if (drive) timeline.push({ drive });
    if (reached !== undefined) timeline.push({ line: reached });
  };
  const virtual = createVirtualClock();
  const clock: Clock = {
    now: virtual.now,
    sleep: (ms) => {
      take();
      timeline.push({ sleep: ms });
      virtual.sleep(ms);
    },
  };
  await runProgram(
    {
      type: 'start',
      code,
      diagram,
      language: languageOf(diagram),
      inputs,
      inputSlots: slots,
      stdin,
      mailbox,
      traceLines,
    },
    (message) => {
      take();
      messages.push(message);
    },
    { loadMicroPython },
    clock,
  );
  take();
  const output = timeline.map((seen) => ('text' in seen ? seen.text : '')).join('');
  return { messages, timeline, output };
};

const ofType = <T extends WorkerMessage['type']>(messages: WorkerMessage[], type: T) =>
  messages.filter((m): m is Extract<WorkerMessage, { type: T }> => m.type === type);

describe('the worker', () => {
  it('runs a BitDogLab as a Pico with its insides: button A reads low while pressed', async () => {
    const diagram = makeDiagram({ parts: [part(BITDOGLAB_TYPE, 'bdl1')] });
    const code =
      'import board, digitalio\na = digitalio.DigitalInOut(board.GP5)\na.switch_to_input(pull=digitalio.Pull.UP)\nprint(a.value)\n';
    const slots = ['bdl1', 'bdl1/buttonA'];
    expect((await run(code, { diagram, slots })).output).toContain('\nTrue\n');
    expect((await run(code, { diagram, slots, inputs: { 'bdl1/buttonA': 1 } })).output).toContain(
      '\nFalse\n',
    );
  });

  it('posts running and the exit; output and drive are in the mailbox before each sleep', async () => {
    const code =
      'import board, digitalio, time\nled = digitalio.DigitalInOut(board.LED)\nled.switch_to_output(True)\nprint("a")\ntime.sleep(1)\nprint("b")\n';
    const { messages, timeline, output } = await run(code);
    expect(messages).toEqual([
      { type: 'state', state: 'running' },
      { type: 'exit', status: 'finished' },
    ]);
    expect(output).toBe('code.py output:\na\nb\n\nCode done running.\n');
    // The page could see the lit LED and the "a" before the sleep, not only at the end.
    const sleep = timeline.findIndex((seen) => 'sleep' in seen);
    const before = timeline.slice(0, sleep);
    expect(before).toContainEqual({ drive: { GP25: { mode: 'output', value: true } } });
    expect(before.map((seen) => ('text' in seen ? seen.text : '')).join('')).toBe('code.py output:\na\n');
  });

  it('a flood of prints reaches the mailbox whole, the end included', async () => {
    const { output } = await run('for i in range(20000):\n    print(i)\n');
    expect(output).toContain('\n0\n1\n2\n');
    expect(output).toContain('\n19999\n\nCode done running.\n');
  });

  it('asks for a line and reads it from shared memory', async () => {
    const { messages, output } = await run('print(input("Name? ") * 2)', { line: 'ab' });
    expect(ofType(messages, 'input-request')).toEqual([{ type: 'input-request', prompt: 'Name? ' }]);
    expect(output).toBe('code.py output:\nName? ab\nabab\n\nCode done running.\n');
  });

  it('reads part inputs the page wrote into shared memory', async () => {
    const code =
      'import board, digitalio\nb = digitalio.DigitalInOut(board.GP15)\nb.pull = digitalio.Pull.DOWN\nprint(b.value)\n';
    expect((await run(code, { diagram: buttonCircuit('3V3'), inputs: { btn1: 1 } })).output).toContain(
      '\nTrue\n',
    );
    expect((await run(code, { diagram: buttonCircuit('3V3') })).output).toContain('\nFalse\n');
  });

  it('reports the error with its line on exit', async () => {
    const { messages } = await run('x = 1\nprint(y)\n');
    expect(messages.at(-1)).toEqual({
      type: 'exit',
      status: 'error',
      error: {
        traceback:
          "Traceback (most recent call last):\n  File \"code.py\", line 2, in <module>\nNameError: name 'y' isn't defined\n",
        line: 2,
      },
    });
  });

  it('writes the traced line reached into the mailbox, so the page sees the line of each sleep', async () => {
    const code = 'import time\nfor i in range(2):\n    time.sleep(0.1)\n    print(i)\n';
    const { timeline } = await run(code, { traceLines: [1, 2, 3, 4] });
    const lines = timeline.flatMap((seen) => ('line' in seen ? [seen.line] : []));
    // Read at each sleep and at the end: the page sees the sleep's line (once: at the second read
    // it is the line again, so unchanged), then the last print's.
    expect(lines).toEqual([3, 4]);
    expect(timeline.findIndex((seen) => 'line' in seen)).toBeLessThan(
      timeline.findIndex((seen) => 'sleep' in seen),
    );
    expect((await run(code)).timeline.some((seen) => 'line' in seen)).toBe(false);
  });

  it('runs the language of the diagram’s board: MicroPython’s main.py on a MicroPython Pico', async () => {
    const diagram = mpyCircuit([], []);
    const { messages, output } = await run('from machine import Pin\nPin("LED", Pin.OUT).on()\nprint(y)\n', {
      diagram,
    });
    expect(output.startsWith('MPY: soft reboot\n')).toBe(true);
    expect(output.endsWith(MICROPYTHON_REPL)).toBe(true);
    expect(messages.at(-1)).toEqual({
      type: 'exit',
      status: 'error',
      error: {
        traceback:
          "Traceback (most recent call last):\n  File \"main.py\", line 3, in <module>\nNameError: name 'y' isn't defined\n",
        line: 3,
      },
    });
  });
});

describe('the mailbox', () => {
  it('hands the page the text written since its last read, and the drive only when it changed', () => {
    const mailbox = createMailbox();
    const writer = createMailboxWriter(mailbox);
    const read = createMailboxReader(mailbox);
    for (const byte of 'ab\n') writer.output(byte);
    writer.drive({ GP1: { mode: 'output', value: true } });
    writer.drive({ GP1: { mode: 'output', value: false } });
    expect(read()).toEqual({ text: 'ab\n', drive: { GP1: { mode: 'output', value: false } } });
    expect(read()).toEqual({ text: '', drive: undefined });
    writer.output('ñandú ✓\n');
    expect(read()).toEqual({ text: 'ñandú ✓\n', drive: undefined });
  });

  it('keeps the newest text when the page falls behind, never half a character', () => {
    const mailbox = createMailbox();
    const writer = createMailboxWriter(mailbox);
    const read = createMailboxReader(mailbox);
    const line = `${'ñ'.repeat(99)}\n`;
    const lines = Math.ceil((2 * TEXT_CAPACITY) / 200);
    for (let i = 0; i < lines; i += 1) writer.output(line);
    writer.output('fin\n');
    const { text } = read();
    expect(text.endsWith(`${line}fin\n`)).toBe(true);
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(TEXT_CAPACITY);
    expect(text).not.toContain('\uFFFD');
  });

  it('hands the page the last line reached when it changed, without the lock', () => {
    const mailbox = createMailbox();
    const writer = createMailboxWriter(mailbox);
    const read = createMailboxReader(mailbox);
    expect(read().line).toBeUndefined();
    writer.line(7);
    writer.line(9);
    expect(read().line).toBe(9);
    expect(read().line).toBeUndefined();
    writer.output('x');
    writer.line(7);
    // A worker terminated while holding the lock: the line still reaches the page.
    Atomics.store(new Int32Array(mailbox, 0, 1), 0, 1);
    expect(read()).toEqual({ text: '', line: 7 });
  });

  it('gives up on a lock a terminated worker never released, instead of freezing the page', () => {
    const mailbox = createMailbox();
    createMailboxWriter(mailbox).output('x');
    Atomics.store(new Int32Array(mailbox, 0, 1), 0, 1);
    expect(createMailboxReader(mailbox)()).toEqual({ text: '' });
  });
});
