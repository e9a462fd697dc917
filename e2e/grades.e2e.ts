import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SEATS } from '../src/server/db/demo-accounts.ts';
import { createPglite } from '../src/server/db/pglite.ts';
import { newApiClient, signIn } from './support/api-client.ts';
import { checkA11y, expectOnlyTableScrolls, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { PHONE_SHOTS, screenshotAt360 } from './support/phone.ts';
import { keepPicture } from './support/pictures.ts';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/session.ts';
import { t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

/**
 * Issue 12, grades: the demo tutor reads the seeded group's work as a spreadsheet (states, scores,
 * sorting, the keyboard, the CSV), sees a student's send arrive on the open page, and the students
 * see only their own.
 */
const journey = setUpJourney();

const LED = 'activity_led_parpadeo';
const SEMAFORO = 'activity_semaforo';
const SOS = 'activity_sos_morse';
const LUCIA = DEMO_ACCOUNTS.student.name;
/** A third student whose name is a formula and markup: the grid shows it as text, the CSV defuses it. */
const HOSTILE = '=HYPERLINK("x")<img src=x onerror="window.__hacked=1">';
const HOSTILE_EMAIL = 'hostil@chispa.test';
const MATEO = DEMO_ACCOUNTS.student2.name;
/** The group's class seats (issue 27), students as any other, with nothing sent yet. */
const SEATS: string[] = DEMO_SEATS.main.seats.map((seat) => seat.name);
const SHOTS = path.join('.test-results', 'e2e', 'grades');
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });

interface Seeded {
  groupId: string;
  lucia: string;
  mateo: string;
  hostile: string;
}
let seeded: Seeded;

/**
 * The demo group's id and its students' ids, read while the server is stopped (one PGlite
 * process), and a third student with a hostile name added to the group.
 */
const readSeed = async (dataDir: string) => {
  const db = await createPglite({ dataDir: path.join(dataDir, 'db') });
  try {
    const group = await db.query<{ id: string }>(`select id from groups where name = '3.º A — Electrónica'`);
    const people = await db.query<{ id: string; email: string }>(
      'select id, email from users where email = any($1)',
      [[DEMO_ACCOUNTS.student.email, DEMO_ACCOUNTS.student2.email]],
    );
    const idOf = (email: string) => people.rows.find((row) => row.email === email)?.id ?? '';
    const groupId = group.rows[0]?.id ?? '';
    await db.query('insert into users (id, name, email) values ($1, $2, $3)', [
      'hostile-student',
      HOSTILE,
      HOSTILE_EMAIL,
    ]);
    await db.query('insert into group_students (group_id, user_id) values ($1, $2)', [
      groupId,
      'hostile-student',
    ]);
    seeded = {
      groupId,
      lucia: idOf(DEMO_ACCOUNTS.student.email),
      mateo: idOf(DEMO_ACCOUNTS.student2.email),
      hostile: 'hostile-student',
    };
  } finally {
    await db.close();
  }
};

beforeAll(async () => {
  await journey.server.restart(readSeed);
  expect(seeded.groupId).not.toBe('');
});

const grid = (page: Page) => page.getByRole('grid');
const row = (page: Page, studentId: string) => grid(page).locator(`tr[data-student="${studentId}"]`);
const cell = (page: Page, studentId: string, activityId: string) =>
  row(page, studentId).locator(`a[href*="/grade-activity/${activityId}?"]`);
const rowNames = (page: Page) => grid(page).locator('tbody th').allTextContents();
const focusedCell = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-cell'));

const openGrades = async (page: Page) => {
  await page.goto(`/es/grades/${seeded.groupId}`);
  await cell(page, seeded.lucia, LED).waitFor();
};

