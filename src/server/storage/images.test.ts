import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../domain/constants.ts';
import { HttpError } from '../http-error.ts';
import { acceptImage, type ImageFormat, MAX_IMAGE_SIDE } from './images.ts';
import {
  makeAnimatedGif,
  makeBlackPng,
  makeJpeg,
  makePng,
  makeSidewaysJpeg,
  makeWebp,
} from './test-files.ts';

const PROJECT: ImageFormat[] = ['jpeg', 'png'];
const ALL: ImageFormat[] = ['jpeg', 'png', 'gif', 'webp'];

const accept = (data: Buffer, allowed = PROJECT, maxBytes: number = LIMITS.projectImageBytes) =>
  acceptImage({ data, maxBytes, allowed });

/** The HttpError `promise` rejects with, as `{ status, code }`. */
const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { status, code } = error as HttpError;
  return { status, code };
};

describe('acceptImage', () => {
  it('accepts a real PNG and re-encodes it as PNG', async () => {
    const image = await accept(await makePng(64, 32));
    expect(image).toMatchObject({ contentType: 'image/png', ext: 'png', width: 64, height: 32 });
    expect(await sharp(image.buffer).metadata()).toMatchObject({ format: 'png', width: 64, height: 32 });
  });

  it('accepts a real JPEG, turns it upright by its EXIF and strips the metadata', async () => {
    const sideways = await makeSidewaysJpeg(60, 20);
    expect(await sharp(sideways).metadata()).toMatchObject({ orientation: 6, width: 60, height: 20 });
    const image = await accept(sideways);
    expect(image).toMatchObject({ contentType: 'image/jpeg', ext: 'jpg', width: 20, height: 60 });
    const metadata = await sharp(image.buffer).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 60 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('trusts the bytes, not the declared type or name', async () => {
    const image = await acceptImage({
      data: await makePng(),
      declaredType: 'image/jpeg',
      maxBytes: LIMITS.projectImageBytes,
      allowed: PROJECT,
    });
    expect(image.contentType).toBe('image/png');
  });

  it('refuses a text file dressed as a PNG with 415', async () => {
    const data = Buffer.from('this is not a picture, just text renamed to robot.png');
    expect(
      await failureOf(acceptImage({ data, declaredType: 'image/png', maxBytes: 1000, allowed: ALL })),
    ).toEqual({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('refuses a real image in a format the upload does not allow with 415', async () => {
    expect(await failureOf(accept(await makeAnimatedGif()))).toEqual({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await failureOf(accept(await makeWebp()))).toMatchObject({ status: 415 });
  });

  it('refuses formats the decoder is never handed, whatever is allowed', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script/></svg>');
    expect(await failureOf(accept(svg, ALL))).toMatchObject({ status: 415 });
    const tiff = await sharp(await makePng())
      .tiff()
      .toBuffer();
    expect(await failureOf(accept(tiff, ALL))).toMatchObject({ status: 415 });
  });

  it('refuses a corrupt image with a valid header with 415', async () => {
    const truncated = (await makeJpeg(200, 200)).subarray(0, 300);
    expect(await failureOf(accept(truncated))).toMatchObject({ status: 415 });
  });

  it('refuses more bytes than the limit with 413, before decoding', async () => {
    const png = await makePng();
    expect(await failureOf(accept(png, PROJECT, png.length - 1))).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
    await expect(accept(png, PROJECT, png.length)).resolves.toMatchObject({ ext: 'png' });
  });

  it('refuses a decompression bomb (20000×20000 in a few hundred KB) with 413 without decoding it', async () => {
    const bomb = makeBlackPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(LIMITS.projectImageBytes);
    const started = performance.now();
    expect(await failureOf(accept(bomb))).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it(`scales a large but reasonable image down to ${MAX_IMAGE_SIDE} px on its longest side`, async () => {
    const image = await accept(makeBlackPng(6000, 1500));
    expect(image).toMatchObject({ width: MAX_IMAGE_SIDE, height: 1024 });
    expect(await sharp(image.buffer).metadata()).toMatchObject({ width: MAX_IMAGE_SIDE, height: 1024 });
  });

  it('keeps GIF and WebP where they are allowed, animation included', async () => {
    const gif = await accept(await makeAnimatedGif(20, 10), ALL);
    expect(gif).toMatchObject({ contentType: 'image/gif', ext: 'gif', width: 20, height: 10 });
    expect((await sharp(gif.buffer, { animated: true }).metadata()).pages).toBe(2);

    const webp = await accept(await makeWebp(30, 30), ALL);
    expect(webp).toMatchObject({ contentType: 'image/webp', ext: 'webp', width: 30, height: 30 });
  });
});
