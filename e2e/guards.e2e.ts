import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { DEMO_ACCOUNTS, type DemoAccountKey, fetchMe, signInThroughApi } from './support/session.ts';
import { t } from './support/texts.ts';

const journey = setUpJourney();

const openHomeAs = async (account: DemoAccountKey) => {
  const { page, context } = journey;
  const me = await signInThroughApi(context, account);
  await page.goto('/es/home');
  await waitForPath(page, '/es/home');
  await page
    .getByRole('heading', { level: 1, name: t('home.greeting', { name: DEMO_ACCOUNTS[account].name }) })
    .waitFor();
  return me;
};

/** The entries of the left navigation, by their visible label. */
/** An entry of the navigation: a link to its page, or a button (a menu, a page not built yet). */
const navEntry = (page: Page, key: string) => {
  const nav = page.getByRole('navigation', { name: t('nav.label') });
  const name = { name: t(key), exact: true };
  return nav.getByRole('button', name).or(nav.getByRole('link', name));
};

/** Course management is a page now (a link), where the entries not built yet are buttons. */
const courseManagementLink = (page: Page) =>
  page
    .getByRole('navigation', { name: t('nav.label') })
    .getByRole('link', { name: t('nav.courseManagement'), exact: true });

describe('route guards', () => {
  it('sends a signed-out visitor of home to login, and back to home after signing in', async () => {
    const { page } = journey;
    await page.goto('/es/home');
    await waitForPath(page, `/es/principal-page/login?${new URLSearchParams({ next: '/es/home' })}`);
    await page.getByRole('heading', { level: 1, name: t('auth.login.title') }).waitFor();

    await page.getByLabel(t('fields.email')).fill(DEMO_ACCOUNTS.student.email);
    await page.getByLabel(t('fields.password'), { exact: true }).fill(DEMO_ACCOUNTS.student.password);
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();

    await waitForPath(page, '/es/home');
    await page
      .getByRole('heading', { level: 1, name: t('home.greeting', { name: DEMO_ACCOUNTS.student.name }) })
      .waitFor();
  });

  it('sends unknown paths and the root to the landing page when signed out', async () => {
    const { page } = journey;
    await page.goto('/es/no-such-page');
    await waitForPath(page, '/es/principal-page');
    await page.getByRole('heading', { level: 1, name: t('landing.headline') }).waitFor();

    await page.goto('/es');
    await waitForPath(page, '/es/principal-page');
  });

  it('sends a signed-in user from unknown paths, the landing and the guest pages to home', async () => {
    const { page } = journey;
    await openHomeAs('student');
    // An address that is no page says so on the home page it lands on; the root says nothing.
    await page.goto('/es/no-such-page');
    await waitForPath(page, '/es/home');
    await page.getByText(t('routeError.unknownText', { path: '/es/no-such-page' })).waitFor();
    await page.goto('/es');
    await waitForPath(page, '/es/home');
    await page
      .getByRole('heading', { level: 1, name: t('home.greeting', { name: DEMO_ACCOUNTS.student.name }) })
      .waitFor();
    expect(await page.getByText(t('routeError.unknownTitle')).count()).toBe(0);
    // A project that is not there is not fixed by trying again: the way out is the project list.
    await page.goto('/es/board/no-such-project');
    await page.getByRole('heading', { level: 1, name: t('workspace.missing.title') }).waitFor();
    expect(await page.getByRole('button', { name: t('projects.list.retry') }).count()).toBe(0);
    await page.getByTestId('missing-project-list').click();
    await waitForPath(page, '/es/projects');

    for (const path of [
      '/es/no-such-page',
      '/es',
      '/es/principal-page',
      '/es/principal-page/login',
      '/es/principal-page/register',
      // Spec §6: the institution-scoped screens send someone with no institution to the root.
      '/es/groups-management-test',
      '/es/create-groups-management-test/groups-test/someone',
    ]) {
      await page.goto(path);
      await waitForPath(page, '/es/home');
      await page
        .getByRole('heading', { level: 1, name: t('home.greeting', { name: DEMO_ACCOUNTS.student.name }) })
        .waitFor();
    }
  });

  it('never follows a `next` that leaves the site', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await page.goto(`/es/principal-page/login?${new URLSearchParams({ next: '//example.com/es/home' })}`);
    await waitForPath(page, '/es/home');
    expect(new URL(page.url()).host).toBe(new URL(journey.server.url).host);
  });

  it('shows a student neither the tutor label nor the admin menus', async () => {
    const { page } = journey;
    const me = await openHomeAs('student');
    expect(me.roles).toMatchObject({
      student: true,
      tutor: false,
      adminOf: [],
      superAdmin: false,
    });

    await navEntry(page, 'nav.courses').waitFor();
    expect(await navEntry(page, 'nav.myGroups').count()).toBe(0);
    expect(await navEntry(page, 'nav.backoffice').count()).toBe(0);
    expect(await navEntry(page, 'nav.superAdmin').count()).toBe(0);
  });

  it("labels the groups entry 'my groups' for a tutor", async () => {
    const { page } = journey;
    const me = await openHomeAs('tutor');
    expect(me.roles.tutor).toBe(true);

    await navEntry(page, 'nav.myGroups').waitFor();
    expect(await navEntry(page, 'nav.courses').count()).toBe(0);
    expect(await navEntry(page, 'nav.backoffice').count()).toBe(0);
    expect(await navEntry(page, 'nav.superAdmin').count()).toBe(0);
  });

  it("gives an institution admin the Backoffice menu with their institution's group and course management", async () => {
    const { page } = journey;
    const me = await openHomeAs('institutionAdmin');
    expect(me.roles.adminOf).not.toEqual([]);

    const backoffice = navEntry(page, 'nav.backoffice');
    await backoffice.click();
    expect(await navEntry(page, 'nav.groupManagement').getAttribute('href')).toBe(
      '/es/groups-management-test',
    );
    expect(await courseManagementLink(page).getAttribute('href')).toBe('/es/create-groups-management-test');
    expect(await navEntry(page, 'nav.superAdmin').count()).toBe(0);
    expect(await navEntry(page, 'nav.institutionManagement').count()).toBe(0);
  });

  it('gives a super admin the SuperAdmin menu: groups, courses, institutions, guides, catalogue, users, colours', async () => {
    const { page } = journey;
    const me = await openHomeAs('superAdmin');
    expect(me.roles.superAdmin).toBe(true);

    await navEntry(page, 'nav.superAdmin').click();
    const entries = {
      'nav.groupManagement': '/es/groups-management',
      'nav.courseManagement': '/es/create-groups-management',
      'nav.institutionManagement': '/es/educational-institutions-management',
      'nav.guideManagement': '/es/practical-guides-management',
      'nav.catalogueManagement': '/es/catalogue-management',
      'nav.userManagement': '/es/users-management',
      'nav.colorManagement': '/es/colors-management',
    };
    for (const [key, href] of Object.entries(entries)) {
      const link = page.getByRole('link', { name: t(key), exact: true });
      expect(await link.getAttribute('href'), key).toBe(href);
    }
    const { me: current } = await fetchMe(page);
    expect(current?.user.email).toBe(DEMO_ACCOUNTS.superAdmin.email);
  });
});
