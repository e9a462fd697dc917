import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Builders of real image bytes and multipart bodies for storage and upload tests. */

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } } });

export const makePng = (width = 64, height = 32) => solid(width, height).png().toBuffer();

export const makeJpeg = (width = 64, height = 32) => solid(width, height).jpeg().toBuffer();

export const makeWebp = (width = 64, height = 32) => solid(width, height).webp().toBuffer();

/** A JPEG stored sideways with EXIF orientation 6 (turn 90° clockwise) and an author to strip. */
export const makeSidewaysJpeg = (width = 60, height = 20) =>
  solid(width, height)
    .withExif({ IFD0: { Artist: 'Ana Quispe' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

/** A two-frame animated GIF. */
export const makeAnimatedGif = async (width = 20, height = 10) => {
  const frames = await Promise.all(
    ['#ff0000', '#0000ff'].map((background) =>
      sharp({ create: { width, height, channels: 4, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
};

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A valid, all-black 1-bit PNG of any size: 20000×20000 is 400 megapixels in a few hundred
 * kilobytes, the shape of a decompression bomb. Built by hand because sharp refuses to make one.
 */
export const makeBlackPng = (width: number, height: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

export type FormPart = string | { data: Buffer | Uint8Array; filename: string; type?: string };

/** A `multipart/form-data` body and its content type, exactly as a browser would send it. */
export const makeMultipart = async (parts: [name: string, value: FormPart][]) => {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') {
      form.append(name, value);
    } else {
      form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type ?? '' }), value.filename);
    }
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
};
