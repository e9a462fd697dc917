import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { analyzeStaleTables } from './embedded-analyze.ts';

let pglite: PGlite;

beforeAll(async () => {
  pglite = await PGlite.create();
});

afterAll(async () => {
  await pglite?.close();
});

it('counts the writes of the last second before it decides, so one run leaves a table fresh', async () => {
  await pglite.exec('create table readings (n int)');
  await pglite.query('select pg_stat_force_next_flush()');
  await pglite.exec('insert into readings select generate_series(1, 3000)');
  // Straight after a flush the insert's counts stay the backend's own for a second.
  expect(await analyzeStaleTables(pglite)).toEqual(['public.readings']);
  // Whatever was still pending reaches the statistics by now, as it would a second later.
  await pglite.query('select pg_stat_force_next_flush()');
  expect(await analyzeStaleTables(pglite)).toEqual([]);
  const { rows } = await pglite.query<{ n: number }>(
    `select n_mod_since_analyze::int as n from pg_stat_user_tables where relname = 'readings'`,
  );
  expect(rows[0]?.n).toBe(0);
});
