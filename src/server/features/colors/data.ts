import { asc, eq } from 'drizzle-orm';
import type { Color, ColorInput, ColorUpdate } from '../../../domain/colors.ts';
import type { Db } from '../../db/client.ts';
import { type ColorRow, colors } from '../../db/schema/index.ts';

/** Wire colours (spec §3 colors, §7 "colors: list"): a short list, read whole. */

const toColor = (row: ColorRow): Color => ({ id: row.id, names: row.names, hex: row.hex });

/** Oldest first, so a new colour goes to the end of the palette. */
export const listColors = async (db: Db): Promise<Color[]> =>
  (await db.select().from(colors).orderBy(asc(colors.createdAt), asc(colors.name), asc(colors.id))).map(
    toColor,
  );

export const createColor = async (db: Db, input: ColorInput): Promise<Color> => {
  const [row] = await db
    .insert(colors)
    .values({ ...input, name: input.names.es })
    .returning();
  if (!row) throw new Error('colour insert returned no row');
  return toColor(row);
};

/** `name` follows the Spanish name. Null when no such colour. */
export const updateColor = async (db: Db, id: string, input: ColorUpdate): Promise<Color | null> => {
  const [row] = await db
    .update(colors)
    .set({ ...input, ...(input.names ? { name: input.names.es } : {}) })
    .where(eq(colors.id, id))
    .returning();
  return row ? toColor(row) : null;
};

/** Wires painted with it keep their hex: a diagram stores the colour itself, not this row. */
export const deleteColor = async (db: Db, id: string): Promise<boolean> => {
  const deleted = await db.delete(colors).where(eq(colors.id, id)).returning({ id: colors.id });
  return deleted.length > 0;
};
