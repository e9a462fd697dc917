/**
 * Resized copies of stored images (spec: cards and thumbnails served small): WebP at these widths,
 * made by the server from the original on first request and kept. A card's `<img>` lists them in
 * `srcset`, so the browser picks the one its size and screen density need; originals are shown only
 * where an image is large (a course banner, a guide's page).
 */
export const IMAGE_WIDTHS = [320, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const FILES_PREFIX = '/api/files/';
const IMAGES_PREFIX = '/api/images/';

/** The URL of the `width` variant of a stored file's URL (`/api/files/{key}`), or null for any other URL. */
export const imageVariantUrl = (fileUrl: string, width: ImageWidth): string | null => {
  if (!fileUrl.startsWith(FILES_PREFIX)) return null;
  const key = fileUrl.slice(FILES_PREFIX.length);
  if (!key || key.includes('?') || key.includes('#')) return null;
  return `${IMAGES_PREFIX}${width}/${key}`;
};
