import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { practicalGuides } from '../../db/schema/index.ts';
import { deleteStoredFile } from '../../storage/image-upload.ts';
import type { Storage } from '../../storage/storage.ts';

/** Storage folder of guide images, step images and circuit pictures: public, like the guides. */
export const GUIDE_FILES = 'guides';

/** A stored reference (a key, or the URL of one) as the key of a file guides own, or null. */
export const guideFileKeyOf = (reference: string): string | null => {
  const key = reference.startsWith('/api/files/') ? reference.slice('/api/files/'.length) : reference;
  return key.startsWith(`${GUIDE_FILES}/`) ? key : null;
};

/** The columns of a guide row that point at stored files. */
export const guideFileColumns = {
  image: practicalGuides.image,
  steps: practicalGuides.steps,
  thumbnail: practicalGuides.thumbnailKey,
};

/** Every file reference a deleted guide row held: its image, its steps' images, its circuit picture. */
export const filesOfGuide = (row: { image: string | null; steps: unknown; thumbnail: string | null }) => {
  const steps = Array.isArray(row.steps) ? (row.steps as ({ image?: string | null } | null)[]) : [];
  const stepImages = steps.flatMap((s) => (s?.image ? [s.image] : []));
  return [...(row.image ? [row.image] : []), ...stepImages, ...(row.thumbnail ? [row.thumbnail] : [])];
};

/** True when some guide still points at `reference` (its image, a step's image, or its picture). */
export const isGuideFileUsed = async (db: Db, reference: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: practicalGuides.id })
    .from(practicalGuides)
    .where(
      sql`${practicalGuides.image} = ${reference} or ${practicalGuides.thumbnailKey} = ${reference} or ${practicalGuides.steps} @> ${JSON.stringify([{ image: reference }])}::jsonb`,
    )
    .limit(1);
  return !!row;
};

/**
 * Deletes the stored files of `references` that guides own and no guide points at any more; a
 * course's files and outside URLs are left alone. Called after the write that dropped them.
 */
export const removeUnusedGuideFiles = async (
  request: FastifyRequest,
  db: Db,
  storage: Storage,
  references: readonly (string | null)[],
) => {
  for (const reference of references) {
    const key = reference ? guideFileKeyOf(reference) : null;
    if (key && !(await isGuideFileUsed(db, reference as string)))
      await deleteStoredFile(request, storage, key);
  }
};
