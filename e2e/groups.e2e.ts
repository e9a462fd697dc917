import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MyGroup } from '../src/domain/groups.ts';
import { checkA11y as checkPageA11y, settle, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { screenshotAt360 } from './support/phone.ts';
import { keepPicture } from './support/pictures.ts';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/session.ts';
import { exactly, field, t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

const journey = setUpJourney();

/** The seeded free course and its group: the demo tutor leads it, both demo students are in it. */
const FREE_COURSE = 'Electrónica básica con Raspberry Pi Pico';
const DEMO_GROUP = '3.º A — Electrónica';
const NEW_GROUP = { name: 'Robótica E2E', schedule: 'Viernes, 15:00' };
const UNKNOWN = 'nadie@chispa.test';
const NO_ADDRESS = 'no es un correo';

const SHOTS = path.join('.test-results', 'e2e', 'groups');

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

const checkA11y = async (page: Page, label: string) => {
  await settle(page);
  await checkPageA11y(page, label);
};

/** The whole label, with the required mark if any. */

const choose = async (page: Page, select: Locator, option: string | RegExp) => {
  await select.click();
  await page.getByRole('option', { name: option }).click();
};

const table = (page: Page) => page.getByRole('table', { name: t('groups.admin.table.label') });
const rows = (page: Page) => table(page).getByRole('row');
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByText(exactly(name)) });

const myGroups = async (page: Page) => {
  const response = await page.request.get('/api/me/groups');
  expect(response.status()).toBe(200);
  return (await response.json()) as MyGroup[];
};

