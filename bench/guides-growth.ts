/**
 * Guides as they grow (issue 23): the guides list (first page, a later page through the cursor,
 * filtered), search (a common word, a rare one, none), the category counts and the management list,
 * each asked through the API (app.inject) at 200, 2,000 and 20,000 guides in one fresh migrated
 * database, printing p50/p95 per size and the ratio to the smallest. Prints figures; never passes
 * or fails on them. `--explain` adds the plans (EXPLAIN ANALYZE) of the list, search and counts at
 * the largest size.
 *
 * Run: node --import tsx bench/guides-growth.ts [--sizes=200,2000,20000] [--explain] [postgres://…]
 * (PGlite by default; PostgreSQL with a URL argument or TEST_DATABASE_URL: a throwaway database
 * made on that server and dropped at the end).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { type Database, openPglite, openPostgres } from '../src/server/db/client.ts';
import { analyzeStaleTables } from '../src/server/db/embedded-analyze.ts';
import { createPglite } from '../src/server/db/pglite.ts';
import { loadEnv } from '../src/server/env.ts';
import { createStorage } from '../src/server/storage/storage.ts';
import { adminUrl } from '../test/postgres.ts';
import { explainGuideReads } from './guides-plan.ts';
import { COMMON_WORD, MISSING_WORD, RARE_WORD, seedCatalogue, seedGuides } from './guides-seed.ts';
import { median, percentile, table } from './stats.ts';

const WARMUP = 3;
const SAMPLES = 30;
const args = process.argv.slice(2);
const sizes = (args.find((a) => a.startsWith('--sizes='))?.slice(8) ?? '200,2000,20000')
  .split(',')
  .map(Number);
const url = args.find((a) => a.startsWith('postgres')) ?? process.env.TEST_DATABASE_URL;

/** A fresh migrated database: PGlite in memory, or a new database on the given server. */
const openBenchDatabase = async (): Promise<{ database: Database; drop: () => Promise<void> }> => {
  if (!url) {
    const database = openPglite(await createPglite());
    await database.migrate();
    return { database, drop: async () => {} };
  }
  const name = `chispa_bench_guides_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(adminUrl(url));
  await admin.pool?.query(`create database ${name}`);
  const database = openPostgres(adminUrl(url, name));
  await database.migrate();
  return {
    database,
    drop: async () => {
      await admin.pool?.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
};

type Inject = (path: string) => Promise<{ statusCode: number; body: string }>;

/** Every read the guides screens make, as a path of the API, and who asks it. */
const scenarios = (who: { student: Inject; manager: Inject }) => {
  const student = (path: string) => () => who.student(path);
  const laterPage = async () => {
    let page = (await who.student('/api/guides?limit=20').then((r) => JSON.parse(r.body))) as {
      nextCursor: string | null;
    };
    for (let i = 0; i < 4 && page.nextCursor; i += 1) {
      page = JSON.parse((await who.student(`/api/guides?limit=20&cursor=${page.nextCursor}`)).body);
    }
    return page.nextCursor;
  };
  return { student, laterPage, manager: (path: string) => () => who.manager(path) };
};

const signUp = async (app: Awaited<ReturnType<typeof buildApp>>, email: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { name: email.split('@')[0], email, password: 'Chispa#2026' },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { cookie, id: (response.json() as { user: { id: string } }).user.id };
};

const timeOne = async (run: () => Promise<{ statusCode: number; body: string }>, label: string) => {
  const t0 = performance.now();
  const response = await run();
  const elapsed = performance.now() - t0;
  if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
  return elapsed;
};

const measure = async (run: () => Promise<{ statusCode: number; body: string }>, label: string) => {
  for (let i = 0; i < WARMUP; i += 1) await timeOne(run, label);
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) samples.push(await timeOne(run, label));
  return { p50: median(samples), p95: percentile(samples, 95) };
};

const main = async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chispa-guides-growth-'));
  const { database, drop } = await openBenchDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    BASE_URL: 'http://localhost:3000',
  });
  const app = await buildApp({
    env,
    database,
    storage: createStorage(env),
    authSecret: 'bench-secret-bench-secret-bench-secret-0123456789',
    webDist: path.join(dataDir, 'no-web'),
  });
  await app.ready();
  const { db } = database;
  const student = await signUp(app, 'alumna@example.test');
  const manager = await signUp(app, 'gestora@example.test');
  await db.execute(sql`insert into super_admins (user_id) values (${manager.id})`);
  await seedCatalogue(db);
  const as =
    (cookie: string): Inject =>
    (p) =>
      app.inject({ method: 'GET', url: p, headers: { cookie } });
  const s = scenarios({ student: as(student.cookie), manager: as(manager.cookie) });

  const results = new Map<string, { p50: number; p95: number }[]>();
  let seeded = 0;
  console.log(`guides growth on ${database.kind}, sizes ${sizes.join(', ')}; ${SAMPLES} samples each\n`);
  for (const size of sizes) {
    const t0 = performance.now();
    await seedGuides(db, seeded, size);
    seeded = size;
    // What the server does within minutes of such growth: a server's autovacuum vacuums and analyzes it,
    // the embedded server's stand-in for it (embedded-analyze.ts) does the same.
    if (database.pglite) await analyzeStaleTables(database.pglite);
    else await db.execute(sql`vacuum (analyze) practical_guides`);
    console.log(`seeded ${size} guides in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const cursor = await s.laterPage();
    const reads: [string, () => Promise<{ statusCode: number; body: string }>][] = [
      ['list, first page', s.student('/api/guides?limit=20')],
      ['list, 6th page (cursor)', s.student(`/api/guides?limit=20&cursor=${cursor}`)],
      ['list, category', s.student('/api/guides?limit=20&category=sensors')],
      ['list, difficulty', s.student('/api/guides?limit=20&difficulty=advanced')],
      ['list, language pt', s.student('/api/guides?limit=20&language=pt')],
      ['list, all languages, one version each (prefer=pt)', s.student('/api/guides?limit=20&prefer=pt')],
      [
        'list, category+difficulty+language (none match)',
        s.student('/api/guides?limit=20&category=games&difficulty=beginner&language=en'),
      ],
      [`search "${COMMON_WORD}"`, s.student(`/api/guides?limit=20&search=${COMMON_WORD}`)],
      [
        `search "${RARE_WORD}" (rare)`,
        s.student(`/api/guides?limit=20&search=${encodeURIComponent(RARE_WORD)}`),
      ],
      ['search, no match', s.student(`/api/guides?limit=20&search=${encodeURIComponent(MISSING_WORD)}`)],
      ['search "ra" (2 letters)', s.student('/api/guides?limit=20&search=ra')],
      ['category counts, student', s.student('/api/guide-categories')],
      ['category counts, manager', s.manager('/api/guide-categories')],
      ['management list, first page', s.manager('/api/guide-admin/guides?limit=25')],
      ['management list, unpublished', s.manager('/api/guide-admin/guides?limit=25&published=false')],
      ['management search, no match', s.manager(`/api/guide-admin/guides?limit=25&search=${MISSING_WORD}`)],
    ];
    for (const [label, run] of reads) {
      const figures = await measure(run, label);
      results.set(label, [...(results.get(label) ?? []), figures]);
    }
  }

  const header = [
    'read',
    ...sizes.flatMap((n) => [`p50@${n}`, `p95@${n}`]),
    ...sizes.slice(1).map((n) => `×p50@${n}`),
  ];
  const rows = [...results].map(([label, figures]) => {
    const first = figures[0]?.p50 ?? Number.NaN;
    return [
      label,
      ...figures.flatMap((f) => [f.p50.toFixed(1), f.p95.toFixed(1)]),
      ...figures.slice(1).map((f) => `×${(f.p50 / first).toFixed(1)}`),
    ];
  });
  console.log(`\nms per request through app.inject (${database.kind})\n`);
  console.log(table([header, ...rows]));

  if (args.includes('--explain')) await explainGuideReads(database, student.id);
  await app.close();
  await database.close();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
