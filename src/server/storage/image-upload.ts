import type { FastifyRequest } from 'fastify';
import { LIMITS } from '../../domain/constants.ts';
import { HttpError } from '../http-error.ts';
import { type AcceptedImage, acceptImage } from './images.ts';
import { buildUploadKey } from './keys.ts';
import type { Storage } from './storage.ts';
import { readUpload } from './upload.ts';

/**
 * The upload and image checks, answered with the spec §5 image messages the modal shows:
 * over 5 MB → IMAGE_TOO_LARGE, not a PNG/JPEG by its bytes → IMAGE_WRONG_FORMAT,
 * no file → IMAGE_REQUIRED, an unreadable form → IMAGE_INVALID.
 */
const toImageError = (error: unknown): unknown => {
  if (!(error instanceof HttpError)) return error;
  if (error.status === 413) return new HttpError(413, 'IMAGE_TOO_LARGE', undefined, error.fields);
  if (error.status === 415) return new HttpError(415, 'IMAGE_WRONG_FORMAT');
  if (error.fields) return new HttpError(400, 'IMAGE_REQUIRED', undefined, error.fields);
  if (error.status === 400) return new HttpError(400, 'IMAGE_INVALID');
  return error;
};

export interface StoredImage {
  key: string;
  image: AcceptedImage;
}

/**
 * Reads the multipart field `file` (never buffering more than the cap), checks and re-encodes
 * it with sharp, and stores it under `{folder}/{timestamp}-{random}_{sanitized name}`.
 */
export const storeImageUpload = async (
  request: FastifyRequest,
  storage: Storage,
  folder: string,
): Promise<StoredImage> => {
  const maxBytes = LIMITS.projectImageBytes;
  try {
    if (!request.isMultipart()) throw new HttpError(400, 'IMAGE_REQUIRED', undefined, { file: ['required'] });
    const upload = await readUpload(request, { maxBytes, field: 'file' });
    const image = await acceptImage({
      data: upload.data,
      declaredType: upload.mimetype,
      maxBytes,
      allowed: ['png', 'jpeg'],
    });
    const key = buildUploadKey(folder, upload.filename, { ext: image.ext });
    await storage.put(key, image.buffer, image.contentType);
    return { key, image };
  } catch (error) {
    throw toImageError(error);
  }
};

/** Removes a file no row points at any more; a failure is logged, never the caller's problem. */
export const deleteStoredFile = async (request: FastifyRequest, storage: Storage, key: string | null) => {
  if (!key) return;
  try {
    await storage.delete(key);
  } catch (err) {
    request.log.warn({ err, key }, 'could not delete a stored file');
  }
};
