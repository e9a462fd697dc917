import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordApiCalls, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { DEMO_ACCOUNTS, fetchMe } from './support/session.ts';
import { t } from './support/texts.ts';

const journey = setUpJourney();

const STRONG_PASSWORD = 'Chispa#Nueva1';
const uniqueEmail = () => `registro-${Date.now()}-${Math.floor(Math.random() * 1e6)}@chispa.test`;

const passwordInput = (page: Page) => page.getByLabel(t('fields.password'), { exact: true });

/** Register page, step 1: type the e-mail and continue to step 2. */
const completeEmailStep = async (page: Page, email: string) => {
  await page.getByText(t('auth.register.step', { step: 1 })).waitFor();
  await page.getByLabel(t('fields.email')).fill(email);
  await page.getByRole('button', { name: t('auth.register.continue'), exact: true }).click();
  await page.getByText(t('auth.register.step', { step: 2 })).waitFor();
};

describe('register', () => {
  it('creates an account in two steps, lands on home signed in, and stays signed in after a reload', async () => {
    const { page } = journey;
    const email = uniqueEmail();
    const name = 'Valentina Ríos';

    await page.goto('/');
    await waitForPath(page, '/es/principal-page');
    await page.getByRole('heading', { level: 1, name: t('landing.headline') }).waitFor();

    await page.getByRole('link', { name: t('landing.signUp'), exact: true }).click();
    await waitForPath(page, '/es/principal-page/register');
    await page.getByRole('heading', { level: 1, name: t('auth.register.title') }).waitFor();

    await completeEmailStep(page, email);
    expect(await page.getByLabel(t('fields.email')).inputValue()).toBe(email);

    await page.getByLabel(t('fields.name')).fill(name);

    // A weak password: the rule shows and nothing reaches the server.
    const apiCalls = recordApiCalls(page);
    await passwordInput(page).fill('debil123');
    await page.getByRole('button', { name: t('auth.register.submit'), exact: true }).click();
    await page.getByText(t('validation.passwordRule')).waitFor();
    expect(apiCalls.filter((call) => call === 'POST /api/users')).toEqual([]);
    await waitForPath(page, '/es/principal-page/register');

    // Show/hide switches the input type and keeps the value.
    const toggle = page.getByRole('button', { name: t('auth.passwordToggle') });
    expect(await passwordInput(page).getAttribute('type')).toBe('password');
    await toggle.click();
    expect(await passwordInput(page).getAttribute('type')).toBe('text');
    expect(await passwordInput(page).inputValue()).toBe('debil123');
    await toggle.click();
    expect(await passwordInput(page).getAttribute('type')).toBe('password');

    // A common password meets the rule, but the server refuses it on the field (issue 27).
    await passwordInput(page).fill('Password1!');
    await page.getByRole('button', { name: t('auth.register.submit'), exact: true }).click();
    await page.getByText(t('validation.commonPassword')).waitFor();
    expect(await passwordInput(page).getAttribute('aria-invalid')).toBe('true');
    await waitForPath(page, '/es/principal-page/register');

    await passwordInput(page).fill(STRONG_PASSWORD);
    await expect.poll(() => page.getByText(t('validation.passwordRule')).count()).toBe(0);
    expect(await page.getByText(t('validation.commonPassword')).count()).toBe(0);
    await page.getByRole('button', { name: t('auth.register.submit'), exact: true }).click();

    await waitForPath(page, '/es/home');
    await page.getByRole('heading', { level: 1, name: t('home.greeting', { name }) }).waitFor();
    expect(apiCalls.filter((call) => call === 'POST /api/users')).toHaveLength(2);

    const { status, me } = await fetchMe(page);
    expect(status).toBe(200);
    expect(me?.user).toMatchObject({ email, name });
    expect(me?.roles).toMatchObject({
      student: true,
      tutor: false,
      superAdmin: false,
      adminOf: [],
    });

    await page.reload();
    await waitForPath(page, '/es/home');
    await page.getByRole('heading', { level: 1, name: t('home.greeting', { name }) }).waitFor();
  });

  it('refuses an e-mail already in use with the translated message, and signs nobody in', async () => {
    const { page } = journey;
    await page.goto('/es/principal-page/register');
    await completeEmailStep(page, DEMO_ACCOUNTS.student.email.toUpperCase());

    await page.getByLabel(t('fields.name')).fill('Otra Persona');
    await passwordInput(page).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: t('auth.register.submit'), exact: true }).click();

    const alert = page.getByRole('alert').filter({ hasText: t('auth.register.failed') });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(t('errors.EMAIL_IN_USE'));
    await waitForPath(page, '/es/principal-page/register');
    // What was typed is still there, so the person can correct it.
    expect(await page.getByLabel(t('fields.name')).inputValue()).toBe('Otra Persona');
    expect((await fetchMe(page)).status).toBe(401);
  });

  it('checks the e-mail before the second step', async () => {
    const { page } = journey;
    await page.goto('/es/principal-page/register');
    await page.getByText(t('auth.register.step', { step: 1 })).waitFor();

    await page.getByRole('button', { name: t('auth.register.continue'), exact: true }).click();
    await page.getByText(t('validation.required')).waitFor();

    await page.getByLabel(t('fields.email')).fill('sin-arroba.chispa.test');
    await page.getByRole('button', { name: t('auth.register.continue'), exact: true }).click();
    await page.getByText(t('validation.email')).waitFor();
    expect(await page.getByText(t('auth.register.step', { step: 1 })).isVisible()).toBe(true);
    expect(await page.getByLabel(t('fields.name')).count()).toBe(0);
  });
});
