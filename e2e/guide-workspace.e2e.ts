import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Guide } from '../src/domain/guides.ts';
import type { Project, ProjectPage } from '../src/domain/projects.ts';
import { tourDoneKey } from '../src/web/tour/tour-storage.ts';
import { checkA11y, waitForPath } from './support/browser.ts';
import { expectOneRow, expectWhole, LAPTOP } from './support/fit.ts';
import { setUpJourney } from './support/journey.ts';
import { expectInsideViewport, PHONE, screenshotAt360 } from './support/phone.ts';
import { signInSkippingTours, signInThroughApi } from './support/session.ts';
import { exactly, type Lang, t, text } from './support/texts.ts';

const journey = setUpJourney();

/** Seeded guides: a published one whose code prints (no parts needed), and an unpublished one. */
const CPU_GUIDE = {
  id: 'practical_monitor_temperatura_cpu',
  name: 'Monitor de temperatura del procesador',
  introduction: 'Datos sin cables',
  steps: ['Importa microcontroller', 'Da formato al dato'],
};
const DRAFT_GUIDE_ID = 'practical_cerradura_teclado';
const PUBLISHED_GUIDE_ID = 'practical_puerta_automatica';

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** Soft, so one test reports every state of its page instead of stopping at the first. */

const skipTour = (context: BrowserContext, variant: 'practical-guide' | 'template') =>
  context.addInitScript((key: string) => window.localStorage.setItem(key, '1'), tourDoneKey(variant));

const sidebar = (page: Page) => page.getByRole('complementary', { name: t('guideWorkspace.sidebar.label') });
const paginator = (page: Page) => page.getByRole('navigation', { name: t('guideWorkspace.sidebar.steps') });
const circle = (page: Page, name: string) => paginator(page).getByRole('button', { name: exactly(name) });
const stepName = (number: number) =>
  t('guideWorkspace.sidebar.stepLabel', { number, name: CPU_GUIDE.steps[number - 1] ?? '' });
const pageHeading = (page: Page, name: string) =>
  sidebar(page).getByRole('heading', { level: 2, name: exactly(name) });
const currentCircle = (page: Page) =>
  paginator(page).locator('[aria-current="step"]').getAttribute('aria-label');
const makeItMine = (page: Page) => page.getByRole('button', { name: t('guideWorkspace.makeItMine.label') });
const codeEditor = (page: Page) => page.getByRole('textbox', { name: t('workspace.code.editor') });
const consoleText = (page: Page) =>
  page.getByRole('log', { name: t('run.console.simulatorLog') }).innerText();

const typeCode = async (page: Page, text: string) => {
  await codeEditor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
};

/** The editor draws only the lines on screen: the end of code.py shows once scrolled there. */
const expectAtEndOfCode = async (page: Page, text: string) => {
  await codeEditor(page).click();
  await page.keyboard.press('Control+End');
  await page.getByText(text).waitFor();
};

const apiGet = async <T>(context: BrowserContext, path: string): Promise<T> => {
  const response = await context.request.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
};

/** Any "leave this page?" prompt would mean the page thinks something is waiting to be saved. */
const recordUnloadPrompts = (page: Page) => {
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });
  return prompts;
};

