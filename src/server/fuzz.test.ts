import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.ts';
import { startFuzzer } from '../../test/fuzz/fuzzer.ts';
import { errorShapeProblems } from '../../test/fuzz/property.ts';

/**
 * Issue "Every door checked": every operation of the OpenAPI document gets generated, mostly
 * malformed requests. A fixed seed keeps CI repeatable; FUZZ_SEED / FUZZ_PATH replay what a
 * failure printed, FUZZ_RUNS changes the count. `npm run bench:fuzz` runs many more.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const PATH = process.env.FUZZ_PATH;

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

describe('every operation of the OpenAPI document, fuzzed', () => {
  it('reads the operations from the document', () => {
    const ids = fuzzer.operations.map((operation) => operation.id);
    expect(ids).toContain('PATCH /api/projects/{id}');
    expect(ids).toContain('PUT /api/projects/{id}/image');
    expect(ids.length).toBeGreaterThan(20);
  });

  it.each(fuzzer.operations.map((operation) => [operation.id, operation] as const))(
    '%s: no 5xx, one error shape, a rejected request changes nothing',
    async (id, operation) => {
      const details = await fc.check(fuzzer.property(operation), {
        seed: SEED,
        numRuns: RUNS,
        ...(PATH ? { path: PATH } : {}),
      });
      if (details.failed) {
        const replay = `npm run bench:fuzz -- --seed ${details.seed} --op '${id}' --path ${details.counterexamplePath}`;
        const cause =
          details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance;
        expect.fail(`${fc.defaultReportMessage(details)}\n\n${cause}\n\nReplay it: ${replay}`);
      }
    },
    120_000,
  );
});
