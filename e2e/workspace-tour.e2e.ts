import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tourDoneKey } from '../src/web/tour/tour-storage.ts';
import { setUpJourney } from './support/journey.ts';
import { signInThroughApi } from './support/session.ts';
import { t } from './support/texts.ts';

const journey = setUpJourney();

/** The user tour, in order: the element each step points at and the texts it shows. */
const STEPS = [
  ['project-name', 'projectName'],
  ['history', 'history'],
  ['help', 'help'],
  ['components', 'components'],
  ['canvas', 'canvas'],
  ['code', 'code'],
  ['save-status', 'saveStatus'],
] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const card = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('[data-tour-progress]') });

const openNewProject = async (page: Page) => {
  await signInThroughApi(journey.context, 'student');
  const response = await journey.context.request.post('/api/projects', {
    data: { name: 'Mi primer circuito', category: 'other' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await page.goto(`/es/board/${id}`);
};

/** The card shows step `at` (0-based) of the tour, with its title as the dialog's name. */
const expectStep = async (page: Page, at: number) => {
  const [, name] = STEPS[at] ?? [];
  if (!name) throw new Error(`no step ${at}`);
  const dialog = page.getByRole('dialog', { name: t(`tour.steps.${name}.title`) });
  await dialog.waitFor();
  await dialog.getByText(t(`tour.steps.${name}.body`)).waitFor();
  await dialog.getByText(t('tour.progress', { current: at + 1, total: STEPS.length })).waitFor();
  return dialog;
};

/** All the boxes of the step's target elements joined, as the spotlight joins them. */
const targetBox = async (page: Page, target: string): Promise<Box> => {
  const boxes = (await page
    .locator(`[data-tour="${target}"]`)
    .evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON()),
    )) as DOMRect[];
  expect(boxes.length, `elements for [data-tour="${target}"]`).toBeGreaterThan(0);
  const left = Math.min(...boxes.map((box) => box.left));
  const top = Math.min(...boxes.map((box) => box.top));
  const right = Math.max(...boxes.map((box) => box.right));
  const bottom = Math.max(...boxes.map((box) => box.bottom));
  return { x: left, y: top, width: right - left, height: bottom - top };
};

/** The spotlight covers the target (as far as it is on screen) and not much more. */
const expectSpotlightOn = async (page: Page, target: string) => {
  const spotlight = page.locator(`[data-tour-spotlight="${target}"]`);
  await spotlight.waitFor({ state: 'attached' });
  const lit = (await spotlight.boundingBox()) as Box;
  const wanted = await targetBox(page, target);
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  const visible = {
    left: Math.max(0, wanted.x),
    top: Math.max(0, wanted.y),
    right: Math.min(viewport.width, wanted.x + wanted.width),
    bottom: Math.min(viewport.height, wanted.y + wanted.height),
  };
  const where = `spotlight ${JSON.stringify(lit)} on ${target} ${JSON.stringify(wanted)}`;
  expect(lit.x, where).toBeLessThanOrEqual(visible.left + 1);
  expect(lit.y, where).toBeLessThanOrEqual(visible.top + 1);
  expect(lit.x + lit.width, where).toBeGreaterThanOrEqual(visible.right - 1);
  expect(lit.y + lit.height, where).toBeGreaterThanOrEqual(visible.bottom - 1);
  expect(lit.width * lit.height, where).toBeLessThan(
    (visible.right - visible.left + 20) * (visible.bottom - visible.top + 20),
  );
};

const isFocusInCard = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[data-tour-card]')));

const isDone = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), tourDoneKey('user'));

/** The workspace has settled after a load: the project is there and saved. */
const waitForWorkspace = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: t('workspace.save.saved') })
    .waitFor();

/**
 * axe-core on the tour card only, as the a11y journey does for whole pages: serious and critical
 * violations, listed. The workspace behind the dimming has its own journeys.
 */
const cardA11yViolations = async (page: Page): Promise<string[]> => {
  const source = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: object, options: object) => Promise<unknown> } }).axe.run(
      { include: [['[data-tour-card]']] },
      { resultTypes: ['violations'] },
    ),
  )) as AxeResults;
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(' | ')}`,
    );
};

describe('workspace guided tour', () => {
  it('starts on the first visit, walks every step with the spotlight on it, and is not shown again', async () => {
    const { page } = journey;
    await openNewProject(page);

    for (const [at, [target]] of STEPS.entries()) {
      const dialog = await expectStep(page, at);
      await expectSpotlightOn(page, target);
      expect(await isFocusInCard(page)).toBe(true);
      const isLast = at === STEPS.length - 1;
      await dialog.getByRole('button', { name: t(isLast ? 'tour.finish' : 'tour.next') }).click();
    }
    await card(page).waitFor({ state: 'detached' });
    expect(await isDone(page)).toBe('1');

    await page.reload();
    await waitForWorkspace(page);
    await page.waitForTimeout(500);
    expect(await card(page).count()).toBe(0);
  });

  it('works from the keyboard, Esc skips for good, and Help starts it again', async () => {
    const { page } = journey;
    await openNewProject(page);
    await expectStep(page, 0);
    expect(await isFocusInCard(page)).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expectStep(page, 1);
    await expectSpotlightOn(page, 'history');
    await page.keyboard.press('ArrowLeft');
    await expectStep(page, 0);
    await page.keyboard.press('ArrowLeft');
    await expectStep(page, 0);
    await page.keyboard.press('Enter');
    await expectStep(page, 1);
    await page.keyboard.press('ArrowRight');
    await expectStep(page, 2);
    await page.keyboard.press('Escape');
    await card(page).waitFor({ state: 'detached' });
    expect(await isDone(page)).toBe('1');

    await page.reload();
    await waitForWorkspace(page);
    await page.waitForTimeout(500);
    expect(await card(page).count()).toBe(0);

    const help = page.getByRole('button', { name: t('workspace.help.menu') });
    await help.click();
    await page.getByRole('menuitem', { name: t('tour.menu') }).click();
    await expectStep(page, 0);
    await expectSpotlightOn(page, 'project-name');
    await page.waitForFunction(() => Boolean(document.activeElement?.closest('[data-tour-card]')));
    await page.keyboard.press('Escape');
    await card(page).waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-tour') === 'help');
  });

  it('the open tour card has no accessibility violations', async () => {
    const { page } = journey;
    await openNewProject(page);
    await expectStep(page, 0);
    expect(await cardA11yViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectStep(page, 3);
    expect(await cardA11yViolations(page)).toEqual([]);
  });
});
