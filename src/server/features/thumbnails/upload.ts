import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import {
  CIRCUIT_HASH_FIELD,
  circuitHashSchema,
  THUMBNAIL_LIMITS,
  type ThumbnailAnswer,
} from '../../../domain/thumbnails.ts';
import { HttpError } from '../../http-error.ts';
import { deleteStoredFile, type ImageRules, readOptionalImage } from '../../storage/image-upload.ts';
import { MAX_INPUT_PIXELS } from '../../storage/images.ts';
import { buildUploadKey } from '../../storage/keys.ts';
import type { Storage } from '../../storage/storage.ts';
import { fileUrl } from '../files/routes.ts';
import type { ThumbnailWrite } from './data.ts';

/**
 * A circuit's picture as a browser draws it: PNG (canvas) or WebP, up to 1 MB, checked by its
 * bytes and decoded by sharp like every upload. Never SVG: a picture from a client is pixels only.
 */
const THUMBNAIL_RULES: ImageRules = {
  maxBytes: THUMBNAIL_LIMITS.maxBytes,
  allowed: ['png', 'webp'],
  field: 'file',
  codes: {
    tooLarge: 'PAYLOAD_TOO_LARGE',
    wrongFormat: 'UNSUPPORTED_MEDIA_TYPE',
    required: 'VALIDATION_FAILED',
  },
};

export interface ThumbnailUpload {
  /** The circuit hash the sender says the picture shows. */
  hash: string;
  /** Re-encoded: WebP fitting the largest card width, metadata gone. */
  webp: Buffer;
}

const missingField = (field: string) =>
  new HttpError(400, 'VALIDATION_FAILED', undefined, { [field]: ['required'] });

/** Reads the form (`circuitHash` and `file`), checks the image and re-encodes it as a card-sized WebP. */
export const readThumbnailUpload = async (request: FastifyRequest): Promise<ThumbnailUpload> => {
  const { image, fields } = await readOptionalImage(request, THUMBNAIL_RULES);
  const hash = circuitHashSchema.safeParse(fields[CIRCUIT_HASH_FIELD]);
  if (!hash.success) throw missingField(CIRCUIT_HASH_FIELD);
  if (!image) throw missingField(THUMBNAIL_RULES.field);
  return { hash: hash.data, webp: await encodeThumbnail(image.buffer) };
};

/** A checked picture as it is kept: WebP fitting the largest card width, never enlarged. */
export const encodeThumbnail = (picture: Buffer): Promise<Buffer> => {
  const side = THUMBNAIL_LIMITS.maxSide;
  return sharp(picture, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85, effort: 4 })
    .toBuffer();
};

/**
 * Stores an upload under `folder`, lets `write` keep it on the row, and answers: the picture
 * (200), or 409 when the circuit changed since it was drawn (the picture is dropped, the row keeps
 * what it had). The picture it replaces is deleted.
 */
export const storeThumbnail = async (
  request: FastifyRequest,
  deps: { storage: Storage; folder: string; notFound: () => HttpError },
  write: (picture: { key: string; hash: string }) => Promise<ThumbnailWrite>,
): Promise<ThumbnailAnswer> => {
  const upload = await readThumbnailUpload(request);
  const key = buildUploadKey(deps.folder, 'circuit', { ext: 'webp' });
  await deps.storage.put(key, upload.webp, 'image/webp');
  const result = await write({ key, hash: upload.hash }).catch(async (error: unknown) => {
    await deleteStoredFile(request, deps.storage, key);
    throw error;
  });
  if (result.kind !== 'set') await deleteStoredFile(request, deps.storage, key);
  if (result.kind === 'missing') throw deps.notFound();
  if (result.kind === 'stale')
    throw new HttpError(409, 'CONFLICT', 'The circuit changed since this picture was drawn');
  await deleteStoredFile(request, deps.storage, result.previousKey);
  return { thumbnailUrl: fileUrl(key), circuitHash: upload.hash };
};
