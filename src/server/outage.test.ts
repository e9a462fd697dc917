import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, STRONG_PASSWORD } from '../../test/app.ts';
import { adminUrl, TEMPLATE_DB } from '../../test/postgres.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { buildApp } from './app.ts';
import { type Database, openPostgres } from './db/client.ts';
import { sessions } from './db/schema/index.ts';
import { loadEnv } from './env.ts';
import { createStorage } from './storage/storage.ts';

/**
 * A real server on a real PostgreSQL reached through a proxy that plays the outages: stopped
 * (refused and reset), frozen (connections open, nothing forwarded), and back.
 */
const url = process.env.TEST_DATABASE_URL;
const ORIGIN = 'http://localhost:3000';
const STUDENT_CODE = `print("codigo secreto ${randomBytes(4).toString('hex')}")`;

describe.runIf(url)('a PostgreSQL outage (through a proxy that stops and freezes)', () => {
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;
  let dbName: string;
  const lines: string[] = [];
  let cookie = '';
  let token = '';
  let projectId = '';

  beforeAll(async () => {
    if (!url) return;
    dbName = `chispa_outage_${randomBytes(4).toString('hex')}`;
    const admin = openPostgres(adminUrl(url));
    await admin.pool?.query(`create database ${dbName} template ${TEMPLATE_DB}`);
    await admin.close();
    const target = new URL(url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    database = openPostgres(proxy.urlFor(adminUrl(url, dbName)), {
      poolMax: 5,
      connectTimeoutMs: 1_000,
      acquireTimeoutMs: 1_500,
      statementTimeoutMs: 1_500,
    });
    dataDir = await mkdtemp(path.join(tmpdir(), 'chispa-outage-'));
    const env = loadEnv({ LOG_LEVEL: 'info', DATA_DIR: dataDir, BASE_URL: ORIGIN, NODE_ENV: 'test' });
    app = await buildApp({
      env,
      database,
      storage: createStorage(env),
      authSecret: 'test-secret-test-secret-test-secret-0123456789',
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Ana', email: `ana-${dbName}@example.test`, password: STRONG_PASSWORD },
    });
    expect(signUp.statusCode).toBe(201);
    cookie = cookiesOf(signUp);
    const [session] = await database.db.select({ token: sessions.token }).from(sessions);
    token = session?.token ?? '';
    expect(token.length).toBeGreaterThan(10);
    expect(cookie).toContain(token);
    const created = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie, origin: ORIGIN },
      payload: { name: 'Robot', category: 'robotics' },
    });
    expect(created.statusCode).toBe(201);
    projectId = created.json().id;
  });

  afterAll(async () => {
    if (!url) return;
    await app?.close();
    await database?.close();
    await proxy?.close();
    const admin = openPostgres(adminUrl(url));
    await admin.pool?.query(`drop database if exists ${dbName} with (force)`);
    await admin.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  let version = 1;
  const save = async () => {
    const answer = await app.inject({
      method: 'PATCH',
      url: `/api/projects/${projectId}`,
      headers: { cookie, origin: ORIGIN },
      payload: { version, code: STUDENT_CODE },
    });
    if (answer.statusCode === 200) version = answer.json().version;
    return answer;
  };
  const health = () => app.inject({ url: '/api/health' });

  const untilHealthy = async () => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if ((await health()).statusCode === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the server did not recover within 30 s');
  };

  it('answers fast 503s with Retry-After while stopped, logs no secret, and recovers alone', async () => {
    lines.length = 0;
    await proxy.stop();
    const startedAt = Date.now();
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push(await save());
    answers.push(await app.inject({ url: '/api/projects', headers: { cookie } }));
    const tookMs = Date.now() - startedAt;
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) },
      });
    }
    // Refused connections fail at once: 13 requests take far less than 13 connect timeouts.
    expect(tookMs).toBeLessThan(10_000);
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', database: 'down', storage: 'up' });

    const log = lines.join('');
    expect(log).not.toContain(token);
    expect(log).not.toContain('codigo secreto');
    expect(log).not.toContain(STRONG_PASSWORD);
    expect(log).not.toMatch(/cookie|params:/i);
    // 13 failed requests, folded: one line per kind of failure in the interval.
    const outageLines = lines.filter((line) => line.includes('database unavailable'));
    expect(outageLines.length).toBeGreaterThan(0);
    expect(outageLines.length).toBeLessThanOrEqual(3);
    expect(lines.every((line) => line.length < 2_000)).toBe(true);

    await proxy.resume();
    await untilHealthy();
    expect((await save()).statusCode).toBe(200);
  });

  it('times out while frozen: health says so within about a second, requests get a 503', async () => {
    await untilHealthy();
    proxy.freeze();
    try {
      const startedAt = Date.now();
      const down = await health();
      const healthMs = Date.now() - startedAt;
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ database: 'down' });
      expect(healthMs).toBeLessThan(3_000);

      const saveStartedAt = Date.now();
      const answer = await save();
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      // Bounded by the statement, acquire and connect timeouts (1.5 s each here), not by the freeze.
      expect(Date.now() - saveStartedAt).toBeLessThan(15_000);
    } finally {
      await proxy.resume();
    }
    await untilHealthy();
    expect((await save()).statusCode).toBe(200);
  });
});
