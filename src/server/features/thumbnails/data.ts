import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { practicalGuides, projects } from '../../db/schema/index.ts';

/** The tables whose rows keep a circuit and a picture of it. */
export type PicturedTable = typeof projects | typeof practicalGuides;

/**
 * The stored picture's key while it shows the circuit as stored now, else null: a circuit saved
 * after its picture was made shows no picture (its card draws it) until a new one is sent.
 */
export const currentThumbnailKey = (table: PicturedTable) =>
  sql<string | null>`case when ${table.thumbnailHash} = ${table.circuitHash} then ${table.thumbnailKey} end`;

export type ThumbnailWrite =
  | { kind: 'missing' }
  | { kind: 'stale' }
  | { kind: 'set'; previousKey: string | null };

/**
 * Keeps `picture` as the row's circuit picture when it shows the circuit stored now (`hash` is
 * its current hash), else writes nothing (`stale`). The row is locked meanwhile, so a save of
 * the circuit lands before or after, never between the check and the write. Neither the version
 * nor `updatedAt` move: a picture is not an edit, and lists ordered by change keep their order.
 */
export const replaceThumbnail = async (
  db: Db,
  table: PicturedTable,
  id: string,
  picture: { key: string; hash: string },
): Promise<ThumbnailWrite> =>
  db.transaction(async (tx) => {
    const [before] = await tx
      .select({ circuitHash: table.circuitHash, thumbnailKey: table.thumbnailKey })
      .from(table as typeof projects)
      .where(eq(table.id, id))
      .for('update');
    if (!before) return { kind: 'missing' };
    if (before.circuitHash !== picture.hash) return { kind: 'stale' };
    await tx
      .update(table as typeof projects)
      .set({ thumbnailKey: picture.key, thumbnailHash: picture.hash, updatedAt: sql`${table.updatedAt}` })
      .where(eq(table.id, id));
    return { kind: 'set', previousKey: before.thumbnailKey };
  });
