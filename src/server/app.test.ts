import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  // a stand-in build of the SPA: the app serves whatever dist/web holds
  const webDist = path.join(process.env.TMPDIR ?? '/tmp', `chispa-web-${process.pid}`);
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Chispa</title><div id="root"></div>',
  );
  await writeFile(
    path.join(webDist, 'assets', 'app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4096))});`,
  );
  t = await buildTestApp({ webDist });
});
afterAll(() => t.close());

describe('the app', () => {
  it('reports health with the database reachable', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves index.html for every non-API path, cross-origin isolated and never cached', async () => {
    for (const url of [
      '/',
      '/es/home',
      '/pt/principal-page/login?next=%2Fpt%2Fhome',
      '/whatever/deep/path',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['cross-origin-embedder-policy']).toBe('credentialless');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves hashed assets compressed and cached for a year', async () => {
    const response = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps API 404s as JSON, also for unknown methods on SPA paths', async () => {
    expect((await t.app.inject({ url: '/api/unknown' })).json().error.code).toBe('NOT_FOUND');
    const post = await t.app.inject({ method: 'POST', url: '/es/home' });
    expect(post.statusCode).toBe(404);
  });

  it('publishes the OpenAPI document with the auth routes', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/session', '/api/users', '/api/me']));
    expect(doc.paths['/api/users'].post.requestBody).toBeDefined();
  });
});
