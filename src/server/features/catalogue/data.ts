import { asc, eq } from 'drizzle-orm';
import type { CatalogueItem, CreateCatalogueItem, UpdateCatalogueItem } from '../../../domain/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { type CatalogueComponentRow, catalogueComponents } from '../../db/schema/index.ts';

const toItem = (row: CatalogueComponentRow): CatalogueItem => ({
  id: row.id,
  name: row.name,
  names: row.names,
  imageUrl: row.imageUrl,
  wokwiType: row.wokwiType,
  defaultAttrs: row.defaultAttrs,
  sortOrder: row.sortOrder,
});

/** The whole catalogue in display order; it is small (tens of parts) and read as one list. */
export const listCatalogue = async (db: Db): Promise<CatalogueItem[]> =>
  (
    await db
      .select()
      .from(catalogueComponents)
      .orderBy(asc(catalogueComponents.sortOrder), asc(catalogueComponents.name), asc(catalogueComponents.id))
  ).map(toItem);

export const findCatalogueItem = async (db: Db, id: string): Promise<CatalogueItem | null> => {
  const [row] = await db.select().from(catalogueComponents).where(eq(catalogueComponents.id, id));
  return row ? toItem(row) : null;
};

export const createCatalogueItem = async (db: Db, input: CreateCatalogueItem): Promise<CatalogueItem> => {
  const [row] = await db
    .insert(catalogueComponents)
    .values({ ...input, name: input.names.es })
    .returning();
  if (!row) throw new Error('catalogue insert returned no row');
  return toItem(row);
};

/** The item's `name` follows its Spanish name. Null when no such item. */
export const updateCatalogueItem = async (
  db: Db,
  id: string,
  input: UpdateCatalogueItem,
): Promise<CatalogueItem | null> => {
  const [row] = await db
    .update(catalogueComponents)
    .set({ ...input, ...(input.names ? { name: input.names.es } : {}) })
    .where(eq(catalogueComponents.id, id))
    .returning();
  return row ? toItem(row) : null;
};

export const deleteCatalogueItem = async (
  db: Db,
  id: string,
): Promise<{ imageKey: string | null } | null> => {
  const [row] = await db
    .delete(catalogueComponents)
    .where(eq(catalogueComponents.id, id))
    .returning({ imageKey: catalogueComponents.imageKey });
  return row ?? null;
};

/** Points the item at its new image; returns the replaced key to delete, or null when the item is gone. */
export const replaceCatalogueImage = (db: Db, id: string, image: { key: string; url: string }) =>
  db.transaction(async (tx) => {
    const [before] = await tx
      .select({ imageKey: catalogueComponents.imageKey })
      .from(catalogueComponents)
      .where(eq(catalogueComponents.id, id))
      .for('update');
    if (!before) return null;
    await tx
      .update(catalogueComponents)
      .set({ imageKey: image.key, imageUrl: image.url })
      .where(eq(catalogueComponents.id, id));
    return { previousKey: before.imageKey };
  });
