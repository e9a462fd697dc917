import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { findFreePort } from './ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR the real server seeded on its first start, made once per run (e2e/global-setup.ts). */
    e2eSeededDataDir: string | null;
    /**
     * Where this run's servers keep their DATA_DIRs and leave their pids while they run: the global
     * teardown ends any server a worker left behind and removes the lot.
     */
    e2eRunDir: string | null;
  }
}

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerHandle {
  url: string;
  port: number;
  dataDir: string;
  /**
   * Stops the server, runs `whileStopped` (e.g. to write into its PGlite database, which only one
   * process may open), then starts it again on the same port, environment and DATA_DIR.
   */
  restart(whileStopped?: (dataDir: string) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
  /** The server process's id, now (a restart makes a new one). */
  pid(): number | undefined;
}

export interface StartServerOptions {
  env?: Record<string, string>;
  /** A port chosen beforehand, e.g. to register the OIDC redirect URI before the server exists. */
  port?: number;
}

const HEALTH_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_TAIL = 8_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitForExit = (child: ChildProcess, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

interface Spawned {
  child: ChildProcess;
  output: () => string;
}

/** The compiled server, what `npm start` runs in production; `npm run build` makes it. */
export const SERVER_MAIN = path.join(REPO_ROOT, 'dist/server/main.js');

const provided = <K extends 'e2eSeededDataDir' | 'e2eRunDir'>(key: K) => {
  try {
    return inject(key);
  } catch {
    return null; // outside a vitest run (e.g. the global setup itself)
  }
};

/** The file that says a server of this run is up, for the global teardown: `<run dir>/pids/<pid>`. */
const pidFile = (pid: number | undefined) => {
  const runDir = provided('e2eRunDir');
  return runDir && pid ? path.join(runDir, 'pids', String(pid)) : null;
};

const spawnServer = (env: Record<string, string>): Spawned => {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run npm run build first.`);
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const running = pidFile(child.pid);
  if (running) {
    mkdirSync(path.dirname(running), { recursive: true });
    writeFileSync(running, '');
    child.once('exit', () => rmSync(running, { force: true }));
  }
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-OUTPUT_TAIL);
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-OUTPUT_TAIL);
  });
  const output = () => `stderr:\n${stderr}\nstdout:\n${stdout}`;
  // A server that ends while its journey still runs makes every later step fail with a refused
  // connection; its own last words are the only clue, so they go to the test's output.
  child.once('exit', (code, signal) => {
    if (expectedExits.has(child)) return;
    console.error(
      `the e2e server (PORT ${env.PORT}) exited (${code ?? signal}) during its journey.\n${output()}`,
    );
  });
  return { child, output };
};

/** Children we are stopping ourselves: their exit is no news. */
const expectedExits = new WeakSet<ChildProcess>();

const endProcess = async (child: ChildProcess) => {
  expectedExits.add(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
    child.kill('SIGKILL');
    await waitForExit(child, 5_000);
  }
};

/** Resolves once `/api/health` answers 200; throws with the server's output if it never does. */
const waitUntilHealthy = async (url: string, { child, output }: Spawned) => {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was healthy.\n${output()}`,
      );
    }
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.status === 200)
      .catch(() => false);
    if (healthy) return;
    await sleep(250);
  }
  throw new Error(
    `the server did not answer GET /api/health with 200 within ${HEALTH_TIMEOUT_MS / 1000} s.\n${output()}`,
  );
};

/**
 * The seeded DATA_DIR to start from, when the journey's server keeps the embedded database and the
 * demo: the run's global setup made it with one real first start (migrate, seed), so each file's
 * server starts as a later start does, on a copy. A server on PostgreSQL or with its own seeding
 * rule starts empty.
 */
const seededDataDir = (env: Record<string, string> = {}): string | null => {
  if ('DATABASE_URL' in env || 'SEED_DEMO' in env) return null;
  return provided('e2eSeededDataDir');
};

/**
 * Starts the real server as production runs it (`node dist/server/main.js`) on a free port with its own
 * DATA_DIR — a copy of the run's seeded one, or empty, so it seeds the demo data — and waits until
 * `/api/health` answers 200. The SPA and the server must have been built (`npm run build`);
 * `npm run test:e2e` does that first.
 */
export const startServer = async (opts: StartServerOptions = {}): Promise<ServerHandle> => {
  const port = opts.port ?? (await findFreePort());
  const url = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(provided('e2eRunDir') ?? tmpdir(), 'chispa-e2e-'));
  const seeded = seededDataDir(opts.env);
  if (seeded) await cp(seeded, dataDir, { recursive: true });
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...opts.env,
  };

  let current = spawnServer(env);
  // If the test process dies without calling stop(), the server must not outlive it.
  const killOnExit = () => current.child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    await endProcess(current.child);
    await rm(dataDir, { recursive: true, force: true });
  };

  const start = async () => {
    try {
      await waitUntilHealthy(url, current);
    } catch (error) {
      await stop();
      throw error;
    }
  };

  const restart = async (whileStopped?: (dir: string) => Promise<void>) => {
    await endProcess(current.child);
    await whileStopped?.(dataDir);
    current = spawnServer(env);
    await start();
  };

  await start();
  return { url, port, dataDir, restart, stop, pid: () => current.child.pid };
};

let spare: Promise<ServerHandle> | undefined;

/**
 * A server with the default environment for a journey: the one this process started while its
 * previous file ran, if there is one, and a new spare for the next file once this one is up. A
 * server's start (copy the DATA_DIR, open the embedded database, seed nothing) takes seconds that
 * each file would otherwise spend waiting; a spare nobody takes is ended by the global teardown.
 */
export const takeServer = async (): Promise<ServerHandle> => {
  const ready = await spare?.catch(() => undefined);
  spare = undefined;
  const mine = ready ?? (await startServer());
  spare = startServer();
  spare.catch(() => {}); // the next take starts its own
  return mine;
};

/**
 * A DATA_DIR seeded by the real server's first start (migrations, demo data, auth secret), left
 * behind once the server has stopped cleanly, for journeys to start from copies of it.
 */
export const seedDataDir = async (): Promise<string> => {
  const port = await findFreePort();
  const url = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chispa-e2e-seeded-'));
  const spawned = spawnServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  try {
    await waitUntilHealthy(url, spawned);
  } finally {
    await endProcess(spawned.child);
  }
  if (spawned.child.exitCode !== 0)
    throw new Error(`the seeding server did not stop cleanly.\n${spawned.output()}`);
  return dataDir;
};
