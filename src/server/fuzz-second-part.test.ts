import { afterAll } from 'vitest';
import { buildTestApp } from '../../test/app.ts';
import { startFuzzer } from '../../test/fuzz/fuzzer.ts';
import { fuzzOperations } from '../../test/fuzz/operations-suite.ts';

/**
 * The second half of the OpenAPI operations, fuzzed as in fuzz.test.ts on an app of its own: the
 * fuzzing was the one long file, and vitest runs files side by side but a file's tests in turn.
 */
const testApp = await buildTestApp();
const fuzzer = await startFuzzer(testApp);
afterAll(() => testApp.close());

fuzzOperations(fuzzer, 1);
