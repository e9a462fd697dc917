import { z } from 'zod';
import { attrsSchema } from './circuit/diagram-schema.ts';

export const CATALOGUE_LIMITS = { nameMax: 100, wokwiTypeMax: 64 } as const;

const nameSchema = z.string().trim().min(1).max(CATALOGUE_LIMITS.nameMax);

/** A name per locale (spec §3: the catalogue item "with per-language variants"). */
export const localizedNamesSchema = z.strictObject({ es: nameSchema, pt: nameSchema, en: nameSchema });
export type LocalizedNames = z.infer<typeof localizedNamesSchema>;

/** The Wokwi element drawing the part, e.g. `wokwi-led`. */
export const wokwiTypeSchema = z
  .string()
  .trim()
  .min(1)
  .max(CATALOGUE_LIMITS.wokwiTypeMax)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Lower-case letters, digits and dashes');

/** `POST /api/catalogue`; the item's `name` is its Spanish name, the default locale. */
export const createCatalogueItemSchema = z.strictObject({
  names: localizedNamesSchema,
  wokwiType: wokwiTypeSchema,
  defaultAttrs: attrsSchema.optional(),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000).optional(),
});
export type CreateCatalogueItem = z.infer<typeof createCatalogueItemSchema>;

/** `PATCH /api/catalogue/:id`: only the fields that change. */
export const updateCatalogueItemSchema = createCatalogueItemSchema
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'Nothing to change');
export type UpdateCatalogueItem = z.infer<typeof updateCatalogueItemSchema>;

export const catalogueItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  names: z.object({ es: z.string(), pt: z.string(), en: z.string() }),
  imageUrl: z.string().nullable(),
  wokwiType: z.string(),
  defaultAttrs: z.record(z.string(), z.string()),
  sortOrder: z.number().int(),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;
