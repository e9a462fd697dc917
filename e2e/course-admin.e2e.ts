import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AcademyCourses, CourseDetail, CourseListPage } from '../src/domain/academy.ts';
import {
  checkA11y as checkPageA11y,
  newContext,
  recordApiCalls,
  settle,
  waitForPath,
} from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { screenshotAt360 } from './support/phone.ts';
import { signInThroughApi } from './support/session.ts';
import { exactly, field, t } from './support/texts.ts';

const journey = setUpJourney();

const PAGE_PATH = '/es/create-groups-management';
const NAME = 'Domótica E2E';
/** The seeded free course: the tutor's group is enrolled in it. */
const COURSE_WITH_GROUPS = 'Electrónica básica con Raspberry Pi Pico';

const checkA11y = async (page: Page, label: string) => {
  await settle(page);
  await checkPageA11y(page, label);
};

const getJson = async <T>(page: Page, path: string): Promise<T> => {
  const response = await page.request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
};

/** The server's course named exactly `name`, with its content. */
const serverCourse = async (page: Page, name: string): Promise<CourseDetail> => {
  const { items } = await getJson<CourseListPage>(
    page,
    `/api/courses?${new URLSearchParams({ search: name, limit: '100' })}`,
  );
  const found = items.find((course) => course.name === name);
  if (!found) throw new Error(`no course named ${name}`);
  return getJson<CourseDetail>(page, `/api/courses/${found.id}`);
};

const table = (page: Page) => page.getByRole('table', { name: t('courseAdmin.table.label') });

const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByText(exactly(name)) });

/** The whole label, with the required mark if any: 'Nombre' must not find 'Nombre del curso'. */

const moduleGroup = (scope: Locator, number: number) =>
  scope.getByRole('group', { name: t('courseAdmin.modules.legend', { number }), exact: true });

const activityGroup = (scope: Locator, kind: 'classActivities' | 'homeActivities', module: number) =>
  scope.getByRole('group', {
    name: t(`courseAdmin.activity.legend.${kind}`, { number: 1, module }),
    exact: true,
  });

const fillActivity = async (group: Locator, name: string) => {
  await field(group, t('courseAdmin.activity.name')).fill(name);
  await field(group, t('courseAdmin.activity.initialDescription')).fill(`Arma el circuito de ${name}.`);
  await field(group, t('courseAdmin.activity.introduction')).fill(`En ${name} aprenderás algo nuevo.`);
};

const studentSeesCourse = async (page: Page, name: string) => {
  const { free, premium } = await getJson<AcademyCourses>(page, '/api/academy/courses');
  return [...free, ...premium].some((course) => course.name === name);
};

