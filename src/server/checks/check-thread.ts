/**
 * The behaviour checks' worker thread (issue 25): it runs one check at a time in a fresh
 * MicroPython on the virtual clock (src/domain/checks/run.ts) and answers with its outcome. The
 * host (runner.ts) terminates it when a check outlives its CPU budget.
 */
import { parentPort } from 'node:worker_threads';
import { loadMicroPython } from '@micropython/micropython-webassembly-pyscript';
import { type CheckOutcome, checkNameOf, outcomeOf } from '../../domain/checks/api.ts';
import { runCheck } from '../../domain/checks/run.ts';
import { parseScenario } from '../../domain/checks/scenario.ts';
import type { Diagram } from '../../domain/circuit/diagram.ts';

export interface ThreadJob {
  id: number;
  code: string;
  diagram: Diagram;
  check: { id: string; yaml: string; hidden: boolean };
  budgetMs?: number;
}

export type ThreadAnswer =
  | { kind: 'ready' }
  | { id: number; kind: 'done'; outcome: CheckOutcome }
  | { id: number; kind: 'error'; message: string };

const port = parentPort;
if (!port) throw new Error('check-thread.ts runs as a worker thread');

const runOne = async (job: ThreadJob): Promise<CheckOutcome> => {
  const { check } = job;
  const named = { ...check, name: checkNameOf(check.yaml) };
  const parsed = parseScenario(check.yaml);
  if (!parsed.ok) {
    const error = parsed.problems.map((problem) => problem.message).join('\n');
    return {
      checkId: check.id,
      name: named.name,
      hidden: check.hidden,
      status: 'failed',
      awarded: 0,
      possible: 0,
      error,
    };
  }
  const result = await runCheck({
    loadMicroPython,
    code: job.code,
    diagram: job.diagram,
    scenario: parsed.scenario,
    budgetMs: job.budgetMs,
  });
  return outcomeOf(named, result);
};

port.on('message', async (job: ThreadJob) => {
  try {
    port.postMessage({ id: job.id, kind: 'done', outcome: await runOne(job) } satisfies ThreadAnswer);
  } catch (failure) {
    port.postMessage({
      id: job.id,
      kind: 'error',
      message: (failure as Error).message,
    } satisfies ThreadAnswer);
  }
});
port.postMessage({ kind: 'ready' } satisfies ThreadAnswer);
