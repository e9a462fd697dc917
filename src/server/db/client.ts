import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../../drizzle');

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

export const openPostgres = (connectionString: string): Database => {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server closed (restart, failover, a dropped test database) must not
  // crash the process: the pool discards it and opens a new one for the next query.
  pool.on('error', (error) => process.emitWarning(`idle PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
};

/** PostgreSQL server when DATABASE_URL is set, else PGlite in DATA_DIR/db. */
export const openDatabase = async (opts: { databaseUrl?: string; dataDir: string }): Promise<Database> => {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const dir = path.join(opts.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  return openPglite(await PGlite.create({ dataDir: dir }));
};
