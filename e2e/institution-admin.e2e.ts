import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y as checkPageA11y, settle, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { screenshotAt360 } from './support/phone.ts';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/session.ts';
import { exactly, field, t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

const journey = setUpJourney();

/** The demo's second institution (one admin, one mentor, one course with one group) and a main course. */
const SOUTH = 'Escuela Andina del Sur';
const COURSE = 'Estación meteorológica IoT';
const NAME = 'Escuela E2E';
const RENAMED = 'Escuela E2E Renombrada';
const GROUP = 'Meteorología E2E';

const checkA11y = async (page: Page, label: string) => {
  await settle(page);
  await checkPageA11y(page, label);
};

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name: exactly(name) });

describe('institution management', () => {
  it('a super admin creates an institution, renames it, and gives it an admin, a course and a mentor', async () => {
    const { context, page } = journey;
    await skipTours(context);
    await signInThroughApi(context, 'superAdmin');
    await page.goto('/es/home');
    const nav = page.getByRole('navigation', { name: t('nav.label') });
    await nav.getByRole('button', { name: t('nav.superAdmin'), exact: true }).click();
    await nav.getByRole('link', { name: t('nav.institutionManagement'), exact: true }).click();
    await waitForPath(page, '/es/educational-institutions-management');
    const table = page.getByRole('table', { name: t('institutionAdmin.table.label') });
    const row = (name: string) => table.getByRole('row').filter({ has: page.getByText(exactly(name)) });
    await row(SOUTH).waitFor();
    await checkA11y(page, 'educational-institutions-management');
    await screenshotAt360(page, 'institutions', undefined, { cards: table });

    // Create: the new institution opens on its own page.
    await page.getByRole('button', { name: t('institutionAdmin.list.new') }).click();
    const creator = page.getByRole('dialog', { name: t('institutionAdmin.editor.createTitle') });
    await checkA11y(page, 'institution name modal');
    await screenshotAt360(page, 'institution-name-modal', undefined, { fits: creator });
    await creator.getByLabel(t('institutionAdmin.editor.name')).fill(NAME);
    await creator.getByRole('button', { name: t('institutionAdmin.editor.create') }).click();
    await heading(page, NAME).waitFor();
    await waitForPath(page, /^\/es\/educational-institutions-management\/[^/]+$/);

    // Rename through the modal.
    await page.getByRole('button', { name: t('institutionAdmin.detail.rename'), exact: true }).click();
    const renamer = page.getByRole('dialog', { name: t('institutionAdmin.editor.editTitle') });
    await renamer.getByLabel(t('institutionAdmin.editor.name')).fill(RENAMED);
    await renamer.getByRole('button', { name: t('institutionAdmin.editor.save') }).click();
    await heading(page, RENAMED).waitFor();

    // An admin by e-mail: an unknown address first, answered in the form.
    const adminEmail = page.getByLabel(t('institutionAdmin.admins.addLabel'));
    const addAdmin = page.getByRole('button', { name: t('institutionAdmin.admins.add') });
    await adminEmail.fill('nadie@chispa.test');
    await addAdmin.click();
    await page.getByText(t('errors.USER_NOT_FOUND')).waitFor();
    await adminEmail.fill(DEMO_ACCOUNTS.student2.email);
    await addAdmin.click();
    await page.getByRole('cell', { name: DEMO_ACCOUNTS.student2.email }).waitFor();
    await expect.poll(() => adminEmail.inputValue()).toBe('');

    // A course picked from the Academy by name.
    await page.getByRole('combobox', { name: t('institutionAdmin.courses.addLabel') }).fill('meteoro');
    await page.getByRole('option', { name: new RegExp(COURSE) }).click();
    await page.getByRole('button', { name: t('institutionAdmin.courses.add') }).click();
    await page.getByRole('cell', { name: exactly(COURSE) }).waitFor();

    // A mentor, so the new admin has someone to lead a group.
    await page.getByLabel(t('institutionAdmin.mentors.addLabel')).fill(DEMO_ACCOUNTS.tutor.email);
    await page.getByRole('button', { name: t('institutionAdmin.mentors.add') }).click();
    await page.getByRole('cell', { name: DEMO_ACCOUNTS.tutor.email }).waitFor();
    await checkA11y(page, 'institution page');

    // The phone layout: a card a row, its remove button on screen; nothing scrolls sideways.
    await expect.poll(() => page.locator('.mantine-Notification-root').count(), { timeout: 10_000 }).toBe(0);
    const courses = page
      .getByRole('table')
      .filter({ has: page.getByRole('cell', { name: exactly(COURSE) }) });
    await screenshotAt360(page, 'institution', undefined, { cards: courses });
  });

  it("the new admin sees only their institution's course in the Backoffice, makes a group on it with students, and the other school's admin sees none of it", async () => {
    const { context, page } = journey;
    await skipTours(context);
    const me = await signInThroughApi(context, 'student2');
    const mine = me.roles.adminOf.find((institution) => institution.name === RENAMED);
    if (!mine) throw new Error(`student2 does not run ${RENAMED}: ${JSON.stringify(me.roles.adminOf)}`);
    await page.goto('/es/home');
    const nav = page.getByRole('navigation', { name: t('nav.label') });
    await nav.getByRole('button', { name: t('nav.backoffice'), exact: true }).click();
    expect(await nav.getByRole('button', { name: t('nav.superAdmin'), exact: true }).count()).toBe(0);

    // Course management: the one course the super admin gave the institution, nothing else.
    await nav.getByRole('link', { name: t('nav.courseManagement'), exact: true }).click();
    await waitForPath(page, `/es/create-groups-management-test?institution=${mine.id}`);
    const courses = page.getByRole('table', { name: t('courseAdmin.table.label') });
    await courses.getByText(exactly(COURSE)).waitFor();
    expect(await courses.getByRole('row').count()).toBe(2);

    // Group management: no group yet; one made on that course, led by the institution's mentor.
    await nav.getByRole('link', { name: t('nav.groupManagement'), exact: true }).click();
    await waitForPath(page, `/es/groups-management-test?institution=${mine.id}`);
    await page.getByText(t('groups.admin.list.empty')).waitFor();
    await page.getByRole('button', { name: t('groups.admin.list.new') }).click();
    const editor = page.getByRole('dialog', { name: t('groups.admin.editor.createTitle') });
    await field(editor, t('groups.admin.editor.name')).fill(GROUP);
    await field(editor, t('groups.admin.editor.schedule')).fill('Viernes, 8:00');
    await field(editor, t('groups.admin.editor.course')).click();
    await page.getByRole('option', { name: COURSE }).click();
    await field(editor, t('groups.admin.editor.mentor')).click();
    await page.getByRole('option', { name: new RegExp(DEMO_ACCOUNTS.tutor.email) }).click();
    await editor.getByRole('button', { name: t('groups.admin.editor.create') }).click();
    await editor.waitFor({ state: 'hidden' });
    const groups = page.getByRole('table', { name: t('groups.admin.table.label') });
    const created = groups.getByRole('row').filter({ has: page.getByText(exactly(GROUP)) });
    await created
      .getByRole('button', { name: t('groups.admin.table.manageStudents', { name: GROUP }) })
      .click();
    const students = page.getByRole('dialog', { name: t('groups.admin.students.title', { name: GROUP }) });
    await field(students, t('groups.admin.students.addLabel')).fill(
      `${DEMO_ACCOUNTS.student.email}\n${DEMO_ACCOUNTS.southStudent.email}`,
    );
    await students.getByRole('button', { name: exactly(t('groups.admin.students.add')) }).click();
    // Neither is the new school's yet (issue 27): both are invited, and the report names nobody.
    const report = students.getByTestId('add-report');
    await report.getByText(t('groups.admin.students.invited_other', { count: 2 })).waitFor();
    await report.getByText(t('groups.admin.students.added_other', { count: 0 })).waitFor();
    const pending = students.getByRole('list', { name: t('groups.admin.pending.listLabel') });
    await pending.getByText(DEMO_ACCOUNTS.southStudent.email).waitFor();

    // The other school's student accepts on their Groups page, and the group's course is theirs.
    await signInThroughApi(context, 'southStudent');
    await page.goto('/es/groups');
    await page.getByRole('heading', { level: 2, name: t('groups.invitations.title') }).waitFor();
    await checkA11y(page, 'groups page with an invitation');
    await page.getByRole('button', { name: t('groups.invitations.acceptLabel', { group: GROUP }) }).click();
    await page
      .getByRole('list', { name: t('groups.page.listLabel') })
      .getByText(COURSE)
      .waitFor();
    await page
      .getByRole('heading', { level: 2, name: t('groups.invitations.title') })
      .waitFor({ state: 'detached' });

    // The south school's admin: not in their table, and refused by the server when asking for it.
    const south = (await signInThroughApi(context, 'southAdmin')).roles.adminOf[0];
    if (!south) throw new Error('the south admin runs no institution');
    await page.goto(`/es/groups-management-test?institution=${mine.id}`);
    await waitForPath(page, `/es/groups-management-test?institution=${south.id}`);
    await groups.getByRole('row').nth(1).waitFor();
    expect(await groups.getByText(exactly(GROUP)).count()).toBe(0);
    expect((await page.request.get(`/api/groups?institutionId=${mine.id}`)).status()).toBe(403);
    expect((await page.request.get(`/api/courses?institutionId=${mine.id}`)).status()).toBe(403);
  });

  it('a super admin deletes an institution after reading what happens to its courses, groups and people', async () => {
    const { context, page } = journey;
    await signInThroughApi(context, 'superAdmin');
    await page.goto('/es/educational-institutions-management');
    const table = page.getByRole('table', { name: t('institutionAdmin.table.label') });
    const row = (name: string) => table.getByRole('row').filter({ has: page.getByText(exactly(name)) });
    await row(RENAMED).waitFor();
    await row(SOUTH)
      .getByRole('button', { name: t('institutionAdmin.table.delete', { name: SOUTH }) })
      .click();
    const confirm = page.getByRole('dialog', { name: t('institutionAdmin.delete.title') });
    await confirm
      .getByText(
        t('institutionAdmin.delete.courses_one', { groups: t('institutionAdmin.delete.groups_one') }),
      )
      .waitFor();
    await confirm.getByText(t('institutionAdmin.delete.admins_one')).waitFor();
    await confirm.getByText(t('institutionAdmin.delete.mentors_one')).waitFor();
    await checkA11y(page, 'delete institution confirmation');
    await confirm.getByRole('button', { name: t('institutionAdmin.delete.confirm') }).click();
    await row(SOUTH).waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await page.request.get('/api/institutions?search=Andina')).json())
      .toEqual({
        items: [],
        nextCursor: null,
      });
  });

  it('tells an institution admin they have no access to it, and the server refuses them', async () => {
    const { context, page } = journey;
    await skipTours(context);
    await signInThroughApi(context, 'institutionAdmin');
    await page.goto('/es/educational-institutions-management');
    // Spec §2 requiresAdmin: the router's no-access page; the page's code never loads.
    await page.getByRole('heading', { level: 1, name: t('noAccess.title') }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    const response = await page.request.post('/api/institutions', { data: { name: 'Colegio Intruso' } });
    expect(response.status()).toBe(403);
  });
});
