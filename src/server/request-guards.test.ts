import { connect } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/app.ts';
import { encodeCursor } from './db/paging.ts';
import { superAdmins } from './db/schema/index.ts';
import { type Caller, call, createProject, rowOf } from './features/projects/fixtures.ts';

let t: TestApp;
let ana: Caller;
let admin: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  ana = await signUp(t.app);
  admin = await signUp(t.app);
  await t.database.db.insert(superAdmins).values({ userId: admin.id });
});
afterAll(() => t.close());

const expectError = (response: Awaited<ReturnType<typeof call>>, status: number, code: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json().error).toMatchObject({ code, message: expect.any(String) });
};

describe('writes from another site', () => {
  const foreign: Record<string, string>[] = [
    { origin: 'http://evil.example' },
    { origin: 'http://localhost:3001' },
    { origin: 'null' },
    { referer: 'http://evil.example/attack.html' },
    { referer: 'not a url' },
  ];

  it('are refused with 403 whatever cookie they carry, and change nothing', async () => {
    const project = await createProject(t, ana);
    const writes: InjectOptions[] = [
      { method: 'DELETE', url: `/api/projects/${project.id}` },
      { method: 'PATCH', url: `/api/projects/${project.id}`, payload: { version: 1, name: 'Robado' } },
      { method: 'POST', url: `/api/projects/${project.id}/duplicate` },
      { method: 'POST', url: '/api/projects', payload: { name: 'Spam', category: 'other' } },
      {
        method: 'PUT',
        url: '/api/me/password',
        payload: { currentPassword: 'x', newPassword: 'Otra#Clave1' },
      },
      { method: 'DELETE', url: '/api/session' },
    ];
    for (const headers of foreign) {
      for (const write of writes) {
        expectError(await call(t, ana, { ...write, headers }), 403, 'CROSS_SITE_REQUEST');
      }
    }
    expect(await rowOf(t, project.id)).toMatchObject({ name: project.name, version: 1 });
    const list = await call(t, ana, { url: '/api/projects' });
    expect(list.json().items).toHaveLength(1);
    expect((await call(t, ana, { url: '/api/me' })).statusCode).toBe(200);
  });

  it('pass from our own origin, and from clients that are not browsers', async () => {
    const project = await createProject(t, ana);
    const rename = (headers: Record<string, string>, version: number) =>
      call(t, ana, {
        method: 'PATCH',
        url: `/api/projects/${project.id}`,
        payload: { version, name: 'Mío' },
        headers,
      });
    expect((await rename({ origin: TEST_ORIGIN }, 1)).statusCode).toBe(200);
    expect((await rename({ referer: `${TEST_ORIGIN}/es/board/${project.id}` }, 2)).statusCode).toBe(200);
    expect((await rename({}, 3)).statusCode).toBe(200);
  });

  it('do not concern reads', async () => {
    const response = await call(t, ana, { url: '/api/me', headers: { origin: 'http://evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('API answers', () => {
  it('are never stored by caches', async () => {
    for (const url of ['/api/me', '/api/projects', '/api/catalogue', '/api/guides', '/api/nothing']) {
      expect((await call(t, ana, { url })).headers['cache-control'], url).toBe('no-store');
    }
    expect((await call(t, null, { url: '/api/me' })).headers['cache-control']).toBe('no-store');
  });
});

describe('input the database cannot hold', () => {
  it('is a 400, never a 500', async () => {
    const project = await createProject(t, ana);
    const cursor = (at: string, id = 'x') => encodeCursor({ at, id });
    const cases: InjectOptions[] = [
      { method: 'POST', url: '/api/projects', payload: { name: 'a\u0000b', category: 'robotics' } },
      { method: 'POST', url: '/api/projects', payload: { name: 'a\ud800b', category: 'robotics' } },
      {
        method: 'PATCH',
        url: `/api/projects/${project.id}`,
        payload: { version: 1, code: 'print(1)\u0000' },
      },
      { url: '/api/projects/%00' },
      { url: '/api/projects/a%00b/permissions' },
      { url: '/api/projects?search=%00' },
      { url: '/api/guides?search=robot%00' },
      { method: 'PATCH', url: `/api/projects/${project.id}`, payload: { version: 2 ** 31, name: 'x' } },
      { method: 'PATCH', url: `/api/projects/${project.id}`, payload: { version: 1e300, name: 'x' } },
      { url: `/api/projects?cursor=${cursor('0000-01-01T00:00:00.000000Z')}` },
      { url: `/api/projects?cursor=${cursor('2026-02-30T00:00:00.000000Z')}` },
      { url: `/api/projects?cursor=${cursor('2026-01-01T00:00:00.000000Z', 'a\u0000')}` },
      { url: `/api/guides?cursor=${cursor('0000-01-01T00:00:00.000000Z')}` },
      {
        method: 'PUT',
        url: `/api/projects/${project.id}/permissions`,
        payload: { email: 'a\u0000@b.test', level: 'read' },
      },
      { method: 'POST', url: '/api/session', payload: { email: 'a@b.test', password: 'x\u0000' } },
    ];
    for (const request of cases) {
      expectError(await call(t, ana, request), 400, 'VALIDATION_FAILED');
    }
    expect(await rowOf(t, project.id)).toMatchObject({ version: 1, code: project.code });
  });

  it('includes an empty change to a catalogue item', async () => {
    const created = await call(t, admin, {
      method: 'POST',
      url: '/api/catalogue',
      payload: { names: { es: 'LED', pt: 'LED', en: 'LED' }, wokwiType: 'wokwi-led' },
    });
    expectError(
      await call(t, admin, { method: 'PATCH', url: `/api/catalogue/${created.json().id}`, payload: {} }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe("the router's refusals", () => {
  it('come in the one error shape', async () => {
    expectError(await call(t, ana, { url: '/api/projects/%E0%A4%A' }), 400, 'VALIDATION_FAILED');
    expectError(await call(t, ana, { url: `/api/projects/${'a'.repeat(1500)}` }), 414, 'URI_TOO_LONG');
    expectError(await call(t, ana, { url: `/api/projects/${'a'.repeat(500)}` }), 400, 'VALIDATION_FAILED');
    expectError(await call(t, ana, { method: 'PROPFIND' as 'GET', url: '/api/projects' }), 404, 'NOT_FOUND');
  });
});

/** Sends `raw` bytes to the app listening on `port` and reads the whole answer. */
const rawExchange = (port: number, raw: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(raw));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe("requests Node's HTTP parser cannot read", () => {
  it('are answered in the one error shape too', async () => {
    const listening = await buildTestApp();
    try {
      const port = Number(new URL(await listening.app.listen({ port: 0, host: '127.0.0.1' })).port);
      const huge = await rawExchange(
        port,
        `GET /api/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(huge).toMatch(/^HTTP\/1\.1 431 /);
      expect(bodyOf(huge).error.code).toBe('VALIDATION_FAILED');
      const garbage = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
      expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
      expect(bodyOf(garbage).error.code).toBe('VALIDATION_FAILED');
    } finally {
      await listening.close();
    }
  });
});
