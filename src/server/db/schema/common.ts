import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, text, timestamp } from 'drizzle-orm/pg-core';

/** A text primary key filled with a random UUID when the caller gives none. */
export const idColumn = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `$onUpdate` keeps it fresh on drizzle updates; raw SQL updates must set it themselves. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * `column in ('a', 'b')` with the values inlined: a CHECK constraint is DDL and cannot take
 * parameters. The lists come from src/domain/constants.ts, so the domain and the database agree.
 */
export const isOneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map(quote).join(', '))})`;
