import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y as checkPageA11y, settle, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/session.ts';
import { exactly, t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

const journey = setUpJourney();

/** The demo's second institution (one admin, one mentor, one course with one group) and a main course. */
const SOUTH = 'Escuela Andina del Sur';
const COURSE = 'Estación meteorológica IoT';
const NAME = 'Escuela E2E';
const RENAMED = 'Escuela E2E Renombrada';

const SHOTS = path.join('.test-results', 'e2e', 'institution-admin');

const checkA11y = async (page: Page, label: string) => {
  await settle(page);
  await checkPageA11y(page, label);
};

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name: exactly(name) });

describe('institution management', () => {
  it('a super admin creates an institution, renames it, adds an admin and a course, and deletes another one', async () => {
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

    // Create: the new institution opens on its own page.
    await page.getByRole('button', { name: t('institutionAdmin.list.new') }).click();
    const creator = page.getByRole('dialog', { name: t('institutionAdmin.editor.createTitle') });
    await checkA11y(page, 'institution name modal');
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
    await checkA11y(page, 'institution page');

    // The phone layout: only the tables may scroll sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => page.locator('.mantine-Notification-root').count(), { timeout: 10_000 }).toBe(0);
    await settle(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'the institution page scrolls sideways at 360 px').toBeLessThanOrEqual(360);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'institution-360.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Back to the list: delete the other institution after reading what happens.
    await page.getByRole('link', { name: t('institutionAdmin.detail.back') }).click();
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
