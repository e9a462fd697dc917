import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../domain/constants.ts';
import { registerErrorHandling } from '../../errors.ts';
import { acceptImage } from '../../storage/images.ts';
import { buildUploadKey, createStorage, type Storage } from '../../storage/storage.ts';
import { makeJpeg, makeMultipart, makePng } from '../../storage/test-files.ts';
import { readUpload } from '../../storage/upload.ts';
import { fileUrl, registerFileRoutes } from './routes.ts';

/**
 * A small app wired like app.ts (error handler, zod compilers, multipart with a global cap)
 * plus a project-image upload route built from readUpload → acceptImage → storage.put.
 */
const buildFilesApp = async (storage: Storage) => {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(multipart, { limits: { fileSize: LIMITS.projectImageBytes, files: 1, fields: 20 } });
  app.post('/test/project-image', async (request, reply) => {
    const upload = await readUpload(request, { maxBytes: LIMITS.projectImageBytes, field: 'image' });
    const image = await acceptImage({
      data: upload.data,
      declaredType: upload.mimetype,
      maxBytes: LIMITS.projectImageBytes,
      allowed: ['jpeg', 'png'],
    });
    const key = buildUploadKey('project', upload.filename, { ext: image.ext });
    await storage.put(key, image.buffer, image.contentType);
    return reply.status(201).send({ key, url: fileUrl(key), fields: upload.fields });
  });
  registerFileRoutes(app, { storage });
  return app;
};

let dataDir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'chispa-files-'));
  app = await buildFilesApp(createStorage({ dataDir, s3: null }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const storedFiles = async () => {
  const entries = await readdir(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
};

const connectionCount = (server: FastifyInstance) =>
  new Promise<number>((resolve, reject) =>
    server.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

const upload = async (parts: Parameters<typeof makeMultipart>[0]) =>
  app.inject({ method: 'POST', url: '/test/project-image', ...(await makeMultipart(parts)) });

describe('uploading an image and serving it back', () => {
  it('stores a valid upload and serves it with immutable caching and safe headers', async () => {
    const png = await makePng(40, 30);
    const response = await upload([
      ['projectId', 'p-1'],
      ['image', { data: png, filename: 'Mi Robot.png', type: 'image/png' }],
      ['caption', 'after the file'],
    ]);
    expect(response.statusCode).toBe(201);
    const { key, url, fields } = response.json();
    expect(key).toMatch(/^project\/\d+-[0-9a-f]{8}_Mi_Robot\.png$/);
    expect(url).toBe(`/api/files/${key}`);
    expect(fields).toEqual({ projectId: 'p-1', caption: 'after the file' });

    const served = await app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(served.rawPayload.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });

    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
  });

  it('names the key after the real format, not the uploaded name', async () => {
    const response = await upload([
      ['image', { data: await makeJpeg(), filename: 'foto.png', type: 'image/png' }],
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().key).toMatch(/_foto\.jpg$/);
    expect((await app.inject({ url: response.json().url })).headers['content-type']).toBe('image/jpeg');
  });

  it('answers 413 for a file over the cap and stores nothing', async () => {
    const before = await storedFiles();
    const tooBig = Buffer.concat([await makePng(), Buffer.alloc(LIMITS.projectImageBytes)]);
    const response = await upload([['image', { data: tooBig, filename: 'big.png', type: 'image/png' }]]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 413 over a real socket before the client has sent the whole body, and frees the socket', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const boundary = 'chispa-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`;
    const declared = 64 * 1024 * 1024;
    let sent = 0;
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/test/project-image',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + declared),
        },
      });
      req.on('response', (res) => {
        res.resume();
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', (error) => (sent < declared ? undefined : reject(error)));
      req.write(head);
      const chunk = Buffer.alloc(256 * 1024);
      const pump = () => {
        while (sent < declared && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return req.once('drain', pump);
        }
      };
      pump();
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(declared);
    // The aborted upload must not pin its socket: the server lets go once the client hangs up.
    await expect.poll(() => connectionCount(app), { timeout: 2000 }).toBe(0);
  });

  it('answers 415 for a text file renamed .png and for a body that is not multipart', async () => {
    const fake = await upload([
      ['image', { data: Buffer.from('just text'), filename: 'robot.png', type: 'image/png' }],
    ]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const json = await app.inject({ method: 'POST', url: '/test/project-image', payload: { image: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 400 when the file is missing, empty, under another name, or not alone', async () => {
    const png = await makePng();
    const cases: Parameters<typeof makeMultipart>[0][] = [
      [['projectId', 'p-1']],
      [['image', { data: Buffer.alloc(0), filename: '', type: 'application/octet-stream' }]],
      [['photo', { data: png, filename: 'a.png', type: 'image/png' }]],
      [
        ['image', { data: png, filename: 'a.png', type: 'image/png' }],
        ['image', { data: png, filename: 'b.png', type: 'image/png' }],
      ],
    ];
    for (const parts of cases) {
      const response = await upload(parts);
      expect(response.statusCode, JSON.stringify(parts.map(([name]) => name))).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const broken = await app.inject({
      method: 'POST',
      url: '/test/project-image',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nno end',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('GET /api/files/*', () => {
  it('answers 404 with the error body for a missing or invalid key', async () => {
    for (const url of [
      '/api/files/project/nothing-here.png',
      '/api/files/',
      '/api/files/..%2F..%2Fetc%2Fpasswd',
      '/api/files/project/..%2F..%2Fpackage.json',
      '/api/files/project/.hidden.png.type',
      '/api/files/project',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: { code: 'NOT_FOUND', message: 'File not found' } });
      expect(response.headers['cache-control'], url).toBeUndefined();
    }
  });
});
