import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/auth.ts';
import { LIVE_CHANNEL } from './notice.ts';

/**
 * Notices for the live streams themselves, on the same channel as events so every process hears
 * them: a stream whose session ended, or whose person's rights changed, must end (the browser
 * reconnects, and is checked again with what it may now hear). They never reach a browser.
 */
const controlSchema = z.discriminatedUnion('control', [
  z.strictObject({ control: z.literal('sessions-ended'), sessionIds: z.array(z.string()).min(1) }),
  z.strictObject({ control: z.literal('rights-changed'), userIds: z.array(z.string()).min(1) }),
]);
export type ControlNotice = z.infer<typeof controlSchema>;

/** Ids a NOTIFY carries at most: far below its 8000-byte limit whatever the id's length. */
const IDS_PER_NOTICE = 40;

/** The database or a transaction of it: whatever runs SQL. */
type Executor = Pick<Db, 'execute'>;

const notify = async (executor: Executor, notice: ControlNotice) => {
  await executor.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
};

const inChunks = (ids: readonly string[]) => {
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let at = 0; at < unique.length; at += IDS_PER_NOTICE)
    chunks.push(unique.slice(at, at + IDS_PER_NOTICE));
  return chunks;
};

/** Sign-out, a password change: the streams opened with these sessions end, in every process. */
export const announceSessionsEnded = async (executor: Executor, sessionIds: readonly string[]) => {
  for (const chunk of inChunks(sessionIds))
    await notify(executor, { control: 'sessions-ended', sessionIds: chunk });
};

/** A role given or taken: these people's streams end, and reopen with what they may now hear. */
export const announceRightsChanged = async (executor: Executor, userIds: readonly (string | null)[]) => {
  const people = userIds.filter((id): id is string => id !== null);
  for (const chunk of inChunks(people)) await notify(executor, { control: 'rights-changed', userIds: chunk });
};

/** A payload of the channel that is one of these notices, or null (then it may be an event). */
export const parseControlNotice = (payload: string): ControlNotice | null => {
  if (!payload.includes('"control"')) return null;
  try {
    const parsed = controlSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** Of `ids`, the sessions that still exist and have not expired: the periodic backstop's read. */
export const readLiveSessionIds = async (db: Db, ids: readonly string[]): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, [...ids]), gt(sessions.expiresAt, new Date())));
  return new Set(rows.map((row) => row.id));
};

/** A person's current session ids: read before and after a change that revokes some of them. */
export const readSessionIdsOf = async (db: Db, userId: string): Promise<string[]> => {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  return rows.map((row) => row.id);
};