describe('groups', () => {
  it('a super admin creates a group, pastes its students (an unknown address is invited, never named) and filters the table, which survives a reload', async () => {
    const { context, page } = journey;
    await skipTours(context);
    await signInThroughApi(context, 'superAdmin');
    await page.goto('/es/home');
    const nav = page.getByRole('navigation', { name: t('nav.label') });
    await nav.getByRole('button', { name: t('nav.superAdmin'), exact: true }).click();
    await nav.getByRole('link', { name: t('nav.groupManagement'), exact: true }).click();
    await waitForPath(page, '/es/groups-management');
    await row(page, DEMO_GROUP).waitFor();
    await checkA11y(page, 'groups-management');

    // Create: name, schedule, course and mentor are required (spec §5).
    await page.getByRole('button', { name: t('groups.admin.list.new') }).click();
    const editor = page.getByRole('dialog', { name: t('groups.admin.editor.createTitle') });
    await editor.getByRole('button', { name: t('groups.admin.editor.create') }).click();
    await editor.getByText(t('validation.required')).first().waitFor();
    await field(editor, t('groups.admin.editor.name')).fill(NEW_GROUP.name);
    await field(editor, t('groups.admin.editor.schedule')).fill(NEW_GROUP.schedule);
    await choose(page, field(editor, t('groups.admin.editor.course')), FREE_COURSE);
    await choose(page, field(editor, t('groups.admin.editor.mentor')), new RegExp(DEMO_ACCOUNTS.tutor.email));
    await checkA11y(page, 'group editor');
    await editor.getByRole('button', { name: t('groups.admin.editor.create') }).click();
    await editor.waitFor({ state: 'hidden' });
    const created = row(page, NEW_GROUP.name);
    await created.getByText(DEMO_ACCOUNTS.tutor.name).waitFor();
    expect(await created.getByRole('cell').nth(4).textContent()).toBe('0');

    // Students pasted one a line: the school's own student is added, the unknown address invited
    // (issue 27: counted, never told apart from an account), and a line that is no address stays.
    await created.getByRole('button', { name: t('groups.admin.table.manageStudents', NEW_GROUP) }).click();
    const students = page.getByRole('dialog', { name: t('groups.admin.students.title', NEW_GROUP) });
    await students.getByText(t('groups.admin.students.empty')).waitFor();
    const box = field(students, t('groups.admin.students.addLabel'));
    await box.fill(`${DEMO_ACCOUNTS.student2.email}\n${UNKNOWN}\n${NO_ADDRESS}\n`);
    await students.getByRole('button', { name: exactly(t('groups.admin.students.add')) }).click();
    const report = students.getByTestId('add-report');
    await report.getByText(t('groups.admin.students.added_one', { count: 1 })).waitFor();
    await report.getByText(t('groups.admin.students.invited_one', { count: 1 })).waitFor();
    await report.getByText(t('groups.admin.students.invalid_one', { count: 1 })).waitFor();
    expect(await report.getByText(UNKNOWN).count()).toBe(0);
    expect(await box.inputValue()).toBe(NO_ADDRESS);
    const pending = students.getByRole('list', { name: t('groups.admin.pending.listLabel') });
    await pending.getByText(UNKNOWN).waitFor();
    const list = students.getByRole('list', { name: t('groups.admin.students.listLabel') });
    await list.getByText(DEMO_ACCOUNTS.student2.name).waitFor();
    await field(students, t('groups.admin.students.filter')).fill('MATEO');
    await list.getByText(DEMO_ACCOUNTS.student2.email).waitFor();
    await checkA11y(page, 'students modal');
    await page.keyboard.press('Escape');
    await students.waitFor({ state: 'hidden' });
    await eventually(() => created.getByRole('cell').nth(4).textContent()).toBe('1');

    // Filters go to the URL and come back with it.
    await field(page.locator('main'), t('groups.admin.filters.name')).fill('robótica e2e');
    await eventually(() => rows(page).count()).toBe(2);
    await choose(
      page,
      field(page.locator('main'), t('groups.admin.filters.mentorId')),
      DEMO_ACCOUNTS.tutor.name,
    );
    await eventually(async () => new URL(page.url()).searchParams.get('mentorId')).toBeTruthy();
    expect(new URL(page.url()).searchParams.get('name')).toBe('robótica e2e');
    await page.reload();
    await created.waitFor();
    expect(await rows(page).count()).toBe(2);
    expect(await field(page.locator('main'), t('groups.admin.filters.name')).inputValue()).toBe(
      'robótica e2e',
    );
    await page.getByRole('button', { name: t('groups.admin.filters.clear') }).click();
    await row(page, DEMO_GROUP).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await keepPicture(page, path.join(SHOTS, 'groups-management.png'), { fullPage: true });
    await screenshotAt360(page, 'groups-management', undefined, { cards: table(page) });
  });

  it('a student with one group of the course opens Groups and lands on their backoffice', async () => {
    const { context, page } = journey;
    await skipTours(context);
    const me = await signInThroughApi(context, 'student');
    await page.goto('/es/home');
    await page
      .getByRole('navigation', { name: t('nav.label') })
      .getByRole('link', { name: t('nav.courses') })
      .click();
    await waitForPath(page, '/es/groups');
    await page.getByRole('heading', { level: 1, name: t('groups.page.studentTitle') }).waitFor();
    const [group] = await myGroups(page);
    if (!group) throw new Error('the demo student has no group');
    const card = page.getByRole('link', { name: new RegExp(FREE_COURSE) });
    await checkA11y(page, 'groups (student)');
    await screenshotAt360(page, 'groups-student', () => card.waitFor(), { reload: true });
    const expected = `/es/student/${me.user.id}?${new URLSearchParams({
      groupId: group.id,
      studentName: DEMO_ACCOUNTS.student.name,
    })}`;
    expect(await card.getAttribute('href')).toBe(expected);
    const landed = page.waitForURL((url) => url.pathname === `/es/student/${me.user.id}`);
    await card.click();
    await landed;
  });

  it("the tutor's first visit starts the tour once; a course's popup lists its groups and one opens its grades", async () => {
    const { context, page } = journey;
    await signInThroughApi(context, 'tutor');
    await page.goto('/es/groups');
    await page.getByRole('heading', { level: 1, name: t('groups.page.tutorTitle') }).waitFor();
    for (const step of ['groupsHeading', 'groupsCourse']) {
      const card = page.getByRole('dialog', { name: t(`tour.steps.${step}.title`) });
      await card.waitFor();
      const next = t(step === 'groupsCourse' ? 'tour.finish' : 'tour.next');
      await card.getByRole('button', { name: exactly(next) }).click();
    }
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await checkA11y(page, 'groups (tutor)');
    await page.reload();
    const course = page.getByRole('button', { name: new RegExp(FREE_COURSE) });
    await course.waitFor();
    await settle(page);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await course.click();
    const popup = page.getByRole('dialog', { name: t('groups.popup.title', { course: FREE_COURSE }) });
    const demo = (await myGroups(page)).find((group) => group.name === DEMO_GROUP);
    if (!demo) throw new Error('the demo tutor does not lead the demo group');
    const link = popup.getByRole('link', { name: new RegExp(demo.schedule) });
    await link.waitFor();
    expect(await popup.getByRole('link', { name: new RegExp(NEW_GROUP.schedule) }).count()).toBe(1);
    await checkA11y(page, 'groups popup');
    await keepPicture(page, path.join(SHOTS, 'groups-popup.png'));
    await screenshotAt360(page, 'groups-popup', () => link.waitFor(), { fits: popup });
    const landed = page.waitForURL((url) => url.pathname === `/es/grades/${demo.id}`);
    await link.click();
    await landed;
  });
});
