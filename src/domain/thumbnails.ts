import { z } from 'zod';

export { CIRCUIT_HASH_FIELD, THUMBNAIL_LIMITS } from './thumbnail-limits.ts';

/** The server's hash of a stored circuit (md5 of its parts and wires, as hex). */
export const circuitHashSchema = z.string().regex(/^[0-9a-f]{32}$/);

/**
 * `PUT /api/projects/:id/thumbnail` and `PUT /api/guides/:id/thumbnail`: the picture now shown.
 * A picture whose hash is not the circuit's current one is never listed (see thumbnail-limits.ts).
 */
export const thumbnailSchema = z.object({
  thumbnailUrl: z.string(),
  circuitHash: circuitHashSchema,
});
export type ThumbnailAnswer = z.infer<typeof thumbnailSchema>;
