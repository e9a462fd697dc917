import sharp from 'sharp';
import type { ImageWidth } from '../../domain/images.ts';
import { MAX_INPUT_PIXELS } from './images.ts';
import type { Storage, StoredFile } from './storage.ts';

/**
 * The folder resized copies are stored under: `_variants/{width}/{original key}.webp`. The files
 * route never serves it (a variant of a private image would otherwise skip its owner's check);
 * variants are read only through the images route, with the original's own rules.
 */
export const VARIANTS_FOLDER = '_variants';

export const variantKey = (key: string, width: ImageWidth): string =>
  `${VARIANTS_FOLDER}/${width}/${key}.webp`;

export const isVariantKey = (key: string): boolean => key.split('/')[0] === VARIANTS_FOLDER;

const readAll = async (file: StoredFile): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
};

/** WebP at `width` px wide (never enlarged), animation kept; quality for photos on cards. */
export const resizeToWebp = (original: Buffer, width: ImageWidth): Promise<Buffer> =>
  sharp(original, { animated: true, limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 75, effort: 4 })
    .toBuffer();

/** Variants being made now, so a list's worth of cards asking at once resizes each image once. */
const making = new Map<string, Promise<boolean>>();

/** Makes and stores the variant; false when `key` holds no image (no file, or not an image). */
const makeVariant = async (storage: Storage, key: string, width: ImageWidth, target: string) => {
  const original = await storage.get(key);
  if (!original) return false;
  if (!original.contentType.startsWith('image/')) {
    original.body.destroy();
    return false;
  }
  await storage.put(target, await resizeToWebp(await readAll(original), width), 'image/webp');
  return true;
};

/**
 * The `width` variant of the image stored under `key`: from storage when it was made before,
 * else made from the original now and stored (local disk or S3 alike, through `Storage`). Null
 * when there is no such image (no file, or a file that is not an image).
 */
export const getImageVariant = async (
  storage: Storage,
  key: string,
  width: ImageWidth,
): Promise<StoredFile | null> => {
  const target = variantKey(key, width);
  const stored = await storage.get(target);
  if (stored) return stored;
  let pending = making.get(target);
  if (!pending) {
    pending = makeVariant(storage, key, width, target).finally(() => making.delete(target));
    making.set(target, pending);
  }
  return (await pending) ? storage.get(target) : null;
};
