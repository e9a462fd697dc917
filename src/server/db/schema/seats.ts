import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, timestamps } from './common.ts';
import { groups } from './groups.ts';

/**
 * A group's class code (issue 27): the door its seats sign in through. Rotating writes a new code
 * (the old one is simply gone); closing keeps it for the cards but lets nobody new in. `failures`
 * counts wrong secrets across the class in a window, and past its limit the code pauses.
 */
export const classCodes = pgTable(
  'class_codes',
  {
    groupId: text('group_id')
      .primaryKey()
      .references(() => groups.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    open: boolean('open').notNull().default(true),
    failures: integer('failures').notNull().default(0),
    failuresResetAt: timestamp('failures_reset_at', { withTimezone: true }),
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [check('class_codes_code_check', sql`${t.code} ~ '^[23456789ABCDEFGHJKMNPQRSTWXYZ]{8}$'`)],
);

/**
 * A class seat: a `users` row (so projects, submissions and grades treat it as any student) with
 * what only a seat has. Its secret is kept encrypted (src/server/features/seats/secret.ts), never
 * in clear, so its tutor can print its card again. `failed_attempts` counts wrong secrets since the
 * last sign-in or reset; every `SEAT_LIMITS.failuresBeforeLock`-th locks the seat a while.
 */
export const seats = pgTable(
  'seats',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nickname: text('nickname').notNull(),
    secretBox: text('secret_box').notNull(),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    index('seats_group_idx').on(t.groupId, t.createdAt),
    uniqueIndex('seats_group_nickname_key').on(t.groupId, sql`lower(${t.nickname})`),
  ],
);

export type SeatRow = typeof seats.$inferSelect;
