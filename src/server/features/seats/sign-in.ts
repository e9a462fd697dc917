import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { SEAT_LIMITS, type SeatSecret } from '../../../domain/seats.ts';
import type { Db } from '../../db/client.ts';
import { classCodes, seats } from '../../db/schema/index.ts';
import type { SecretBox } from './secret.ts';

/**
 * A child's attempt with a secret (issue 27). The seat's counter is taken *before* the secret is
 * compared (one atomic update that also refuses a locked seat), so parallel guesses cannot slip past
 * the lock; a right secret then clears it. Every `failuresBeforeLock`-th wrong secret in a row locks
 * the seat, 5, 10, then 15 minutes. Wrong secrets also count against the class code, which pauses
 * past `failuresPerCode` in its window: a guesser going round the class meets that first.
 */
export type SecretAttempt =
  | { outcome: 'signed-in' }
  | { outcome: 'wrong' }
  | { outcome: 'seat-locked'; retryAfterSeconds: number }
  | { outcome: 'code-paused'; retryAfterSeconds: number }
  | { outcome: 'no-seat' };

const secondsUntil = (date: Date | null) =>
  date ? Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000)) : 60;

/** A constant of SEAT_LIMITS written into the statement (a parameter would leave its type unknown). */
const n = (value: number) => sql.raw(String(Math.trunc(value)));
const { failuresBeforeLock, lockMinutes, lockMaxMinutes } = SEAT_LIMITS;

/** The lock a seat gets with its `count`-th wrong secret in a row: none, or 5, 10, 15 … minutes, capped. */
const lockAfter = (count: SQL) => sql`case when mod(${count}, ${n(failuresBeforeLock)}) = 0
  then now() + make_interval(mins => least(${n(lockMaxMinutes)}, ${n(lockMinutes)} * ((${count}) / ${n(failuresBeforeLock)})))
  else null end`;

export const attemptSecret = async (
  db: Db,
  box: SecretBox,
  groupId: string,
  seatId: string,
  given: SeatSecret,
): Promise<SecretAttempt> => {
  const [code] = await db
    .select({ pausedUntil: classCodes.pausedUntil })
    .from(classCodes)
    .where(eq(classCodes.groupId, groupId));
  if (code?.pausedUntil && code.pausedUntil.getTime() > Date.now())
    return { outcome: 'code-paused', retryAfterSeconds: secondsUntil(code.pausedUntil) };

  const next = sql`${seats.failedAttempts} + 1`;
  const [taken] = await db
    .update(seats)
    .set({ failedAttempts: sql`${next}`, lockedUntil: lockAfter(next) })
    .where(
      and(
        eq(seats.userId, seatId),
        eq(seats.groupId, groupId),
        or(sql`${seats.lockedUntil} is null`, sql`${seats.lockedUntil} <= now()`),
      ),
    )
    .returning({ secretBox: seats.secretBox, lockedUntil: seats.lockedUntil });
  if (!taken) {
    const [seat] = await db
      .select({ lockedUntil: seats.lockedUntil })
      .from(seats)
      .where(and(eq(seats.userId, seatId), eq(seats.groupId, groupId)));
    return seat
      ? { outcome: 'seat-locked', retryAfterSeconds: secondsUntil(seat.lockedUntil) }
      : { outcome: 'no-seat' };
  }

  if (box.matches(taken.secretBox, given)) {
    await db
      .update(seats)
      .set({ failedAttempts: 0, lockedUntil: null, lastSignInAt: new Date() })
      .where(eq(seats.userId, seatId));
    return { outcome: 'signed-in' };
  }

  await db.update(seats).set({ lastFailedAt: new Date() }).where(eq(seats.userId, seatId));
  const paused = await countCodeFailure(db, groupId);
  if (taken.lockedUntil)
    return { outcome: 'seat-locked', retryAfterSeconds: secondsUntil(taken.lockedUntil) };
  if (paused) return { outcome: 'code-paused', retryAfterSeconds: secondsUntil(paused) };
  return { outcome: 'wrong' };
};

/** One wrong secret against the class code; answers when the code is paused until, if this paused it. */
const countCodeFailure = async (db: Db, groupId: string): Promise<Date | null> => {
  const fresh = sql`${classCodes.failuresResetAt} is null or ${classCodes.failuresResetAt} <= now()`;
  const failures = sql`case when ${fresh} then 1 else ${classCodes.failures} + 1 end`;
  const [row] = await db
    .update(classCodes)
    .set({
      failures,
      failuresResetAt: sql`case when ${fresh}
        then now() + make_interval(mins => ${n(SEAT_LIMITS.codeWindowMinutes)}) else ${classCodes.failuresResetAt} end`,
      pausedUntil: sql`case when (${failures}) >= ${n(SEAT_LIMITS.failuresPerCode)}
        then now() + make_interval(mins => ${n(SEAT_LIMITS.codePauseMinutes)}) else ${classCodes.pausedUntil} end`,
    })
    .where(eq(classCodes.groupId, groupId))
    .returning({ failures: classCodes.failures, pausedUntil: classCodes.pausedUntil });
  if (row && row.failures >= SEAT_LIMITS.failuresPerCode && row.pausedUntil) {
    // The window starts again once paused, so the class gets a whole budget after the pause.
    await db
      .update(classCodes)
      .set({ failures: 0, failuresResetAt: null })
      .where(eq(classCodes.groupId, groupId));
    return row.pausedUntil;
  }
  return null;
};
