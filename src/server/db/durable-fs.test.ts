import fs, { readlinkSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDataDir } from '../../../test/embedded-server.ts';
import { type Database, openDatabase } from './client.ts';

/**
 * The embedded database on a real folder, opened as the server opens it (openDatabase): a commit must reach the disk before it is acknowledged,
 * which on Linux means an fsync of the WAL segment it was written to. Node's own fs.fsyncSync is
 * watched (not replaced), and each flushed descriptor named through /proc.
 */
let dir = '';
let database: Database;
let pglite: PGlite;

beforeAll(async () => {
  dir = await prepareDataDir('chispa-durable-');
  database = await openDatabase({ dataDir: dir });
  if (!database.pglite) throw new Error('an embedded database was expected');
  pglite = database.pglite;
  await pglite.exec('CREATE TABLE saves (id serial PRIMARY KEY, body text NOT NULL)');
}, 120_000);

afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Watches node's real fsync and names each flushed descriptor while it is still open. */
const watchFsync = () => {
  const realFsync = fs.fsyncSync;
  const flushed: string[] = [];
  const spy = vi.spyOn(fs, 'fsyncSync').mockImplementation((fd: number) => {
    flushed.push(readlinkSync(`/proc/self/fd/${fd}`));
    realFsync(fd);
  });
  return { flushed, restore: () => spy.mockRestore() };
};

describe.runIf(process.platform === 'linux')('durable embedded writes', () => {
  it('runs PostgreSQL with fsync on, flushing the WAL with fsync()', async () => {
    const settings = await pglite.query<{ name: string; setting: string }>(
      "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'wal_sync_method', 'synchronous_commit')",
    );
    expect(Object.fromEntries(settings.rows.map((row) => [row.name, row.setting]))).toEqual({
      fsync: 'on',
      wal_sync_method: 'fsync',
      synchronous_commit: 'on',
    });
  });

  it('flushes the WAL file to disk at every commit, before the commit returns', async () => {
    for (let i = 0; i < 5; i++) {
      const watch = watchFsync();
      try {
        await pglite.query('INSERT INTO saves (body) VALUES ($1)', [`save ${i}`]);
      } finally {
        watch.restore();
      }
      expect(watch.flushed.some((file) => file.startsWith(path.join(dir, 'db', 'pg_wal')))).toBe(true);
    }
  });

  it('flushes data files and folders at a checkpoint', async () => {
    await pglite.query('INSERT INTO saves (body) VALUES ($1)', ['before the checkpoint']);
    const watch = watchFsync();
    try {
      await pglite.exec('CHECKPOINT');
    } finally {
      watch.restore();
    }
    expect(watch.flushed.some((file) => file.startsWith(path.join(dir, 'db', 'base')))).toBe(true);
    // Folders too, so that files PostgreSQL created or renamed keep their names after a power cut.
    expect(watch.flushed).toContain(path.join(dir, 'db', 'pg_xact'));
  });
});
