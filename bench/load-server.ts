/**
 * bench:load's server under test: `src/server/main.ts` in its own process on 127.0.0.1, watched
 * through /proc (CPU and RSS, the process's own figures, which a busy machine disturbs less than
 * latencies), and a throwaway PostgreSQL for `--postgres`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../e2e/support/server.ts';
import { findPostgresBin, type PostgresCluster, startPostgresCluster } from '../test/postgres.ts';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;
const PAGE_BYTES = 4096;

export interface ProcSample {
  /** user + system CPU seconds so far. */
  cpuSeconds: number;
  rssBytes: number;
}

/** utime, stime and rss of a process from /proc/<pid>/stat; null where /proc has none. */
export const readProc = (pid: number | undefined): ProcSample | null => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return {
      cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
      rssBytes: Number(fields[21]) * PAGE_BYTES,
    };
  } catch {
    return null;
  }
};

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** The last lines it wrote to stderr, for a failure's message. */
  tail(): string;
  stop(): Promise<void>;
}

/**
 * Starts the server from source on a free port and waits until /api/health answers. `profileDir`:
 * V8's CPU profile of the whole run is written there when the server exits.
 */
export const startLoadServer = async (opts: {
  dataDir: string;
  databaseUrl?: string;
  authSecret: string;
  profileDir?: string;
}): Promise<ServerProcess> => {
  const port = await freePort();
  const nodeArgs = ['--import', 'tsx'];
  if (opts.profileDir) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${opts.profileDir}`);
  const child = spawn(process.execPath, [...nodeArgs, path.join(REPO_ROOT, 'src/server/main.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      AUTH_SECRET: opts.authSecret,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4_000);
  });
  const tail = () => stderr.trim().split('\n').slice(-8).join('\n');
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${tail()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health within 120 s:\n${tail()}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.on('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { child, port, tail, stop };
};

/**
 * A throwaway cluster (test/postgres.ts), durable unless `durable` is false: the tests' cluster
 * runs with fsync, full-page writes and synchronous commit off, which would flatter every write.
 */
export const startBenchPostgres = async (durable: boolean): Promise<PostgresCluster> => {
  const bin = findPostgresBin();
  if (!bin)
    throw new Error('--postgres needs PostgreSQL binaries (Debian: apt install postgresql), or PG_BIN');
  return startPostgresCluster(bin, { durable });
};

/** fsync / synchronous_commit as the server reports them, for the report's header. */
export const describePostgres = async (url: string): Promise<string> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const read = async (name: string) => (await client.query(`SHOW ${name}`)).rows[0]?.[name] as string;
    const version = ((await client.query('SHOW server_version')).rows[0]?.server_version as string) ?? '?';
    return `PostgreSQL ${version}, fsync=${await read('fsync')}, synchronous_commit=${await read('synchronous_commit')}`;
  } finally {
    await client.end();
  }
};
