import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../src/domain/constants.ts';
import { waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/session.ts';
import { type Lang, t, text } from './support/texts.ts';

const journey = setUpJourney();

/**
 * Opens the language menu and picks `lang`. Its button shows the current language's code and is
 * named after the language; either is accepted, so an accessibility rewording does not break this.
 */
const chooseLanguage = async (page: Page, current: Lang, lang: Lang) => {
  const code = text(current, `language.codes.${current}`);
  const name = text(current, `language.names.${current}`);
  await page.getByRole('button', { name: new RegExp(`(^|\\W)${code}(\\W|$)|${name}`) }).click();
  await page.getByRole('menuitem', { name: text(current, `language.names.${lang}`) }).click();
};

const storedLocale = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), LOCALE_STORAGE_KEY);

const expectLanding = async (page: Page, lang: Lang) => {
  await waitForPath(page, `/${lang}/principal-page`);
  await page.getByRole('heading', { level: 1, name: text(lang, 'landing.headline') }).waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe(lang);
};

describe('language', () => {
  it('switches the landing page to English, and the choice survives a reload and a visit to /', async () => {
    const { page } = journey;
    await page.goto('/');
    await expectLanding(page, 'es');
    expect(await storedLocale(page)).toBeNull();

    await chooseLanguage(page, 'es', 'en');
    await expectLanding(page, 'en');
    await page.getByRole('link', { name: text('en', 'landing.signIn'), exact: true }).waitFor();
    expect(await page.getByText(t('landing.headline')).count()).toBe(0);
    expect(await storedLocale(page)).toBe('en');

    await page.reload();
    await expectLanding(page, 'en');

    await page.goto('/');
    await expectLanding(page, 'en');

    // An unsupported language prefix is replaced by the current locale.
    await page.goto('/fr/principal-page');
    await expectLanding(page, 'en');

    // The links of an English page stay in English.
    await page.getByRole('link', { name: text('en', 'landing.signIn'), exact: true }).click();
    await waitForPath(page, '/en/principal-page/login');
    await page.getByRole('heading', { level: 1, name: text('en', 'auth.login.title') }).waitFor();
  });

  it('replaces an unsupported prefix with Spanish when nothing was chosen', async () => {
    const { page } = journey;
    await page.goto('/fr/principal-page');
    await expectLanding(page, 'es');
  });

  it('switches a signed-in page, and completes a path that lacks the language', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await page.goto('/es/home');
    await waitForPath(page, '/es/home');
    const greeting = (lang: Lang) => text(lang, 'home.greeting', { name: DEMO_ACCOUNTS.student.name });
    await page.getByRole('heading', { level: 1, name: greeting('es') }).waitFor();

    await chooseLanguage(page, 'es', 'en');
    await waitForPath(page, '/en/home');
    await page.getByRole('heading', { level: 1, name: greeting('en') }).waitFor();
    await page.getByRole('heading', { level: 2, name: text('en', 'home.myProjects.title') }).waitFor();
    expect(await storedLocale(page)).toBe('en');

    await page.goto('/home');
    await waitForPath(page, '/en/home');
    await page.getByRole('heading', { level: 1, name: greeting('en') }).waitFor();

    await chooseLanguage(page, 'en', 'pt');
    await waitForPath(page, '/pt/home');
    await page.getByRole('heading', { level: 1, name: greeting('pt') }).waitFor();
    expect(await storedLocale(page)).toBe('pt');
  });
});
