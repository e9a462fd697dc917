/**
 * MicroPython in the simulator (issue 29), headless in Node as the checker runs it: how long a
 * runtime takes to start in each language, and the wall time each seeded BitDogLab guide (pt)
 * needs for 3 s of its board's time on the virtual clock (the board's work, not its sleeps), and
 * what reporting the running line costs (issue 30): a tight loop run as the worker runs it, with
 * its statement traced and without. Prints numbers; never passes or fails on them.
 * Run: npm run bench:micropython
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { loadMicroPython } from '@micropython/micropython-webassembly-pyscript';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import { ledCircuit } from '../src/domain/circuit/test-builders.ts';
import type { CodeLanguage } from '../src/domain/code/language.ts';
import { createVirtualClock } from '../src/domain/simulator/clock.ts';
import { simulate } from '../src/domain/simulator/test-support.ts';
import { bitDogLabGuides } from '../src/server/db/seed-content/guides-bitdoglab.ts';
import { createMailbox } from '../src/web/code/simulator/mailbox.ts';
import { createInputBuffer, createLineBuffer } from '../src/web/code/simulator/shared-buffers.ts';
import { runProgram } from '../src/web/code/simulator/worker-host.ts';
import { median, ms, table } from './stats.ts';

const STARTS = 5;
const GUIDE_RUNS = 3;
const RUN_FOR_MS = 3_000;
const LOOP_ITERATIONS = 200_000;
const LOOP_RUNS = 3;
/** Line 4, `x += 1`, is the traced statement: one `_chispa_at(4)` per iteration. */
const TIGHT_LOOP = `x = 0
i = 0
while i < ${LOOP_ITERATIONS}:
    x += 1
    i += 1
`;

const timed = async (run: () => Promise<unknown>, times: number): Promise<number> => {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return median(samples);
};

const start = (language: CodeLanguage) => () => simulate('print("ok")\n', { language });

const guideRun = (code: string, diagram: Diagram) => async () => {
  // The run is ended as Stop ends it, at RUN_FOR_MS of board time: its last line is that stop.
  const { output } = await simulate(code, { diagram, runFor: RUN_FOR_MS, callCostUs: 20 });
  const fault = output.split('Traceback (most recent call last):\n')[1];
  if (fault && !fault.startsWith('RuntimeError: \n')) throw new Error(output);
};

/** Runs TIGHT_LOOP as the page's worker does (mailbox and all), on a virtual clock. */
const loopRun = (traceLines: number[]) => async () => {
  const diagram = ledCircuit();
  let failure: string | undefined;
  await runProgram(
    {
      type: 'start',
      code: TIGHT_LOOP,
      diagram,
      language: 'circuitpython',
      inputs: createInputBuffer(diagram.parts.length),
      inputSlots: diagram.parts.map((p) => p.id),
      stdin: createLineBuffer(),
      mailbox: createMailbox(),
      traceLines,
    },
    (message) => {
      if (message.type === 'exit' && message.status !== 'finished') failure = message.error?.traceback;
    },
    { loadMicroPython },
    createVirtualClock(),
  );
  if (failure) throw new Error(failure);
};

const main = async () => {
  console.log(`MicroPython in the simulator — ${cpus().length} cores, Node ${process.version}\n`);
  const rows = [['runtime start and one print (median of 5)', 'ms']];
  for (const language of ['circuitpython', 'micropython'] as const)
    rows.push([language, ms(await timed(start(language), STARTS))]);
  console.log(table(rows));

  const guides = [['BitDogLab guide (pt), 3 s of board time (median of 3)', 'wall']];
  for (const guide of bitDogLabGuides.filter((g) => g.language === 'pt'))
    guides.push([guide.name, ms(await timed(guideRun(guide.code, guide.diagram), GUIDE_RUNS))]);
  console.log(`\n${table(guides)}`);

  const plain = await timed(loopRun([]), LOOP_RUNS);
  const traced = await timed(loopRun([4]), LOOP_RUNS);
  const perCall = ((traced - plain) * 1000) / LOOP_ITERATIONS;
  console.log(
    `\n${table([
      [`tight loop, ${LOOP_ITERATIONS} iterations (median of ${LOOP_RUNS})`, 'wall'],
      ['untraced', ms(plain)],
      ['`x += 1` traced', ms(traced)],
      ['cost of one traced statement', `${perCall.toFixed(2)} µs`],
    ])}`,
  );
};

await main();
