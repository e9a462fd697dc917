import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Db, PostgresLimits } from './db/client.ts';
import { isDatabaseEmpty } from './db/empty.ts';
import { findOutage } from './db/outage.ts';
import * as schema from './db/schema/index.ts';
import type { Env } from './env.ts';
import { MIGRATIONS_FOLDER } from './paths.ts';

/** Migrations and the first seed of a PostgreSQL database run under this advisory lock ("chis"). */
export const MIGRATION_LOCK_KEY = 0x63686973;

/** The database could not be reached for the whole of DATABASE_START_WAIT_MS. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

export interface StartLog {
  info(message: string): void;
  warn(message: string): void;
}

const consoleLog: StartLog = { info: (m) => console.log(m), warn: (m) => console.warn(m) };

export const postgresLimitsOf = (env: Env): PostgresLimits => ({
  poolMax: env.DATABASE_POOL_MAX,
  connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
  acquireTimeoutMs: env.DATABASE_ACQUIRE_TIMEOUT_MS,
  statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for the database to answer, retrying with a doubling wait (0.5 s up to 15 s) and one log
 * line per attempt, for at most `waitMs`: a server starting with (or just before) its PostgreSQL
 * comes up with it instead of exiting. Anything but an outage (a wrong password, a missing
 * database) is not waited out.
 */
export const waitForDatabase = async (
  database: Database,
  opts: { waitMs: number; log?: StartLog; firstDelayMs?: number },
): Promise<void> => {
  const log = opts.log ?? consoleLog;
  const startedAt = Date.now();
  let delayMs = opts.firstDelayMs ?? 500;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await database.db.execute('select 1');
      if (attempt > 1) log.info(`Database reachable after ${attempt} attempts.`);
      return;
    } catch (error) {
      const outage = findOutage(error);
      if (!outage) throw error;
      const waited = Date.now() - startedAt;
      if (waited + delayMs > opts.waitMs) {
        throw new DatabaseUnreachableError(
          `The database is not reachable (${outage.code}: ${outage.message}); gave up after ` +
            `${Math.round(waited / 1000)} s (DATABASE_START_WAIT_MS).`,
        );
      }
      log.warn(
        `Database not reachable (${outage.code}: ${outage.message}); attempt ${attempt}, ` +
          `retrying in ${(delayMs / 1000).toFixed(1)} s.`,
      );
      await sleep(delayMs);
      delayMs = Math.min(delayMs * 2, 15_000);
    }
  }
};

/**
 * Runs `work` holding PostgreSQL's advisory lock on a connection of its own: every process starting
 * on one database runs it in turn, so one migrates and seeds and the others find that done. The
 * connection has no statement timeout: waiting for another process's migration, or a long one of
 * its own, is not an outage.
 */
const withMigrationLock = async (databaseUrl: string, work: (db: Db) => Promise<void>) => {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  // A connection lost while holding the lock fails the start below; it must not crash the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await work(drizzlePg({ client, schema }) as unknown as Db);
  } finally {
    // Closing the connection releases the lock, whatever state the work left it in.
    await client.end().catch(() => {});
  }
};

/** The demo seed and its content are loaded only by the start that seeds. */
export const seedDemoData = async (db: Db, log: StartLog = consoleLog) => {
  const [{ seedDemo }, { DEMO_ACCOUNTS }] = await Promise.all([
    import('./db/seed.ts'),
    import('./db/demo-accounts.ts'),
  ]);
  await seedDemo(db);
  log.warn(
    `Seeded demo data and accounts (${Object.values(DEMO_ACCOUNTS)
      .map((a) => a.email)
      .join(', ')}) with a published password.\n` +
      'On a real installation start with SEED_DEMO=false, or remove these accounts.',
  );
};

/**
 * Brings the database up to date before the server listens: waits for PostgreSQL to answer, then
 * migrates and (SEED_DEMO, empty database) seeds, under the advisory lock on PostgreSQL. PGlite
 * is one process's own (its folder is locked), so it needs no lock.
 */
export const prepareDatabase = async (
  database: Database,
  env: Pick<Env, 'DATABASE_URL' | 'SEED_DEMO' | 'DATABASE_START_WAIT_MS'>,
  opts: { log?: StartLog; seed?: (db: Db) => Promise<void> } = {},
): Promise<void> => {
  const seed = opts.seed ?? ((db: Db) => seedDemoData(db, opts.log));
  const seedIfEmpty = async () => {
    if (env.SEED_DEMO === 'true' && (await isDatabaseEmpty(database.db))) await seed(database.db);
  };
  if (database.kind !== 'postgres' || !env.DATABASE_URL) {
    await database.migrate();
    await seedIfEmpty();
    return;
  }
  await waitForDatabase(database, { waitMs: env.DATABASE_START_WAIT_MS, log: opts.log });
  await withMigrationLock(env.DATABASE_URL, async (lockedDb) => {
    await migratePg(lockedDb as never, { migrationsFolder: MIGRATIONS_FOLDER });
    await seedIfEmpty();
  });
};

/** Said once at start: what an operator of several processes must know. */
export const warnAboutDeployment = (env: Pick<Env, 'DATABASE_URL' | 's3'>, log: StartLog = consoleLog) => {
  if (env.DATABASE_URL && !env.s3) {
    log.warn(
      "Files are stored on this process's disk (DATA_DIR/files), not shared with other server " +
        'processes: with several processes set S3_BUCKET (see docs/deploy.md).',
    );
  }
};
