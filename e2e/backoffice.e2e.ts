import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SOUTH_GROUP, DEMO_SOUTH_INSTITUTION } from '../src/server/db/seed-content/school.ts';
import { checkA11y as checkPageA11y, settle, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { screenshotAt360 } from './support/phone.ts';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/session.ts';
import { exactly, field, t } from './support/texts.ts';

/**
 * The institution admin's Backoffice (spec §2 institution-scoped screens, §6): the south school's
 * admin manages only their school's course and groups, and the main school's admin sees none of it.
 */

const journey = setUpJourney();

const SOUTH_COURSE = 'Luces y señales';
const NEW_GROUP = { name: 'Señales E2E', schedule: 'Lunes, 9:00' };
const TOUR = ['menu', 'switcher', 'groups', 'newGroup', 'courses'];

const checkA11y = async (page: Page, label: string) => {
  await settle(page);
  await checkPageA11y(page, label);
};

const groupsTable = (page: Page) => page.getByRole('table', { name: t('groups.admin.table.label') });
const groupRow = (page: Page, name: string) =>
  groupsTable(page)
    .getByRole('row')
    .filter({ has: page.getByText(exactly(name)) });

const groupsPath = (institutionId: string) => `/es/groups-management-test?institution=${institutionId}`;

describe('backoffice', () => {
  it("the south admin manages their school's groups and students only, with the admin tour; the main admin sees none of it, a super admin switches to it", async () => {
    const { context, page } = journey;
    const me = await signInThroughApi(context, 'southAdmin');
    const south = me.roles.adminOf[0];
    expect(south?.name).toBe(DEMO_SOUTH_INSTITUTION);
    if (!south) return;
    await page.goto('/es/home');
    const nav = page.getByRole('navigation', { name: t('nav.label') });
    await nav.getByRole('button', { name: t('nav.backoffice'), exact: true }).click();
    await nav.getByRole('link', { name: t('nav.groupManagement'), exact: true }).click();
    await waitForPath(page, groupsPath(south.id));

    // The first visit starts the admin tour: the menu, the institution, the table, its button, courses.
    for (const step of TOUR) {
      const card = page.getByRole('dialog', { name: t(`backoffice.tour.${step}.title`) });
      await card.waitFor();
      if (step === 'groups') await checkA11y(page, 'admin tour');
      const next = t(step === 'courses' ? 'tour.finish' : 'tour.next');
      await card.getByRole('button', { name: exactly(next) }).click();
    }
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // Only the south course and its group.
    await groupRow(page, DEMO_SOUTH_GROUP.name).waitFor();
    expect(await groupsTable(page).getByRole('row').count()).toBe(2);
    await page.getByText(DEMO_SOUTH_INSTITUTION).first().waitFor();
    await checkA11y(page, 'backoffice group management');

    // A new group on the south course, which is the only one offered, led by the south tutor.
    await page.getByRole('button', { name: t('groups.admin.list.new') }).click();
    const editor = page.getByRole('dialog', { name: t('groups.admin.editor.createTitle') });
    await field(editor, t('groups.admin.editor.name')).fill(NEW_GROUP.name);
    await field(editor, t('groups.admin.editor.schedule')).fill(NEW_GROUP.schedule);
    await field(editor, t('groups.admin.editor.course')).click();
    await page.getByRole('option', { name: SOUTH_COURSE }).waitFor();
    expect(await page.getByRole('option').count()).toBe(1);
    await page.getByRole('option', { name: SOUTH_COURSE }).click();
    await field(editor, t('groups.admin.editor.mentor')).click();
    expect(await page.getByRole('option').count()).toBe(1);
    await page.getByRole('option', { name: new RegExp(DEMO_ACCOUNTS.southTutor.email) }).click();
    await checkA11y(page, 'backoffice group editor');
    await editor.getByRole('button', { name: t('groups.admin.editor.create') }).click();
    await editor.waitFor({ state: 'hidden' });
    const created = groupRow(page, NEW_GROUP.name);
    await created.getByText(DEMO_ACCOUNTS.southTutor.name).waitFor();

    // Both south students by e-mail; each name leads to their page in the institution.
    await created.getByRole('button', { name: t('groups.admin.table.manageStudents', NEW_GROUP) }).click();
    const students = page.getByRole('dialog', { name: t('groups.admin.students.title', NEW_GROUP) });
    const emails = [DEMO_ACCOUNTS.southStudent.email, DEMO_ACCOUNTS.southStudent2.email];
    await field(students, t('groups.admin.students.addLabel')).fill(emails.join('\n'));
    await students.getByRole('button', { name: exactly(t('groups.admin.students.add')) }).click();
    await students
      .getByTestId('add-report')
      .getByText(t('groups.admin.students.added_other', { count: 2 }))
      .waitFor();
    const studentName = DEMO_ACCOUNTS.southStudent.name;
    const link = students.getByRole('link', {
      name: t('backoffice.groups.studentLink', { name: studentName }),
    });
    await link.waitFor();
    await checkA11y(page, 'backoffice students modal');
    const studentPath = (await link.getAttribute('href')) ?? '';
    expect(studentPath).toMatch(/^\/es\/create-groups-management-test\/groups-test\/[^/?]+\?institution=/);
    await link.click();

    // The student's page: their two groups of the school, with their progress and their work's link.
    await waitForPath(page, studentPath);
    await page
      .getByRole('heading', { level: 1, name: t('backoffice.student.title', { name: studentName }) })
      .waitFor();
    const progress = page.getByRole('table', {
      name: t('backoffice.student.tableLabel', { name: studentName }),
    });
    await progress.getByText(exactly(NEW_GROUP.name)).waitFor();
    await progress.getByText(exactly(DEMO_SOUTH_GROUP.name)).waitFor();
    expect(await progress.getByRole('row').count()).toBe(3);
    await progress
      .getByRole('link', { name: t('backoffice.student.open', { group: NEW_GROUP.name }) })
      .waitFor();
    await checkA11y(page, 'backoffice student page');
    await screenshotAt360(page, 'backoffice-student', undefined, { cards: progress });

    // The courses: the south course only, counted in lessons.
    await nav.getByRole('link', { name: t('nav.courseManagement'), exact: true }).click();
    await waitForPath(page, `/es/create-groups-management-test?institution=${south.id}`);
    const courses = page.getByRole('table', { name: t('courseAdmin.table.label') });
    await courses.getByText(exactly(SOUTH_COURSE)).waitFor();
    expect(await courses.getByRole('row').count()).toBe(2);
    await courses.getByRole('columnheader', { name: t('backoffice.courses.lessons') }).waitFor();
    await checkA11y(page, 'backoffice course management');
    await screenshotAt360(page, 'backoffice-courses', undefined, { cards: courses });
    await page.goto(groupsPath(south.id));
    await created.waitFor();
    await screenshotAt360(page, 'backoffice-groups', undefined, { cards: groupsTable(page) });

    // The main school's admin: neither in the table nor by typing the south school's id.
    const main = (await signInThroughApi(context, 'institutionAdmin')).roles.adminOf[0];
    if (!main) throw new Error('the demo admin runs no institution');
    await page.goto(groupsPath(south.id));
    await waitForPath(page, groupsPath(main.id));
    await groupsTable(page).getByRole('row').nth(1).waitFor();
    for (const name of [DEMO_SOUTH_GROUP.name, NEW_GROUP.name])
      expect(await groupRow(page, name).count()).toBe(0);
    expect((await page.request.get(`/api/groups?institutionId=${south.id}`)).status()).toBe(403);
    await page.goto(studentPath);
    await page.getByText(t('backoffice.student.loadFailed')).waitFor();
    expect(new URL(page.url()).searchParams.get('institution')).toBe(main.id);
    expect(await page.getByText(DEMO_ACCOUNTS.southStudent.email).count()).toBe(0);

    // A super admin switches among every institution; the URL says the choice, which is remembered.
    await signInThroughApi(context, 'superAdmin');
    await page.goto('/es/groups-management-test');
    await waitForPath(page, groupsPath(main.id));
    const switcher = field(page.locator('main'), t('backoffice.switcher.label'));
    await switcher.click();
    await page.getByRole('option', { name: DEMO_SOUTH_INSTITUTION }).click();
    await waitForPath(page, groupsPath(south.id));
    await created.waitFor();
    await checkA11y(page, 'backoffice switcher');
    await page.goto('/es/groups-management-test');
    await waitForPath(page, groupsPath(south.id));
  });
});
