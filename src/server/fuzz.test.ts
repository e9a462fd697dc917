import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.ts';
import { startFuzzer } from '../../test/fuzz/fuzzer.ts';
import { FUZZ_SHARDS, fuzzOperations, operationsOfShard } from '../../test/fuzz/operations-suite.ts';
import { errorShapeProblems } from '../../test/fuzz/property.ts';
import { routesOf } from './route-list.ts';

const testApp = await buildTestApp();
const fuzzer = await startFuzzer(testApp);
afterAll(() => testApp.close());

const { world } = fuzzer;
const { db } = testApp.database;

describe('the fuzz harness', () => {
  it('sees a row nobody should have written, names its table and puts it back', async () => {
    await db.execute(
      sql`insert into colors (id, name, names, hex) values ('fuzz-probe', 'probe', '{"es":"probe","pt":"probe","en":"probe"}', '#000000')`,
    );
    expect(await world.changes()).toEqual(['colors']);
    await world.reset(['colors']);
    expect(await world.changes()).toEqual([]);
  });

  it('sees a changed row behind a session, and a stored file left behind', async () => {
    await db.execute(sql`update users set name = name || '!'`);
    await writeFile(path.join(testApp.dataDir, 'files', 'images', 'left-behind.png'), 'x');
    expect(await world.changes()).toEqual(['(stored files)', 'users']);
    await world.reset(['(stored files)', 'users']);
    expect(await world.changes()).toEqual([]);
  });

  it("does not count a session's sliding expiry as a change", async () => {
    await db.execute(sql`update sessions set expires_at = expires_at + interval '1 day', updated_at = now()`);
    expect(await world.changes()).toEqual([]);
  });

  it('knows the one error shape', () => {
    expect(errorShapeProblems({ error: { code: 'NOT_FOUND', message: 'Not found' } }, undefined)).toEqual([]);
    expect(
      errorShapeProblems(
        { error: 'Bad Request', code: 'FST_ERR_X', message: 'm', statusCode: 400 },
        undefined,
      ),
    ).not.toEqual([]);
    expect(errorShapeProblems(null, undefined)).not.toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('gives the fuzzer its operations, each to exactly one part', () => {
    const ids = fuzzer.operations.map((operation) => operation.id);
    expect(ids).toContain('PATCH /api/projects/{id}');
    expect(ids).toContain('PUT /api/projects/{id}/image');
    expect(ids.length).toBeGreaterThan(20);
    const parts = Array.from({ length: FUZZ_SHARDS }, (_, shard) =>
      operationsOfShard(ids, shard, FUZZ_SHARDS),
    );
    expect(parts.flat().sort()).toEqual([...ids].sort());
    for (const part of parts)
      expect(part.length).toBeGreaterThanOrEqual(Math.floor(ids.length / FUZZ_SHARDS));
  });

  it('names every API route the app registers, so none escapes the fuzzer', () => {
    const ids = new Set(fuzzer.operations.map((operation) => operation.id));
    const unfuzzed = routesOf(testApp.app)
      .filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api/'))
      // The document's own pages, and paths ending in a wildcard, which OpenAPI cannot state: the
      // access matrix and their features' tests cover those (better-auth's endpoint, stored files).
      .filter((route) => !route.url.startsWith('/api/docs') && !route.url.endsWith('/*'))
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((id) => !ids.has(id));
    expect(unfuzzed, 'routes missing from the OpenAPI document').toEqual([]);
    expect(ids).toContain('GET /api/site-settings');
  });
});

// The other part runs in fuzz-second-part.test.ts, beside this file.
fuzzOperations(fuzzer, 0);
