import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import { buildApp } from './app.ts';
import { loadEnv } from './env.ts';
import { createStorage } from './storage/storage.ts';

describe('graceful shutdown', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('finishes a request in flight when the server closes, and refuses new connections', async () => {
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
  });
});
