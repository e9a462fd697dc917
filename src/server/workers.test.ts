import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  killHard,
  type RunningServer,
  signUp,
  sleep,
  waitUntilHealthy,
} from '../../test/embedded-server.ts';
import { adminUrl } from '../../test/postgres.ts';
import { createEmptyPostgresDatabase, startPostgresServer } from '../../test/postgres-server.ts';
import { loadEnv } from './env.ts';

/**
 * WORKERS=2: the real server (`serverArgs()`: compiled when dist/ is current) forks two server processes on
 * one port and one PostgreSQL, replaces one that dies, stops them all on SIGTERM, and gives up at
 * once when they cannot start.
 */
const url = process.env.TEST_DATABASE_URL;

/** The processes `pid` started, as Linux lists them. */
const childrenOf = async (pid: number): Promise<number[]> => {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return text.split(/\s+/).filter(Boolean).map(Number);
};

const until = async <T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!isDone(value)) {
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await sleep(100);
    value = await read();
  }
  return value;
};

describe('WORKERS', () => {
  it('needs DATABASE_URL: the embedded database serves one process', () => {
    expect(() => loadEnv({ WORKERS: '2' })).toThrow(/WORKERS: more than 1 needs DATABASE_URL/);
    expect(loadEnv({}).WORKERS).toBe(1);
  });
});

describe.runIf(url)('WORKERS on PostgreSQL', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });
  const start = async (databaseUrl: string, env: Record<string, string>) => {
    const server: RunningServer = await startPostgresServer(databaseUrl, env);
    cleanups.push(async () => {
      for (const child of await childrenOf(server.child.pid ?? 0)) process.kill(child, 'SIGKILL');
      await killHard(server);
    });
    return server;
  };

  it('answers on two processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    if (!url) return;
    const database = await createEmptyPostgresDatabase(url);
    cleanups.push(() => database.drop());
    const server = await start(database.url, { WORKERS: '2', LOG_LEVEL: 'info' });
    await waitUntilHealthy(server, 90_000);
    const primary = server.child.pid ?? 0;
    const [first, second] = await until(
      () => childrenOf(primary),
      (pids) => pids.length === 2,
    );
    await until(
      async () => server.stdout(),
      (out) => out.includes('Chispa is running'),
    );
    expect(server.stdout().match(/Chispa is running/g)).toHaveLength(1);
    expect(server.stdout()).toContain('2 server processes');
    expect(server.stderr().match(/not shared with other server processes/g)).toHaveLength(1);

    // A session made before a process dies is good after: it lives in PostgreSQL.
    const cookie = await signUp(server.url, 'trabajadores@example.test');
    const caller = callerFor(() => server.url, cookie);
    process.kill(first ?? 0, 'SIGKILL');
    const replaced = await until(
      () => childrenOf(primary),
      (pids) => pids.length === 2 && !pids.includes(first ?? 0),
    );
    expect(replaced).toContain(second);
    await until(
      async () => server.stderr(),
      (err) => err.includes('starting another'),
    );
    for (let i = 0; i < 6; i += 1) expect((await caller.call('GET', '/api/me')).status).toBe(200);

    const workers = await childrenOf(primary);
    server.child.kill('SIGTERM');
    expect(await server.exited, server.stderr() + server.stdout().slice(-3000)).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });

  it('gives up at once, with an exit code, when its processes cannot start', async () => {
    if (!url) return;
    const server = await start(adminUrl(url, 'chispa_no_such_database'), {
      WORKERS: '2',
      DATABASE_START_WAIT_MS: '0',
    });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('ended before it could answer');
  });
});
