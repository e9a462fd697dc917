import { mkdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths.ts';
import { openEmbedded } from './embedded.ts';
import { createPglite } from './pglite.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: PGlite (embedded) and node-postgres (server). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the underlying instance, for tests that clone it. */
  pglite?: PGlite;
  /** Postgres only: the pool, for LISTEN/NOTIFY. */
  pool?: pg.Pool;
}

export const openPglite = (client: PGlite): Database => {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
};

/** How many connections a process keeps and how long each wait may last (README: DATABASE_*). */
export interface PostgresLimits {
  poolMax: number;
  /** Opening one connection (TCP + start-up), so an unreachable server fails fast. */
  connectTimeoutMs: number;
  /** A request waiting for a free connection of a busy (or stuck) pool. */
  acquireTimeoutMs: number;
  /** One statement on the server; the driver also gives up waiting a little after it, for a
   * server that stopped answering altogether (a frozen host), which cannot cancel anything. */
  statementTimeoutMs: number;
}

export const DEFAULT_POSTGRES_LIMITS: PostgresLimits = {
  poolMax: 20,
  connectTimeoutMs: 5_000,
  acquireTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
};

/** Warnings of one kind at most every 10 s: an outage drops every idle connection at once. */
const createQuietWarning = () => {
  let lastAt = 0;
  let suppressed = 0;
  return (message: string) => {
    if (Date.now() - lastAt < 10_000) {
      suppressed += 1;
      return;
    }
    process.emitWarning(suppressed ? `${message} (and ${suppressed} more)` : message);
    lastAt = Date.now();
    suppressed = 0;
  };
};

export const openPostgres = (
  connectionString: string,
  limits: PostgresLimits = DEFAULT_POSTGRES_LIMITS,
): Database => {
  const connectTimeoutMs = limits.connectTimeoutMs;
  // pg-pool uses one timeout for "open a connection" and "wait for a free one": the pool gets the
  // acquire timeout, each connection its own connect timeout.
  class TimedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  const pool = new pg.Pool({
    connectionString,
    Client: TimedClient,
    max: limits.poolMax,
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    query_timeout: limits.statementTimeoutMs + 2_000,
    // A dead peer (host gone, cable pulled) is noticed by TCP instead of never.
    keepAlive: true,
  });
  const warn = createQuietWarning();
  // An idle connection the server closed (restart, failover, a dropped test database) must not
  // crash the process: the pool discards it and opens a new one for the next query.
  pool.on('error', (error) => warn(`idle PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
};

/**
 * PostgreSQL server when DATABASE_URL is set (with `postgresLimits`, default
 * DEFAULT_POSTGRES_LIMITS), else PGlite in DATA_DIR/db, locked for this process (see openEmbedded).
 * `template`: a migrated empty PGlite database to start a new embedded one from; ignored when absent.
 */
export const openDatabase = async (opts: {
  databaseUrl?: string;
  postgresLimits?: PostgresLimits;
  dataDir: string;
  template?: string;
}): Promise<Database> => {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.postgresLimits);
  const embedded = await openEmbedded(opts.dataDir, opts.template);
  return { ...openPglite(embedded.pglite), close: embedded.close };
};

/**
 * A migrated, empty PGlite database in `dir`, cleanly closed: what the build leaves next to the
 * compiled server for a first start to copy. Made in a folder beside `dir` and renamed into place.
 */
export const createEmptyDatabase = async (dir: string): Promise<void> => {
  const staging = `${dir}.new-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const database = openPglite(await createPglite({ dataDir: staging }));
  await database.migrate();
  await database.close();
  await rm(dir, { recursive: true, force: true });
  await rename(staging, dir);
};
