import { mkdir, readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../test/app.ts';
import { LIMITS } from '../domain/constants.ts';
import { EARLY_ANSWERS_ID } from '../domain/page-reads.ts';

let t: TestApp;
// a stand-in build of the SPA: the app serves whatever dist/web holds
const webDist = path.join(process.env.TMPDIR ?? '/tmp', `chispa-web-${process.pid}`);
beforeAll(async () => {
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Chispa</title></head><body><div id="root"></div></body></html>',
  );
  // What the build writes for the page preloads (page-preloads.ts): Vite's manifest and the page table.
  await mkdir(path.join(webDist, '.vite'), { recursive: true });
  await writeFile(
    path.join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-abc123.js', isEntry: true },
      'features/home/home-page.tsx': { file: 'assets/home-page-h1.js', imports: ['index.html'] },
      x: { file: 'assets/strings-es-shell-s1.js', name: 'strings-es-shell' },
    }),
  );
  await writeFile(
    path.join(webDist, '.vite', 'page-routes.json'),
    JSON.stringify({
      shellAreas: ['shell'],
      pages: [{ path: '/:lang/home', module: 'features/home/home-page.tsx', areas: [] }],
    }),
  );
  await writeFile(
    path.join(webDist, 'light.html'),
    '<!doctype html><title>Chispa</title><div id="root" data-light></div>',
  );
  await writeFile(
    path.join(webDist, 'assets', 'app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4096))});`,
  );
  // The build's own brotli copy of a script (src/web/build/precompress.ts).
  await writeFile(
    path.join(webDist, 'assets', 'page-def456.js'),
    `console.log(${JSON.stringify('y'.repeat(4096))});`,
  );
  await writeFile(
    path.join(webDist, 'assets', 'page-def456.js.br'),
    brotliCompressSync(await readFile(path.join(webDist, 'assets', 'page-def456.js'))),
  );
  t = await buildTestApp({ webDist });
});
afterAll(() => t.close());

