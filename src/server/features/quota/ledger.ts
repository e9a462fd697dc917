import { and, eq, type SQL, sql } from 'drizzle-orm';
import { toMegabytes } from '../../../domain/storage-use.ts';
import type { Db } from '../../db/client.ts';
import { projects, storedFiles } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';

/** A file that counts against its uploader: a project's picture, with its size as stored. */
export interface CountedFile {
  key: string;
  ownerId: string;
  projectId: string;
  bytes: number;
}

/** Set apart from other advisory locks (two-key form): one lock a person, held by the check. */
const QUOTA_LOCK_CLASS = 23;

/** What the files of `ownerId` matching `where` (all of them when undefined) take, in bytes. */
const sumBytes = async (db: Db, ownerId: string, where?: SQL): Promise<number> => {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${storedFiles.bytes}), 0)::float8` })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, ownerId), where));
  return Number(row?.used ?? 0);
};

/** What `ownerId`'s kept files take, in bytes. */
export const usedBytesOf = (db: Db, ownerId: string): Promise<number> => sumBytes(db, ownerId);

/** Their use without the picture `projectId` shows now: a replaced picture frees its room. */
const usedBesidesCurrentPicture = (tx: Db, ownerId: string, projectId: string) => {
  const current = tx.select({ key: projects.imageKey }).from(projects).where(eq(projects.id, projectId));
  return sumBytes(tx, ownerId, sql`${storedFiles.key} is distinct from (${current})`);
};

/**
 * Counts `file` against its owner before it is stored, or refuses it (413
 * STORAGE_QUOTA_EXCEEDED) when it would not fit in `quotaBytes` (null: no quota). The check and
 * the row are one transaction under the owner's lock, so two uploads at once cannot both squeeze
 * into the last megabytes.
 */
export const reserveStoredFile = (db: Db, quotaBytes: number | null, file: CountedFile): Promise<void> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}, hashtext(${file.ownerId}))`);
    if (quotaBytes !== null) {
      const used = await usedBesidesCurrentPicture(tx, file.ownerId, file.projectId);
      if (used + file.bytes > quotaBytes) {
        const message = `No room for ${toMegabytes(file.bytes)} MB: ${toMegabytes(used)} MB used of ${toMegabytes(quotaBytes)} MB`;
        throw new HttpError(413, 'STORAGE_QUOTA_EXCEEDED', message);
      }
    }
    await tx.insert(storedFiles).values(file);
  });

/** A file no longer kept (or never kept) stops counting. */
export const releaseStoredFile = async (db: Db, key: string | null): Promise<void> => {
  if (key) await db.delete(storedFiles).where(eq(storedFiles.key, key));
};
