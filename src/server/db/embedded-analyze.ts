import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs no autovacuum, so without this an embedded database never has planner statistics nor
 * vacuumed tables: the planner then takes a 20,000-guide table for a few dozen rows and, for a
 * search, reads every guide instead of the trigram index (issue 23), and dead rows are never
 * cleared. This stands in for autovacuum with its default thresholds: a table is vacuumed (with
 * ANALYZE) once its dead rows pass 50 + 20 % of it, or its rows inserted since the last vacuum
 * 1,000 + 20 % (which also brings a GIN index's own statistics up to date), and analyzed when never
 * analyzed or changed by more than 50 + 10 % since.
 */
const STALE_TABLES = `
  select format('%I.%I', s.schemaname, s.relname) as name,
    s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
      or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as vacuum
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where c.reltuples < 0 or s.n_mod_since_analyze > 50 + 0.1 * c.reltuples
    or s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
    or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
  order by s.relname`;

/** Vacuums or analyzes the tables that need it, one at a time; hands back their names. */
export const analyzeStaleTables = async (pglite: PGlite): Promise<string[]> => {
  // A backend hands its row counts to the shared statistics at most once a second: without this
  // the counts of the last second's writes arrive after the vacuum and make the table stale again.
  await pglite.query('select pg_stat_force_next_flush()');
  const { rows } = await pglite.query<{ name: string; vacuum: boolean }>(STALE_TABLES);
  for (const { name, vacuum } of rows)
    await pglite.exec(`${vacuum ? 'vacuum (analyze)' : 'analyze'} ${name}`);
  return rows.map((row) => row.name);
};

export const ANALYZE_FIRST_MS = 30_000;
export const ANALYZE_EVERY_MS = 10 * 60_000;

/**
 * Runs analyzeStaleTables shortly after start (after the migrations and the seed) and then every
 * 10 minutes; each run holds the database for as long as its ANALYZEs take (a sample of at most
 * 30,000 rows a table, a vacuum a read of the table's changed pages). `stop` waits for a run under way, so the database can close after it.
 */
export const keepStatisticsFresh = (
  pglite: PGlite,
  opts = { firstMs: ANALYZE_FIRST_MS, everyMs: ANALYZE_EVERY_MS },
) => {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = (nextMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = analyzeStaleTables(pglite)
        .catch((error: unknown) =>
          process.emitWarning(`embedded database statistics not refreshed: ${(error as Error).message}`),
        )
        .finally(() => run(opts.everyMs));
    }, nextMs);
    timer.unref();
  };
  run(opts.firstMs);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};
