import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppDeps, buildApp } from '../src/server/app.ts';
import type { AuthLimits } from '../src/server/auth/throttle.ts';
import type { Database } from '../src/server/db/client.ts';
import { loadEnv } from '../src/server/env.ts';
import { createStorage } from '../src/server/storage/storage.ts';
import { createTestDatabase } from './db.ts';

/** The origin test apps serve (BASE_URL); browsers' writes carry it as `Origin`. */
export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app on a real database of its own, for `app.inject()`. */
export const buildTestApp = async (
  opts: {
    env?: Record<string, string>;
    webDist?: string;
    authLimits?: Partial<AuthLimits>;
    /** Another app's database: a second server process on the same data. Left open on close. */
    sharedDatabase?: Database;
    /** Shorter live-event timings (heartbeats, session checks). */
    live?: AppDeps['live'];
  } = {},
): Promise<TestApp> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chispa-app-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    BASE_URL: TEST_ORIGIN,
    ...opts.env,
  });
  const database = opts.sharedDatabase ?? (await createTestDatabase());
  const app = await buildApp({
    env,
    database,
    storage: createStorage(env),
    authSecret: 'test-secret-test-secret-test-secret-0123456789',
    webDist: opts.webDist ?? path.join(dataDir, 'no-web'),
    authLimits: opts.authLimits,
    live: opts.live,
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      if (!opts.sharedDatabase) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export const cookiesOf = (response: LightMyRequestResponse): string =>
  response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

export const STRONG_PASSWORD = 'Chispa#2026';

let counter = 0;
/** Registers a user through the real API and returns its session cookie and id. */
export const signUp = async (app: FastifyInstance, overrides: { name?: string; email?: string } = {}) => {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.test`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { name: overrides.name ?? `Usuario ${counter}`, email, password: STRONG_PASSWORD },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { cookie: cookiesOf(response), id: (response.json() as { user: { id: string } }).user.id, email };
};
