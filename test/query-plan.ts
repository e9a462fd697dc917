import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema/index.ts';

/**
 * The plans PostgreSQL makes for the statements a data function sends: `read` runs on a drizzle
 * instance that records its SQL, then each statement is explained on the same database with the
 * same parameters. `analyze` runs them again (EXPLAIN ANALYZE) for the actual rows and times.
 */
export const plansOf = async (
  database: Database,
  read: (db: Db) => Promise<unknown>,
  opts: { analyze?: boolean } = {},
): Promise<string[]> => {
  const sent: { query: string; params: unknown[] }[] = [];
  const logger: Logger = { logQuery: (query, params) => sent.push({ query, params }) };
  const recording = (database.pglite
    ? drizzlePglite({ client: database.pglite, schema, logger })
    : drizzlePg({ client: database.pool as never, schema, logger })) as unknown as Db;
  await read(recording);
  const explain = opts.analyze ? 'explain (analyze, buffers, costs off)' : 'explain (costs off)';
  const plans: string[] = [];
  for (const { query, params } of sent) {
    const text = `${explain} ${query}`;
    const rows = database.pglite
      ? (await database.pglite.query<Record<string, string>>(text, params)).rows
      : ((await database.pool?.query(text, params))?.rows as Record<string, string>[]);
    plans.push(rows.map((row) => Object.values(row)[0]).join('\n'));
  }
  return plans;
};
