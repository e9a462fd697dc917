import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { LIMITS } from '../../../domain/constants.ts';
import { makeAnimatedGif, makeJpeg, makeMultipart, makePng } from '../../storage/test-files.ts';
import { type Caller, call, createProject, imageForm, rowOf, storedKeys } from './fixtures.ts';

let t: TestApp;
let ana: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  ana = await signUp(t.app);
});
afterAll(() => t.close());

const putImage = async (id: string, form: { payload: Buffer; headers: Record<string, string> }) =>
  call(t, ana, { method: 'PUT', url: `/api/projects/${id}/image`, ...form });

describe('PUT /api/projects/:id/image', () => {
  it('stores a real PNG under project/{timestamp}_{name} and serves it from imageUrl', async () => {
    const project = await createProject(t, ana);
    const response = await putImage(project.id, await imageForm());
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved.imageUrl).toMatch(/^\/api\/files\/project\/\d+-[0-9a-f]{8}_Mi_Robot\.png$/);
    expect(saved.version).toBe(project.version);
    const served = await call(t, ana, { url: saved.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    expect((await rowOf(t, project.id))?.imageKey).toBe(saved.imageUrl.replace('/api/files/', ''));
  });

  it('replaces the old image and deletes its file once the new one is saved', async () => {
    const project = await createProject(t, ana);
    const first = (await putImage(project.id, await imageForm())).json();
    const jpeg = { data: await makeJpeg(), filename: 'foto.jpeg', type: 'image/jpeg' };
    const second = (await putImage(project.id, await imageForm(jpeg))).json();
    expect(second.imageUrl).toMatch(/_foto\.jpg$/);
    const keys = await storedKeys(t);
    expect(keys).toContain(second.imageUrl.replace('/api/files/', ''));
    expect(keys).not.toContain(first.imageUrl.replace('/api/files/', ''));
    expect((await call(t, ana, { url: first.imageUrl })).statusCode).toBe(404);
  });

  it('refuses bad files with the spec messages, storing and changing nothing', async () => {
    const project = await createProject(t, ana);
    await putImage(project.id, await imageForm());
    const before = await rowOf(t, project.id);
    const keys = await storedKeys(t);
    const tooBig = Buffer.concat([await makePng(), Buffer.alloc(LIMITS.projectImageBytes)]);
    const cases: [string, { payload: Buffer; headers: Record<string, string> }, number, string][] = [
      [
        'text named .png',
        await imageForm({ data: Buffer.from('not a picture'), filename: 'robot.png', type: 'image/png' }),
        415,
        'IMAGE_WRONG_FORMAT',
      ],
      [
        'a GIF',
        await imageForm({ data: await makeAnimatedGif(), filename: 'a.gif', type: 'image/gif' }),
        415,
        'IMAGE_WRONG_FORMAT',
      ],
      [
        'over 5 MB',
        await imageForm({ data: tooBig, filename: 'big.png', type: 'image/png' }),
        413,
        'IMAGE_TOO_LARGE',
      ],
      ['no file', await makeMultipart([['name', 'x']]), 400, 'IMAGE_REQUIRED'],
      [
        'an empty file',
        await imageForm({ data: Buffer.alloc(0), filename: 'x.png', type: 'image/png' }),
        400,
        'IMAGE_REQUIRED',
      ],
      [
        'the file under another field',
        await imageForm({ data: await makePng(), filename: 'a.png', type: 'image/png' }, 'image'),
        400,
        'IMAGE_REQUIRED',
      ],
      [
        'not multipart',
        { payload: Buffer.from('{"file":"x"}'), headers: { 'content-type': 'application/json' } },
        400,
        'IMAGE_REQUIRED',
      ],
      [
        'a broken form',
        {
          payload: Buffer.from(
            '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nno end',
          ),
          headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        },
        400,
        'IMAGE_INVALID',
      ],
    ];
    for (const [name, form, status, code] of cases) {
      const response = await putImage(project.id, form);
      expect(response.statusCode, name).toBe(status);
      expect(response.json().error.code, name).toBe(code);
      if (code === 'IMAGE_WRONG_FORMAT') {
        expect(response.json().error.message).toBe('El archivo debe ser una imagen en formato png o jpg');
      }
    }
    expect(await rowOf(t, project.id)).toEqual(before);
    expect(await storedKeys(t)).toEqual(keys);
  });
});

/** Streams a declared 64 MB upload over a real socket; resolves with the status and bytes sent by then. */
const streamHugeUpload = async (url: string, cookie: string) => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const boundary = 'chispa-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`;
  const declared = 64 * 1024 * 1024;
  let sent = 0;
  const status = await new Promise<number>((resolve, reject) => {
    const req = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'PUT',
      path: url,
      headers: {
        cookie,
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
  return { status, sent, declared };
};

describe('PUT /api/projects/:id/image over a real socket', () => {
  it('answers 413 before the client has sent the whole oversized body', async () => {
    const project = await createProject(t, ana);
    const { status, sent, declared } = await streamHugeUpload(
      `/api/projects/${project.id}/image`,
      ana.cookie,
    );
    expect(status).toBe(413);
    expect(sent).toBeLessThan(declared);
    expect((await rowOf(t, project.id))?.imageKey).toBeNull();
  });
});

describe('DELETE /api/projects/:id', () => {
  it('removes the project, its permissions and its stored image', async () => {
    const project = await createProject(t, ana);
    const { imageUrl } = (await putImage(project.id, await imageForm())).json();
    const key = imageUrl.replace('/api/files/', '');
    expect(await storedKeys(t)).toContain(key);

    const response = await call(t, ana, { method: 'DELETE', url: `/api/projects/${project.id}` });
    expect(response.statusCode).toBe(204);
    expect(await rowOf(t, project.id)).toBeUndefined();
    expect(await storedKeys(t)).not.toContain(key);
    const again = await call(t, ana, { method: 'GET', url: `/api/projects/${project.id}` });
    expect(again.statusCode).toBe(404);
  });
});