describe('the grades of a group', () => {
  it('the tutor reads the seeded states and scores, sorts, moves with the keyboard and downloads the CSV', async () => {
    const { context, page } = journey;
    await skipTours(context);
    await signInThroughApi(context, 'tutor');
    await openGrades(page);
    await page.getByRole('heading', { level: 1, name: '3.º A — Electrónica' }).waitFor();

    // Each state in words beside its icon, and the score as x/100.
    expect(await cell(page, seeded.lucia, LED).textContent()).toBe(`${t('grades.state.graded')}95/100`);
    expect(await cell(page, seeded.lucia, SEMAFORO).textContent()).toBe(t('grades.state.sent'));
    expect(await cell(page, seeded.lucia, SOS).textContent()).toBe(t('grades.state.notReceived'));
    expect(await page.getByRole('link', { name: t('grades.classActivity') }).getAttribute('href')).toBe(
      `/es/class-activity?groupId=${seeded.groupId}`,
    );
    expect(await cell(page, seeded.mateo, LED).textContent()).toBe(t('grades.state.sent'));
    expect(await rowNames(page)).toEqual([HOSTILE, LUCIA, MATEO, ...SEATS]);
    expect(
      await page.evaluate(() => 'hacked' in window || document.querySelector('img[src="x"]') !== null),
    ).toBe(false);
    expect(await cell(page, seeded.lucia, LED).getAttribute('href')).toBe(
      `/es/grade-activity/${LED}?groupId=${seeded.groupId}&studentUid=${seeded.lucia}`,
    );
    await checkA11y(page, 'grades');
    await keepPicture(page, path.join(SHOTS, 'grades.png'), { fullPage: true });

    // Sorting by name flips the rows; by the LED's score puts the graded student first either way.
    await page.getByRole('button', { name: t('grades.table.sortByName') }).click();
    await eventually(() => rowNames(page)).toEqual([...[...SEATS].reverse(), MATEO, LUCIA, HOSTILE]);
    expect(new URL(page.url()).searchParams.get('dir')).toBe('desc');
    const byLed = page.locator(`button[data-sort="${LED}"]`);
    await byLed.click();
    await eventually(() => rowNames(page)).toEqual([LUCIA, HOSTILE, MATEO, ...SEATS]);
    await byLed.click();
    await eventually(() => rowNames(page)).toEqual([LUCIA, HOSTILE, MATEO, ...SEATS]);
    expect(new URL(page.url()).search).toBe(`?sort=${LED}&dir=desc`);
    await page.getByRole('button', { name: t('grades.table.sortByName') }).click();
    await eventually(() => rowNames(page)).toEqual([HOSTILE, LUCIA, MATEO, ...SEATS]);

    // One cell in the tab order; arrows, Home and End move like a spreadsheet; Enter opens the cell.
    expect(await grid(page).locator('tbody [tabindex="0"]').count()).toBe(1);
    await grid(page).locator('[data-cell="0:0"]').focus();
    await page.keyboard.press('ArrowRight');
    expect(await focusedCell(page)).toBe('0:1');
    await page.keyboard.press('End');
    expect(await focusedCell(page)).toBe('0:6');
    await page.keyboard.press('ArrowDown');
    expect(await focusedCell(page)).toBe('1:6');
    await page.keyboard.press('Home');
    expect(await focusedCell(page)).toBe('1:0');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    expect(await focusedCell(page)).toBe('0:1');
    expect(await grid(page).locator('tbody [tabindex="0"]').getAttribute('data-cell')).toBe('0:1');
    await page.keyboard.press('Enter');
    await waitForPath(
      page,
      `/es/grade-activity/${LED}?groupId=${seeded.groupId}&studentUid=${seeded.hostile}`,
    );
    await page.goBack();
    await cell(page, seeded.lucia, LED).waitFor();

    // The CSV: BOM, a header of the activities in course order, one row a student.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t('grades.downloadCsv') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^calificaciones-.*\.csv$/);
    const csv = await readFile((await download.path()) as string, 'utf8');
    // As a Spanish spreadsheet opens it: BOM, split on ';', CRLF rows.
    expect(csv.startsWith('\uFEFFEstudiante;Correo;')).toBe(true);
    const [header, ...rows] = parse(csv, { bom: true, delimiter: ';' }) as string[][];
    const blink = 'M1 · Tu primer LED parpadeante';
    // The seed's blink activity carries behaviour checks: a column for their score, empty here
    // (the seed's sends ran no checks).
    expect(header?.slice(0, 7)).toEqual([
      'Estudiante',
      'Correo',
      `${blink} · nota`,
      `${blink} · estado`,
      `${blink} · comentarios`,
      `${blink} · comprobaciones`,
      'M1 · Semáforo de tres luces · nota',
    ]);
    // The group's class seats (issue 27) are students too, by name, with no address to list.
    const seatNames = [...SEATS];
    expect(rows.map((row) => row[0])).toEqual([
      `'=HYPERLINK("x")<img src=x onerror="window.__hacked=1">`,
      LUCIA,
      MATEO,
      ...seatNames,
    ]);
    expect(rows.slice(3).map((row) => row[1])).toEqual(seatNames.map(() => ''));
    expect(rows[1]?.slice(1, 4)).toEqual([DEMO_ACCOUNTS.student.email, '95', 'Calificada']);
    expect(rows[2]?.slice(2, 4)).toEqual(['', 'Enviada']);
    expect(new Set(rows.map((row) => row.length))).toEqual(new Set([header?.length]));

    // On a phone the grid scrolls inside its container, and the students' column stays in view.
    // (Loaded at that width, not resized into it, which would catch the layout mid-transition.)
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await cell(page, seeded.lucia, LED).waitFor();
    await expectOnlyTableScrolls(grid(page), 360);
    const nameLeft = () =>
      grid(page)
        .locator('[data-cell="0:0"]')
        .evaluate((e) => e.getBoundingClientRect().left);
    const before = await nameLeft();
    await grid(page).evaluate((table) => {
      const scroller = table.closest('.mantine-ScrollArea-viewport') ?? table.parentElement?.parentElement;
      scroller?.scrollBy({ left: 400 });
    });
    await eventually(() =>
      grid(page)
        .locator('[data-cell="0:3"]')
        .evaluate((e) => e.getBoundingClientRect().left < 300),
    );
    expect(Math.abs((await nameLeft()) - before)).toBeLessThan(2);
    await keepPicture(page, path.join(PHONE_SHOTS, 'grades.png'), { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await cell(page, seeded.lucia, LED).waitFor();

    // A column's header opens the group activity table.
    await grid(page).getByRole('link', { name: 'Semáforo de tres luces' }).click();
    await waitForPath(page, `/es/group-activity-table/${SEMAFORO}?groupId=${seeded.groupId}`);
    const table = page.getByRole('table');
    await table
      .getByRole('row', { name: new RegExp(LUCIA) })
      .getByText(t('grades.state.sent'))
      .waitFor();
    await table
      .getByRole('row', { name: new RegExp(MATEO) })
      .getByText(t('grades.state.notReceived'))
      .waitFor();
    expect(
      await table
        .getByRole('link', { name: t('grades.activityTable.openFor', { student: LUCIA }) })
        .getAttribute('href'),
    ).toBe(`/es/grade-activity/${SEMAFORO}?groupId=${seeded.groupId}&studentUid=${seeded.lucia}`);
    await checkA11y(page, 'group activity table');
    await screenshotAt360(page, 'group-activity-table');
  });

  it("a student's send appears on the tutor's open grades page", async () => {
    const { context, page } = journey;
    await skipTours(context);
    await signInThroughApi(context, 'tutor');
    await openGrades(page);
    expect(await cell(page, seeded.lucia, SOS).textContent()).toBe(t('grades.state.notReceived'));

    const student = await newApiClient(journey.server.url);
    try {
      await signIn(student, DEMO_ACCOUNTS.student.email, DEMO_ACCOUNTS.student.password);
      // The student opens the activity (their project is made), then sends it at the version read.
      const base = `/api/groups/${seeded.groupId}/activities/${SOS}`;
      const opened = await student.post(`${base}/project`);
      expect(opened.status(), await opened.text()).toBeLessThan(300);
      const work = await student.get(`${base}/students/${seeded.lucia}`);
      expect(work.status(), await work.text()).toBe(200);
      const { version } = (await work.json()) as { version: number };
      const sent = await student.post(`${base}/students/${seeded.lucia}/send`, { data: { version } });
      expect(sent.status(), await sent.text()).toBe(200);
    } finally {
      await student.dispose();
    }
    await eventually(() => cell(page, seeded.lucia, SOS).textContent()).toBe(t('grades.state.sent'));
  });

  it('the student reads their own backoffice, and no one else’s grades', async () => {
    const { context, page } = journey;
    await skipTours(context);
    await signInThroughApi(context, 'student');
    await page.goto(
      `/es/student/${seeded.lucia}?groupId=${seeded.groupId}&studentName=${encodeURIComponent(LUCIA)}`,
    );
    const led = page.locator(`tr[data-activity="${LED}"]`);
    await led.getByText('95/100').waitFor();
    await led.getByText(t('grades.state.graded')).waitFor();
    await led.getByText(/Circuito correcto y código muy claro/).waitFor();
    expect(await led.getByRole('link').getAttribute('href')).toBe(
      `/es/activity/${LED}?groupId=${seeded.groupId}&studentUid=${seeded.lucia}`,
    );
    await page.locator(`tr[data-activity="${SEMAFORO}"]`).getByText(t('grades.state.sent')).waitFor();
    await page.getByRole('heading', { level: 1, name: LUCIA }).waitFor();
    expect(await page.getByRole('link', { name: t('grades.classActivity') }).getAttribute('href')).toBe(
      `/es/class-activity?groupId=${seeded.groupId}`,
    );
    await checkA11y(page, 'student backoffice');
    await keepPicture(page, path.join(SHOTS, 'student.png'), { fullPage: true });
    await screenshotAt360(page, 'student');

    // The group's grades are not a student's to read.
    await page.goto(`/es/grades/${seeded.groupId}`);
    await page.getByText(t('grades.noAccess.title')).waitFor();
    expect(await page.getByRole('grid').count()).toBe(0);
    await checkA11y(page, 'grades, no access');
  });

  it("another student meets the no-access page on a classmate's backoffice", async () => {
    const { context, page } = journey;
    await skipTours(context);
    await signInThroughApi(context, 'student2');
    const response = await context.request.get(
      `/api/groups/${seeded.groupId}/students/${seeded.lucia}/submissions`,
    );
    expect(response.status()).toBe(403);
    await page.goto(`/es/student/${seeded.lucia}?groupId=${seeded.groupId}&studentName=x`);
    await page.getByText(t('grades.noAccess.text')).waitFor();
    expect(await page.getByText(/Circuito correcto/).count()).toBe(0);
    await checkA11y(page, 'student backoffice, no access');
  });
});
