import { z } from 'zod';

/**
 * A circuit's picture for cards (issue 14: cards served small, cached by their hash). It is drawn
 * where the circuit is drawn anyway (the workspace, or a card's fallback in the browser), sent as a
 * PNG or WebP with the hash of the circuit it shows, and kept by the server as a WebP that the
 * card-image route resizes. A picture whose hash is not the circuit's current one is not shown.
 */
export const THUMBNAIL_LIMITS = {
  /** An upload larger than this is refused (413) before it is decoded. */
  maxBytes: 1_048_576,
  /** The stored picture fits in this square (the largest card width), never enlarged. */
  maxSide: 960,
} as const;

/** The form field naming the circuit the picture shows: the `circuitHash` the server gave for it. */
export const CIRCUIT_HASH_FIELD = 'circuitHash';

/** The server's hash of a stored circuit (md5 of its parts and wires, as hex). */
export const circuitHashSchema = z.string().regex(/^[0-9a-f]{32}$/);

/** `PUT /api/projects/:id/thumbnail` and `PUT /api/guides/:id/thumbnail`: the picture now shown. */
export const thumbnailSchema = z.object({
  thumbnailUrl: z.string(),
  circuitHash: circuitHashSchema,
});
export type ThumbnailAnswer = z.infer<typeof thumbnailSchema>;
