import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  killHard,
  type RunningServer,
  signUp,
  sleep,
  waitUntilHealthy,
} from '../../test/embedded-server.ts';
import { readStream } from '../../test/event-stream.ts';
import { createEmptyPostgresDatabase, startPostgresServer } from '../../test/postgres-server.ts';
import { DEMO_ACCOUNTS } from './db/demo-accounts.ts';
import { makeMultipart, makePng } from './storage/test-files.ts';

/**
 * Real server processes (`serverArgs()`: compiled when dist/ is current) on one real PostgreSQL database,
 * as a school running several behind a load balancer would: started together on an empty
 * database, sharing sessions, files (an S3-compatible server) and live events; and killed with
 * SIGKILL under autosave without losing an acknowledged save.
 */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('several server processes on one PostgreSQL', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  const start = async (databaseUrl: string, env: Record<string, string> = {}) => {
    const server = await startPostgresServer(databaseUrl, env);
    cleanups.push(() => killHard(server));
    return server;
  };

  const startS3 = async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'chispa-procs-s3-'));
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'chispa-shared', configs: [] }],
    });
    const { port } = await s3.run();
    cleanups.push(async () => {
      await s3.close();
      await rm(directory, { recursive: true, force: true });
    });
    return {
      S3_BUCKET: 'chispa-shared',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
  };

  it('start together on an empty database, then share sessions, files and live events', async () => {
    if (!url) return;
    const database = await createEmptyPostgresDatabase(url);
    cleanups.push(() => database.drop());
    const s3 = await startS3();
    // Both at once on an empty database: one migrates and seeds, the other waits for it.
    const [a, b] = await Promise.all([
      start(database.url, { ...s3, SEED_DEMO: 'true' }),
      start(database.url, { ...s3, SEED_DEMO: 'true' }),
    ]);
    await Promise.all([waitUntilHealthy(a, 55_000), waitUntilHealthy(b, 55_000)]);
    const seeded = [a, b].filter((server) => server.stderr().includes('Seeded demo data'));
    expect(seeded).toHaveLength(1);
    expect(a.stderr() + b.stderr()).not.toContain('not shared with other server processes');

    // A session made on A is good on B.
    const cookie = await signUp(a.url, 'procesos@example.test');
    const onA = callerFor(() => a.url, cookie);
    const onB = callerFor(() => b.url, cookie);
    const me = await onB.call<{ user: { email: string } }>('GET', '/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('procesos@example.test');

    // A picture uploaded through A is served by B.
    const created = await onA.call<{ id: string }>('POST', '/api/projects', {
      name: 'Robot',
      category: 'robotics',
    });
    expect(created.status).toBe(201);
    const form = await makeMultipart([
      ['file', { data: await makePng(40, 30), filename: 'robot.png', type: 'image/png' }],
    ]);
    const uploaded = await fetch(`${a.url}/api/projects/${created.body.id}/image`, {
      method: 'PUT',
      headers: { cookie, origin: a.url, ...form.headers },
      body: form.payload,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    const picture = await fetch(`${b.url}${imageUrl}`, { headers: { cookie } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);

    // A change made through A is heard on a stream opened on B.
    const hangUp = new AbortController();
    cleanups.push(async () => hangUp.abort());
    const stream = await fetch(`${b.url}/api/events`, { headers: { cookie }, signal: hangUp.signal });
    expect(stream.status).toBe(200);
    const reader = readStream(Readable.fromWeb(stream.body as WebReadableStream<Uint8Array>));
    await reader.until((text) => text.includes('retry:'), 10_000);
    const admin = DEMO_ACCOUNTS.superAdmin;
    const signIn = await fetch(`${a.url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    expect(signIn.status).toBe(200);
    const adminCookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const category = await callerFor(() => a.url, adminCookie).call('POST', '/api/guide-categories', {
      value: 'procesos',
      text: 'Procesos',
    });
    expect(category.status).toBe(201);
    await reader.until((text) => text.includes('guide-categories.changed'), 15_000);
    hangUp.abort();
  }, 120_000);

  it('loses no acknowledged save when the server is killed with SIGKILL under autosave', async () => {
    if (!url) return;
    const database = await createEmptyPostgresDatabase(url);
    cleanups.push(() => database.drop());
    let server: RunningServer = await start(database.url);
    await waitUntilHealthy(server, 55_000);
    // No S3_BUCKET: the operator is told once that uploads stay on this process's disk.
    expect(server.stderr().match(/not shared with other server processes/g)).toHaveLength(1);
    const cookie = await signUp(server.url, 'autosave@example.test');
    const student = callerFor(() => server.url, cookie);
    const created = await student.call<{ id: string; version: number }>('POST', '/api/projects', {
      name: 'Autosave',
      category: 'robotics',
    });
    const id = created.body.id;
    let version = created.body.version;
    let acknowledged = { version, code: '' };
    let acknowledgedCount = 0;

    for (let kill = 0; kill < 3; kill += 1) {
      // Saves as fast as they are answered, as several students' autosaves would arrive.
      let saving = true;
      const saves = (async () => {
        for (let n = 0; saving; n += 1) {
          const code = `print(${kill * 10_000 + n})`;
          const answer = await student
            .call<{ version: number }>('PATCH', `/api/projects/${id}`, { version, code })
            .catch(() => null);
          if (answer?.status !== 200) return;
          version = answer.body.version;
          acknowledged = { version, code };
          acknowledgedCount += 1;
        }
      })();
      await sleep(700 + kill * 300);
      await killHard(server);
      saving = false;
      await saves;
      server = await start(database.url);
      await waitUntilHealthy(server, 55_000);
      const stored = await student.call<{ version: number; code: string }>('GET', `/api/projects/${id}`);
      // Every acknowledged save is there; at most one more (answered as the process died) after it.
      expect(stored.body.version).toBeGreaterThanOrEqual(acknowledged.version);
      expect(stored.body.version).toBeLessThanOrEqual(acknowledged.version + 1);
      if (stored.body.version === acknowledged.version) expect(stored.body.code).toBe(acknowledged.code);
      version = stored.body.version;
    }
    expect(acknowledgedCount).toBeGreaterThan(10);
  }, 180_000);
});
