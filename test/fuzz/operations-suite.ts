import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Fuzzer } from './fuzzer.ts';
import type { Operation } from './openapi.ts';

/**
 * Issue "Every door checked": every operation of the OpenAPI document gets generated, mostly
 * malformed requests. A fixed seed keeps CI repeatable; FUZZ_SEED / FUZZ_PATH replay what a
 * failure printed, FUZZ_RUNS changes the count. `npm run bench:fuzz` runs many more.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
// 30 in the gate (the first 30 of the same fixed-seed sequence that ran 200, then 150): the gate's
// 30 minutes (docs/decisions.md, "The gate's time"); `npm run bench:fuzz` runs many more.
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const PATH = process.env.FUZZ_PATH;

/** How many test files share the operations: vitest runs files side by side, not one file's tests. */
export const FUZZ_SHARDS = 2;

/** The operations of shard `shard` (0-based) of `count`: every other one, so each gets a fair mix. */
export const operationsOfShard = <T>(operations: readonly T[], shard: number, count: number): T[] =>
  operations.filter((_, index) => index % count === shard);

/** One test per operation of `shard`: no 5xx, one error shape, a rejected request changes nothing. */
export const fuzzOperations = (fuzzer: Fuzzer, shard: number) => {
  const mine = operationsOfShard<Operation>(fuzzer.operations, shard, FUZZ_SHARDS);
  describe(`every operation of the OpenAPI document, fuzzed (part ${shard + 1} of ${FUZZ_SHARDS})`, () => {
    it.each(mine.map((operation) => [operation.id, operation] as const))(
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
};
