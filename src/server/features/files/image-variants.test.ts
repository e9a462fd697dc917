import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariantUrl } from '../../../domain/images.ts';
import { registerErrorHandling } from '../../errors.ts';
import { variantKey } from '../../storage/image-variants.ts';
import { createStorage, type Storage } from '../../storage/storage.ts';
import { makePng } from '../../storage/test-files.ts';
import { fileUrl, registerFileRoutes } from './routes.ts';

/** Files under `secret/` are read only with the header `x-may-read: yes`, as a project's image is. */
let dataDir: string;
let storage: Storage;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'chispa-variants-'));
  storage = createStorage({ dataDir, s3: null });
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerFileRoutes(app, {
    storage,
    privateFolders: { secret: async (request) => request.headers['x-may-read'] === 'yes' },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

let stored = 0;
const storeImage = async (folder: string, width: number, height: number) => {
  stored += 1;
  const key = `${folder}/1714000000000-0000000${stored}_photo.png`;
  await storage.put(key, await makePng(width, height), 'image/png');
  return key;
};

const variantOf = (key: string, width: (typeof IMAGE_WIDTHS)[number]) => {
  const url = imageVariantUrl(fileUrl(key), width);
  if (!url) throw new Error(`no variant URL for ${key}`);
  return url;
};

describe('GET /api/images/:width/* — a stored image resized for cards', () => {
  it('answers WebP at each card width, cached for good, and keeps what it made', async () => {
    const key = await storeImage('images', 1600, 900);
    const original = await app.inject({ url: fileUrl(key) });
    for (const width of IMAGE_WIDTHS) {
      const response = await app.inject({ url: variantOf(key, width) });
      expect(response.statusCode, `${width}`).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((900 * width) / 1600) });
      expect(response.rawPayload.length).toBeLessThan(original.rawPayload.length);
      // Made once, then read from the storage like any file.
      const kept = await storage.get(variantKey(key, width));
      expect(kept?.contentType).toBe('image/webp');
      kept?.body.destroy();
    }
  });

  it('never enlarges a small image', async () => {
    const key = await storeImage('images', 200, 100);
    const response = await app.inject({ url: variantOf(key, 640) });
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 200,
      height: 100,
    });
  });

  it('refuses a width that is not a card width with 400, and makes nothing', async () => {
    const key = await storeImage('images', 800, 600);
    for (const width of ['500', '0', '9999', 'abc', '320.5']) {
      const response = await app.inject({ url: `/api/images/${width}/${key}` });
      expect(response.statusCode, width).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await storage.get(`_variants/500/${key}.webp`)).toBeNull();
  });

  it('answers 404 for a missing image, a stored file that is not an image, or an invalid key', async () => {
    await storage.put('images/1714000000000-abcdef01_notes.txt', Buffer.from('hola'), 'text/plain');
    for (const url of [
      '/api/images/320/images/nothing-here.png',
      '/api/images/320/images/1714000000000-abcdef01_notes.txt',
      '/api/images/320/..%2F..%2Fpackage.json',
      '/api/images/320/',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe('NOT_FOUND');
    }
  });

  it("reads a private image's variant with the original's rules, never cached for others", async () => {
    const key = await storeImage('secret', 1000, 1000);
    const denied = await app.inject({ url: variantOf(key, 320) });
    expect(denied.statusCode).toBe(404);
    const allowed = await app.inject({ url: variantOf(key, 320), headers: { 'x-may-read': 'yes' } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toBe('image/webp');
    expect(allowed.headers['cache-control']).toBe('private, no-cache');
    const again = await app.inject({
      url: variantOf(key, 320),
      headers: { 'x-may-read': 'yes', 'if-none-match': String(allowed.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('never serves the stored variants through /api/files, where the original rules would be skipped', async () => {
    const key = await storeImage('secret', 400, 400);
    expect(
      (await app.inject({ url: variantOf(key, 320), headers: { 'x-may-read': 'yes' } })).statusCode,
    ).toBe(200);
    const response = await app.inject({ url: fileUrl(variantKey(key, 320)) });
    expect(response.statusCode).toBe(404);
  });

  it('builds variant URLs only for stored files', () => {
    expect(imageVariantUrl('/api/files/course/1-a_b.png', 640)).toBe('/api/images/640/course/1-a_b.png');
    expect(imageVariantUrl('https://example.com/a.png', 640)).toBeNull();
    expect(imageVariantUrl('data:image/png;base64,AAAA', 320)).toBeNull();
  });
});
