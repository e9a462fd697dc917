/**
 * `npm run bench:durability`: what durable embedded writes cost. The real app on a real PGlite
 * folder, saves through HTTP (PATCH /api/projects/:id), in two modes on copies of one migrated
 * database:
 *   durable   what the server runs (src/server/db/durable-fs.ts: fsync on, WAL fsynced at commit)
 *   fsync off PGlite's defaults, the behaviour before issue 23 (acknowledged saves not on disk)
 * Prints sequential latency (p50/p95), saves/s with concurrent clients, and fsync calls per save.
 * Options: --saves N (sequential saves, default 200), --clients N (default 10), --rounds N (2).
 */
import fs, { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { findFreePort } from '../e2e/support/ports.ts';
import { buildApp } from '../src/server/app.ts';
import { openPglite } from '../src/server/db/client.ts';
import { createDurablePglite } from '../src/server/db/durable-fs.ts';
import { createPglite } from '../src/server/db/pglite.ts';
import { loadEnv } from '../src/server/env.ts';
import { createStorage } from '../src/server/storage/storage.ts';
import { ms, percentile, table } from './stats.ts';

const { values } = parseArgs({
  options: {
    saves: { type: 'string', default: '200' },
    clients: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
  },
});
const SAVES = Number(values.saves);
const CLIENTS = Number(values.clients);
const ROUNDS = Number(values.rounds);
const CONCURRENT_SAVES = 20; // per client

type Mode = 'durable' | 'fsync off';
const open: Record<Mode, (dir: string) => Promise<PGlite>> = {
  durable: (dir) => createDurablePglite(dir),
  'fsync off': (dir) => createPglite({ dataDir: dir }),
};

/** Counts node's real fsync calls (the durable NODEFS's path) while a mode runs. */
let fsyncCalls = 0;
const realFsync = fs.fsyncSync;
fs.fsyncSync = (fd: number) => {
  fsyncCalls += 1;
  realFsync(fd);
};

interface Figures {
  p50: number;
  p95: number;
  perSecond: number;
  fsyncPerSave: number;
}

const runMode = async (mode: Mode, template: string): Promise<Figures> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chispa-durability-'));
  cpSync(template, path.join(dataDir, 'db'), { recursive: true });
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, BASE_URL: url });
  const database = openPglite(await open[mode](path.join(dataDir, 'db')));
  const app = await buildApp({
    env,
    database,
    storage: createStorage(env),
    authSecret: 'bench-secret-bench-secret-bench-secret-0123',
    webDist: path.join(dataDir, 'no-web'),
  });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const signUp = await fetch(`${url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({
        name: 'Banco Prueba',
        email: 'bench@chispa.test',
        password: 'Una-Clave-Larga-1234!',
      }),
    });
    if (signUp.status !== 201) throw new Error(`sign-up ${signUp.status}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const call = async (method: string, route: string, body: unknown) => {
      const response = await fetch(`${url}${route}`, {
        method,
        headers: { cookie, origin: url, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.status >= 300) throw new Error(`${method} ${route}: ${response.status}`);
      return (await response.json()) as { id: string; version: number };
    };
    const projects = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        call('POST', '/api/projects', { name: `P${i}`, category: 'iot' }),
      ),
    );
    const save = async (project: { id: string; version: number }, n: number) => {
      const saved = await call('PATCH', `/api/projects/${project.id}`, {
        version: project.version,
        code: `print(${n})`,
      });
      project.version = saved.version;
    };

    const first = projects[0];
    if (!first) throw new Error('no project');
    const latencies: number[] = [];
    fsyncCalls = 0;
    for (let n = 0; n < SAVES; n++) {
      const t0 = performance.now();
      await save(first, n);
      latencies.push(performance.now() - t0);
    }
    const fsyncPerSave = fsyncCalls / SAVES;

    const t0 = performance.now();
    await Promise.all(
      projects.map(async (project) => {
        for (let n = 0; n < CONCURRENT_SAVES; n++) await save(project, n);
      }),
    );
    const perSecond = (CLIENTS * CONCURRENT_SAVES) / ((performance.now() - t0) / 1000);
    return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), perSecond, fsyncPerSave };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const main = async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'chispa-durability-template-'));
  const template = path.join(work, 'db');
  console.log('Making a migrated database (initdb in WASM, tens of seconds)…');
  const made = openPglite(await createPglite({ dataDir: template }));
  await made.migrate();
  await made.close();

  const rows: string[][] = [
    ['mode (round)', 'save p50', 'save p95', `saves/s (${CLIENTS} clients)`, 'fsync/save'],
  ];
  for (let round = 1; round <= ROUNDS; round++) {
    // Interleaved, so a busier moment of a shared machine falls on both modes.
    const order: Mode[] = round % 2 ? ['durable', 'fsync off'] : ['fsync off', 'durable'];
    for (const mode of order) {
      const f = await runMode(mode, template);
      rows.push([
        `${mode} (${round})`,
        ms(f.p50),
        ms(f.p95),
        f.perSecond.toFixed(1),
        f.fsyncPerSave.toFixed(2),
      ]);
      console.log(table(rows.slice(-1)));
    }
  }
  console.log(
    `\n${SAVES} sequential saves of one project, then ${CLIENTS} clients × ${CONCURRENT_SAVES} saves:\n`,
  );
  console.log(table(rows));
  rmSync(work, { recursive: true, force: true });
};

await main();