describe('course management', () => {
  it('lets a super admin create a course with modules and activities and publish it into the academy', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'superAdmin');
    await page.goto('/es/home');
    const nav = page.getByRole('navigation', { name: t('nav.label') });
    await nav.getByRole('button', { name: t('nav.superAdmin'), exact: true }).click();
    await settle(page);
    await nav.getByRole('link', { name: t('nav.courseManagement') }).click();
    await waitForPath(page, PAGE_PATH);
    await page.getByRole('heading', { level: 1, name: t('courseAdmin.title') }).waitFor();
    await row(page, COURSE_WITH_GROUPS).waitFor();
    await checkA11y(page, 'course management page');
    await screenshotAt360(page, 'course-management', undefined, {
      cards: page.getByRole('table', { name: t('courseAdmin.table.label') }),
    });

    // A student has the academy open, in a browser of their own: no such course there yet.
    const studentContext = await newContext(journey.browser, journey.server.url);
    await signInThroughApi(studentContext, 'student');
    const studentPage = await studentContext.newPage();
    await studentPage.goto('/es/academy');
    const studentCard = studentPage.getByRole('link').filter({ hasText: NAME });
    await studentPage.locator('main a[data-course]').first().waitFor();
    expect(await studentCard.count()).toBe(0);
    expect(await studentSeesCourse(studentPage, NAME)).toBe(false);

    // Create: without the required fields nothing is sent, and the spec's message shows.
    const calls = recordApiCalls(page);
    await page.getByRole('button', { name: t('courseAdmin.list.new') }).click();
    const modal = page.getByRole('dialog', { name: t('courseAdmin.editor.createTitle') });
    await modal.getByRole('button', { name: t('courseAdmin.modules.add') }).click();
    await moduleGroup(modal, 1)
      .getByRole('button', { name: t('courseAdmin.activity.add.classActivities', { module: 1 }) })
      .click();
    await modal.getByRole('button', { name: t('courseAdmin.editor.create') }).click();
    await modal
      .getByRole('alert')
      .filter({ hasText: t('errors.COURSE_DATA_INVALID') })
      .waitFor();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('id')))
      .toBe(await field(modal, t('courseAdmin.editor.name')).getAttribute('id'));
    const firstActivity = activityGroup(modal, 'classActivities', 1);
    await firstActivity.getByText(t('validation.required')).first().waitFor();

    // Two modules with activities; a third one removed again renumbers nothing it should not.
    await field(modal, t('courseAdmin.editor.name')).fill(NAME);
    await field(modal, t('courseAdmin.editor.description')).fill('Luces y sensores de una casa inteligente.');
    await fillActivity(firstActivity, 'Luz automática');
    await modal.getByRole('button', { name: t('courseAdmin.modules.add') }).click();
    await modal.getByRole('button', { name: t('courseAdmin.modules.add') }).click();
    await field(moduleGroup(modal, 3), t('courseAdmin.modules.name', { number: 3 })).fill('Sensores');
    await moduleGroup(modal, 2)
      .getByRole('button', { name: t('courseAdmin.modules.remove', { number: 2 }) })
      .click();
    await expect.poll(() => moduleGroup(modal, 3).count()).toBe(0);
    // The keyboard focus is not lost with the removed module: it waits on 'add module'.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(t('courseAdmin.modules.add'));
    expect(
      await field(moduleGroup(modal, 2), t('courseAdmin.modules.name', { number: 2 })).inputValue(),
    ).toBe('Sensores');
    await moduleGroup(modal, 2)
      .getByRole('button', { name: t('courseAdmin.activity.add.homeActivities', { module: 2 }) })
      .click();
    // A new activity takes the focus to its name, ready to type.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-path')))
      .toBe('modules.1.homeActivities.0.name');
    await fillActivity(activityGroup(modal, 'homeActivities', 2), 'Alarma de puerta');
    await checkA11y(page, 'course editor, creating');
    await screenshotAt360(page, 'course-modal', undefined, { fits: modal });

    await modal.getByRole('button', { name: t('courseAdmin.editor.create') }).click();
    await page.getByText(t('courseAdmin.editor.created', { name: NAME })).waitFor();
    await modal.waitFor({ state: 'hidden' });
    await row(page, NAME).getByText(t('courseAdmin.status.draft')).waitFor();
    const created = await serverCourse(page, NAME);
    expect(created).toMatchObject({ isPublished: false, modality: 'free', institution: '', moduleCount: 2 });
    expect(
      created.content.modules.map((m) => [
        m.number,
        m.name,
        m.lessons[0]?.classActivities.map((a) => a.name),
        m.lessons[0]?.homeActivities.map((a) => a.name),
      ]),
    ).toEqual([
      ['1', 'Módulo 1', ['Luz automática'], []],
      ['2', 'Sensores', [], ['Alarma de puerta']],
    ]);

    // The modules modal lists both modules and their activities.
    await row(page, NAME)
      .getByRole('button', { name: t('courseAdmin.table.showModules', { name: NAME }) })
      .click();
    const modules = page.getByRole('dialog', { name: t('courseAdmin.modulesModal.title', { name: NAME }) });
    await modules.getByText(exactly('Alarma de puerta')).waitFor();
    await modules
      .getByRole('heading', { name: t('courseAdmin.modulesModal.module', { number: 2, name: 'Sensores' }) })
      .waitFor();
    await modules.getByText(exactly('Luz automática')).waitFor();
    await checkA11y(page, 'modules modal');
    await page.keyboard.press('Escape');
    await modules.waitFor({ state: 'hidden' });

    // The cover: saving without a new file changes nothing and says so; a PNG is stored.
    await row(page, NAME)
      .getByRole('button', { name: t('courseAdmin.table.edit', { name: NAME }) })
      .click();
    const editor = page.getByRole('dialog', { name: t('courseAdmin.editor.editTitle') });
    await editor.getByRole('button', { name: t('courseAdmin.cover.save') }).click();
    await editor.getByText(t('errors.IMAGE_NO_CHANGES')).waitFor();
    await editor.locator(`input[type=file][aria-label="${t('courseAdmin.cover.choose')}"]`).setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2255aa' } })
        .png()
        .toBuffer(),
    });
    await editor.getByRole('button', { name: t('courseAdmin.cover.save') }).click();
    await page.getByText(t('courseAdmin.cover.saved', { name: NAME })).waitFor();
    await editor.getByRole('img', { name: t('courseAdmin.cover.alt', { name: NAME }) }).waitFor();
    expect((await serverCourse(page, NAME)).imageUrl).toBeTruthy();
    await checkA11y(page, 'course editor, editing');

    // Someone else saves the course meanwhile: the save here is a conflict, and overwriting keeps what was typed.
    const description = field(editor, t('courseAdmin.editor.description'));
    await description.fill('Luces, sensores y alarmas de una casa inteligente.');
    const before = await serverCourse(page, NAME);
    const theirs = await context.request.put(`/api/courses/${before.id}`, {
      data: { name: NAME, description: 'Cambiada por otra persona.', version: before.version },
    });
    expect(theirs.status()).toBe(200);
    await editor.getByRole('button', { name: t('courseAdmin.editor.save') }).click();
    const conflict = page.getByRole('dialog', { name: t('courseAdmin.conflict.title') });
    await conflict.waitFor();
    expect(await description.inputValue()).toBe('Luces, sensores y alarmas de una casa inteligente.');
    await checkA11y(page, 'course conflict');
    await conflict.getByRole('button', { name: t('courseAdmin.conflict.overwrite') }).click();
    await page.getByText(t('courseAdmin.editor.saved', { name: NAME })).waitFor();
    await editor.waitFor({ state: 'hidden' });
    const overwritten = await serverCourse(page, NAME);
    expect(overwritten.description).toBe('Luces, sensores y alarmas de una casa inteligente.');
    expect(overwritten.content.modules).toHaveLength(2);
    await row(page, NAME).locator('img').waitFor();

    // Publish after a confirmation; the student sees it in the academy.
    await row(page, NAME)
      .getByRole('button', { name: t('courseAdmin.table.publish', { name: NAME }) })
      .click();
    const confirm = page.getByRole('dialog', { name: t('courseAdmin.actions.publishTitle') });
    await checkA11y(page, 'publish confirmation');
    await confirm.getByRole('button', { name: t('courseAdmin.actions.publishConfirm') }).click();
    await page.getByText(t('courseAdmin.actions.published', { name: NAME })).waitFor();
    await row(page, NAME).getByText(t('courseAdmin.status.published')).waitFor();
    // The student's open academy shows it without a reload (the course.changed live event).
    await studentCard.waitFor({ timeout: 10_000 });
    expect(await studentCard.getAttribute('href')).toBe(`/es/academy/course/${created.id}`);
    expect(await studentSeesCourse(studentPage, NAME)).toBe(true);

    // Unpublished, it leaves the academy; deleted, it leaves the table and the server.
    await row(page, NAME)
      .getByRole('button', { name: t('courseAdmin.table.unpublish', { name: NAME }) })
      .click();
    await page
      .getByRole('dialog', { name: t('courseAdmin.actions.unpublishTitle') })
      .getByRole('button', { name: t('courseAdmin.actions.unpublishConfirm') })
      .click();
    await page.getByText(t('courseAdmin.actions.unpublished', { name: NAME })).waitFor();
    await studentCard.waitFor({ state: 'detached', timeout: 10_000 });
    await studentContext.close();
    await row(page, NAME)
      .getByRole('button', { name: t('courseAdmin.table.delete', { name: NAME }) })
      .click();
    await page
      .getByRole('dialog', { name: t('courseAdmin.actions.deleteTitle') })
      .getByRole('button', { name: t('courseAdmin.actions.deleteConfirm') })
      .click();
    await page.getByText(t('courseAdmin.actions.deleted', { name: NAME })).waitFor();
    await row(page, NAME).waitFor({ state: 'detached' });
    expect((await page.request.get(`/api/courses/${created.id}`)).status()).toBe(404);
  });

  it('keeps the filters in the address and refuses to delete a course that has groups, saying why', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'superAdmin');
    await page.goto(PAGE_PATH);
    await row(page, COURSE_WITH_GROUPS).waitFor();
    // Its description is cut at 60 characters on screen, and kept whole for screen readers and the tooltip.
    const { description } = await serverCourse(page, COURSE_WITH_GROUPS);
    expect(description.length).toBeGreaterThan(60);
    const cut = row(page, COURSE_WITH_GROUPS).getByTitle(description);
    const shown = await cut.locator('[aria-hidden="true"]').innerText();
    expect(shown).toBe(`${Array.from(description).slice(0, 60).join('').trimEnd()}…`);
    await row(page, COURSE_WITH_GROUPS)
      .getByText(description, { exact: true })
      .waitFor({ state: 'attached' });
    await page.getByRole('searchbox', { name: t('courseAdmin.filters.search') }).fill('Electrónica');
    await waitForPath(page, `${PAGE_PATH}?search=Electr%C3%B3nica`);
    await page.reload();
    await row(page, COURSE_WITH_GROUPS).waitFor();
    expect(await page.getByRole('searchbox', { name: t('courseAdmin.filters.search') }).inputValue()).toBe(
      'Electrónica',
    );
    await expect.poll(() => table(page).getByRole('row').count()).toBe(2);

    await row(page, COURSE_WITH_GROUPS)
      .getByRole('button', { name: t('courseAdmin.table.delete', { name: COURSE_WITH_GROUPS }) })
      .click();
    const confirm = page.getByRole('dialog', { name: t('courseAdmin.actions.deleteTitle') });
    await confirm.getByText(t('courseAdmin.actions.deleteGoes')).waitFor();
    await checkA11y(page, 'delete confirmation');
    await confirm.getByRole('button', { name: t('courseAdmin.actions.deleteConfirm') }).click();
    await page.getByText(t('courseAdmin.actions.deleteFailed', { name: COURSE_WITH_GROUPS })).waitFor();
    await page.getByText(t('errors.COURSE_HAS_GROUPS')).waitFor();
    await row(page, COURSE_WITH_GROUPS).waitFor();
    expect((await serverCourse(page, COURSE_WITH_GROUPS)).name).toBe(COURSE_WITH_GROUPS);
  });

  it("lets an institution admin in from the Backoffice menu, with their institution's courses and no other institution", async () => {
    const { page, context } = journey;
    const me = await signInThroughApi(context, 'institutionAdmin');
    const institution = me.roles.adminOf[0]?.name ?? '';
    expect(institution).not.toBe('');
    await page.goto('/es/home');
    const nav = page.getByRole('navigation', { name: t('nav.label') });
    await nav.getByRole('button', { name: t('nav.backoffice'), exact: true }).click();
    await settle(page);
    await nav.getByRole('link', { name: t('nav.courseManagement') }).click();
    // The Backoffice's course management, of their one institution (spec §2 institution variant).
    await waitForPath(page, `${PAGE_PATH}-test?institution=${me.roles.adminOf[0]?.id}`);
    await row(page, COURSE_WITH_GROUPS).getByText(exactly(institution)).waitFor();

    // A new course is their institution's, and 'no institution' is not offered.
    await page.getByRole('button', { name: t('courseAdmin.list.new') }).click();
    const modal = page.getByRole('dialog', { name: t('courseAdmin.editor.createTitle') });
    const select = field(modal, t('courseAdmin.editor.institution'));
    expect(await select.inputValue()).toBe(institution);
    await select.click();
    await page.getByRole('option', { name: institution }).waitFor();
    expect(await page.getByRole('option', { name: t('courseAdmin.editor.noInstitution') }).count()).toBe(0);
  });

  it('shows a student who types the address the no-access page, and the server refuses them', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    const calls = recordApiCalls(page);
    await page.goto(PAGE_PATH);
    await page.getByRole('heading', { level: 1, name: t('noAccess.title') }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(calls.filter((call) => call.startsWith('GET /api/courses'))).toEqual([]);
    await checkA11y(page, 'course management, no access');
    expect((await page.request.get('/api/courses')).status()).toBe(403);
  });
});
