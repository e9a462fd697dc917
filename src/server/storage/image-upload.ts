import type { FastifyRequest } from 'fastify';
import { LIMITS } from '../../domain/constants.ts';
import type { ErrorCode } from '../../domain/errors.ts';
import { IMAGE_WIDTHS } from '../../domain/images.ts';
import { HttpError } from '../http-error.ts';
import { variantKey } from './image-variants.ts';
import { type AcceptedImage, acceptImage, type ImageFormat } from './images.ts';
import { buildUploadKey } from './keys.ts';
import type { Storage } from './storage.ts';
import { readOptionalUpload, readUpload, type Upload } from './upload.ts';

/** What an upload must be, per call: its size, its formats and the codes its refusals carry. */
export interface ImageRules {
  maxBytes: number;
  allowed: ImageFormat[];
  /** The multipart field holding the file. */
  field: string;
  codes: { tooLarge: ErrorCode; wrongFormat: ErrorCode; required: ErrorCode };
}

/**
 * Project, catalogue and guide images (spec §5): PNG or JPEG up to 5 MB; over → IMAGE_TOO_LARGE,
 * not a PNG/JPEG by its bytes → IMAGE_WRONG_FORMAT, no file → IMAGE_REQUIRED.
 */
export const PROJECT_IMAGE_RULES: ImageRules = {
  maxBytes: LIMITS.projectImageBytes,
  allowed: ['png', 'jpeg'],
  field: 'file',
  codes: { tooLarge: 'IMAGE_TOO_LARGE', wrongFormat: 'IMAGE_WRONG_FORMAT', required: 'IMAGE_REQUIRED' },
};

/** The upload and image checks, answered with the codes of `rules`; an unreadable form → IMAGE_INVALID. */
const toImageError = (error: unknown, rules: ImageRules): unknown => {
  if (!(error instanceof HttpError)) return error;
  if (error.status === 413) return new HttpError(413, rules.codes.tooLarge, undefined, error.fields);
  if (error.status === 415) return new HttpError(415, rules.codes.wrongFormat);
  if (error.fields) return new HttpError(400, rules.codes.required, undefined, error.fields);
  if (error.status === 400) return new HttpError(400, 'IMAGE_INVALID');
  return error;
};

export interface StoredImage {
  key: string;
  image: AcceptedImage;
}

/** Checks a file already read against `rules` and re-encodes it with sharp. */
export const acceptUploadedImage = async (
  file: { data: Buffer; mimetype: string },
  rules: ImageRules,
): Promise<AcceptedImage> => {
  try {
    return await acceptImage({
      data: file.data,
      declaredType: file.mimetype,
      maxBytes: rules.maxBytes,
      allowed: rules.allowed,
    });
  } catch (error) {
    throw toImageError(error, rules);
  }
};

/**
 * How a stored file counts against someone's quota: `reserve` runs before it is stored (and may
 * refuse it), `release` when it could not be stored after all.
 */
export interface FileCount {
  reserve(key: string, bytes: number): Promise<void>;
  release(key: string): Promise<void>;
}

/**
 * Reads the multipart field of `rules` (never buffering more than its cap), checks and
 * re-encodes it with sharp, and stores it under `{folder}/{timestamp}-{random}_{sanitized name}`,
 * counting its re-encoded bytes with `count` when given.
 */
export const storeImageUpload = async (
  request: FastifyRequest,
  storage: Storage,
  folder: string,
  rules: ImageRules = PROJECT_IMAGE_RULES,
  count?: FileCount,
): Promise<StoredImage> => {
  const required = () => new HttpError(400, 'VALIDATION_FAILED', undefined, { [rules.field]: ['required'] });
  let upload: Upload;
  try {
    if (!request.isMultipart()) throw required();
    upload = await readUpload(request, { maxBytes: rules.maxBytes, field: rules.field });
  } catch (error) {
    throw toImageError(error, rules);
  }
  const image = await acceptUploadedImage(upload, rules);
  const key = buildUploadKey(folder, upload.filename, { ext: image.ext });
  await count?.reserve(key, image.buffer.length);
  try {
    await storage.put(key, image.buffer, image.contentType);
  } catch (error) {
    await count?.release(key);
    throw error;
  }
  return { key, image };
};

/**
 * A form with text fields and at most one image under the field of `rules`: the image checked
 * and re-encoded, or null when none was sent.
 */
export const readOptionalImage = async (
  request: FastifyRequest,
  rules: ImageRules,
): Promise<{ image: (AcceptedImage & { filename: string }) | null; fields: Record<string, string> }> => {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE');
  let form: Awaited<ReturnType<typeof readOptionalUpload>>;
  try {
    form = await readOptionalUpload(request, { maxBytes: rules.maxBytes, field: rules.field });
  } catch (error) {
    throw toImageError(error, rules);
  }
  if (!form.file) return { image: null, fields: form.fields };
  const image = await acceptUploadedImage(form.file, rules);
  return { image: { ...image, filename: form.file.filename }, fields: form.fields };
};

/**
 * Removes a file no row points at any more, and its resized copies; a failure is logged, never the
 * caller's problem.
 */
export const deleteStoredFile = async (request: FastifyRequest, storage: Storage, key: string | null) => {
  if (!key) return;
  for (const stored of [key, ...IMAGE_WIDTHS.map((width) => variantKey(key, width))]) {
    try {
      await storage.delete(stored);
    } catch (err) {
      request.log.warn({ err, key: stored }, 'could not delete a stored file');
    }
  }
};
