import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordApiCalls, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { DEMO_ACCOUNTS, fetchMe } from './support/session.ts';
import { t } from './support/texts.ts';

const journey = setUpJourney();
const student = DEMO_ACCOUNTS.student;

const emailInput = (page: Page) => page.getByLabel(t('fields.email'));
const passwordInput = (page: Page) => page.getByLabel(t('fields.password'), { exact: true });
const submit = (page: Page) =>
  page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();

const openLogin = async (page: Page) => {
  await page.goto('/es/principal-page/login');
  await page.getByRole('heading', { level: 1, name: t('auth.login.title') }).waitFor();
};

/** The 'Login Failed' alert with the translated message of `code`. */
const expectLoginAlert = async (page: Page, code: string) => {
  const alert = page.getByRole('alert').filter({ hasText: t('auth.login.failed') });
  await alert.waitFor();
  expect(await alert.textContent()).toContain(t(`errors.${code}`));
};

describe('login', () => {
  it('validates in the browser: empty fields and a malformed e-mail never reach the server', async () => {
    const { page } = journey;
    await openLogin(page);
    const apiCalls = recordApiCalls(page);

    await submit(page);
    await expect.poll(() => page.getByText(t('validation.required')).count()).toBe(2);

    await emailInput(page).fill('sin-arroba.chispa.test');
    await passwordInput(page).fill('Cualquiera#1');
    await submit(page);
    await page.getByText(t('validation.email')).waitFor();

    expect(apiCalls.filter((call) => call === 'POST /api/session')).toEqual([]);
    await waitForPath(page, '/es/principal-page/login');
  });

  it('says when no account has that e-mail, keeping what was typed', async () => {
    const { page } = journey;
    await openLogin(page);
    await emailInput(page).fill('nadie@chispa.test');
    await passwordInput(page).fill('Cualquiera#1');
    await submit(page);

    await expectLoginAlert(page, 'USER_NOT_FOUND');
    expect(await emailInput(page).inputValue()).toBe('nadie@chispa.test');
    await waitForPath(page, '/es/principal-page/login');
    expect((await fetchMe(page)).status).toBe(401);
  });

  it('says the credentials are invalid for a wrong password, keeping the e-mail', async () => {
    const { page } = journey;
    await openLogin(page);
    await emailInput(page).fill(student.email);
    await passwordInput(page).fill('Incorrecta#2026');
    await submit(page);

    await expectLoginAlert(page, 'INVALID_CREDENTIALS');
    expect(await emailInput(page).inputValue()).toBe(student.email);
    await waitForPath(page, '/es/principal-page/login');
    expect((await fetchMe(page)).status).toBe(401);
  });

  it('signs the demo student in and lands on home', async () => {
    const { page } = journey;
    await openLogin(page);

    // The show/hide toggle switches the input type.
    await passwordInput(page).fill(student.password);
    const toggle = page.getByRole('button', { name: t('auth.passwordToggle') });
    await toggle.click();
    expect(await passwordInput(page).getAttribute('type')).toBe('text');
    await toggle.click();
    expect(await passwordInput(page).getAttribute('type')).toBe('password');

    await emailInput(page).fill(student.email);
    await submit(page);

    await waitForPath(page, '/es/home');
    await page.getByRole('heading', { level: 1, name: t('home.greeting', { name: student.name }) }).waitFor();
    const { status, me } = await fetchMe(page);
    expect(status).toBe(200);
    expect(me?.user.email).toBe(student.email);
  });

  it('links to the register page', async () => {
    const { page } = journey;
    await openLogin(page);
    await page.getByRole('link', { name: t('auth.login.toRegister'), exact: true }).click();
    await waitForPath(page, '/es/principal-page/register');
  });
});
