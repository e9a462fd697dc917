import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { SERVER_MAIN } from './support/server.ts';

const journey = setUpJourney();

describe('security and transport headers', () => {
  it('serves the SPA cross-origin isolated, so the simulator gets SharedArrayBuffer', async () => {
    const { page } = journey;
    const response = await page.goto('/es/principal-page');
    expect(response, 'navigation response').not.toBeNull();
    const headers = response?.headers() ?? {};
    expect(response?.status()).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-embedder-policy']).toMatch(/^(require-corp|credentialless)$/);

    await waitForPath(page, '/es/principal-page');
    expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(true);
    expect(await page.evaluate(() => typeof SharedArrayBuffer)).toBe('function');
  });

  it('serves a deep link of the SPA with the same headers (index.html fallback)', async () => {
    const response = await fetch(`${journey.server.url}/es/principal-page/login`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-embedder-policy')).toMatch(/^(require-corp|credentialless)$/);
  });

  it('compresses the JavaScript bundle and caches hashed assets', async () => {
    const html = await (await fetch(`${journey.server.url}/es/principal-page`)).text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'index.html references a JS bundle').toBeDefined();

    const asset = await fetch(new URL(script ?? '', journey.server.url), {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await asset.text()).length).toBeGreaterThan(1024);

    const gzipOnly = await fetch(new URL(script ?? '', journey.server.url), {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
  });

  it('is the compiled server, as npm start runs it in production, and answers its health check', async () => {
    const argv = (await readFile(`/proc/${journey.server.pid()}/cmdline`, 'utf8'))
      .split('\0')
      .filter(Boolean);
    // node dist/server/main.js: no transpiler loaded at run time.
    expect(argv.slice(1)).toEqual([SERVER_MAIN]);
    const health = await fetch(`${journey.server.url}/api/health`);
    expect(health.status).toBe(200);
  });

  it('answers unknown API paths with a JSON 404, never the SPA', async () => {
    const response = await fetch(`${journey.server.url}/api/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
