import { eq } from 'drizzle-orm';
import type { CreateGuideCategory, UpdateGuideCategory } from '../../../domain/guide-admin.ts';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { guideCategories, practicalGuides } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';

/** Guide categories (spec §3, §5, §7 CategoriesPracticalGuides): create, edit, delete by value. */

export const categoryExists = async (db: Db, value: string): Promise<boolean> => {
  const [row] = await db
    .select({ value: guideCategories.value })
    .from(guideCategories)
    .where(eq(guideCategories.value, value));
  return !!row;
};

const notFound = () => new HttpError(404, 'CATEGORY_NOT_FOUND');

/** The name defaults to the text: the management screen shows both (spec §3). */
export const createCategory = async (db: Db, input: CreateGuideCategory): Promise<void> => {
  const inserted = await db
    .insert(guideCategories)
    .values({ ...input, name: input.name || input.text })
    .onConflictDoNothing()
    .returning({ value: guideCategories.value });
  if (inserted.length === 0) throw new HttpError(409, 'CATEGORY_EXISTS');
};

/** A new value moves the category's guides along with it (the foreign key cascades). */
export const updateCategory = async (db: Db, value: string, changes: UpdateGuideCategory): Promise<string> =>
  db.transaction(async (tx) => {
    const [current] = await tx
      .select({ value: guideCategories.value })
      .from(guideCategories)
      .where(eq(guideCategories.value, value))
      .for('update');
    if (!current) throw notFound();
    if (
      changes.value &&
      changes.value !== value &&
      (await categoryExists(tx as unknown as Db, changes.value))
    ) {
      throw new HttpError(409, 'CATEGORY_EXISTS');
    }
    await tx.update(guideCategories).set(changes).where(eq(guideCategories.value, value));
    return changes.value ?? value;
  });

/** Spec §5: a category that has guides cannot be deleted. */
export const deleteCategory = async (db: Db, value: string): Promise<void> =>
  db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({ value: guideCategories.value })
        .from(guideCategories)
        .where(eq(guideCategories.value, value))
        .for('update');
      if (!current) throw notFound();
      const [used] = await tx
        .select({ id: practicalGuides.id })
        .from(practicalGuides)
        .where(eq(practicalGuides.category, value))
        .limit(1);
      if (used) throw new HttpError(409, 'CATEGORY_IN_USE');
      await tx.delete(guideCategories).where(eq(guideCategories.value, value));
    })
    .catch((error: unknown) => {
      // A guide put in this category meanwhile: the foreign key refused, as the check above would.
      throw isForeignKeyViolation(error) ? new HttpError(409, 'CATEGORY_IN_USE') : error;
    });
