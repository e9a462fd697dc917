import { describe, expect, it } from 'vitest';
import { languageOf } from '../../../domain/code/language.ts';
import { simulate } from '../../../domain/simulator/test-support.ts';
import { seededPrograms } from './programs.ts';

/**
 * Our own content works (issue 24): every program of a seeded practical guide and of every
 * activity of the seeded courses runs on its own circuit for three simulated seconds without a
 * traceback. The browser journey (e2e/seeded-programs.e2e.ts) presses Run on the same programs.
 */

const RUN_MS = 3000;
/** What a run stopped by the test (`runFor`) leaves: not the program's error. */
const STOPPED = 'Traceback (most recent call last):\nRuntimeError: \n';

const programs = seededPrograms();

describe('seeded programs', () => {
  it('are all here', () => {
    expect(programs.length).toBeGreaterThan(20);
    // The BitDogLab guides run in MicroPython, their board's language (simulate follows the diagram).
    expect(
      programs.filter(({ diagram }) => languageOf(diagram) === 'micropython').length,
    ).toBeGreaterThanOrEqual(18);
  });

  it.each(programs)('$id runs clean', async ({ code, diagram }) => {
    const { result, output } = await simulate(code, {
      diagram,
      runFor: RUN_MS,
      callCostUs: 20,
      lines: Array.from({ length: 20 }, () => '1'),
    });
    const traceback = result.error?.traceback;
    expect(traceback === undefined || traceback === STOPPED ? 'clean' : output).toBe('clean');
  });
});
