import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { createLocalStorage } from '../../src/server/storage/local.ts';
import type { TestApp } from '../app.ts';
import { storedKeys } from '../http.ts';
import { listTables, rowsOf } from './fingerprint.ts';

interface StoredCopy {
  key: string;
  data: Buffer;
  contentType: string;
}

/** Each table's referencing tables, from the foreign keys. */
const childrenOf = async (db: Db, tables: string[]): Promise<Map<string, Set<string>>> => {
  const rows = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  const children = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of rows) if (child !== parent) children.get(parent)?.add(child);
  return children;
};

/** Parents before children, so rows can go back in that order. */
const parentsFirst = (tables: string[], children: Map<string, Set<string>>): string[] => {
  const ordered: string[] = [];
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    for (const [parent, kids] of children) if (kids.has(table)) visit(parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
};

/** `changed` and every table that references them, directly or not: a delete there cascades. */
const withDependents = (changed: string[], children: Map<string, Set<string>>) => {
  const all = new Set<string>();
  const add = (table: string) => {
    if (all.has(table)) return;
    all.add(table);
    for (const child of children.get(table) ?? []) add(child);
  };
  for (const table of changed) add(table);
  return all;
};

const RESTORE = `create or replace function fuzz.restore(emptied text[], filled text[]) returns void
  language plpgsql as $fn$
  declare t text; cols text;
  begin
    -- Rows go back exactly as they were: no trigger may act on them (guide_category_counts is kept
    -- by triggers on practical_guides, and is put back from the snapshot itself).
    perform set_config('session_replication_role', 'replica', true);
    foreach t in array emptied loop execute format('delete from public.%I', t); end loop;
    foreach t in array filled loop
      -- Generated columns (a circuit's hash) are computed again, never inserted.
      select string_agg(quote_ident(attname), ', ' order by attnum) into cols from pg_attribute
        where attrelid = format('public.%I', t)::regclass and attnum > 0 and not attisdropped and attgenerated = '';
      execute format('insert into public.%1$I (%2$s) select %2$s from jsonb_populate_recordset(null::public.%1$I,
        (select rows from fuzz.snapshot where name = %1$L))', t, cols);
    end loop;
  end $fn$`;

/**
 * The whole database and every stored file as they are now, and a `restore` that puts back the
 * tables a case changed (and those hanging off them) and the stored files. The next case then starts
 * from the same state: cases stay independent and a failure replays alone. Rows are kept in the
 * test database's own `fuzz` schema and put back by one function call, which PGlite does in a few
 * milliseconds where a TRUNCATE of every table takes 70.
 */
export const takeSnapshot = async (t: TestApp) => {
  const { db } = t.database;
  const tables = [...(await listTables(db)).keys()];
  const children = await childrenOf(db, tables);
  const order = parentsFirst(tables, children);
  await db.execute(sql.raw('create schema if not exists fuzz'));
  await db.execute(sql.raw('drop table if exists fuzz.snapshot'));
  await db.execute(sql.raw('create table fuzz.snapshot (name text primary key, rows jsonb not null)'));
  for (const table of tables) {
    await db.execute(
      sql`insert into fuzz.snapshot select ${table}, coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) from ${sql.identifier(table)} t`,
    );
  }
  await db.execute(sql.raw(RESTORE));

  const storage = createLocalStorage(path.join(t.dataDir, 'files'));
  const files: StoredCopy[] = [];
  for (const key of await storedKeys(t)) {
    const file = await storage.get(key);
    if (!file) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    files.push({ key, data: Buffer.concat(chunks), contentType: file.contentType });
  }

  const restoreTables = async (changed: string[]) => {
    const affected = withDependents(changed, children);
    const filled = order.filter((table) => affected.has(table));
    const emptied = [...filled].reverse();
    await db.execute(
      sql`select fuzz.restore(${`{${emptied.join(',')}}`}::text[], ${`{${filled.join(',')}}`}::text[])`,
    );
  };

  const restoreFiles = async () => {
    const now = await storedKeys(t);
    const kept = new Set(files.map((file) => file.key));
    for (const key of now) if (!kept.has(key)) await storage.delete(key);
    for (const file of files)
      if (!now.includes(file.key)) await storage.put(file.key, file.data, file.contentType);
  };

  return {
    /** Puts back `changed` tables (names from the fingerprint) and the stored files. */
    async restore(changed: string[]) {
      const changedTables = changed.filter((name) => tables.includes(name));
      if (changedTables.length > 0) await restoreTables(changedTables);
      await restoreFiles();
    },
  };
};
