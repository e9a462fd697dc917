import { type Column, getTableName, sql } from 'drizzle-orm';

/**
 * A column named with its table. Drizzle leaves the columns of a one-table select or an update
 * unqualified, and inside a correlated subquery an unqualified name would read the subquery's own
 * table.
 */
export const qualified = (column: Column) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
