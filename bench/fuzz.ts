/**
 * Fuzzes every operation of the OpenAPI document with many more cases than `npm test` does, and
 * prints the answers by operation × status, then every failure with the seed and path that replay it.
 * Run: npm run bench:fuzz -- [--runs 10000] [--seed N] [--op 'PATCH /api/projects/{id}'] [--path P]
 * With --path (and the --seed and --op it printed) it replays that one case, shrunk to a minimum.
 * Exits 1 when a case failed: the figures are printed either way.
 */
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { openPglite } from '../src/server/db/client.ts';
import { createPglite } from '../src/server/db/pglite.ts';
import { buildTestApp } from '../test/app.ts';
import { type Fuzzer, startFuzzer } from '../test/fuzz/fuzzer.ts';
import type { Operation } from '../test/fuzz/openapi.ts';
import { describeFailure, type Outcome } from '../test/fuzz/report.ts';
import type { FuzzRequest } from '../test/fuzz/requests.ts';

interface Failure {
  operation: string;
  path: number;
  request: FuzzRequest;
  outcome: Outcome;
}

interface Tally {
  operation: string;
  byStatus: Map<number, number>;
  cases: number;
  ms: number;
  /** The slowest answer, and the path that replays it. */
  slowest: { ms: number; path: number };
}

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    op: { type: 'string' },
    path: { type: 'string' },
  },
});
const seed = args.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(args.seed);

const pickOperations = (operations: Operation[]) => {
  if (!args.op) return operations;
  const exact = operations.filter((operation) => operation.id === args.op);
  const picked =
    exact.length > 0 ? exact : operations.filter((operation) => operation.id.includes(args.op ?? ''));
  if (picked.length === 0) throw new Error(`no operation matches ${args.op}`);
  return picked;
};

const fuzzOperation = async (fuzzer: Fuzzer, operation: Operation, numRuns: number, failures: Failure[]) => {
  const tally: Tally = {
    operation: operation.id,
    byStatus: new Map(),
    cases: 0,
    ms: 0,
    slowest: { ms: 0, path: 0 },
  };
  const started = performance.now();
  // No case throws, so fast-check runs them in order and case i is path i.
  const details = await fc.check(
    fuzzer.observe(operation, (request, outcome) => {
      tally.byStatus.set(outcome.status, (tally.byStatus.get(outcome.status) ?? 0) + 1);
      if (outcome.violations.length > 0)
        failures.push({ operation: operation.id, path: tally.cases, request, outcome });
      if (outcome.ms > tally.slowest.ms) tally.slowest = { ms: outcome.ms, path: tally.cases };
      tally.cases += 1;
    }),
    { seed, numRuns },
  );
  if (details.failed) throw details.errorInstance;
  tally.ms = performance.now() - started;
  return tally;
};

const pad = (text: string | number, width: number) => String(text).padStart(width);

const printTable = (tallies: Tally[]) => {
  const statuses = [...new Set(tallies.flatMap((tally) => [...tally.byStatus.keys()]))].sort((a, b) => a - b);
  const width = Math.max(...tallies.map((tally) => tally.operation.length), 9);
  const header = [
    'operation'.padEnd(width),
    ...statuses.map((status) => pad(status, 6)),
    pad('total', 7),
    pad('ms/case', 8),
    '  slowest answer (path)',
  ];
  console.log(header.join(' '));
  for (const tally of tallies) {
    const cells = statuses.map((status) => pad(tally.byStatus.get(status) ?? '·', 6));
    console.log(
      [
        tally.operation.padEnd(width),
        ...cells,
        pad(tally.cases, 7),
        pad((tally.ms / tally.cases).toFixed(1), 8),
        `  ${tally.slowest.ms.toFixed(0)} ms (${tally.slowest.path})`,
      ].join(' '),
    );
  }
  const totals = statuses.map((status) =>
    pad(
      tallies.reduce((sum, t) => sum + (t.byStatus.get(status) ?? 0), 0),
      6,
    ),
  );
  const cases = tallies.reduce((sum, tally) => sum + tally.cases, 0);
  console.log(['total'.padEnd(width), ...totals, pad(cases, 7)].join(' '));
};

const printFailures = (failures: Failure[]) => {
  console.log(`\n${failures.length} failing case(s), seed ${seed}`);
  const shown = new Set<string>();
  for (const failure of failures) {
    const kind = `${failure.operation} ${failure.outcome.violations.map((v) => v.replace(/\d{3}/g, 'NNN')).join('; ')}`;
    console.log(
      `- ${failure.operation} path ${failure.path}: ${failure.outcome.violations.join('; ')}` +
        `  → npm run bench:fuzz -- --seed ${seed} --op '${failure.operation}' --path ${failure.path}`,
    );
    if (shown.has(kind)) continue;
    shown.add(kind);
    console.log(
      `${describeFailure(failure.operation, failure.request, failure.outcome).replace(/^/gm, '    ')}`,
    );
  }
};

const replay = async (fuzzer: Fuzzer, operation: Operation, path: string) => {
  console.log(`replaying ${operation.id}, seed ${seed}, path ${path}`);
  const details = await fc.check(fuzzer.property(operation), { seed, path });
  if (!details.failed) {
    console.log('the case passes now');
    return;
  }
  console.log(`shrunk ${details.numShrinks} time(s) to path ${details.counterexamplePath}:`);
  console.log(details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance);
  process.exitCode = 1;
};

const main = async () => {
  const started = performance.now();
  const database = openPglite(await createPglite());
  await database.migrate();
  const testApp = await buildTestApp({ sharedDatabase: database });
  try {
    const fuzzer = await startFuzzer(testApp);
    const operations = pickOperations(fuzzer.operations);
    console.log(`set-up (migrate, app, fixtures): ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (args.path !== undefined) {
      const [operation] = operations;
      if (operations.length !== 1 || !operation)
        throw new Error('--path needs an --op matching one operation');
      await replay(fuzzer, operation, args.path);
      return;
    }
    const perOperation = Math.ceil(Number(args.runs) / operations.length);
    console.log(`${operations.length} operations × ${perOperation} cases, seed ${seed}\n`);
    const failures: Failure[] = [];
    const tallies: Tally[] = [];
    const fuzzing = performance.now();
    for (const operation of operations)
      tallies.push(await fuzzOperation(fuzzer, operation, perOperation, failures));
    const seconds = (performance.now() - fuzzing) / 1000;
    printTable(tallies);
    const cases = tallies.reduce((sum, tally) => sum + tally.cases, 0);
    console.log(`\n${cases} cases in ${seconds.toFixed(1)} s: ${(cases / seconds).toFixed(0)} cases/s`);
    printFailures(failures);
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    await testApp.close();
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
