import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { isStorableText } from '../../domain/text.ts';
import { HttpError } from '../http-error.ts';

/** A keyset position: the last row's createdAt (ISO, microseconds kept) and id. */
export interface Cursor {
  at: string;
  id: string;
}

/** A real instant PostgreSQL can compare with: no 30 February, no year 0. */
const isRealInstant = (iso: string) => {
  const date = new Date(iso);
  return (
    !Number.isNaN(date.getTime()) &&
    date.getUTCFullYear() >= 1 &&
    date.toISOString().slice(0, 19) === iso.slice(0, 19)
  );
};

const cursorSchema = z.tuple([
  z.iso.datetime({ precision: 6 }).refine(isRealInstant),
  z.string().min(1).max(100).refine(isStorableText),
]);

export const encodeCursor = (cursor: Cursor): string =>
  Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');

/** An opaque cursor from the client; anything we did not write is a 400. */
export const decodeCursor = (text: string): Cursor => {
  try {
    const [at, id] = cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return { at, id };
  } catch {
    throw new HttpError(400, 'VALIDATION_FAILED', 'Invalid cursor', { cursor: ['invalid'] });
  }
};

/** The timestamp as the cursor keeps it: UTC ISO with microseconds, so equal rows stay equal. */
export const cursorTimestamp = (column: PgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `%`, `_` and `\\` taken literally inside an ILIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
