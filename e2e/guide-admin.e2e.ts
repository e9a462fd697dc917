import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { GuideAdminSummary, GuideStats } from '../src/domain/guide-admin.ts';
import type { Guide } from '../src/domain/guides.ts';
import {
  checkA11y as checkPageA11y,
  newContext,
  recordApiCalls,
  settle,
  waitForPath,
} from './support/browser.ts';
import { expectWhole, LAPTOP } from './support/fit.ts';
import { setUpJourney } from './support/journey.ts';
import { expectRowsInReach, PHONE, screenshotAt360 } from './support/phone.ts';
import { signInThroughApi } from './support/session.ts';
import { exactly, field, type Lang, t, text } from './support/texts.ts';

const journey = setUpJourney();

const PAGE_PATH = '/es/practical-guides-management';
const NAME = 'Semáforo E2E';
const COPY = `${NAME} Copia`;

const checkA11y = async (page: Page, label: string) => {
  await settle(page);
  await checkPageA11y(page, label);
};

const image = (format: 'png' | 'gif', background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

const getJson = async <T>(page: Page, path: string): Promise<T> => {
  const response = await page.request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
};

/** The server's view of the guides named exactly `name`. */
const serverGuides = async (page: Page, name: string) => {
  const { items } = await getJson<{ items: GuideAdminSummary[] }>(
    page,
    `/api/guide-admin/guides?${new URLSearchParams({ search: name, limit: '100' })}`,
  );
  return items.filter((guide) => guide.name === name);
};

const serverGuide = async (page: Page, name: string): Promise<Guide> => {
  const [summary] = await serverGuides(page, name);
  if (!summary) throw new Error(`no guide named ${name}`);
  return getJson<Guide>(page, `/api/guides/${summary.id}`);
};

const shownStat = (page: Page, key: string) =>
  page.locator(`dd[data-stat="${key}"]`).innerText().then(Number);

const row = (page: Page, name: string) =>
  page
    .getByRole('table', { name: t('guideAdmin.table.label') })
    .getByRole('row')
    .filter({
      has: page.getByText(exactly(name)),
    });

const step = (scope: Locator, number: number) =>
  scope.getByRole('group', { name: t('guideAdmin.steps.legend', { number }), exact: true });

/** The whole label, with the required mark if any: 'Nombre' must not find 'Nombre del paso'. */

const fileInput = (scope: Locator, label: string) => scope.locator(`input[type=file][aria-label="${label}"]`);

const chooseOption = async (page: Page, scope: Locator, label: string, option: string) => {
  await field(scope, label).click();
  await page.getByRole('option', { name: option }).click();
};

describe('guide management', () => {
  it('lets a super admin write a guide with steps and images, publish, duplicate, unpublish and edit it', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'superAdmin');
    await page.goto('/es/home');
    const nav = page.getByRole('navigation', { name: t('nav.label') });
    await nav.getByRole('button', { name: t('nav.superAdmin'), exact: true }).click();
    await settle(page);
    await nav.getByRole('link', { name: t('nav.guideManagement') }).click();
    await waitForPath(page, PAGE_PATH);
    await page.getByRole('heading', { level: 1, name: t('guideAdmin.title') }).waitFor();
    await page.getByRole('table', { name: t('guideAdmin.table.label') }).waitFor();
    const stats = await getJson<GuideStats>(page, '/api/guide-admin/stats');
    await expect.poll(() => shownStat(page, 'published')).toBe(stats.published);
    expect(await shownStat(page, 'total')).toBe(stats.total);
    await checkA11y(page, 'guide management page');

    // Create: the §9 defaults are there; without a name nothing is sent and the spec's message shows.
    const calls = recordApiCalls(page);
    await page.getByRole('button', { name: t('guideAdmin.list.new') }).click();
    const drawer = page.getByRole('dialog', { name: t('guideAdmin.editor.createTitle') });
    await field(drawer, t('guideAdmin.editor.name')).waitFor();
    expect(await field(drawer, t('guideAdmin.editor.category')).inputValue()).toContain('Robótica');
    expect(await field(drawer, t('guideAdmin.editor.difficulty')).inputValue()).toBe(
      t('guides.difficulty.beginner'),
    );
    expect(await field(drawer, t('guideAdmin.editor.estimatedTime')).inputValue()).toBe('60');
    const first = step(drawer, 1);
    expect(await first.getByLabel(t('guideAdmin.steps.stepName')).inputValue()).toBe(
      'Configura los componentes básicos para la actividad.',
    );
    await drawer.getByRole('button', { name: t('guideAdmin.editor.create') }).click();
    await drawer
      .getByRole('alert')
      .filter({ hasText: t('errors.GUIDE_DATA_INVALID') })
      .waitFor();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    // Two steps with texts and an image (a GIF is refused first), and a guide image.
    await field(drawer, t('guideAdmin.editor.name')).fill(NAME);
    await field(drawer, t('guideAdmin.editor.description')).fill('Tres LEDs que se turnan.');
    await first.getByLabel(t('guideAdmin.steps.stepName')).fill('Conecta los LEDs');
    await first.getByLabel(t('guideAdmin.steps.details')).fill('Rojo en GP0\nVerde en GP2');
    await fileInput(first, t('guideAdmin.steps.chooseImage', { number: 1 })).setInputFiles({
      name: 'led.gif',
      mimeType: 'image/gif',
      buffer: await image('gif', '#00ff00'),
    });
    await first.getByText(t('errors.IMAGE_WRONG_FORMAT')).waitFor();
    await fileInput(first, t('guideAdmin.steps.chooseImage', { number: 1 })).setInputFiles({
      name: 'led.png',
      mimeType: 'image/png',
      buffer: await image('png', '#ff0000'),
    });
    await first.getByRole('img', { name: t('guideAdmin.steps.imageAlt', { number: 1 }) }).waitFor();
    await drawer.getByRole('button', { name: t('guideAdmin.steps.add') }).click();
    await step(drawer, 2).getByLabel(t('guideAdmin.steps.stepName')).fill('Escribe el código');
    await fileInput(drawer, t('guideAdmin.editor.chooseImage')).setInputFiles({
      name: 'guide.png',
      mimeType: 'image/png',
      buffer: await image('png', '#0000ff'),
    });
    await drawer.getByRole('img', { name: t('guideAdmin.editor.imageAlt') }).waitFor();

    // Reorder by keyboard: the handle keeps the focus and the move is announced.
    await drawer.getByRole('button', { name: t('guideAdmin.steps.handle', { number: 2 }) }).focus();
    await page.keyboard.press('ArrowUp');
    await page
      .getByRole('status')
      .filter({ hasText: t('guideAdmin.steps.moved', { position: 1, count: 2 }) })
      .waitFor();
    expect(await step(drawer, 1).getByLabel(t('guideAdmin.steps.stepName')).inputValue()).toBe(
      'Escribe el código',
    );
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(t('guideAdmin.steps.handle', { number: 1 }));
    await checkA11y(page, 'guide editor, creating');

    await drawer.getByRole('button', { name: t('guideAdmin.editor.create') }).click();
    await page.getByText(t('guideAdmin.editor.created', { name: NAME })).waitFor();
    await drawer.waitFor({ state: 'hidden' });
    await row(page, NAME).waitFor();
    const created = await serverGuide(page, NAME);
    expect(created).toMatchObject({
      isPublished: false,
      category: 'robotics',
      difficulty: 'beginner',
      estimatedTime: 60,
    });
    expect(created.steps.map((s) => [s.stepName, Boolean(s.image)])).toEqual([
      ['Escribe el código', false],
      ['Conecta los LEDs', true],
    ]);
    expect(created.steps[1]?.details).toEqual(['Rojo en GP0', 'Verde en GP2']);
    expect(created.imageUrl).toBeTruthy();

    // A student has recommended-projects open meanwhile, in a browser of their own.
    const studentContext = await newContext(journey.browser, journey.server.url);
    await signInThroughApi(studentContext, 'student');
    const studentPage = await studentContext.newPage();
    await studentPage.goto('/es/recommended-projects');
    await studentPage.locator('main a[href^="/es/practical-guide/"]').first().waitFor();
    const studentCard = studentPage.locator(`main a[href="/es/practical-guide/${created.id}"]`);
    expect(await studentCard.count()).toBe(0);

    // Publish: counted in the stats; the edit form is locked with the reason.
    await row(page, NAME)
      .getByRole('button', { name: t('guideAdmin.table.publish', { name: NAME }) })
      .click();
    await page.getByText(t('guideAdmin.actions.published', { name: NAME })).waitFor();
    // The student's open page shows it without a reload (live events, spec §9 cache cleared).
    await studentCard.waitFor({ timeout: 10_000 });
    await expect.poll(() => shownStat(page, 'published')).toBe(stats.published + 1);
    await row(page, NAME)
      .getByRole('button', { name: t('guideAdmin.table.edit', { name: NAME }) })
      .click();
    const editor = page.getByRole('dialog', { name: t('guideAdmin.editor.editTitle') });
    await editor.getByText(t('errors.GUIDE_PUBLISHED')).waitFor();
    const project = editor.getByRole('link', { name: t('guideAdmin.editor.editProject') });
    expect(await project.getAttribute('href')).toBe(`/es/practical-guide/${created.id}?edit=1`);
    const checks = editor.getByRole('link', { name: t('guideAdmin.editor.editChecks') });
    expect(await checks.getAttribute('href')).toBe(`/es/practical-guide/${created.id}?edit=1&checks=1`);
    expect(await field(editor, t('guideAdmin.editor.name')).isDisabled()).toBe(true);
    expect(await editor.getByRole('button', { name: t('guideAdmin.editor.save') }).count()).toBe(0);
    await checkA11y(page, 'guide editor, published');
    await editor
      .getByRole('button', { name: t('common.close') })
      .first()
      .click();
    await editor.waitFor({ state: 'hidden' });

    // Duplicate: an unpublished copy.
    await row(page, NAME)
      .getByRole('button', { name: t('guideAdmin.table.duplicate', { name: NAME }) })
      .click();
    await page.getByText(t('guideAdmin.actions.duplicated', { name: COPY })).waitFor();
    await row(page, COPY).getByText(t('guideAdmin.table.unpublished')).waitFor();
    expect((await serverGuide(page, COPY)).isPublished).toBe(false);

    // Unpublish from the editor and edit; someone else saves meanwhile: overwriting keeps their other change.
    await row(page, NAME)
      .getByRole('button', { name: t('guideAdmin.table.edit', { name: NAME }) })
      .click();
    await editor.getByRole('button', { name: t('guideAdmin.editor.unpublishToEdit') }).click();
    const name = field(editor, t('guideAdmin.editor.name'));
    await expect.poll(() => name.isEnabled()).toBe(true);
    // Unpublished, it leaves the student's open page, again without a reload.
    await studentCard.waitFor({ state: 'detached', timeout: 10_000 });
    await studentContext.close();
    const unpublished = await serverGuide(page, NAME);
    const other = await page.request.patch(`/api/guides/${unpublished.id}`, {
      data: { version: unpublished.version, description: 'Cambiada por otra persona.' },
    });
    expect(other.status()).toBe(200);
    await chooseOption(page, editor, t('guideAdmin.editor.difficulty'), t('guides.difficulty.intermediate'));
    await step(editor, 1)
      .getByLabel(t('guideAdmin.steps.explanation'))
      .fill('El bucle **alterna** los LEDs.');
    await editor.getByRole('button', { name: t('guideAdmin.editor.save') }).click();
    const conflict = page.getByRole('dialog', { name: t('guideAdmin.conflict.title') });
    await conflict.getByRole('button', { name: t('guideAdmin.conflict.overwrite') }).click();
    await page.getByText(t('guideAdmin.editor.saved', { name: NAME })).waitFor();
    await editor.waitFor({ state: 'hidden' });
    const edited = await serverGuide(page, NAME);
    expect(edited).toMatchObject({
      isPublished: false,
      difficulty: 'intermediate',
      description: 'Cambiada por otra persona.',
    });
    expect(edited.version).toBeGreaterThan(created.version);
    expect(edited.steps[0]?.explanation).toBe('El bucle **alterna** los LEDs.');

    // Filters live in the URL: a reload keeps them.
    await page.getByRole('searchbox', { name: t('guideAdmin.filters.search') }).fill(NAME);
    await waitForPath(page, `${PAGE_PATH}?${new URLSearchParams({ search: NAME })}`);
    await page.reload();
    expect(await page.getByRole('searchbox', { name: t('guideAdmin.filters.search') }).inputValue()).toBe(
      NAME,
    );
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(3);

    // Delete the copy after a confirmation.
    await row(page, COPY)
      .getByRole('button', { name: t('guideAdmin.table.delete', { name: COPY }) })
      .click();
    await page
      .getByRole('dialog', { name: t('guideAdmin.actions.deleteTitle') })
      .getByRole('button', { name: t('guideAdmin.actions.deleteConfirm') })
      .click();
    await page.getByText(t('guideAdmin.actions.deleted', { name: COPY })).waitFor();
    await row(page, COPY).waitFor({ state: 'detached' });
    expect(await serverGuides(page, COPY)).toEqual([]);
  });

  it('manages categories: create, edit, refuse to delete one with guides, delete an unused one', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'superAdmin');
    await page.goto(`${PAGE_PATH}?tab=categories`);
    const table = page.getByRole('table', { name: t('guideAdmin.categories.table.label') });
    await table.waitFor();
    await checkA11y(page, 'guide categories');

    // A category with guides says why it cannot be deleted.
    const robotics = table.getByRole('row').filter({ hasText: 'robotics' });
    const usedDelete = robotics.getByRole('button', {
      name: t('guideAdmin.categories.table.delete', { name: 'Robótica' }),
    });
    expect(await usedDelete.getAttribute('aria-disabled')).toBe('true');

    // Create: value and text are required.
    await page.getByRole('button', { name: t('guideAdmin.categories.new') }).click();
    const modal = page.getByRole('dialog', { name: t('guideAdmin.categories.modal.title.create') });
    await modal.getByRole('button', { name: t('guideAdmin.categories.modal.submit.create') }).click();
    await modal
      .getByRole('alert')
      .filter({ hasText: t('errors.CATEGORY_DATA_INVALID') })
      .waitFor();
    await modal.getByLabel(t('guideAdmin.categories.modal.value')).fill('e2e-domotica');
    await modal.getByLabel(t('guideAdmin.categories.modal.text')).fill('Domótica para la escuela');
    await modal.getByLabel(t('guideAdmin.categories.modal.name')).fill('Domótica');
    // The icon is picked from a set the app draws, not typed as an emoji a machine may lack.
    const icons = modal.getByRole('radiogroup', { name: t('guideAdmin.categories.modal.icon') });
    await icons.getByRole('radio', { name: t('guideAdmin.categories.icons.home') }).click();
    await checkA11y(page, 'category modal with its icon picker');
    await modal.getByRole('button', { name: t('guideAdmin.categories.modal.submit.create') }).click();
    await page.getByText(t('guideAdmin.categories.modal.created', { name: 'Domótica' })).waitFor();
    const created = table.getByRole('row').filter({ hasText: 'e2e-domotica' });
    await created.waitFor();
    await created.locator('svg[data-category-icon="home"]').waitFor();
    expect(await table.locator('svg[data-category-icon="robot"]').count()).toBe(1);

    // Edit its description.
    await created
      .getByRole('button', { name: t('guideAdmin.categories.table.edit', { name: 'Domótica' }) })
      .click();
    const edit = page.getByRole('dialog', { name: t('guideAdmin.categories.modal.title.edit') });
    await edit.getByLabel(t('guideAdmin.categories.modal.description')).fill('Casas que se cuidan solas.');
    await edit.getByRole('button', { name: t('guideAdmin.categories.modal.submit.edit') }).click();
    await created.getByText('Casas que se cuidan solas.').waitFor();

    // Someone files a guide under it while the delete is being confirmed: the server refuses (409).
    const deleteCreated = created.getByRole('button', {
      name: t('guideAdmin.categories.table.delete', { name: 'Domótica' }),
    });
    const confirm = page
      .getByRole('dialog', { name: t('guideAdmin.categories.delete.title') })
      .getByRole('button', { name: t('guideAdmin.categories.delete.confirm') });
    await deleteCreated.click();
    await confirm.waitFor();
    const guide = await page.request.post('/api/guides', {
      data: { name: 'Guía domótica', category: 'e2e-domotica' },
    });
    expect(guide.status()).toBe(201);
    await confirm.click();
    const refused = page.getByRole('alert').filter({ hasText: t('errors.CATEGORY_IN_USE') });
    await refused.getByText(t('guideAdmin.categories.delete.failed', { name: 'Domótica' })).waitFor();
    await expect.poll(() => deleteCreated.getAttribute('aria-disabled')).toBe('true');
    await checkA11y(page, 'guide categories, delete refused');

    // Once unused, it goes.
    const { id } = (await guide.json()) as Guide;
    expect((await page.request.delete(`/api/guides/${id}`)).status()).toBe(204);
    // The page hears of it: the delete button comes back without a reload.
    await expect.poll(() => deleteCreated.getAttribute('aria-disabled')).toBe(null);
    await deleteCreated.click();
    await confirm.click();
    await page.getByText(t('guideAdmin.categories.delete.done', { name: 'Domótica' })).waitFor();
    await created.waitFor({ state: 'detached' });
  });

  // Three languages, each loaded afresh: longer than one page's journey.
  it('says each state whole at 1280 px and fits 360 px (a card a guide, its name and actions on screen), in es, pt and en', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'superAdmin');
    for (const lang of ['pt', 'en', 'es'] satisfies Lang[]) {
      await page.setViewportSize(LAPTOP);
      await page.goto(`/${lang}/practical-guides-management`);
      const list = page.getByRole('table', { name: text(lang, 'guideAdmin.table.label') });
      for (const state of ['published', 'unpublished']) {
        const badge = list.getByText(exactly(text(lang, `guideAdmin.table.${state}`))).first();
        await expectWhole(badge, `the "${state}" badge in ${lang}`);
      }
      await page.setViewportSize(PHONE);
      await expectRowsInReach(list, `guide management in ${lang}`);
    }
    const table = page.getByRole('table', { name: t('guideAdmin.table.label') });
    await screenshotAt360(page, 'guide-admin', () => table.waitFor(), { cards: table });
    await checkA11y(page, 'guide management as cards at 360 px');
    await page.getByRole('button', { name: t('guideAdmin.list.new') }).click();
    const drawer = page.getByRole('dialog', { name: t('guideAdmin.editor.createTitle') });
    await field(drawer, t('guideAdmin.editor.name')).waitFor();
    await checkA11y(page, 'guide editor at 360 px');
    await screenshotAt360(page, 'guide-editor', undefined, { fits: drawer });
  }, 120_000);

  it('shows a student who types the address the no-access page, and the server refuses them', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    try {
      await signInThroughApi(context, 'student');
      const page = await context.newPage();
      const calls = recordApiCalls(page);
      await page.goto(PAGE_PATH);
      await page.getByRole('heading', { level: 1, name: t('noAccess.title') }).waitFor();
      await page.getByText(t('noAccess.text')).waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      expect(calls.filter((call) => call.includes('/api/guide-admin'))).toEqual([]);
      await checkA11y(page, 'guide management, no access');
      await page.getByRole('link', { name: t('noAccess.home') }).click();
      await waitForPath(page, '/es/home');

      expect((await page.request.get('/api/guide-admin/guides')).status()).toBe(403);
      expect((await page.request.post('/api/guides', { data: { name: 'Intrusa' } })).status()).toBe(403);
    } finally {
      await context.close();
    }
  });
});
