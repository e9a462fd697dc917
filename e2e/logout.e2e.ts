import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { DEMO_ACCOUNTS, fetchMe, signInThroughApi } from './support/session.ts';
import { t } from './support/texts.ts';

const journey = setUpJourney();
const student = DEMO_ACCOUNTS.student;

/** The account menu at the foot of the navigation shows who is signed in; its last entry logs out. */
const askToLogOut = async (page: Page) => {
  await page
    .getByRole('navigation', { name: t('nav.label') })
    .getByRole('button', { name: student.name })
    .click();
  const menu = page.getByRole('menu');
  await menu.getByText(student.email).waitFor();
  await menu.getByRole('menuitem', { name: t('profile.logout') }).click();
  const dialog = page.getByRole('dialog', { name: t('logout.title') });
  await dialog.getByText(t('logout.text')).waitFor();
  return dialog;
};

describe('logout', () => {
  it('asks first: cancelling keeps the session, confirming ends it and shows the landing page', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await page.goto('/es/home');
    await waitForPath(page, '/es/home');
    await page.getByRole('heading', { level: 1, name: t('home.greeting', { name: student.name }) }).waitFor();

    const first = await askToLogOut(page);
    await first.getByRole('button', { name: t('logout.cancel'), exact: true }).click();
    await first.waitFor({ state: 'hidden' });
    await waitForPath(page, '/es/home');
    expect((await fetchMe(page)).status).toBe(200);

    const sessionCookies = await context.cookies();
    expect(sessionCookies.some((cookie) => cookie.name.includes('session_token'))).toBe(true);

    const second = await askToLogOut(page);
    await second.getByRole('button', { name: t('logout.confirm'), exact: true }).click();
    await waitForPath(page, '/es/principal-page');
    await page.getByRole('heading', { level: 1, name: t('landing.headline') }).waitFor();
    await page.getByRole('link', { name: t('landing.signIn'), exact: true }).waitFor();
    expect((await fetchMe(page)).status).toBe(401);

    await page.goto('/es/home');
    await waitForPath(page, `/es/principal-page/login?${new URLSearchParams({ next: '/es/home' })}`);
    // The app's guard hands the path to the server, which answers with the light login page.
    await page.getByRole('heading', { level: 1, name: t('auth.login.title') }).waitFor();

    // The old session is dead on the server too, not just forgotten by the browser.
    await context.addCookies(sessionCookies);
    expect((await fetchMe(page)).status).toBe(401);
  });
});
