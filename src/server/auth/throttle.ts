import { inArray, lt, sql } from 'drizzle-orm';
import { LIMITS } from '../../domain/constants.ts';
import { SEAT_LIMITS } from '../../domain/seats.ts';
import type { Db } from '../db/client.ts';
import { authAttempts } from '../db/schema/index.ts';

export interface LimitRule {
  max: number;
  windowMs: number;
}

/**
 * How many failures each key may collect in its window before further attempts wait (429).
 * A wrong password counts against the e-mail *with* the caller's IP, so a stranger cannot lock
 * the owner out of their account from elsewhere; the e-mail alone gets a short window, which
 * bounds guessing spread over many IPs while the owner waits at most a minute; an IP gets a
 * budget of failures over all e-mails. Successes are not counted, so a classroom behind one
 * address can sign in together.
 */
export const AUTH_LIMITS = {
  failuresPerEmailAndIp: { max: 5, windowMs: 15 * 60_000 },
  failuresPerEmail: { max: 10, windowMs: 60_000 },
  failuresPerIp: { max: 30, windowMs: 5 * 60_000 },
  signUpsPerIp: { max: 100, windowMs: 60 * 60_000 },
  /** Sharing tells an owner that an e-mail has no account: bounded, so it is no address book. */
  unknownShareEmailsPerUser: { max: 20, windowMs: 15 * 60_000 },
  /** Pictures a person uploads (issue 23); the app sets `max` from UPLOAD_RATE. */
  uploadsPerUser: { max: LIMITS.uploadsPerMinute as number, windowMs: 60_000 },
  /** Unknown class codes one address tries (issue 27; seats and codes count in their own tables). */
  classCodeMissesPerIp: {
    max: SEAT_LIMITS.codeMissesPerAddress as number,
    windowMs: SEAT_LIMITS.codeMissWindowMinutes * 60_000,
  },
} satisfies Record<string, LimitRule>;

export type AuthLimits = typeof AUTH_LIMITS;
export type LimitName = keyof AuthLimits;

/** One counter: which rule it follows and what it counts (an e-mail, an IP, both). */
export interface Counter {
  rule: LimitName;
  subject: string;
}

const keyOf = ({ rule, subject }: Counter) => `${rule}:${subject}`;

const SWEEP_EVERY_MS = 60_000;

export interface Throttle {
  /** Seconds until every one of `counters` is under its limit again; 0 when all are. */
  retryAfter(counters: Counter[]): Promise<number>;
  /** Counts one attempt against each of `counters`. */
  hit(counters: Counter[]): Promise<void>;
  /** Forgets `counters` (after a success). */
  clear(counters: Counter[]): Promise<void>;
}

/**
 * Fixed-window counters in the `auth_attempts` table: every server process behind a load
 * balancer sees the same counts. One upsert per hit keeps concurrent attempts exact.
 */
export const createThrottle = (db: Db, overrides: Partial<AuthLimits> = {}): Throttle => {
  const limits: AuthLimits = { ...AUTH_LIMITS, ...overrides };
  let lastSweep = 0;

  const sweep = async () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    await db.delete(authAttempts).where(lt(authAttempts.resetAt, sql`now()`));
  };

  return {
    async retryAfter(counters) {
      if (counters.length === 0) return 0;
      const rows = await db
        .select({
          key: authAttempts.key,
          count: authAttempts.count,
          seconds: sql<number>`ceil(extract(epoch from (${authAttempts.resetAt} - now())))::int`,
        })
        .from(authAttempts)
        .where(inArray(authAttempts.key, counters.map(keyOf)));
      let wait = 0;
      for (const counter of counters) {
        const row = rows.find((r) => r.key === keyOf(counter));
        if (row && row.seconds > 0 && row.count >= limits[counter.rule].max)
          wait = Math.max(wait, row.seconds);
      }
      return wait;
    },

    async hit(counters) {
      for (const counter of counters) {
        const window = sql`now() + ${`${limits[counter.rule].windowMs} milliseconds`}::interval`;
        await db
          .insert(authAttempts)
          .values({ key: keyOf(counter), count: 1, resetAt: window })
          .onConflictDoUpdate({
            target: authAttempts.key,
            set: {
              count: sql`case when ${authAttempts.resetAt} <= now() then 1 else ${authAttempts.count} + 1 end`,
              resetAt: sql`case when ${authAttempts.resetAt} <= now() then ${window} else ${authAttempts.resetAt} end`,
            },
          });
      }
      await sweep();
    },

    async clear(counters) {
      if (counters.length === 0) return;
      await db.delete(authAttempts).where(inArray(authAttempts.key, counters.map(keyOf)));
    },
  };
};
