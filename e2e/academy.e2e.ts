import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from '../src/server/db/pglite.ts';
import { checkA11y, recordApiCalls, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { screenshotAt360 } from './support/phone.ts';
import { signInThroughApi } from './support/session.ts';
import { exactly, t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

const journey = setUpJourney();

/** The seeded courses: free and published, premium and published (nobody enrolled), a draft. */
const FREE = { id: 'curso-electronica-basica', name: 'Electrónica básica con Raspberry Pi Pico' };
const PREMIUM = { id: 'curso-robotica-circuitpython', name: 'Robótica con CircuitPython' };
const DRAFT_NAME = 'Estación meteorológica';
const BLINK = { id: 'activity_led_parpadeo', name: 'Tu primer LED parpadeante' };
const BUTTON_ACTIVITY = 'activity_pulsador_led';
const PREMIUM_ACTIVITY = 'activity_servo_barrido';
/** Module 6's name is markup someone typed: it must show as the text it is. */
const HOSTILE_NAME = '<img src=x onerror="window.__hacked=1">Retos';
const EXTRA_MODULES = ['Proyecto final', 'Repaso', 'Extra', HOSTILE_NAME];

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/**
 * The free course gets four modules more (six in all), so its carousel of four has somewhere to
 * go; written with the server stopped, as only one process may open its PGlite database.
 */
const plantModules = async (dataDir: string) => {
  const db = await createPglite({ dataDir: path.join(dataDir, 'db') });
  try {
    const modules = EXTRA_MODULES.map((name, index) => ({
      number: String(index + 3),
      name,
      lessons: [{ classActivities: [], homeActivities: [] }],
    }));
    await db.query(
      `update courses set content = jsonb_set(content, '{modules}', (content->'modules') || $1::jsonb)
       where id = $2`,
      [JSON.stringify(modules), FREE.id],
    );
  } finally {
    await db.close();
  }
};

beforeAll(() => journey.server.restart(plantModules));

const grid = (page: Page, key: 'free' | 'premium') =>
  page.getByRole('list', { name: t(`academy.page.${key}`) });
const tablist = (page: Page) => page.getByRole('tablist', { name: t('academy.carousel.label') });
const moduleTab = (page: Page, number: number) => tablist(page).locator(`[data-module="${number}"]`);
const arrow = (page: Page, which: 'previous' | 'next') =>
  page.getByRole('button', { name: t(`academy.carousel.${which}`) });

/** Whether the whole of a module's card is inside the carousel's window, as a person sees it. */
const isShown = (tab: Locator) =>
  tab.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const window = element.parentElement?.parentElement?.getBoundingClientRect();
    return Boolean(window) && box.left >= (window?.left ?? 0) - 1 && box.right <= (window?.right ?? 0) + 1;
  });
const shownModules = async (page: Page) => {
  const shown: number[] = [];
  for (let number = 1; number <= 6; number += 1)
    if (await isShown(moduleTab(page, number))) shown.push(number);
  return shown;
};
const selectedModule = (page: Page) =>
  tablist(page).locator('[aria-selected="true"]').getAttribute('data-module');

