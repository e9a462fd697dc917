import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../../test/app.ts';
import { adminUrl, findPostgresBin } from '../../../test/postgres.ts';
import { type Database, openPostgres } from './client.ts';

/**
 * The PostgreSQL recipe of docs/deploy.md ("Backup and restore"), run as written: pg_dump -Fc of
 * a live database, pg_restore into a new one, and the app on the restored copy finds the same
 * session and projects and migrates nothing. Only with TEST_DATABASE_URL (npm run test:pg).
 */
const url = process.env.TEST_DATABASE_URL;
const bin = findPostgresBin();
const restoredName = `chispa_restored_${process.pid}`;

let source: TestApp;
let restored: Database | undefined;
let work = '';

const connectionOf = (database: Database) =>
  (database.pool as unknown as { options: { connectionString: string } }).options.connectionString;

beforeAll(async () => {
  if (!url || !bin) return;
  source = await buildTestApp();
  work = await mkdtemp(path.join(tmpdir(), 'chispa-pgdump-'));
});

afterAll(async () => {
  if (!url || !bin) return;
  await restored?.close();
  await source?.close();
  const admin = openPostgres(adminUrl(url));
  await admin.pool?.query(`drop database if exists ${restoredName} with (force)`);
  await admin.close();
  await rm(work, { recursive: true, force: true });
});

describe.runIf(url && bin)('PostgreSQL backup recipe (pg_dump -Fc / pg_restore)', () => {
  it('restores a live database into a new one the app serves as before', async () => {
    const { cookie } = await signUp(source.app);
    const headers = { cookie, origin: TEST_ORIGIN };
    const created = await source.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'Respaldo', category: 'robotics' },
    });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json() as { id: string; version: number };
    const saved = await source.app.inject({
      method: 'PATCH',
      url: `/api/projects/${id}`,
      headers,
      payload: { version, code: 'print("antes del respaldo")' },
    });
    expect(saved.statusCode).toBe(200);

    const dump = path.join(work, 'chispa.dump');
    execFileSync(path.join(bin ?? '', 'pg_dump'), [
      '-Fc',
      '--no-owner',
      '-f',
      dump,
      connectionOf(source.database),
    ]);
    const admin = openPostgres(adminUrl(url ?? ''));
    await admin.pool?.query(`create database ${restoredName} template template0`);
    await admin.close();
    const target = adminUrl(url ?? '', restoredName);
    execFileSync(path.join(bin ?? '', 'pg_restore'), ['--no-owner', '--exit-on-error', '-d', target, dump]);

    restored = openPostgres(target);
    await restored.migrate(); // finds every migration applied
    const app = await buildTestApp({ sharedDatabase: restored });
    try {
      const read = await app.app.inject({ method: 'GET', url: `/api/projects/${id}`, headers });
      expect(read.statusCode).toBe(200); // the same session, signed with the same secret
      expect(read.json()).toMatchObject({ version: version + 1, code: 'print("antes del respaldo")' });
    } finally {
      await app.close();
    }
  }, 120_000);
});
