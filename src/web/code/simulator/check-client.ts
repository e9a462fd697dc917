import type { CheckOutcome } from '../../../domain/checks/api.ts';
import type { Diagram } from '../../../domain/circuit/diagram.ts';

/**
 * Runs behaviour checks in the browser (issue 25), one at a time in one Web Worker; a check that
 * outlives `cpuMs` (a loop that never sleeps nor calls the board) is reported as a runaway and
 * its worker replaced, as the server's check thread does.
 */

export interface CheckRequest {
  id: number;
  code: string;
  diagram: Diagram;
  check: { id: string; yaml: string; hidden: boolean };
}

const CPU_MS = 15_000;

const createCheckWorker = () => new Worker(new URL('./check-worker.ts', import.meta.url), { type: 'module' });

export interface CheckClient {
  run(
    code: string,
    diagram: Diagram,
    checks: readonly { id: string; name: string; yaml: string }[],
    onOutcome?: (outcome: CheckOutcome, index: number) => void,
  ): Promise<CheckOutcome[]>;
  dispose(): void;
}

export const createCheckClient = (cpuMs = CPU_MS): CheckClient => {
  let worker: Worker | undefined;
  let nextId = 1;

  const runOne = (request: Omit<CheckRequest, 'id'>, name: string): Promise<CheckOutcome> => {
    worker ??= createCheckWorker();
    const current = worker;
    const id = nextId++;
    const runaway = (error: string): CheckOutcome => ({
      checkId: request.check.id,
      name,
      hidden: false,
      status: 'runaway',
      awarded: 0,
      possible: 0,
      error,
    });
    return new Promise((resolve) => {
      const finish = (outcome: CheckOutcome, broken: boolean) => {
        clearTimeout(timer);
        current.removeEventListener('message', onMessage);
        current.removeEventListener('error', onError);
        if (broken) {
          current.terminate();
          if (worker === current) worker = undefined;
        }
        resolve(outcome);
      };
      const onMessage = (event: MessageEvent<{ id: number; outcome?: CheckOutcome; error?: string }>) => {
        if (event.data.id !== id) return;
        if (event.data.outcome) finish(event.data.outcome, false);
        else finish({ ...runaway(event.data.error ?? ''), status: 'failed' }, false);
      };
      const onError = (event: ErrorEvent) => finish(runaway(event.message), true);
      const timer = setTimeout(() => finish(runaway(`still running after ${cpuMs} ms`), true), cpuMs);
      current.addEventListener('message', onMessage);
      current.addEventListener('error', onError);
      current.postMessage({ ...request, id } satisfies CheckRequest);
    });
  };

  return {
    async run(code, diagram, checks, onOutcome) {
      const outcomes: CheckOutcome[] = [];
      for (const [index, check] of checks.entries()) {
        const outcome = await runOne(
          { code, diagram, check: { id: check.id, yaml: check.yaml, hidden: false } },
          check.name,
        );
        outcomes.push(outcome);
        onOutcome?.(outcome, index);
      }
      return outcomes;
    },
    dispose() {
      worker?.terminate();
      worker = undefined;
    },
  };
};
