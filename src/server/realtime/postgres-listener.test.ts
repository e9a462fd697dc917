import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import type { Database } from '../db/client.ts';
import { LIVE_CHANNEL } from './notice.ts';
import { listenPostgres } from './postgres-listener.ts';

// Only a PostgreSQL server has a connection to lose and a pool to lend it.
describe.runIf(process.env.TEST_DATABASE_URL)('the LISTEN connection (PostgreSQL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('goes back to the pool when the listener stops while it is listening again', async () => {
    // A pool of its own, since the symptom is that its end never comes.
    const pool = new pg.Pool({ connectionString: (database.pool as pg.Pool).options.connectionString });
    // The real pool, with a door on its second connect: the stop lands while the new connection opens.
    let opening: () => void = () => {};
    const door = new Promise<void>((resolve) => {
      opening = resolve;
    });
    let reconnecting: () => void = () => {};
    const reconnectAsked = new Promise<void>((resolve) => {
      reconnecting = resolve;
    });
    let connects = 0;
    let listening: Promise<unknown> = Promise.resolve();
    let listenAsked: () => void = () => {};
    const listenSent = new Promise<void>((resolve) => {
      listenAsked = resolve;
    });
    const gated = Object.create(pool) as pg.Pool;
    gated.connect = (async () => {
      connects += 1;
      if (connects === 1) return pool.connect();
      reconnecting();
      await door;
      const client = await pool.connect();
      const query = client.query.bind(client) as (text: string) => Promise<unknown>;
      client.query = ((text: string) => {
        listening = query(text);
        listenAsked();
        return listening;
      }) as never;
      return client;
    }) as pg.Pool['connect'];

    const listener = await listenPostgres(gated, { onPayload: () => {}, onGap: () => {}, warn: () => {} });
    expect(pool.totalCount - pool.idleCount).toBe(1);
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`LISTEN ${LIVE_CHANNEL}`}`,
    );
    await reconnectAsked;
    await listener.stop();
    opening();
    await listenSent;
    await listening;
    await new Promise((resolve) => setImmediate(resolve));

    // Before the fix the new connection stayed lent out for good, and the pool's end never came.
    const ended = pool.end().then(() => 'ended');
    const stuck = new Promise((resolve) =>
      setTimeout(() => resolve('still lent out after 10 s'), 10_000).unref(),
    );
    expect(await Promise.race([ended, stuck])).toBe('ended');
  });
});
