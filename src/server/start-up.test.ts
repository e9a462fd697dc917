import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminUrl } from '../../test/postgres.ts';
import { startTcpProxy } from '../../test/tcp-proxy.ts';
import { type Database, openPostgres } from './db/client.ts';
import { DatabaseUnreachableError, prepareDatabase, type StartLog, waitForDatabase } from './start-up.ts';

/** Start-up against real, empty PostgreSQL databases (each test its own). */
const url = process.env.TEST_DATABASE_URL;

const recordingLog = () => {
  const lines: string[] = [];
  const log: StartLog = { info: (m) => void lines.push(m), warn: (m) => void lines.push(m) };
  return { lines, log };
};

describe.runIf(url)('starting on PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const createEmptyDatabase = async () => {
    if (!url) throw new Error('no TEST_DATABASE_URL');
    const name = `chispa_start_${randomBytes(4).toString('hex')}`;
    const admin = openPostgres(adminUrl(url));
    await admin.pool?.query(`create database ${name}`);
    await admin.close();
    cleanups.push(async () => {
      const cleanup = openPostgres(adminUrl(url));
      await cleanup.pool?.query(`drop database if exists ${name} with (force)`);
      await cleanup.close();
    });
    return adminUrl(url, name);
  };

  const open = (databaseUrl: string): Database => {
    const database = openPostgres(databaseUrl);
    cleanups.push(() => database.close());
    return database;
  };

  it('lets two processes start at once on an empty database: one migrates and seeds, both come up', async () => {
    const databaseUrl = await createEmptyDatabase();
    const env = { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' as const, DATABASE_START_WAIT_MS: 10_000 };
    const [a, b] = [open(databaseUrl), open(databaseUrl)];
    let seeds = 0;
    const seed = async (db: Database['db']) => {
      seeds += 1;
      // A real first row, as the demo seed's accounts are: the other start must then find it.
      await db.execute(sql`insert into users (id, name, email) values ('u1', 'Ana', 'ana@example.test')`);
    };
    const results = await Promise.allSettled([
      prepareDatabase(a, env, { seed, log: recordingLog().log }),
      prepareDatabase(b, env, { seed, log: recordingLog().log }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(seeds).toBe(1);
    const migrations = await a.pool?.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations?.rows[0].n).toBeGreaterThan(0);
  });

  it('waits for a database that is not reachable yet, one log line per attempt, then starts', async () => {
    if (!url) return;
    const databaseUrl = await createEmptyDatabase();
    const target = new URL(url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    cleanups.push(() => proxy.close());
    await proxy.stop();
    const database = open(proxy.urlFor(databaseUrl));
    const { lines, log } = recordingLog();
    const env = {
      DATABASE_URL: proxy.urlFor(databaseUrl),
      SEED_DEMO: 'false' as const,
      DATABASE_START_WAIT_MS: 60_000,
    };
    const starting = prepareDatabase(database, env, { log });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await proxy.resume();
    await starting;
    const retries = lines.filter((line) => line.startsWith('Database not reachable (ECONNREFUSED'));
    expect(retries.length).toBeGreaterThanOrEqual(2);
    expect(retries[0]).toMatch(/attempt 1, retrying in 0\.5 s/);
    expect(retries[1]).toMatch(/attempt 2, retrying in 1\.0 s/);
    const tables = await database.pool?.query("select to_regclass('public.users')::text as t");
    expect(tables?.rows[0].t).toBe('users');
  });

  it('gives up after DATABASE_START_WAIT_MS with one clear message', async () => {
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: 1 });
    cleanups.push(() => proxy.close());
    await proxy.stop();
    const database = open(proxy.urlFor('postgres://chispa@127.0.0.1:5432/none'));
    const startedAt = Date.now();
    const { log } = recordingLog();
    await expect(waitForDatabase(database, { waitMs: 1_500, log })).rejects.toThrow(DatabaseUnreachableError);
    await expect(waitForDatabase(database, { waitMs: 0, log })).rejects.toThrow(
      /not reachable \(ECONNREFUSED.*DATABASE_START_WAIT_MS/,
    );
    expect(Date.now() - startedAt).toBeLessThan(10_000);
  });
});
