import sharp, { type Sharp } from 'sharp';
import { HttpError } from '../http-error.ts';

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export interface AcceptedImage {
  buffer: Buffer;
  contentType: string;
  ext: string;
  width: number;
  height: number;
}

/** Longest side kept after re-encoding; larger images are scaled down to fit. */
export const MAX_IMAGE_SIDE = 4096;
/** Pixels (all frames together) an upload may decode to: a decompression bomb stops here, before decoding. */
export const MAX_INPUT_PIXELS = 50_000_000;

const FORMATS: Record<ImageFormat, { contentType: string; ext: string }> = {
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  png: { contentType: 'image/png', ext: 'png' },
  gif: { contentType: 'image/gif', ext: 'gif' },
  webp: { contentType: 'image/webp', ext: 'webp' },
};

const textAt = (data: Buffer, start: number, end: number) => data.subarray(start, end).toString('latin1');

/** The format the leading bytes announce; only these four ever reach the decoder. */
const sniffFormat = (data: Buffer): ImageFormat | null => {
  const hex = data.subarray(0, 8).toString('hex');
  if (hex.startsWith('ffd8ff')) return 'jpeg';
  if (hex === '89504e470d0a1a0a') return 'png';
  if (/^GIF8[79]a$/.test(textAt(data, 0, 6))) return 'gif';
  if (textAt(data, 0, 4) === 'RIFF' && textAt(data, 8, 12) === 'WEBP') return 'webp';
  return null;
};

const unsupported = (message = 'The file is not an image in an accepted format') =>
  new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

const tooLarge = (message: string) => new HttpError(413, 'PAYLOAD_TOO_LARGE', message);

/** Same format out as in: png→png, jpeg→jpeg at quality 85, gif and webp (animation kept). */
const encodeAs = (pipeline: Sharp, format: ImageFormat) => {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 85 });
    case 'png':
      return pipeline.png();
    case 'gif':
      return pipeline.gif();
    case 'webp':
      return pipeline.webp({ quality: 85 });
  }
};

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Checks an upload by its real content, never by its name or declared type (`declaredType`
 * is advisory only), and re-encodes it: metadata (EXIF, GPS) stripped, turned upright,
 * at most 4096 px a side. Too many bytes or pixels → 413; not an allowed image → 415.
 */
export const acceptImage = async (input: {
  data: Buffer;
  declaredType?: string;
  maxBytes: number;
  allowed: ImageFormat[];
}): Promise<AcceptedImage> => {
  const { data, maxBytes, allowed } = input;
  if (data.length > maxBytes) throw tooLarge(`The image is larger than ${maxBytes} bytes`);
  const format = sniffFormat(data);
  if (!format) throw unsupported();
  if (!allowed.includes(format)) throw unsupported(`Only ${allowed.join(', ')} images are accepted`);

  const animated = format === 'gif' || format === 'webp';
  const options = { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'warning' } as const;
  try {
    const metadata = await sharp(data, options).metadata();
    if (metadata.format !== format) throw unsupported();
    const pipeline = sharp(data, options)
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    const { data: buffer, info } = await encodeAs(pipeline, format).toBuffer({ resolveWithObject: true });
    return { buffer, ...FORMATS[format], width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isPixelLimit(error)) throw tooLarge(`The image has more than ${MAX_INPUT_PIXELS} pixels`);
    throw unsupported('The image could not be read');
  }
};
