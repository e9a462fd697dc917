import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeA11yViolations, newContext, recordApiCalls, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { screenshotAt360 } from './support/phone.ts';
import { fetchMe } from './support/session.ts';
import { t } from './support/texts.ts';

const journey = setUpJourney();

const OLD_PASSWORD = 'Chispa#Vieja1';
const NEW_PASSWORD = 'Chispa#Nueva2';

/** A person of their own (the demo accounts stay as they are), signed in on `context`. */
const registerThroughApi = async (context: BrowserContext, name: string) => {
  const email = `cuenta-${Date.now()}-${Math.floor(Math.random() * 1e6)}@chispa.test`;
  const response = await context.request.post('/api/users', {
    data: { name, email, password: OLD_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { name, email };
};

const openHome = async (page: Page, name: string) => {
  await page.goto('/es/home');
  await waitForPath(page, '/es/home');
  await page.getByRole('heading', { level: 1, name: t('home.greeting', { name }) }).waitFor();
};

/** The profile menu at the foot of the navigation is named after whoever is signed in. */
const menuButton = (page: Page, name: string) =>
  page.getByRole('navigation', { name: t('nav.label') }).getByRole('button', { name });

const openAccount = async (page: Page, name: string) => {
  await menuButton(page, name).click();
  await page.getByRole('menuitem', { name: t('profile.account') }).click();
  const dialog = page.getByRole('dialog', { name: t('account.title') });
  await dialog.waitFor();
  return dialog;
};

describe('account', () => {
  it('renames the person everywhere, after refusing a name outside the §5 rule', async () => {
    const { page, context } = journey;
    const { name } = await registerThroughApi(context, 'Ana Original');
    await openHome(page, name);
    const apiCalls = recordApiCalls(page);

    const dialog = await openAccount(page, name);
    const nameInput = dialog.getByLabel(t('fields.name'), { exact: true });
    expect(await nameInput.inputValue()).toBe(name);
    // The name field takes the focus when the modal opens.
    expect(await nameInput.evaluate((input) => input === document.activeElement)).toBe(true);
    const report = await describeA11yViolations(page, 'account modal');
    expect.soft(report === '', report).toBe(true);
    await screenshotAt360(page, 'account', undefined, { fits: dialog });

    // Checked as typed; saving it anyway reaches nobody.
    await nameInput.fill('Al');
    await dialog.getByText(t('validation.min', { count: 3 })).waitFor();
    await dialog.getByRole('button', { name: t('account.name.save') }).click();
    await dialog.getByText(t('validation.min', { count: 3 })).waitFor();
    expect(apiCalls.filter((call) => call === 'PATCH /api/me')).toEqual([]);
    expect((await fetchMe(page)).me?.user.name).toBe(name);

    // Enter saves; the menu and the greeting follow at once.
    await nameInput.fill('  Ana María Quispe  ');
    await expect.poll(() => dialog.getByText(t('validation.min', { count: 3 })).count()).toBe(0);
    await nameInput.press('Enter');
    await page.getByText(t('account.name.saved')).waitFor();
    expect(apiCalls.filter((call) => call === 'PATCH /api/me')).toHaveLength(1);
    expect(await nameInput.inputValue()).toBe('Ana María Quispe');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // The focus is back on the menu button, which now carries the new name.
    await expect
      .poll(() =>
        menuButton(page, 'Ana María Quispe').evaluate((button) => button === document.activeElement),
      )
      .toBe(true);
    await page
      .getByRole('heading', { level: 1, name: t('home.greeting', { name: 'Ana María Quispe' }) })
      .waitFor();

    await page.reload();
    await menuButton(page, 'Ana María Quispe').waitFor();
    expect((await fetchMe(page)).me?.user.name).toBe('Ana María Quispe');
  });

  it('changes the password: a wrong current one is refused on its field, the right one signs out the other devices', async () => {
    const { page, context, browser, server } = journey;
    const { name, email } = await registerThroughApi(context, 'Bruno Cambia');
    const laptop = await newContext(browser, server.url);
    try {
      const signedIn = await laptop.request.post('/api/session', { data: { email, password: OLD_PASSWORD } });
      expect(signedIn.status()).toBe(200);
      const laptopPage = await laptop.newPage();
      await openHome(laptopPage, name);

      await openHome(page, name);
      const dialog = await openAccount(page, name);
      const current = dialog.getByLabel(t('account.password.current'), { exact: true });
      const fresh = dialog.getByLabel(t('account.password.new'), { exact: true });
      // The §5 rule is there before any attempt.
      await dialog.getByText(t('validation.passwordRule')).waitFor();

      // A common new password: the server's refusal shows on its field (issue 27).
      await current.fill(OLD_PASSWORD);
      await fresh.fill('Qwerty123!');
      await fresh.press('Enter');
      await dialog.getByText(t('validation.commonPassword')).waitFor();
      expect(await fresh.getAttribute('aria-invalid')).toBe('true');

      await current.fill('Incorrecta#2026');
      await fresh.fill(NEW_PASSWORD);
      await fresh.press('Enter');
      await dialog.getByText(t('errors.WRONG_PASSWORD')).waitFor();
      expect(await current.getAttribute('aria-invalid')).toBe('true');
      expect(await current.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await fresh.inputValue()).toBe(NEW_PASSWORD);
      const report = await describeA11yViolations(page, 'account modal with a field error');
      expect.soft(report === '', report).toBe(true);

      await current.fill(OLD_PASSWORD);
      await dialog.getByRole('button', { name: t('account.password.save') }).click();
      await page.getByText(t('account.password.saved')).waitFor();
      expect(await current.inputValue()).toBe('');
      expect((await fetchMe(page)).status).toBe(200);

      // The other device is signed out: its next page load asks it to sign in.
      await laptopPage.reload();
      await waitForPath(laptopPage, /\/es\/principal-page\/login/);
      expect((await fetchMe(laptopPage)).status).toBe(401);

      await laptopPage.getByLabel(t('fields.email')).fill(email);
      const password = laptopPage.getByLabel(t('fields.password'), { exact: true });
      await password.fill(OLD_PASSWORD);
      await laptopPage.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
      await laptopPage.getByText(t('errors.INVALID_CREDENTIALS')).waitFor();

      await password.fill(NEW_PASSWORD);
      await laptopPage.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
      await laptopPage.getByRole('heading', { level: 1, name: t('home.greeting', { name }) }).waitFor();
    } finally {
      await laptop.close();
    }
  });
});
