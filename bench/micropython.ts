/**
 * MicroPython in the simulator (issue 29), headless in Node as the checker runs it: how long a
 * runtime takes to start in each language, and the wall time each seeded BitDogLab guide (pt)
 * needs for 3 s of its board's time on the virtual clock (the board's work, not its sleeps).
 * Prints numbers; never passes or fails on them.
 * Run: npm run bench:micropython
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import type { CodeLanguage } from '../src/domain/code/language.ts';
import { simulate } from '../src/domain/simulator/test-support.ts';
import { bitDogLabGuides } from '../src/server/db/seed-content/guides-bitdoglab.ts';
import { median, ms, table } from './stats.ts';

const STARTS = 5;
const GUIDE_RUNS = 3;
const RUN_FOR_MS = 3_000;

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
};

await main();
