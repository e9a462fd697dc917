import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import { buildApp } from './app.ts';
import { loadEnv } from './env.ts';
import { drainConnections } from './shutdown.ts';
import { createStorage } from './storage/storage.ts';

describe('graceful shutdown', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  const startApp = async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chispa-shutdown-'));
    const database = await createTestDatabase();
    cleanups.push(async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    });
    const env = loadEnv({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, BASE_URL: 'http://localhost:3000' });
    const app = await buildApp({
      env,
      database,
      storage: createStorage(env),
      authSecret: 'test-secret-test-secret-test-secret-0123456789',
    });
    return app;
  };

  // Building the app takes seconds, and tens of them on a loaded two-core machine: generous bounds.
  it('finishes a request in flight when the server closes, and refuses new connections', async () => {
    const app = await startApp();
    let release: () => void = () => {};
    app.get('/api/test/slow', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { finished: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/api/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  }, 90_000);

  it('while draining, tells the balancer it is going (503) and answers the rest with Connection: close', async () => {
    const app = await startApp();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const draining = drainConnections(app, { acceptMs: 1_500 });

    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('5');
    expect(await health.json()).toEqual({ status: 'draining' });
    const other = await fetch(`${address}/api/auth-config`);
    expect(other.status).toBe(200);
    expect(other.headers.get('connection')).toBe('close');

    expect(await draining).toBe(0);
    await expect(fetch(`${address}/api/auth-config`)).rejects.toThrow();
    await app.close();
  }, 90_000);
});
