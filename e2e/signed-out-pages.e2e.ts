import { describe, expect, it } from 'vitest';
import { recordScripts, totalGzip } from '../bench/js-weight.ts';
import { newContext, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { DEMO_ACCOUNTS } from './support/session.ts';
import { t } from './support/texts.ts';

const journey = setUpJourney();

/** The app's chunks (vite.config.ts): its entry and the router. */
const APP_CHUNK = /^(index|router)-.*\.js$/;
/** Issue 14's budget for a signed-out page: JavaScript, gzip at level 9 (bench/js-weight.ts). */
const BUDGET_BYTES = 80 * 1024;

const PAGES = [
  { path: '/es/principal-page', title: 'landing.headline' },
  { path: '/es/principal-page/login', title: 'auth.login.title' },
  { path: '/es/principal-page/register', title: 'auth.register.title' },
];

describe('the signed-out pages are light', () => {
  it('load React and their own client only: no Mantine, router or app chunk, within 80 KB gzip', async () => {
    for (const { path, title } of PAGES) {
      // A fresh context per page: an empty cache, as a first visit.
      const context = await newContext(journey.browser, journey.server.url);
      const page = await context.newPage();
      const collected = recordScripts(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: t(title) }).waitFor();
      const chunks = await collected();
      await context.close();

      const names = chunks.map((chunk) => chunk.name);
      expect(
        names.filter((name) => APP_CHUNK.test(name)),
        path,
      ).toEqual([]);
      expect(
        names.some((name) => /^light-.*\.js$/.test(name)),
        `${path}: ${names.join(', ')}`,
      ).toBe(true);
      expect(totalGzip(chunks), `${path}: ${names.join(', ')}`).toBeLessThanOrEqual(BUDGET_BYTES);
    }
  });

  it('fetch the app and home once the sign-in form gets focus, then open home signed in', async () => {
    const { page } = journey;
    await page.goto('/es/principal-page/login');
    await page.getByRole('heading', { level: 1, name: t('auth.login.title') }).waitFor();
    const requested: string[] = [];
    page.on('request', (request) => {
      requested.push(new URL(request.url()).pathname.split('/').pop() ?? '');
    });
    expect(await page.locator('link[rel="modulepreload"][href*="/index-"]').count()).toBe(0);

    await page.getByLabel(t('fields.email')).focus();
    // Home's texts in the page's language too (src/web/i18n/areas.ts), not another language's.
    // The app's own code and styles are in its `app` chunk (src/web/build/page-chunks.ts).
    const homeFiles = [
      /^index-.*\.js$/,
      /^app-.*\.js$/,
      /^router-.*\.js$/,
      /^home-page-.*\.js$/,
      /^app-.*\.css$/,
    ];
    for (const chunk of [...homeFiles, /^strings-es-shell-.*\.js$/, /^strings-es-projects-.*\.js$/]) {
      await expect.poll(() => requested.find((name) => chunk.test(name)) ?? 'not fetched').toMatch(chunk);
    }

    expect(requested.filter((name) => /^strings-(pt|en)-/.test(name))).toEqual([]);

    await page.getByLabel(t('fields.email')).fill(DEMO_ACCOUNTS.student.email);
    await page.getByLabel(t('fields.password'), { exact: true }).fill(DEMO_ACCOUNTS.student.password);
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await waitForPath(page, '/es/home');
    await page
      .getByRole('heading', { level: 1, name: t('home.greeting', { name: DEMO_ACCOUNTS.student.name }) })
      .waitFor();
  });
});
