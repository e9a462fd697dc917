/**
 * Server figures: first start (migrate + seed) and second start of the embedded database, and
 * latency of sign-in and GET /api/me. Prints numbers; never passes or fails on them.
 * Run: node --import tsx bench/server.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../src/server/db/demo-accounts.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });

const start = async (dataDir: string, port: number) => {
  const t0 = performance.now();
  const child = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, ms: performance.now() - t0 };
};

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });

const percentiles = (samples: number[]) => {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]?.toFixed(1);
  return `p50 ${at(50)} ms, p95 ${at(95)} ms, max ${at(100)} ms (n=${s.length})`;
};

const main = async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chispa-bench-'));
  const port = await freePort();
  const first = await start(dataDir, port);
  console.log(`first start (migrate + seed, embedded PGlite): ${first.ms.toFixed(0)} ms`);
  await stop(first.child);
  const second = await start(dataDir, port);
  console.log(`second start (embedded PGlite): ${second.ms.toFixed(0)} ms`);

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
  await stop(second.child);
  await rm(dataDir, { recursive: true, force: true });
};

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
