import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CheckOutcome } from '../../domain/checks/api.ts';
import { checkNameOf } from '../../domain/checks/api.ts';
import type { Diagram } from '../../domain/circuit/diagram.ts';
import type { ThreadAnswer, ThreadJob } from './check-thread.ts';

/**
 * Runs behaviour checks off the server's event loop (issue 25): one worker thread, one check at a
 * time, so a class's checks queue here and never slow the API's answers. A check gets
 * `checkCpuMs` of the thread's time (its simulated budget is the scenario runner's): a program
 * that never sleeps nor calls the board (`while True: pass`) is stopped there, reported as a
 * runaway, and the thread replaced. The thread's JavaScript heap is capped at `memoryMb`;
 * MicroPython's own heap is fixed by the runtime.
 */

export interface CheckJob {
  code: string;
  diagram: Diagram;
  checks: readonly { id: string; yaml: string; hidden: boolean }[];
  budgetMs?: number;
}

export interface CheckRunner {
  run(job: CheckJob): Promise<CheckOutcome[]>;
  /** Starts the thread now if none runs, so the first check does not wait for its start (~2 s). */
  warm(): void;
  close(): Promise<void>;
}

export interface CheckRunnerOptions {
  checkCpuMs?: number;
  memoryMb?: number;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** From source (tests, `npm run dev`) the thread is TypeScript; the compiled server has check-thread.js beside it. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');

const spawnThread = (memoryMb: number) =>
  FROM_SOURCE
    ? new Worker(path.join(HERE, 'check-thread.ts'), {
        execArgv: ['--import', pathToFileURL(path.join(HERE, 'source-hooks.mjs')).href],
        resourceLimits: { maxOldGenerationSizeMb: memoryMb },
      })
    : new Worker(builtThread(), { resourceLimits: { maxOldGenerationSizeMb: memoryMb } });

/** dist/server/check-thread.js, whether this code sits in dist/server/ or in a chunk under dist/server/assets/. */
const builtThread = () =>
  [path.join(HERE, 'check-thread.js'), path.join(HERE, '..', 'check-thread.js')].find((file) =>
    existsSync(file),
  ) ?? path.join(HERE, 'check-thread.js');

interface Thread {
  worker: Worker;
  ready: Promise<void>;
}

export const createCheckRunner = ({
  checkCpuMs = 15_000,
  memoryMb = 256,
}: CheckRunnerOptions = {}): CheckRunner => {
  let thread: Thread | undefined;
  let nextId = 1;
  let tail: Promise<unknown> = Promise.resolve();
  let closed = false;

  const start = (): Thread => {
    const worker = spawnThread(memoryMb);
    worker.unref();
    const ready = new Promise<void>((resolve, reject) => {
      const onMessage = (answer: ThreadAnswer) => {
        if (answer.kind === 'ready') {
          worker.off('message', onMessage);
          resolve();
        }
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return { worker, ready };
  };

  const dropThread = async () => {
    const old = thread;
    thread = undefined;
    await old?.worker.terminate();
  };

  const runOne = async (job: CheckJob, check: CheckJob['checks'][number]): Promise<CheckOutcome> => {
    thread ??= start();
    const current = thread;
    await current.ready;
    const id = nextId++;
    const runaway = (error: string): CheckOutcome => ({
      checkId: check.id,
      name: checkNameOf(check.yaml),
      hidden: check.hidden,
      status: 'runaway',
      awarded: 0,
      possible: 0,
      error,
    });
    return new Promise<CheckOutcome>((resolve) => {
      const finish = (outcome: CheckOutcome, broken: boolean) => {
        clearTimeout(timer);
        current.worker.off('message', onMessage);
        current.worker.off('error', onError);
        current.worker.off('exit', onExit);
        if (broken && thread === current) void dropThread();
        resolve(outcome);
      };
      const onMessage = (answer: ThreadAnswer) => {
        if (answer.kind === 'ready' || answer.id !== id) return;
        if (answer.kind === 'done') finish(answer.outcome, false);
        else finish(runaway(answer.message), false);
      };
      const onError = (error: Error) => finish(runaway(error.message), true);
      const onExit = () => finish(runaway('the check thread stopped'), true);
      const timer = setTimeout(
        () => finish(runaway(`still running after ${checkCpuMs} ms`), true),
        checkCpuMs,
      );
      current.worker.on('message', onMessage);
      current.worker.on('error', onError);
      current.worker.on('exit', onExit);
      const message: ThreadJob = {
        id,
        code: job.code,
        diagram: job.diagram,
        check: { ...check },
        budgetMs: job.budgetMs,
      };
      current.worker.postMessage(message);
    });
  };

  return {
    warm() {
      if (closed || thread) return;
      thread = start();
      // A thread that fails to start is dropped; the next run starts another and reports why.
      thread.ready.catch(() => dropThread());
    },
    run(job) {
      if (closed) return Promise.reject(new Error('the check runner is closed'));
      const result = tail.then(async () => {
        const outcomes: CheckOutcome[] = [];
        for (const check of job.checks) outcomes.push(await runOne(job, check));
        return outcomes;
      });
      tail = result.catch(() => {});
      return result;
    },
    async close() {
      closed = true;
      await tail;
      await dropThread();
    },
  };
};
