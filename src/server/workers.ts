import cluster, { type Worker } from 'node:cluster';

/**
 * `WORKERS` > 1 (PostgreSQL only): this process forks that many server processes on the one port
 * and looks after them; it opens no database and answers no request itself. One Node process
 * answers on one core, so on a machine with several, one process per core is how a single server
 * takes a larger school (docs/deploy.md, Sizing). The workers are ordinary server processes of one
 * installation: sessions, live events, limits and quotas live in PostgreSQL, and files on the
 * shared DATA_DIR or S3.
 *
 * - A worker that dies after it was answering is replaced at once (a crash costs its own requests,
 *   never the service).
 * - One that dies before it ever answered ends the whole server with its exit code: a start that
 *   cannot work (bad configuration, PostgreSQL never reachable) must not loop.
 * - SIGTERM or SIGINT reach every worker, which each drains as a single server does
 *   (shutdown.ts); this process exits when they all have, with the worst exit code.
 */
export const runWorkers = (count: number, opts: { shutdownTimeoutMs: number; announce: () => void }) => {
  const answering = new WeakSet<Worker>();
  let stopping = false;
  let exitCode = 0;
  let announced = false;

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      answering.add(worker);
      if (announced) return;
      announced = true;
      opts.announce();
    });
  };

  const alive = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

  const stop = (signal: NodeJS.Signals, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = Math.max(exitCode, code);
    for (const worker of alive()) worker.process.kill(signal);
    // Past the workers' own bound: only one that hangs keeps this process waiting here.
    setTimeout(() => {
      for (const worker of alive()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, opts.shutdownTimeoutMs + 10_000).unref();
    if (alive().length === 0) process.exit(exitCode);
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      // One still starting has no handler yet, and ends by the signal itself: that is a clean stop.
      const isStopSignal = signal === 'SIGTERM' || signal === 'SIGINT';
      exitCode = Math.max(exitCode, code ?? (isStopSignal ? 0 : 1));
      if (alive().length === 0) process.exit(exitCode);
      return;
    }
    if (!answering.has(worker)) {
      console.error(`A server process ended before it could answer (exit ${code ?? signal}); stopping.`);
      stop('SIGTERM', code || 1);
      return;
    }
    console.error(`A server process ended (${signal ?? `exit ${code}`}); starting another.`);
    fork();
  });

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < count; i += 1) fork();
};
