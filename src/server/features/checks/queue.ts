import type { FastifyBaseLogger } from 'fastify';
import type { CheckRunner } from '../../checks/runner.ts';
import type { Db } from '../../db/client.ts';
import type { LiveEvents } from '../../realtime/live-events.ts';
import { type ClaimedRun, claimCheckRun, failCheckRun, finishCheckRun } from './data.ts';

/**
 * The check queue (issue 25): runs queued by sends are taken one at a time, oldest first, run in
 * the check thread and stored; the student and the tutor hear `submission.changed`. Several server
 * processes share the table (`FOR UPDATE SKIP LOCKED`); one process on PGlite takes the same path.
 * A send pokes the queue; a slow poll catches runs another process queued or left behind.
 */

export interface CheckQueue {
  /** A run was queued: take it now rather than at the next poll. */
  poke(): void;
  /** Someone opened an activity with checks: a send may follow, so the check thread starts now. */
  warm(): void;
  /** Resolves when nothing is queued and nothing is running (tests, the bench). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface CheckQueueOptions {
  db: Db;
  live: LiveEvents;
  runner: CheckRunner;
  log: FastifyBaseLogger;
  pollMs?: number;
}

export const startCheckQueue = ({ db, live, runner, log, pollMs = 5000 }: CheckQueueOptions): CheckQueue => {
  let draining: Promise<void> | undefined;
  let again = false;
  let closed = false;

  const runOne = async (claimed: ClaimedRun) => {
    const { run, project } = claimed;
    try {
      const outcomes = project
        ? await runner.run({ code: project.code, diagram: project.diagram, checks: run.checks })
        : [];
      await finishCheckRun(db, run.id, outcomes);
    } catch (error) {
      log.error({ err: error, runId: run.id }, 'a check run failed');
      await failCheckRun(db, run, (error as Error).message);
    }
    await live.publish({ type: 'submission.changed', ...claimed.submission }, claimed.audience);
  };

  const drain = async () => {
    do {
      again = false;
      for (;;) {
        if (closed) return;
        const claimed = await claimCheckRun(db);
        if (!claimed) break;
        // The send already told the tutor's page, which says "checking…" until the result comes.
        await runOne(claimed);
      }
    } while (again && !closed);
  };

  const poke = () => {
    if (closed) return;
    if (draining) {
      again = true;
      return;
    }
    draining = drain()
      .catch((error) => log.warn({ err: error }, 'the check queue stopped a round'))
      .finally(() => {
        draining = undefined;
      });
  };

  const timer = setInterval(poke, pollMs);
  timer.unref();
  poke();

  return {
    poke,
    warm: () => runner.warm(),
    async idle() {
      while (draining) await draining;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await draining;
      await runner.close();
    },
  };
};
