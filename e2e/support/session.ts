import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Me } from '../../src/domain/me.ts';
import { DEMO_ACCOUNTS, type DemoAccountKey } from '../../src/server/db/demo-accounts.ts';
import { t } from './texts.ts';
import { skipTours } from './tour.ts';

export { DEMO_ACCOUNTS, type DemoAccountKey };

/**
 * Signs the context in through the API (the same call the login page makes), for journeys
 * whose subject is not the login form. The cookie lands in the context, so the page shares it.
 */
export const signInThroughApi = async (context: BrowserContext, account: DemoAccountKey): Promise<Me> => {
  const { email, password } = DEMO_ACCOUNTS[account];
  const response = await context.request.post('/api/session', { data: { email, password } });
  expect(response.status(), `sign-in of ${email}: ${await response.text()}`).toBe(200);
  return (await response.json()) as Me;
};

/**
 * The usual start of a journey about a page rather than about the tours: every tour marked done,
 * then signed in through the API as `account`.
 */
export const signInSkippingTours = async (context: BrowserContext, account: DemoAccountKey): Promise<Me> => {
  await skipTours(context);
  return signInThroughApi(context, account);
};

/** `GET /api/me` with the page's cookies: the server's view of who is signed in. */
export const fetchMe = async (page: Page): Promise<{ status: number; me: Me | null }> => {
  const response = await page.request.get('/api/me');
  return { status: response.status(), me: response.ok() ? ((await response.json()) as Me) : null };
};

/** Signs out as a person does: the account menu (the button named after them), Sign out, confirm. */
export const signOutThroughMenu = async (page: Page, name: string): Promise<void> => {
  await page
    .getByRole('navigation', { name: t('nav.label') })
    .getByRole('button', { name })
    .click();
  await page
    .getByRole('menu')
    .getByRole('menuitem', { name: t('profile.logout') })
    .click();
  await page
    .getByRole('dialog', { name: t('logout.title') })
    .getByRole('button', { name: t('logout.confirm'), exact: true })
    .click();
};
