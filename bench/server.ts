/**
 * Server figures: first start (migrate + seed) and later start of the embedded database, as
 * `npm start` runs the server (scripts/start.mjs: the build check, then dist/server/main.js; built
 * first when not current), and
 * latency of sign-in and GET /api/me. Prints numbers; never passes or fails on them.
 * Run: npm run bench
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../e2e/support/server.ts';
import { DEMO_ACCOUNTS } from '../src/server/db/demo-accounts.ts';
import { ensureBuilt } from './harness.ts';
import { median } from './stats.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });

interface Started {
  child: ChildProcess;
  /** From spawning the process until GET /api/health first answers 200. */
  ms: number;
  /** CPU time (user + system, all threads) the process had used by then; NaN where /proc is missing. */
  cpuMs: number;
}

/**
 * CPU time a process has used so far, from /proc (Linux). On a busy machine a start waits for the
 * CPU; its own CPU time says what it costs, less disturbed by the others.
 */
const cpuTimeOf = (pid: number | undefined): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks of 10 ms
    return ticks * 10;
  } catch {
    return Number.NaN;
  }
};

/** What `npm start` runs (without npm itself): the build check, then the compiled server in-process. */
const START_SCRIPT = path.join(REPO_ROOT, 'scripts/start.mjs');

/**
 * Spawns `npm start`'s script on `dataDir` and times it until `GET /api/health` answers. The build
 * must be current (ensureBuilt), or this would time a build.
 */
export const startServerTimed = async (dataDir: string, port: number): Promise<Started> => {
  const t0 = performance.now();
  const child = spawn(process.execPath, [START_SCRIPT], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} before it answered`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  return { child, ms: performance.now() - t0, cpuMs: cpuTimeOf(child.pid) };
};

export const stopServer = (child: ChildProcess): Promise<void> =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });

export interface StartTimes {
  /** An empty DATA_DIR each: copy of the build's empty database, migrations checked, demo seeded. */
  first: number[];
  /** The same DATA_DIR again: the database opened, nothing to migrate or seed. */
  later: number[];
  /** CPU time of each first and later start (ms), same order. */
  firstCpu: number[];
  laterCpu: number[];
}

/** `runs` × (first start on an empty data directory, stop, later start on it, stop). The build must be current. */
export const measureStarts = async (runs: number, onRun?: (i: number) => void): Promise<StartTimes> => {
  const times: StartTimes = { first: [], later: [], firstCpu: [], laterCpu: [] };
  for (let i = 0; i < runs; i += 1) {
    onRun?.(i);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chispa-bench-'));
    try {
      const port = await freePort();
      const first = await startServerTimed(dataDir, port);
      await stopServer(first.child);
      times.first.push(first.ms);
      times.firstCpu.push(first.cpuMs);
      const later = await startServerTimed(dataDir, port);
      await stopServer(later.child);
      times.later.push(later.ms);
      times.laterCpu.push(later.cpuMs);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  return times;
};

const percentiles = (samples: number[]) => {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]?.toFixed(1);
  return `p50 ${at(50)} ms, p95 ${at(95)} ms, max ${at(100)} ms (n=${s.length})`;
};

const main = async () => {
  await ensureBuilt();
  const starts = await measureStarts(3);
  const list = (samples: number[]) => samples.map((s) => s.toFixed(0)).join(', ');
  console.log(
    `first start (empty data dir: copy of the built empty database, migrate, seed): median ${median(starts.first).toFixed(0)} ms (${list(starts.first)}), CPU ${list(starts.firstCpu)} ms`,
  );
  console.log(
    `later start (same data dir): median ${median(starts.later).toFixed(0)} ms (${list(starts.later)}), CPU ${list(starts.laterCpu)} ms`,
  );

  const dataDir = await mkdtemp(path.join(tmpdir(), 'chispa-bench-'));
  const port = await freePort();
  const server = await startServerTimed(dataDir, port);
  const base = `http://127.0.0.1:${port}`;
  const signIn: number[] = [];
  let cookie = '';
  for (let i = 0; i < 20; i += 1) {
    const t0 = performance.now();
    const r = await fetch(`${base}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.student.email, password: DEMO_ACCOUNTS.student.password }),
    });
    signIn.push(performance.now() - t0);
    cookie = r.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }
  console.log(`POST /api/session (sign-in, scrypt): ${percentiles(signIn)}`);

  const me: number[] = [];
  for (let i = 0; i < 300; i += 1) {
    const t0 = performance.now();
    await (await fetch(`${base}/api/me`, { headers: { cookie } })).arrayBuffer();
    me.push(performance.now() - t0);
  }
  console.log(`GET /api/me (session + roles, sequential): ${percentiles(me)}`);
  await stopServer(server.child);
  await rm(dataDir, { recursive: true, force: true });
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
