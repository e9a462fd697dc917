import path from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { CourseDetail } from '../src/domain/academy.ts';
import { bodyOf, newApiClient, signIn } from './support/api-client.ts';
import { checkA11y, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { keepPicture } from './support/pictures.ts';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/session.ts';
import { t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

const journey = setUpJourney();

/** The seeded free course and one of its activities. */
const FREE = { id: 'curso-electronica-basica', name: 'Electrónica básica con Raspberry Pi Pico' };
const BLINK = 'activity_led_parpadeo';

let admin: APIRequestContext | undefined;
afterAll(() => admin?.dispose());

/** The super admin locks or unlocks the course through course management, as its page does. */
const setBlock = async (block: boolean) => {
  if (!admin) {
    admin = await newApiClient(journey.server.url);
    const { email, password } = DEMO_ACCOUNTS.superAdmin;
    await signIn(admin, email, password);
  }
  const course = await bodyOf<CourseDetail>(await admin.get(`/api/courses/${FREE.id}`), 200);
  const { name, description, version } = course;
  const saved = await bodyOf<CourseDetail>(
    await admin.put(`/api/courses/${FREE.id}`, { data: { name, description, version, block } }),
    200,
  );
  expect(saved.block).toBe(block);
};

const SHOTS = path.join('.test-results', 'e2e', 'course-block');
/** Pictures of what the student sees, for a person to look at. */
const shoot = async (page: Page, name: string) => {
  await keepPicture(page, path.join(SHOTS, `${name}.png`), { fullPage: true });
};

const freeGrid = (page: Page) => page.getByRole('list', { name: t('academy.page.free') });

describe('a locked course', () => {
  it('a student sees the course locked in the academy, no activity on its page, and cannot open one by its address', async () => {
    await setBlock(true);
    const { context, page } = journey;
    await skipTours(context);
    await signInThroughApi(context, 'student');
    await page.goto('/es/academy');

    // Still listed, with its badge.
    const card = freeGrid(page).getByRole('link', { name: FREE.name });
    await card.getByText(t('academy.card.blocked')).waitFor();
    await shoot(page, 'academy');
    await card.click();
    await waitForPath(page, `/es/academy/course/${FREE.id}`);

    // The course view says it is locked instead of offering its activities (and no provider to contact).
    const notice = page.getByRole('alert').filter({ hasText: t('academy.blocked.title') });
    await notice.waitFor();
    expect(await page.locator('a[href*="/template/"]').count()).toBe(0);
    expect(await page.getByRole('dialog', { name: t('academy.lock.title') }).count()).toBe(0);
    await checkA11y(page, 'locked course view');
    await shoot(page, 'course-view');

    // Typing an activity's address shows the locked notice, never its guide.
    await page.goto(`/es/template/${BLINK}`);
    await page.getByRole('heading', { level: 1, name: t('academy.blocked.activityTitle') }).waitFor();
    expect(await page.locator('.react-flow').count()).toBe(0);
    expect(await page.getByRole('link', { name: t('academy.lock.contact') }).count()).toBe(0);
    await checkA11y(page, 'locked course template page');
    await shoot(page, 'template');

    // Unlocked again, the same address opens the activity's guide.
    await setBlock(false);
    await page.reload();
    await page.locator('.react-flow').first().waitFor();
  });
});