describe('the app', () => {
  it('reports health with the database reachable', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', storage: 'up' });
  });

  it('serves an HTML page for every non-API path, cross-origin isolated and never cached', async () => {
    for (const url of [
      '/',
      '/es/home',
      '/pt/principal-page/login?next=%2Fpt%2Fhome',
      '/whatever/deep/path',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root"');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['cross-origin-embedder-policy']).toBe('credentialless');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves light.html on the signed-out pages to whoever has no session, the app to a signed-in person', async () => {
    const lightPaths = [
      '/',
      '/es',
      '/pt/',
      '/es/principal-page',
      '/en/principal-page/login/',
      '/es/principal-page/register?next=%2Fes%2Fhome',
    ];
    const appPaths = [
      '/es/home',
      '/fr/principal-page',
      '/es/principal-page/other',
      '/principal-page',
      '/es/academy',
    ];
    const { cookie } = await signUp(t.app);
    for (const url of lightPaths) {
      const signedOut = await t.app.inject({ url });
      expect(signedOut.body, url).toContain('data-light');
      expect(signedOut.headers.vary, url).toMatch(/cookie/i);
      expect(signedOut.headers['cross-origin-embedder-policy']).toBe('credentialless');
      const signedIn = await t.app.inject({ url, headers: { cookie } });
      expect(signedIn.body, url).not.toContain('data-light');
      expect(signedIn.body, url).toContain('<div id="root">');
    }
    for (const url of appPaths) {
      expect((await t.app.inject({ url })).body, url).not.toContain('data-light');
    }
    const stale = await t.app.inject({
      url: '/es/principal-page',
      headers: { cookie: 'better-auth.session_token=stale.value' },
    });
    expect(stale.body).toContain('data-light');
  });

  it("names the page's files in its HTML, and its first API reads only to a signed-in person", async () => {
    const signedOut = (await t.app.inject({ url: '/es/home' })).body;
    expect(signedOut).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-h1.js">');
    expect(signedOut).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/strings-es-shell-s1.js">',
    );
    expect(signedOut).not.toContain('as="fetch"');
    expect(signedOut).toMatch(/<\/head><body><div id="root">/);
    const { cookie } = await signUp(t.app);
    const signedIn = (await t.app.inject({ url: '/es/home', headers: { cookie } })).body;
    expect(signedIn).toContain('<link rel="preload" as="fetch" crossorigin href="/api/me">');
    expect(signedIn).toContain('href="/api/projects?limit=5"');
    expect(signedIn.indexOf('as="fetch"')).toBeLessThan(signedIn.indexOf('</head>'));
    const head = await t.app.inject({ method: 'HEAD', url: '/es/home', headers: { cookie } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it("writes home's guide list, as the API answers it, into a signed-in person's HTML, and does not preload it", async () => {
    const { cookie } = await signUp(t.app);
    const path = `/api/guides?limit=${LIMITS.homeRecommendedGuides}&language=pt`;
    const response = await t.app.inject({ url: '/pt/home', headers: { cookie } });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const html = response.body;
    const block = new RegExp(`<script type="application/json" id="${EARLY_ANSWERS_ID}">(.*?)</script>`).exec(
      html,
    );
    expect(block?.index).toBeLessThan(html.indexOf('</head>'));
    const answers = JSON.parse(block?.[1] ?? 'null') as Record<string, unknown>;
    expect(Object.keys(answers)).toEqual([path]);
    expect(answers[path]).toEqual((await t.app.inject({ url: path, headers: { cookie } })).json());
    expect(html).not.toContain(`as="fetch" crossorigin href="${path}"`);
    expect(html).toContain('href="/api/projects?limit=5"');
    // Nobody's data in a signed-out page, nor on another page.
    expect((await t.app.inject({ url: '/pt/home' })).body).not.toContain(EARLY_ANSWERS_ID);
    expect((await t.app.inject({ url: '/pt/projects', headers: { cookie } })).body).not.toContain(
      EARLY_ANSWERS_ID,
    );
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

  it('serves the service worker and the web manifests never cached, and its CSP lets them in', async () => {
    await writeFile(path.join(webDist, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(path.join(webDist, 'manifest-pt.webmanifest'), '{"name":"Chispa","lang":"pt"}');
    const worker = await t.app.inject({ url: '/service-worker.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    // A worker cached by the browser would hide a new version from the update check.
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ url: '/manifest-pt.webmanifest' });
    expect([manifest.statusCode, manifest.json().lang]).toEqual([200, 'pt']);
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const page = await t.app.inject({ url: '/es/home' });
    expect(page.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(page.headers['content-security-policy']).toContain("manifest-src 'self'");
  });

  it("sends the build's own .br copy of an asset as it is, to a browser that takes brotli", async () => {
    const stored = await readFile(path.join(webDist, 'assets', 'page-def456.js.br'));
    const response = await t.app.inject({
      url: '/assets/page-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(stored)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('yyyy');
    const plain = await t.app.inject({
      url: '/assets/page-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('yyyy');
  });

  it('keeps API 404s as JSON, also for unknown methods on SPA paths', async () => {
    expect((await t.app.inject({ url: '/api/unknown' })).json().error.code).toBe('NOT_FOUND');
    const post = await t.app.inject({ method: 'POST', url: '/es/home' });
    expect(post.statusCode).toBe(404);
  });

  it('answers a build file that is not there with 404, not with the app page', async () => {
    const missing = await t.app.inject({ url: '/assets/page-gone999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<html');
    expect((await t.app.inject({ url: '/es/assets-guide' })).statusCode).toBe(200);
  });

  it('serves a file of a build made after the server started, and never a folder', async () => {
    await writeFile(path.join(webDist, 'assets', 'later-aaa111.js'), 'console.log("later");');
    const later = await t.app.inject({ url: '/assets/later-aaa111.js' });
    expect([later.statusCode, later.body]).toEqual([200, 'console.log("later");']);
    for (const url of ['/assets', '/assets/', '/.vite/', '/.vite/manifest.json', '/assets/../index.html']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).not.toBe(403);
      expect(response.body, url).not.toContain('features/home');
    }
    expect((await t.app.inject({ url: '/assets/' })).statusCode).toBe(404);
    // A page's path with a dot in it is still a page.
    const dotted = await t.app.inject({ url: '/es/practical-guide/v1.2' });
    expect([dotted.statusCode, dotted.body.includes('<div id="root"')]).toEqual([200, true]);
  });

  it('serves a build replaced under the running server (its HTML is read again)', async () => {
    const index = path.join(webDist, 'index.html');
    const before = await readFile(index, 'utf8');
    await writeFile(
      index,
      before.replace('<title>Chispa</title>', '<title>Chispa</title><meta name="rebuilt">'),
    );
    await utimes(index, new Date(), new Date(Date.now() + 60_000));
    expect((await t.app.inject({ url: '/es/home' })).body).toContain('<meta name="rebuilt">');
    await writeFile(index, before);
  });

  it('publishes the OpenAPI document with the auth routes', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/session', '/api/users', '/api/me']));
    expect(doc.paths['/api/users'].post.requestBody).toBeDefined();
  });
});
