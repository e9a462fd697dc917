import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { users } from './schema/auth.ts';

/** True on the first start of a new database: nobody has signed up yet. */
export const isDatabaseEmpty = async (db: Db): Promise<boolean> => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
};
