/**
 * What one request of each kind bench:load sends costs the server, measured in-process where a
 * busy machine disturbs it least: SQL statements sent to the database (counted at PGlite's
 * client), CPU milliseconds of this process (main thread and thread pool, so a sign-in's scrypt is
 * in), and the answer's bytes. The app is the real one (buildApp) on an in-memory PGlite with the
 * demo seed; requests go through app.inject, one at a time. Use it for before/after figures of a
 * change to per-request work. Run: node --import tsx bench/request-cost.ts (ROUNDS=40)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { openPglite } from '../src/server/db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/server/db/demo-accounts.ts';
import { groups, users } from '../src/server/db/schema/index.ts';
import { seedDemo } from '../src/server/db/seed.ts';
import { loadEnv } from '../src/server/env.ts';
import { createStorage } from '../src/server/storage/storage.ts';
import { buildClassDiagram } from './big-diagram.ts';
import { median, table } from './stats.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 40);

/** Counts the statements PGlite is asked to run (query and exec, inside transactions too). */
const countStatements = (pglite: PGlite) => {
  let count = 0;
  const wrap = (target: { query: unknown; exec: unknown }) => {
    for (const name of ['query', 'exec'] as const) {
      const original = (target[name] as (...args: unknown[]) => unknown).bind(target);
      target[name] = (...args: unknown[]) => {
        count += 1;
        return original(...args);
      };
    }
  };
  wrap(pglite as never);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = ((run: (tx: never) => Promise<unknown>) =>
    transaction((tx) => {
      wrap(tx as never);
      return run(tx as never);
    })) as typeof pglite.transaction;
  return () => count;
};

const main = async () => {
  // pg_trgm: the guides' search indexes need it, as the server's own PGlite has it.
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const database = openPglite(pglite);
  await database.migrate();
  await seedDemo(database.db);
  const [group] = await database.db
    .select({ id: groups.id })
    .from(groups)
    .innerJoin(users, eq(users.id, groups.mentorId))
    .where(eq(users.email, DEMO_ACCOUNTS.tutor.email));
  const statements = countStatements(pglite);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chispa-cost-'));
  const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const app = await buildApp({
    env,
    database,
    storage: createStorage(env),
    authSecret: 'request-cost-request-cost-request-cost',
    webDist: path.join(dataDir, 'no-web'),
  });
  await app.ready();
  const inject = (options: InjectOptions) => app.inject(options);
  const signIn = async (email: string) => {
    const reply = await inject({
      method: 'POST',
      url: '/api/session',
      payload: { email, password: DEMO_PASSWORD },
    });
    return (reply.headers['set-cookie'] as string[]).map((c) => c.split(';')[0]).join('; ');
  };
  const cookie = await signIn(DEMO_ACCOUNTS.student.email);
  const tutor = await signIn(DEMO_ACCOUNTS.tutor.email);
  const diagram = buildClassDiagram();
  const created = await inject({
    method: 'POST',
    url: '/api/projects',
    headers: { cookie },
    payload: { name: 'Semáforo', category: 'robotics', diagram, code: 'print(1)' },
  });
  const project = created.json() as { id: string; version: number };
  let version = project.version;
  const guides = (
    await inject({ method: 'GET', url: '/api/guides?limit=12', headers: { cookie } })
  ).json() as {
    items: { id: string }[];
  };
  const save = (withDiagram: boolean) => async () => {
    const payload = withDiagram
      ? { version, code: `print(${version})`, diagram }
      : { version, code: `print(${version})` };
    const reply = await inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers: { cookie },
      payload,
    });
    version = (reply.json() as { version: number }).version;
    return reply;
  };
  const kinds: [string, () => Promise<{ statusCode: number; rawPayload: Buffer }>][] = [
    [
      'sign-in',
      () =>
        inject({
          method: 'POST',
          url: '/api/session',
          payload: { email: DEMO_ACCOUNTS.student.email, password: DEMO_PASSWORD },
        }),
    ],
    ['me', () => inject({ method: 'GET', url: '/api/me', headers: { cookie } })],
    [
      'open project',
      () => inject({ method: 'GET', url: `/api/projects/${project.id}`, headers: { cookie } }),
    ],
    ['autosave (code)', save(false)],
    ['autosave (code + diagram)', save(true)],
    ['guides list', () => inject({ method: 'GET', url: '/api/guides?limit=12', headers: { cookie } })],
    [
      'guide',
      () => inject({ method: 'GET', url: `/api/guides/${guides.items[0]?.id}`, headers: { cookie } }),
    ],
    [
      'grades (tutor)',
      () => inject({ method: 'GET', url: `/api/groups/${group?.id}/grades`, headers: { cookie: tutor } }),
    ],
  ];
  const rows = [['kind', 'status', 'statements', 'CPU ms (median)', 'answer bytes']];
  for (const [kind, run] of kinds) {
    const cpu: number[] = [];
    let count = 0;
    let last: { statusCode: number; rawPayload: Buffer } = { statusCode: 0, rawPayload: Buffer.alloc(0) };
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = statements();
      const c0 = process.cpuUsage();
      last = await run();
      const used = process.cpuUsage(c0);
      cpu.push((used.user + used.system) / 1_000);
      count = statements() - before;
    }
    rows.push([
      kind,
      String(last.statusCode),
      String(count),
      median(cpu).toFixed(2),
      String(last.rawPayload.length),
    ]);
  }
  console.log(`per request, ${ROUNDS} rounds each, in-process on PGlite (demo seed)`);
  console.log(table(rows));
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
