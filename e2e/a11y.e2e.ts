import { describe, it } from 'vitest';
import { checkA11y, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { PHONE, screenshotAt360 } from './support/phone.ts';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/session.ts';
import { t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

const journey = setUpJourney();

/** Soft, so one test reports every state of its page instead of stopping at the first. */

/** axe-core on each page of the foundation, in the state a person first sees it and with errors shown. */
describe('accessibility (axe: no serious or critical violations)', () => {
  it('landing page', async () => {
    const { page } = journey;
    await page.goto('/es/principal-page');
    await page.getByRole('heading', { level: 1, name: t('landing.headline') }).waitFor();
    await checkA11y(page, 'landing');
  });

  it('login page, empty and with an error', async () => {
    const { page } = journey;
    await page.goto('/es/principal-page/login');
    await page.getByRole('heading', { level: 1, name: t('auth.login.title') }).waitFor();
    await checkA11y(page, 'login');

    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await page.getByText(t('validation.required')).first().waitFor();
    await checkA11y(page, 'login with validation errors');

    await page.getByLabel(t('fields.email')).fill('nadie@chispa.test');
    await page.getByLabel(t('fields.password'), { exact: true }).fill('Cualquiera#1');
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: t('auth.login.failed') })
      .waitFor();
    await checkA11y(page, 'login with the failure alert');
  });

  it('register page, both steps', async () => {
    const { page } = journey;
    await page.goto('/es/principal-page/register');
    await page.getByText(t('auth.register.step', { step: 1 })).waitFor();
    await checkA11y(page, 'register step 1');

    await page.getByLabel(t('fields.email')).fill('accesible@chispa.test');
    await page.getByRole('button', { name: t('auth.register.continue'), exact: true }).click();
    await page.getByText(t('auth.register.step', { step: 2 })).waitFor();
    await checkA11y(page, 'register step 2');

    await page.getByRole('button', { name: t('auth.register.submit'), exact: true }).click();
    await page.getByText(t('validation.required')).first().waitFor();
    await checkA11y(page, 'register step 2 with validation errors');
  });

  it('home, with the navigation and its admin menus open', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'superAdmin');
    await page.goto('/es/home');
    await waitForPath(page, '/es/home');
    await page
      .getByRole('heading', { level: 1, name: t('home.greeting', { name: DEMO_ACCOUNTS.superAdmin.name }) })
      .waitFor();
    await checkA11y(page, 'home');

    await page
      .getByRole('navigation', { name: t('nav.label') })
      .getByRole('button', { name: t('nav.superAdmin'), exact: true })
      .click();
    await page.getByRole('link', { name: t('nav.guideManagement'), exact: true }).waitFor();
    await checkA11y(page, 'home with the SuperAdmin menu open');

    // On a phone the navigation folds behind its button, and opens whole, menus and all.
    await screenshotAt360(page, 'home');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: t('nav.toggle') }).click();
    const nav = page.getByRole('navigation', { name: t('nav.label') });
    await nav.getByRole('link', { name: t('nav.guideManagement'), exact: true }).waitFor();
    await screenshotAt360(page, 'home-navigation', undefined, { fits: nav });
    await checkA11y(page, 'home with the navigation open at 360 px');
  });

  it('projects page and the workspace, with a circuit, a selected part and the help menu', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await skipTours(context);
    await page.goto('/es/projects');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await checkA11y(page, 'projects');
    await screenshotAt360(page, 'projects');

    const created = await context.request.post('/api/projects', {
      data: { name: 'Accesible', category: 'iot' },
    });
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/es/board/${id}`);
    await page.getByRole('button', { name: t('editor.sidebar.add', { name: 'LED' }) }).click();
    await page.getByRole('button', { name: t('editor.sidebar.add', { name: 'Raspberry Pi Pico' }) }).click();
    await page.locator('.react-flow__node[data-id="pico1"]').waitFor();
    await checkA11y(page, 'workspace with a Pico selected');

    await page.getByRole('button', { name: t('workspace.help.menu') }).click();
    await page.getByRole('menu').waitFor();
    await checkA11y(page, 'workspace with the help menu open');

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: t('run.run'), exact: true }).click();
    await page.locator('[data-run-state="finished"]').waitFor();
    await checkA11y(page, 'workspace after a run, with the console');
    await page.getByRole('tab', { name: t('run.console.board') }).click();
    await checkA11y(page, 'workspace with the board console');
  });
});
