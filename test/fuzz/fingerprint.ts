import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';

/**
 * What a rejected request may change, and why; nothing else is left out of the fingerprint.
 * - `auth_attempts`: failed sign-ins are counted there on purpose, to throttle guessing.
 * - `sessions.expires_at` / `updated_at`: better-auth slides a session's expiry when it is used.
 * - a seat's and a class code's wrong-secret counters (issue 27): counted on purpose, like
 *   `auth_attempts`, but kept on their rows so the tutor sees them.
 */
const IGNORED_TABLES = new Set(['auth_attempts']);
const IGNORED_COLUMNS: Record<string, Set<string>> = {
  sessions: new Set(['expires_at', 'updated_at']),
  seats: new Set(['failed_attempts', 'last_failed_at', 'locked_until']),
  class_codes: new Set(['failures', 'failures_reset_at', 'paused_until']),
};

/** Row count and hash of every table, by table name. */
export type Fingerprint = Record<string, string>;

export const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Our tables (schema public) and their columns, in declaration order. */
export const listTables = async (db: Db): Promise<Map<string, string[]>> => {
  const rows = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of rows)
    tables.set(table_name, [...(tables.get(table_name) ?? []), column_name]);
  return tables;
};

/**
 * One statement hashing every table: each row's columns as text, md5, sorted, md5 again, so the
 * hash does not depend on physical row order. It lives in a function of the test database's own
 * `fuzz` schema because PGlite would plan the 20-table union on every call (4× slower).
 */
export const createFingerprinter = async (db: Db): Promise<() => Promise<Fingerprint>> => {
  const tables = await listTables(db);
  const selects = [...tables]
    .filter(([table]) => !IGNORED_TABLES.has(table))
    .map(([table, columns]) => {
      const kept = columns.filter((column) => !IGNORED_COLUMNS[table]?.has(column));
      const row = kept.map((column) => `t.${quoteIdent(column)}`).join(', ');
      return `select ${quoteLiteral(table)}::text, count(*)::text || ':' || coalesce(md5(string_agg(s.h, '' order by s.h)), '')
        from (select md5(row(${row})::text) as h from public.${quoteIdent(table)} t) s`;
    });
  await db.execute(sql.raw('create schema if not exists fuzz'));
  await db.execute(
    sql.raw(`create or replace function fuzz.fingerprint() returns table(table_name text, table_hash text)
      language plpgsql stable as $fn$ #variable_conflict use_column
      begin return query ${selects.join('\nunion all\n')}; end $fn$`),
  );
  return async () => {
    const rows = await rowsOf<{ table_name: string; table_hash: string }>(
      db,
      sql`select * from fuzz.fingerprint()`,
    );
    return Object.fromEntries(rows.map((row) => [row.table_name, row.table_hash]));
  };
};

/**
 * The first transaction id not yet handed out. Every write takes one, reads take none, so while it
 * stays put no table can have changed and the hashing can be skipped: a 0.3 ms query where the
 * fingerprint takes 3 on PGlite. On a shared PostgreSQL server other databases move it too, which
 * only means hashing more often.
 */
export const readWriteMark = async (db: Db): Promise<string> => {
  const [row] = await rowsOf<{ mark: string }>(
    db,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`,
  );
  return row?.mark ?? '';
};

/** Names of the tables whose hash differs. */
export const changedTables = (before: Fingerprint, after: Fingerprint): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((table) => before[table] !== after[table])
    .sort();
