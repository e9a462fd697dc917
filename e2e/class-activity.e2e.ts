import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from '../src/server/db/pglite.ts';
import { DEMO_GROUP } from '../src/server/db/seed-content/school.ts';
import { checkA11y, newContext, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { PHONE, screenshotAt360 } from './support/phone.ts';
import { keepPicture } from './support/pictures.ts';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/session.ts';
import { exactly, t } from './support/texts.ts';

const journey = setUpJourney();
const SHOTS = path.join('.test-results', 'e2e', 'class-activity');

/** The seeded free course's first class activity. */
const ACTIVITY = 'activity_led_parpadeo';
const STUDENT = DEMO_ACCOUNTS.student.name;
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/**
 * The demo group's id is random at seed time: read it from the database with the server stopped
 * (one process opens PGlite). Once the groups slice lands, `GET /api/me/groups` can tell it instead.
 */
let groupId = '';
beforeAll(() =>
  journey.server.restart(async (dataDir) => {
    const db = await createPglite({ dataDir: path.join(dataDir, 'db') });
    try {
      const found = await db.query<{ id: string }>('select id from groups where name = $1', [
        DEMO_GROUP.name,
      ]);
      groupId = found.rows[0]?.id ?? '';
    } finally {
      await db.close();
    }
    if (!groupId) throw new Error('the seed has no demo group');
  }),
);

const classUrl = () => `/es/class-activity/${ACTIVITY}?groupId=${encodeURIComponent(groupId)}`;
const floorOf = (page: Page) =>
  page.getByRole('status').filter({ hasText: t('classActivity.display.label') });
const shownFloor = (page: Page) => floorOf(page).getAttribute('data-floor');
const key = (page: Page, floor: number) =>
  page.getByRole('button', { name: exactly(t('classActivity.keypad.key', { floor })) });
const holder = (page: Page) => page.getByTestId('keyboard-holder');

describe('class activity', () => {
  it('the tutor hands the keypad to a student, whose floors reach the tutor live, then takes it back', async () => {
    const { page: tutor, context, browser, server } = journey;
    await signInThroughApi(context, 'tutor');
    const studentContext = await newContext(browser, server.url);
    try {
      await signInThroughApi(studentContext, 'student');
      const student = await studentContext.newPage();
      await student.goto(classUrl());
      await tutor.goto(classUrl());

      // Nobody holds the keypad yet: the student sees it read only, and no access control.
      await holder(student).getByText(t('classActivity.holder.nobody')).waitFor();
      expect(await key(student, 5).isDisabled()).toBe(true);
      expect(await student.getByRole('button', { name: t('classActivity.access.grant') }).count()).toBe(0);
      await checkA11y(student, 'class activity, a student without the keypad');

      // The tutor picks the student and grants access.
      await tutor.getByRole('heading', { name: t('classActivity.access.title') }).waitFor();
      await checkA11y(tutor, 'class activity, the tutor');
      await tutor.getByRole('combobox', { name: t('classActivity.access.student') }).click();
      await tutor.getByRole('option', { name: STUDENT }).click();
      await tutor.getByRole('button', { name: t('classActivity.access.grant') }).click();
      await tutor.getByText(t('classActivity.access.granted', { name: STUDENT })).waitFor();
      await holder(tutor)
        .getByText(t('classActivity.holder.other', { name: STUDENT }))
        .waitFor();

      // The student's open page learns it holds access, live.
      await holder(student).getByText(t('classActivity.holder.you')).waitFor();
      await eventually(() => key(student, 7).isEnabled()).toBe(true);
      await checkA11y(student, 'class activity, the student holding the keypad');

      // A press, then a typed digit: each floor appears on the tutor's page live.
      await key(student, 7).click();
      await eventually(() => shownFloor(student)).toBe('7');
      await eventually(() => shownFloor(tutor)).toBe('7');
      await student.keyboard.press('3');
      await eventually(() => shownFloor(tutor)).toBe('3');
      expect(await floorOf(tutor).locator('time').count()).toBe(1);
      await keepPicture(tutor, path.join(SHOTS, 'tutor.png'), { fullPage: true });
      await keepPicture(student, path.join(SHOTS, 'student.png'), { fullPage: true });

      // The tutor revokes: the student's keypad is disabled, live.
      await tutor.getByRole('button', { name: t('classActivity.access.revoke') }).click();
      await tutor.getByText(exactly(t('classActivity.access.revoked'))).waitFor();
      await eventually(() => key(student, 7).isDisabled()).toBe(true);
      await holder(student).getByText(t('classActivity.holder.nobody')).waitFor();
      await student.keyboard.press('8');

      // The floor persists: a reload still shows the last one the student sent, on a phone too.
      await tutor.setViewportSize(PHONE);
      await tutor.reload();
      await eventually(() => shownFloor(tutor)).toBe('3');
      await screenshotAt360(tutor, 'class-activity');

      // The way back to the group: its grades for the tutor, the groups page for the student.
      await student.getByTestId('back-to-group').click();
      await waitForPath(student, '/es/groups');
      await tutor.getByTestId('back-to-group').click();
      await waitForPath(tutor, `/es/grades/${groupId}`);
    } finally {
      await studentContext.close();
    }
  });
});
