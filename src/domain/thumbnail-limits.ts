/**
 * A circuit's picture for cards (issue 14: cards served small, cached by their hash): drawn where
 * the circuit is drawn anyway (the workspace, or a card's fallback in the browser), sent as a PNG
 * or WebP with the hash of the circuit it shows, kept by the server as a WebP the card-image route
 * resizes. Plain constants, no schema: the browser's drawing code reads them too.
 */
export const THUMBNAIL_LIMITS = {
  /** An upload larger than this is refused (413) before it is decoded. */
  maxBytes: 1_048_576,
  /** The stored picture fits in this square (the largest card width), never enlarged. */
  maxSide: 960,
} as const;

/** The form field naming the circuit the picture shows: the `circuitHash` the server gave for it. */
export const CIRCUIT_HASH_FIELD = 'circuitHash';