describe('browsing the academy', () => {
  it('a student browses the academy, opens the free course, pages its modules and runs an activity from a new tab', async () => {
    const { context, page } = journey;
    await skipTours(context);
    await signInThroughApi(context, 'student');
    await page.goto('/es/home');
    await page
      .getByRole('navigation', { name: t('nav.label') })
      .getByRole('link', { name: t('nav.academy') })
      .click();
    await waitForPath(page, '/es/academy');

    // Published courses only, in their grids; the premium one says it is locked.
    const free = grid(page, 'free');
    await free.getByRole('link', { name: FREE.name }).waitFor();
    const premium = grid(page, 'premium').getByRole('link', { name: PREMIUM.name });
    await premium.waitFor();
    expect(await premium.textContent()).toContain(t('academy.card.premium'));
    expect(await premium.textContent()).toContain(t('academy.card.locked'));
    expect(await page.getByText(DRAFT_NAME).count()).toBe(0);
    await checkA11y(page, 'academy');
    await screenshotAt360(page, 'academy', () => free.getByRole('link', { name: FREE.name }).waitFor(), {
      reload: true,
    });

    await free.getByRole('link', { name: FREE.name }).click();
    await waitForPath(page, `/es/academy/course/${FREE.id}`);
    await page.getByRole('heading', { level: 1, name: FREE.name }).waitFor();
    await page.getByRole('link', { name: t('academy.course.back') }).waitFor();

    // The carousel shows four modules and moves one at a time with its arrows…
    await eventually(() => shownModules(page)).toEqual([1, 2, 3, 4]);
    expect(await arrow(page, 'previous').isDisabled()).toBe(true);
    await arrow(page, 'next').click();
    await eventually(() => shownModules(page)).toEqual([2, 3, 4, 5]);
    await arrow(page, 'next').click();
    await eventually(() => shownModules(page)).toEqual([3, 4, 5, 6]);
    expect(await arrow(page, 'next').isDisabled()).toBe(true);
    await arrow(page, 'previous').click();
    await eventually(() => shownModules(page)).toEqual([2, 3, 4, 5]);

    // …and with the keyboard on a module: the arrows select the next one and the window follows.
    await moduleTab(page, 2).click();
    await page
      .getByRole('tabpanel')
      .getByText(t('academy.lesson.class_other', { count: 2 }))
      .waitFor();
    await page.keyboard.press('ArrowLeft');
    expect(await selectedModule(page)).toBe('1');
    await eventually(() => shownModules(page)).toEqual([1, 2, 3, 4]);
    await page.keyboard.press('End');
    await eventually(() => selectedModule(page)).toBe('6');
    await eventually(() => shownModules(page)).toEqual([3, 4, 5, 6]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-module'))).toBe('6');
    await page.getByRole('tabpanel').getByText(t('academy.lesson.empty')).waitFor();
    await page.getByRole('tabpanel').getByRole('heading', { level: 2, name: HOSTILE_NAME }).waitFor();
    expect(
      await page.evaluate(() => 'hacked' in window || document.querySelector('img[src="x"]') !== null),
    ).toBe(false);
    await page.keyboard.press('Home');
    await eventually(() => shownModules(page)).toEqual([1, 2, 3, 4]);
    await checkA11y(page, 'course view');
    await screenshotAt360(page, 'course-view', () => tablist(page).waitFor(), { reload: true });

    // The first module's lesson: class and home activities, each a real link to its guide in a new tab.
    const lesson = page.getByRole('tabpanel');
    const activity = lesson.getByRole('link', { name: new RegExp(BLINK.name) });
    expect(await activity.getAttribute('href')).toBe(`/es/template/${BLINK.id}`);
    expect(await activity.getAttribute('target')).toBe('_blank');
    expect(await activity.getAttribute('rel')).toContain('noopener');
    await lesson.getByRole('button', { name: t('academy.lesson.home_one', { count: 1 }) }).waitFor();

    const [guidePage] = await Promise.all([context.waitForEvent('page'), activity.click()]);
    await waitForPath(guidePage, `/es/template/${BLINK.id}`);
    const calls = recordApiCalls(guidePage);
    await guidePage.getByRole('complementary', { name: t('guideWorkspace.sidebar.label') }).waitFor();
    await guidePage.getByRole('heading', { level: 1, name: BLINK.name }).waitFor();
    await guidePage.locator('.react-flow__node[data-id="led1"] [data-part-drawing="wokwi-led"]').waitFor();
    await checkA11y(guidePage, 'template page');
    await screenshotAt360(guidePage, 'template');

    // Its starter code runs in the simulator: the LED on GP15 blinks.
    await guidePage.getByRole('button', { name: t('run.run'), exact: true }).click();
    await eventually(() => guidePage.locator('[data-run-state]').getAttribute('data-run-state')).toBe(
      'running',
    );
    const led = guidePage.locator('.react-flow__node[data-id="led1"] wokwi-led');
    const ledValue = () => led.evaluate((element) => (element as unknown as { value: boolean }).value);
    await eventually(ledValue).toBe(true);
    await eventually(ledValue).toBe(false);
    await guidePage.getByRole('button', { name: t('run.stop'), exact: true }).click();
    await guidePage.locator('[data-run-state="stopped"]').waitFor();
    // Followed, never saved.
    expect(await guidePage.locator('[data-save-status]').getAttribute('data-save-status')).toBe('off');
    // "Make it mine" copies the activity's starter project through the academy, into a new tab.
    const [copy] = await Promise.all([
      context.waitForEvent('page'),
      guidePage.getByRole('button', { name: t('guideWorkspace.makeItMine.label') }).click(),
    ]);
    await waitForPath(copy, /^\/es\/board\/[^/]+$/);
    await copy.getByRole('heading', { level: 1, name: BLINK.name }).waitFor();
    expect(calls).toContain(`POST /api/academy/activities/${BLINK.id}/projects`);
    await copy.close();
    // Away from the academy pages, the profile menu leads back to the academy.
    await guidePage.getByRole('button', { name: new RegExp(t('profile.menu')) }).click();
    expect(await guidePage.getByRole('menuitem', { name: t('profile.academy') }).getAttribute('href')).toBe(
      '/es/academy',
    );
    await guidePage.close();
  });

  it('a premium course shows its lock, and its activity cannot be reached by its address', async () => {
    const { context, page } = journey;
    await skipTours(context);
    await signInThroughApi(context, 'student');
    await page.goto('/es/academy');
    await grid(page, 'premium').getByRole('link', { name: PREMIUM.name }).click();
    await waitForPath(page, `/es/academy/course/${PREMIUM.id}`);

    const lock = page.getByRole('dialog', { name: t('academy.lock.title') });
    await lock.waitFor();
    const contact = lock.getByRole('link', { name: t('academy.lock.contact') });
    const mailto = new URL((await contact.getAttribute('href')) ?? '');
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(mailto.searchParams.get('subject')).toBe(t('academy.lock.subject', { name: PREMIUM.name }));
    // No activity of the course is offered.
    expect(await page.locator('a[href*="/template/"]').count()).toBe(0);
    await checkA11y(page, 'lock modal');
    await lock
      .getByRole('button', { name: exactly(t('academy.lock.close')) })
      .first()
      .click();
    await waitForPath(page, '/es/academy');

    // Typing the activity's address shows the locked notice, never its guide.
    await page.goto(`/es/template/${PREMIUM_ACTIVITY}`);
    await page.getByRole('heading', { level: 1, name: t('academy.locked.title') }).waitFor();
    expect(await page.getByRole('complementary', { name: t('guideWorkspace.sidebar.label') }).count()).toBe(
      0,
    );
    expect(await page.locator('.react-flow').count()).toBe(0);
    await checkA11y(page, 'locked template page');
    await page.getByRole('link', { name: t('academy.locked.course') }).click();
    await waitForPath(page, `/es/course/${PREMIUM_ACTIVITY}`);
    await page.getByRole('dialog', { name: t('academy.lock.title') }).waitFor();
  });

  it('a course found by one of its activities opens on its module; a failed list offers a retry; a course or activity that is not there goes back to the academy', async () => {
    const { context, page } = journey;
    await skipTours(context);
    await signInThroughApi(context, 'student');
    await page.goto(`/es/course/${BUTTON_ACTIVITY}`);
    await page.getByRole('heading', { level: 1, name: FREE.name }).waitFor();
    await eventually(() => selectedModule(page)).toBe('2');
    await page.getByRole('tabpanel').locator(`a[href="/es/template/${BUTTON_ACTIVITY}"]`).waitFor();
    await checkA11y(page, 'course of an activity');

    // A list that fails to load says so, and a retry brings the courses.
    await page.route('**/api/academy/courses', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'INTERNAL', message: 'down' } } }),
    );
    await page.goto('/es/academy');
    const failure = page.getByRole('alert').filter({ hasText: t('academy.page.loadFailed') });
    await failure.waitFor();
    await page.unroute('**/api/academy/courses');
    await failure.getByRole('button', { name: t('academy.page.retry') }).click();
    await grid(page, 'free').getByRole('link', { name: FREE.name }).waitFor();

    await page.goto('/es/academy/course/no-existe');
    await waitForPath(page, '/es/academy');
    await page.getByText(t('errors.COURSE_NOT_FOUND')).waitFor();

    await page.goto('/es/academy/course/');
    await waitForPath(page, '/es/academy');

    await page.goto('/es/template/activity_no_existe');
    await waitForPath(page, '/es/academy');
    await page.getByText(t('errors.ACTIVITY_NOT_FOUND')).waitFor();
  });

  it("a student's first visit to a course starts its tour, which walks the banner, the modules and the lesson", async () => {
    const { context, page } = journey;
    await signInThroughApi(context, 'student');
    await page.goto(`/es/academy/course/${FREE.id}`);
    for (const step of ['courseBanner', 'courseModules', 'courseLesson']) {
      const card = page.getByRole('dialog', { name: t(`tour.steps.${step}.title`) });
      await card.waitFor();
      const next = t(step === 'courseLesson' ? 'tour.finish' : 'tour.next');
      await card.getByRole('button', { name: exactly(next) }).click();
    }
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.reload();
    await tablist(page).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
