// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { starterProjectInView } from '../blocks/starter.ts';
import { LOCALES } from '../constants.ts';
import { simulate } from './test-support.ts';

/** Virtual time after which the test ends the endless blink, as Stop ends it on the page. */
const RUN_FOR_MS = 3000;

/** Runs a starter project's code on its own diagram until `RUN_FOR_MS`; the GP25 levels it drove. */
const runStarter = async (lang: (typeof LOCALES)[number], view: 'python' | 'blocks') => {
  const { diagram, code } = starterProjectInView('pico', lang, view);
  const { drives, output } = await simulate(code, { diagram, runFor: RUN_FOR_MS });
  const levels = drives.flatMap(({ at, drive }) =>
    drive.GP25?.mode === 'output' ? [[at, drive.GP25.value] as const] : [],
  );
  return { levels, output };
};

describe('the "Start with a Pico" program', () => {
  const cases = LOCALES.flatMap((lang) =>
    (['python', 'blocks'] as const).map((view) => [lang, view] as const),
  );
  it.each(cases)(
    'blinks the Pico’s own LED every half second, with its %s comments, in %s',
    async (lang, view) => {
      const { levels, output } = await runStarter(lang, view);
      // Nothing printed and no error of its own: the only traceback is the test's stop, at a sleep.
      expect(output).toBe(
        'code.py output:\nTraceback (most recent call last):\nRuntimeError: \n\nCode done running.\n',
      );
      expect(levels).toEqual([
        [0, false],
        [0, true],
        [500, false],
        [1000, true],
        [1500, false],
        [2000, true],
        [2500, false],
        [3000, true],
      ]);
    },
  );
});