describe('following a guide in the workspace', () => {
  it('a student opens a guide from home, follows its steps, runs it and makes it theirs; the guide stays as it was', async () => {
    const { context, page } = journey;
    await signInThroughApi(context, 'student');
    await page.goto('/es/home');
    const card = page.getByRole('main').getByRole('link').filter({ hasText: CPU_GUIDE.name });
    const [guidePage] = await Promise.all([context.waitForEvent('page'), card.click()]);
    await waitForPath(guidePage, `/es/practical-guide/${CPU_GUIDE.id}`);
    const prompts = recordUnloadPrompts(guidePage);

    // A first visit starts with the practical-guide tour; Esc skips it.
    const tour = guidePage.getByRole('dialog', { name: t('tour.steps.guideSidebar.title') });
    await tour.waitFor();
    await guidePage.keyboard.press('Escape');
    await tour.waitFor({ state: 'hidden' });

    await guidePage.getByRole('heading', { level: 1, name: CPU_GUIDE.name }).waitFor();
    await pageHeading(guidePage, CPU_GUIDE.introduction).waitFor();
    expect(await currentCircle(guidePage)).toBe(t('guideWorkspace.sidebar.introduction'));
    // Students read; the edit toggle is not theirs.
    expect(
      await sidebar(guidePage)
        .getByRole('radio', { name: t('guideWorkspace.sidebar.edit') })
        .count(),
    ).toBe(0);
    await checkA11y(guidePage, 'guide page, sidebar open and narrow');

    // The paginator with the mouse…
    await circle(guidePage, stepName(2)).click();
    await pageHeading(guidePage, CPU_GUIDE.steps[1] ?? '').waitFor();
    // A step without a picture says so in a slim line, not a large empty box.
    const noImage = sidebar(guidePage).getByRole('img', { name: t('guideWorkspace.sidebar.noImage') });
    expect((await noImage.boundingBox())?.height).toBeLessThanOrEqual(40);
    expect(await currentCircle(guidePage)).toBe(stepName(2));
    await sidebar(guidePage)
      .getByRole('button', { name: t('guideWorkspace.sidebar.previous') })
      .click();
    await pageHeading(guidePage, CPU_GUIDE.steps[0] ?? '').waitFor();

    // …and with the keyboard: arrows and Home on the circles, Enter on Next.
    await circle(guidePage, stepName(1)).focus();
    await guidePage.keyboard.press('ArrowRight');
    await pageHeading(guidePage, CPU_GUIDE.steps[1] ?? '').waitFor();
    expect(await guidePage.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      stepName(2),
    );
    await guidePage.keyboard.press('Home');
    await pageHeading(guidePage, CPU_GUIDE.introduction).waitFor();
    await sidebar(guidePage)
      .getByRole('button', { name: t('guideWorkspace.sidebar.next') })
      .focus();
    await guidePage.keyboard.press('Enter');
    await pageHeading(guidePage, CPU_GUIDE.steps[0] ?? '').waitFor();

    // Wide, then the instructions collapse and come back.
    await sidebar(guidePage)
      .getByRole('button', { name: t('guideWorkspace.sidebar.wide') })
      .click();
    const narrowWidth = 340;
    await eventually(async () => (await sidebar(guidePage).boundingBox())?.width ?? 0).toBeGreaterThan(
      narrowWidth,
    );
    await checkA11y(guidePage, 'guide page, sidebar open and wide');
    const hide = sidebar(guidePage).getByRole('button', {
      name: t('guideWorkspace.sidebar.hideInstructions'),
    });
    await hide.click();
    await paginator(guidePage).waitFor({ state: 'hidden' });
    await sidebar(guidePage)
      .getByRole('button', { name: t('guideWorkspace.sidebar.showInstructions') })
      .click();
    await pageHeading(guidePage, CPU_GUIDE.steps[0] ?? '').waitFor();

    // Its code runs in the simulator.
    await guidePage.getByRole('button', { name: t('run.run'), exact: true }).click();
    await eventually(() => consoleText(guidePage)).toContain('CPU:');
    await guidePage.getByRole('button', { name: t('run.stop'), exact: true }).click();
    await guidePage.locator('[data-run-state="stopped"]').waitFor();

    // Make it mine, untouched: the guide as stored becomes a project of the student, in a new tab.
    const [storedCopy] = await Promise.all([context.waitForEvent('page'), makeItMine(guidePage).click()]);
    await waitForPath(storedCopy, /^\/es\/board\/[^/]+$/);
    await storedCopy.getByRole('heading', { level: 1, name: CPU_GUIDE.name }).waitFor();
    await storedCopy.close();

    // Edits are free and never saved: no "unsaved" status.
    await typeCode(guidePage, '\n# mi cambio');
    await guidePage.getByText('# mi cambio').waitFor();
    expect(await guidePage.locator('[data-save-status]').getAttribute('data-save-status')).toBe('off');

    // Make it mine after an edit: the copy holds the edit.
    const [copyPage] = await Promise.all([context.waitForEvent('page'), makeItMine(guidePage).click()]);
    await waitForPath(copyPage, /^\/es\/board\/[^/]+$/);
    await copyPage.getByRole('heading', { level: 1, name: CPU_GUIDE.name }).waitFor();
    await copyPage.getByText('# mi cambio').waitFor();
    const copyId = decodeURIComponent(new URL(copyPage.url()).pathname.split('/').at(-1) ?? '');
    const copy = await apiGet<Project>(context, `/api/projects/${copyId}`);
    expect(copy).toMatchObject({ name: CPU_GUIDE.name, category: 'iot', permission: 'owner' });
    expect(copy.code).toContain('microcontroller.cpu.temperature');
    expect(copy.code).toContain('# mi cambio');
    const mine = await apiGet<ProjectPage>(context, '/api/projects');
    expect(mine.items.map((item) => item.id)).toContain(copyId);
    expect(mine.items.filter((item) => item.name === CPU_GUIDE.name)).toHaveLength(2);
    await copyPage.close();

    // The guide itself is unchanged: a reload shows its own code, with no prompt on the way.
    await guidePage.reload();
    await guidePage.getByText('microcontroller.cpu.temperature').waitFor();
    expect(await guidePage.getByText('# mi cambio').count()).toBe(0);
    expect(prompts).toEqual([]);
    const guide = await apiGet<Guide>(context, `/api/guides/${CPU_GUIDE.id}`);
    expect(guide.project.code).not.toContain('# mi cambio');

    // On a phone the guide covers the workspace and is still followed step by step.
    await guidePage.setViewportSize(PHONE);
    await pageHeading(guidePage, CPU_GUIDE.introduction).waitFor();
    const box = await sidebar(guidePage).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(350);
    await sidebar(guidePage)
      .getByRole('button', { name: t('guideWorkspace.sidebar.next') })
      .click();
    await pageHeading(guidePage, CPU_GUIDE.steps[0] ?? '').waitFor();
    await makeItMine(guidePage).waitFor();
    await checkA11y(guidePage, 'guide page at 360 px');
    await screenshotAt360(guidePage, 'guide');
  });

  // Three languages, each loaded afresh: longer than one page's journey.
  it('the workspace says every label whole at 1280 and 360 px, in Spanish, Portuguese and English', async () => {
    const { context, page } = journey;
    await signInSkippingTours(context, 'student');
    for (const lang of ['pt', 'es', 'en'] satisfies Lang[]) {
      await page.setViewportSize(LAPTOP);
      await page.goto(`/${lang}/practical-guide/${CPU_GUIDE.id}`);
      const code = page.getByRole('region', { name: text(lang, 'workspace.code.label') });
      const run = code.getByRole('button', { name: text(lang, 'run.run'), exact: true });
      const tabs = code.getByRole('tab');
      // A narrow code pane may show Run as its icon (named by its word), never a piece of the word.
      await expectWhole(run, `Run in ${lang}`);
      await run.click();
      await page.locator('[data-run-state="running"]').waitFor();
      await expectWhole(page.locator('[data-run-state]'), `the running state in ${lang}`);
      await code.getByRole('button', { name: text(lang, 'run.stop'), exact: true }).click();
      await page.locator('[data-run-state="stopped"]').waitFor();
      await expectWhole(page.locator('[data-run-state]'), `the stopped state in ${lang}`);
      await expectWhole(code.getByRole('tablist'), `the console's tabs in ${lang}`);
      await expectOneRow(tabs, `the console's tabs in ${lang}`);
      await expectWhole(
        page.getByRole('button', { name: text(lang, 'guideWorkspace.makeItMine.label') }),
        lang,
      );
      // A phone: the guide over the workspace, the bar's buttons whole (Make it mine as its icon).
      await page.setViewportSize(PHONE);
      await page
        .getByRole('complementary', { name: text(lang, 'guideWorkspace.sidebar.label') })
        .getByRole('heading', { level: 2, name: exactly(CPU_GUIDE.introduction) })
        .waitFor();
      for (const button of await page.getByRole('banner').getByRole('button').all())
        await expectWhole(button, `the bar at 360 px in ${lang}`);
    }
  }, 120_000);

  it('a student typing the address of an unpublished guide sees that it is not there, with a way back', async () => {
    const { context, page } = journey;
    await signInThroughApi(context, 'student');
    await page.goto(`/es/practical-guide/${DRAFT_GUIDE_ID}`);
    await page.getByRole('heading', { level: 1, name: t('guideWorkspace.notFound.title') }).waitFor();
    await checkA11y(page, 'guide not found');
    await page.getByRole('link', { name: t('guideWorkspace.notFound.recommended') }).click();
    await waitForPath(page, '/es/recommended-projects');
  });

  it("a super admin edits an unpublished guide's project (template editing); it is saved to the guide", async () => {
    const { context, page } = journey;
    await signInThroughApi(context, 'superAdmin');
    await skipTour(context, 'practical-guide');
    await page.goto(`/es/practical-guide/${DRAFT_GUIDE_ID}`);
    // The toggle's radios are drawn as labels: a person clicks the label.
    await sidebar(page)
      .getByText(exactly(t('guideWorkspace.sidebar.edit')))
      .click();
    await waitForPath(page, `/es/practical-guide/${DRAFT_GUIDE_ID}?edit=1`);

    // The template tour greets the first template editing.
    const tour = page.getByRole('dialog', { name: t('tour.steps.templateBadge.title') });
    await tour.waitFor();
    await page.keyboard.press('Escape');
    await tour.waitFor({ state: 'hidden' });

    await page.getByText(t('guideWorkspace.templateBadge')).waitFor();
    const status = page.getByRole('status').filter({ hasText: t('workspace.save.saved') });
    await status.waitFor();
    await checkA11y(page, 'template editing');

    const before = await apiGet<Guide>(context, `/api/guides/${DRAFT_GUIDE_ID}`);
    await typeCode(page, '\n# nota de la plantilla');
    await eventually(
      async () => (await apiGet<Guide>(context, `/api/guides/${DRAFT_GUIDE_ID}`)).project.code,
    ).toContain('# nota de la plantilla');
    await status.waitFor();
    const after = await apiGet<Guide>(context, `/api/guides/${DRAFT_GUIDE_ID}`);
    expect(after.version).toBeGreaterThan(before.version);
    // Saved to the guide, never to the super admin's projects.
    const mine = await apiGet<ProjectPage>(context, '/api/projects?limit=100');
    expect(mine.items.some((item) => item.name === after.name)).toBe(false);

    // Someone else saves the guide meanwhile: the next save here asks, and "reload" takes theirs.
    const theirs = await context.request.put(`/api/guides/${DRAFT_GUIDE_ID}/project`, {
      data: {
        version: after.version,
        diagram: after.project.diagram,
        code: `${after.project.code}\n# de otra persona`,
      },
    });
    expect(theirs.status(), await theirs.text()).toBe(200);
    await typeCode(page, '\n# mío');
    const conflict = page.getByRole('dialog', { name: t('guideAdmin.conflict.title') });
    await conflict.getByRole('button', { name: t('guideAdmin.conflict.reload') }).click();
    await conflict.waitFor({ state: 'hidden' });
    await expectAtEndOfCode(page, '# de otra persona');
    expect(await page.getByText('# mío').count()).toBe(0);

    // A reload shows what the guide holds.
    await page.reload();
    await expectAtEndOfCode(page, '# de otra persona');
    await status.waitFor();
    expect((await apiGet<Guide>(context, `/api/guides/${DRAFT_GUIDE_ID}`)).project.code).toContain(
      '# nota de la plantilla',
    );

    // On a phone the bar keeps the guide's name and every button on screen (the save status is its icon).
    await page.setViewportSize(PHONE);
    const bar = page.getByRole('banner');
    for (const button of await bar.getByRole('button').all())
      await expectInsideViewport(button, 'a button of the template bar at 360 px');
    expect((await bar.getByRole('heading', { level: 1 }).boundingBox())?.width).toBeGreaterThan(40);
    await status.waitFor();
    await page.setViewportSize(LAPTOP);

    // A published guide opens read-only, saying why.
    await page.goto(`/es/practical-guide/${PUBLISHED_GUIDE_ID}?edit=1`);
    await page
      .getByRole('alert')
      .filter({ hasText: t('guideWorkspace.published.title') })
      .waitFor();
    await page.getByText(t('workspace.readOnly'), { exact: true }).waitFor();
  }, 120_000);
});
