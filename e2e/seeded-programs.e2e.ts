import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type SeededProgram, seededPrograms } from '../src/server/db/seed-content/programs.ts';
import { setUpJourney } from './support/journey.ts';
import { signInThroughApi } from './support/session.ts';
import { exactly, text } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

/**
 * Our own content works (issue 24): every seeded practical guide and every Academy activity, opened
 * as a student finds it and in the language it is written in, runs in the simulator without a
 * traceback for its first seconds after Run. The unit test (seeded-programs.test.ts) runs the same
 * programs headless for longer; this is the page: the guide's circuit drawn, the libraries loaded
 * by the page's own worker, the run started by the button.
 */

const journey = setUpJourney();

/** "A few seconds": long enough for the imports, the set-up and the first turns of a loop. */
const WATCH_MS = 2_500;
/** Pages working at once, from one queue: most of a run is waiting, so four overlap well. */
const PAGES = 4;

const pathOf = (program: SeededProgram) =>
  `/${program.language}/${program.kind === 'guide' ? 'practical-guide' : 'template'}/${program.id}`;

const runState = (page: Page) => page.locator('[data-run-state]').getAttribute('data-run-state');

/** What went wrong with one program, or null when it ran clean. */
const runOnce = async (page: Page, program: SeededProgram): Promise<string | null> => {
  const say = (key: string) => text(program.language, key);
  // The first program loads the app; the next ones are reached as a link would reach them, inside
  // the page (the router hears the history change), so each costs its workspace, not a whole load.
  if (page.url().startsWith('http'))
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, pathOf(program));
  else await page.goto(pathOf(program));
  await page
    .getByRole('complementary', { name: say('guideWorkspace.sidebar.label') })
    .getByRole('heading', { level: 2, name: exactly(program.heading) })
    .waitFor();
  // A guide written for blocks opens as blocks, which write its program as it is.
  if (program.view === 'blocks') {
    await page.locator('[data-blocks-view="ready"] .blocklyDraggable').first().waitFor({ timeout: 45_000 });
    const shown = await page.locator('[data-generated-code]').textContent();
    if (shown !== program.code) return `${program.name} opened as blocks that write:\n${shown}`;
  }
  await page.getByRole('button', { name: say('run.run'), exact: true }).click();
  // Four simulators starting at once on a loaded gate's two cores: MicroPython's start takes its time.
  await expect
    .poll(() => runState(page), { timeout: 45_000 })
    .toMatch(/^(running|waiting-input|finished|error)$/);
  const watchedUntil = Date.now() + WATCH_MS;
  while (Date.now() < watchedUntil && (await runState(page)) !== 'error') await page.waitForTimeout(100);
  const state = await runState(page);
  const output = await page.getByRole('log', { name: say('run.console.simulatorLog') }).innerText();
  const stop = page.getByRole('button', { name: say('run.stop'), exact: true });
  if (await stop.isVisible()) await stop.click();
  if (state === 'error' || output.includes('Traceback'))
    return `${program.name} (${pathOf(program)}) ended "${state}":\n${output}`;
  return null;
};

describe('our own content', () => {
  it('runs every seeded guide and Academy activity clean, each in its language', async () => {
    const { context } = journey;
    await skipTours(context);
    // The super admin opens every course's activities, premium and draft ones included.
    await signInThroughApi(context, 'superAdmin');
    const programs = seededPrograms();
    expect(new Set(programs.map((program) => program.language))).toEqual(new Set(['es', 'pt', 'en']));

    const queue = [...programs];
    const failures: string[] = [];
    const work = async () => {
      const page = await context.newPage();
      page.on('dialog', (dialog) => void dialog.accept());
      for (let program = queue.shift(); program; program = queue.shift()) {
        const failure = await runOnce(page, program).catch(
          (error: Error) => `${program?.name} (${program && pathOf(program)}): ${error.message}`,
        );
        if (failure) failures.push(failure);
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: PAGES }, work));
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 300_000);
});
