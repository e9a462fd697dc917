import { z } from 'zod';

/** Wire colours (spec §3 colors, §7 "colors: list"): a name per locale and a hex value. */

export const COLOR_LIMITS = { nameMax: 40, idMax: 200 } as const;

const nameSchema = z.string().trim().min(1).max(COLOR_LIMITS.nameMax);

export const colorNamesSchema = z.strictObject({ es: nameSchema, pt: nameSchema, en: nameSchema });

/** `#rrggbb`, what a colour input gives; stored in lower case. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
export const hexSchema = z.string().trim().regex(HEX_COLOR, 'A colour as #rrggbb').toLowerCase();

export const colorIdParams = z.object({ id: z.string().min(1).max(COLOR_LIMITS.idMax) });

/** `POST /api/colors`. */
export const colorInputSchema = z.strictObject({ names: colorNamesSchema, hex: hexSchema });
export type ColorInput = z.infer<typeof colorInputSchema>;

/** `PATCH /api/colors/:id`: only what changes. */
export const colorUpdateSchema = colorInputSchema
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'Nothing to change');
export type ColorUpdate = z.infer<typeof colorUpdateSchema>;

export const colorSchema = z.object({
  id: z.string(),
  names: z.object({ es: z.string(), pt: z.string(), en: z.string() }),
  hex: z.string(),
});
export type Color = z.infer<typeof colorSchema>;
export const colorListSchema = z.array(colorSchema);
