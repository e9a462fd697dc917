import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../e2e/support/ports.ts';
import { serverArgs } from '../../test/embedded-server.ts';
import { eventually } from '../../test/event-stream.ts';
import { isAccepting, openRaw, type RawConnection, requestText } from '../../test/raw-http.ts';

/**
 * The real server as an operator runs it, stopped by SIGTERM while a burst of requests is on its
 * way: every request it received is answered, then it exits 0. Raw sockets, so a reset shows.
 */
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const BURST = 50;
const KEEP_ALIVE = 10;
const SLOW = 3;

let dataDir = '';
let port = 0;
let server: ChildProcess;
let output = '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const exited = (child: ChildProcess) =>
  new Promise<number | string | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? child.signalCode);
    else child.once('exit', (code, signal) => resolve(code ?? signal));
  });

const waitUntilHealthy = async () => {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    const status = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    await sleep(200);
  }
  throw new Error(`the server never became healthy:\n${output}`);
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'chispa-stop-'));
  port = await findFreePort();
  server = spawn(process.execPath, serverArgs(), {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Generous for a loaded machine, where the backlog is taken in one connection per turn.
      SHUTDOWN_TIMEOUT_MS: '40000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitUntilHealthy();
  // From source, a new embedded database runs initdb: tens of seconds on a loaded machine (the
  // compiled server copies its empty database).
}, 180_000);

afterAll(async () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

const describeFailure = (name: string, connection: RawConnection) =>
  `${name}: statuses ${JSON.stringify(connection.statuses)}, error ${connection.error()?.code ?? 'none'}`;

describe('SIGTERM', () => {
  it('answers every request already sent, finishes slow ones, refuses new connections, exits 0', async () => {
    // Keep-alive connections that already had an answer: half send another request at the last
    // moment, half stay idle and must be closed cleanly rather than hold the stop open.
    const kept = Array.from({ length: KEEP_ALIVE }, () =>
      openRaw(port, requestText('GET', '/api/auth-config', { keepAlive: true })),
    );
    await Promise.all(kept.map((connection) => connection.answers(1)));
    expect(kept.map((connection) => connection.statuses[0])).toEqual(kept.map(() => 200));

    // Requests whose body is still arriving when the signal comes: in flight, they must finish.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    const slow = Array.from({ length: SLOW }, () =>
      openRaw(port, requestText('POST', '/api/session', { body }) + body.slice(0, 10)),
    );
    await sleep(300);

    // The burst: each on its own connection, most still in the listen backlog or unread when
    // SIGTERM lands (some read the database, some not).
    const urls = ['/api/auth-config', '/api/guides', '/api/me'];
    const burst = Array.from({ length: BURST }, (_, i) =>
      openRaw(port, requestText('GET', urls[i % urls.length] ?? '/api/auth-config')),
    );
    const lastMoment = kept.slice(0, KEEP_ALIVE / 2);
    for (const connection of lastMoment)
      connection.socket.write(requestText('GET', '/api/auth-config', { keepAlive: true }));
    await sleep(20);
    const exit = exited(server);
    server.kill('SIGTERM');

    await Promise.all(burst.map((connection) => connection.answers(1)));
    await Promise.all(lastMoment.map((connection) => connection.answers(2)));
    const failures = [
      ...burst.filter((c) => c.statuses.length !== 1).map((c, i) => describeFailure(`burst ${i}`, c)),
      ...lastMoment.filter((c) => c.statuses.length !== 2).map((c, i) => describeFailure(`kept ${i}`, c)),
    ];
    expect(failures, output).toEqual([]);
    // Real answers, not a "closing" 503.
    expect(new Set(burst.map((c) => c.statuses[0]))).toEqual(new Set([200, 401]));
    expect(lastMoment.map((c) => c.statuses[1])).toEqual(lastMoment.map(() => 200));

    // Idle keep-alive connections are closed by the server, without a reset.
    await Promise.all(kept.map((connection) => connection.closed));
    expect(kept.map((connection) => connection.error()?.code ?? null)).toEqual(kept.map(() => null));

    // Once the backlog is in, the listener closes, while the slow requests keep the process up.
    await eventually(async () => !(await isAccepting(port)), 30_000);
    expect(server.exitCode).toBeNull();
    for (const connection of slow) connection.socket.write(body.slice(10));
    await Promise.all(slow.map((connection) => connection.answers(1)));
    expect(slow.map((connection) => connection.statuses[0])).toEqual(slow.map(() => 404));

    expect(await exit, output).toBe(0);
    expect(output).not.toContain('were cut');
    expect(await isAccepting(port)).toBe(false);
  }, 120_000);
});
