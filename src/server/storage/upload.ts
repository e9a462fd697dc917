import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.ts';

export interface Upload {
  data: Buffer;
  filename: string;
  mimetype: string;
  /** The form's text fields, before and after the file; a repeated name keeps its last value. */
  fields: Record<string, string>;
}

const tooLarge = (maxBytes: number) =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', `The file is larger than ${maxBytes} bytes`);

/**
 * Buffers one file part, failing with 413 the moment busboy reports the cap was passed:
 * at most `maxBytes` are ever held, and the rest of an oversized body is never waited for.
 */
const readCapped = async (file: MultipartFile['file'], maxBytes: number) => {
  const chunks: Buffer[] = [];
  // busboy stops pushing at the cap; ending the stream with the error ends the loop below at once.
  const onLimit = () => file.destroy(tooLarge(maxBytes));
  file.once('limit', onLimit);
  try {
    // The cap may already have been hit while the part was handed over.
    if (file.truncated) throw tooLarge(maxBytes);
    for await (const chunk of file) {
      chunks.push(chunk as Buffer);
      if (file.truncated) throw tooLarge(maxBytes);
    }
  } finally {
    file.off('limit', onLimit);
  }
  return Buffer.concat(chunks);
};

/** Multipart and busboy failures as the API's errors; a malformed body is the client's mistake. */
const toHttpError = (error: unknown): HttpError => {
  if (error instanceof HttpError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, 'VALIDATION_FAILED', 'Send a single file');
  if (statusCode === 413) return new HttpError(413, 'PAYLOAD_TOO_LARGE');
  return new HttpError(400, 'VALIDATION_FAILED', 'Malformed multipart body');
};

/**
 * Reads a `multipart/form-data` request holding at most one file (under `field`, when given)
 * and text fields. It streams through @fastify/multipart and never buffers more than `maxBytes`
 * of the file: over that → 413, not multipart → 415. No file, or an empty one, is `file: null`.
 */
export const readOptionalUpload = async (
  request: FastifyRequest,
  opts: { maxBytes: number; field?: string },
): Promise<{ file: Omit<Upload, 'fields'> | null; fields: Record<string, string> }> => {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data request');
  }
  const fields: Record<string, string> = {};
  let file: Omit<Upload, 'fields'> | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: opts.maxBytes, files: 1 } })) {
      if (part.type === 'field') {
        if (part.valueTruncated) {
          throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `Field ${part.fieldname} is too long`);
        }
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      } else if (opts.field !== undefined && part.fieldname !== opts.field) {
        part.file.destroy();
        throw new HttpError(400, 'VALIDATION_FAILED', `Send the file as "${opts.field}"`, {
          [opts.field]: ['required'],
        });
      } else {
        const data = await readCapped(part.file, opts.maxBytes);
        file = { data, filename: part.filename, mimetype: part.mimetype };
      }
    }
  } catch (error) {
    // Parsing stops here. Unpiped, the request would sit paused and pin its socket open;
    // read the rest of the body into the void, as Node does for any body nobody consumed.
    request.raw.unpipe();
    request.raw.resume();
    throw toHttpError(error);
  }
  return { file: file && file.data.length > 0 ? file : null, fields };
};

/**
 * Reads a `multipart/form-data` request holding one file (under `field`, when given) and
 * text fields, as `readOptionalUpload` does: no file or an empty one → 400.
 */
export const readUpload = async (
  request: FastifyRequest,
  opts: { maxBytes: number; field?: string },
): Promise<Upload> => {
  const { file, fields } = await readOptionalUpload(request, opts);
  if (!file) {
    const fieldName = opts.field ?? 'file';
    throw new HttpError(400, 'VALIDATION_FAILED', 'A file is required', { [fieldName]: ['required'] });
  }
  return { ...file, fields };
};
