import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './common.ts';
import type { LocalizedNames } from './json.ts';

/** A part the canvas offers (spec §3 Component catalogue item), drawn by its Wokwi element. */
export const catalogueComponents = pgTable(
  'catalogue_components',
  {
    id: idColumn(),
    /** Spanish name, the default locale; `names` holds every locale. */
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    imageUrl: text('image_url'),
    imageKey: text('image_key'),
    /** The Wokwi element type, e.g. `wokwi-led`; boards Wokwi lacks use the same naming (`wokwi-pi-pico`). */
    wokwiType: text('wokwi_type').notNull(),
    defaultAttrs: jsonb('default_attrs').$type<Record<string, string>>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('catalogue_components_sort_idx').on(t.sortOrder, t.name)],
);

/** Wire and UI colours (spec §3 "Other collections: colors"). */
export const colors = pgTable(
  'colors',
  {
    id: idColumn(),
    /** Spanish name, the default locale; `names` holds every locale (as catalogue items do). */
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    hex: text('hex').notNull(),
    ...timestamps(),
  },
  (t) => [check('colors_hex_check', sql`${t.hex} ~ '^#[0-9a-fA-F]{6}$'`)],
);

export type CatalogueComponentRow = typeof catalogueComponents.$inferSelect;
export type ColorRow = typeof colors.$inferSelect;
