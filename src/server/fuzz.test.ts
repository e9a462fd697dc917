import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.ts';
import { startFuzzer } from '../../test/fuzz/fuzzer.ts';

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

describe('every operation of the OpenAPI document, fuzzed', () => {
  it('reads the operations from the document', () => {
    const ids = fuzzer.operations.map((operation) => operation.id);
    expect(ids).toContain('PATCH /api/projects/{id}');
    expect(ids).toContain('PUT /api/projects/{id}/image');
    expect(ids.length).toBeGreaterThan(20);
  });

  it.each(fuzzer.operations.map((operation) => [operation.id, operation] as const))(
    '%s: no 5xx, one error shape, a rejected request changes nothing',
    async (_id, operation) => {
      await fc.assert(fuzzer.property(operation), {
        seed: SEED,
        numRuns: RUNS,
        ...(PATH ? { path: PATH } : {}),
      });
    },
    120_000,
  );
});
