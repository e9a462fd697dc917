import { and, eq, isNotNull, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects, storedFiles } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';

const BATCH = 100;

/**
 * Project pictures stored before the ledger existed, counted once against their project's owner
 * (who uploaded them is not recorded) by the size storage reports; a missing file counts 0, so
 * it is not looked at again. Several processes may run this at once: a key is counted once.
 * Returns how many pictures it counted.
 */
export const countPicturesBeforeLedger = async (db: Db, storage: Storage): Promise<number> => {
  let counted = 0;
  for (;;) {
    const alreadyCounted = db.select().from(storedFiles).where(eq(storedFiles.key, projects.imageKey));
    const rows = await db
      .select({ id: projects.id, ownerId: projects.ownerId, key: projects.imageKey })
      .from(projects)
      .where(and(isNotNull(projects.imageKey), notExists(alreadyCounted)))
      .limit(BATCH);
    for (const { id, ownerId, key } of rows) {
      if (!key) continue;
      const file = await storage.get(key);
      file?.body.destroy();
      await db
        .insert(storedFiles)
        .values({ key, ownerId, projectId: id, bytes: file?.size ?? 0 })
        .onConflictDoNothing();
      counted += 1;
    }
    if (rows.length < BATCH) return counted;
  }
};
