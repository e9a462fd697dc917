import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '../src/domain/academy.ts';
import type { Guide } from '../src/domain/guides.ts';
import { checkA11y, newContext, recordApiCalls, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { screenshotAt360 } from './support/phone.ts';
import { signInThroughApi } from './support/session.ts';
import { exactly, t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

const journey = setUpJourney();

/** The seeded free course: module 1 'Luz y salidas digitales', module 2 'Entradas: botones y sensores'. */
const COURSE_ID = 'curso-electronica-basica';
const LIGHT = 'Luz y salidas digitales';
const INPUTS = 'Entradas: botones y sensores';
const BLINK = 'Tu primer LED parpadeante';
const BLINK_ID = 'activity_led_parpadeo';
const TRAFFIC = 'Semáforo de tres luces';
/** The seeded draft course, whose banner the third journey edits. */
const WEATHER = { id: 'curso-estacion-meteorologica', name: 'Estación meteorológica IoT' };

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

const apiGet = async <T>(context: BrowserContext, path: string): Promise<T> => {
  const response = await context.request.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
};

const moduleHandle = (page: Page, number: number, name: string) =>
  page.getByRole('button', { name: t('courseEditor.reorder.moduleHandle', { number, name }) });
const activityHandle = (page: Page, name: string) =>
  page.getByRole('button', { name: t('courseEditor.reorder.activityHandle', { name }) });
const announcement = (page: Page) => page.getByTestId('reorder-announcer').innerText();
const saveStatus = (page: Page) => page.locator('[data-save-status]').getAttribute('data-save-status');

/** Module names in page order, and the class activities of the module named `name`. */
const moduleNames = (page: Page) =>
  page
    .getByRole('list', { name: t('courseEditor.modules.title') })
    .locator(':scope > li h2')
    .allInnerTexts();
const classActivities = (page: Page, module: string) =>
  page
    .locator('li[data-module]')
    .filter({ has: page.getByRole('heading', { level: 2, name: module }) })
    .getByRole('list', { name: t('courseEditor.lists.classActivities') })
    .locator('li[data-activity] [aria-expanded]')
    .allInnerTexts();

/**
 * A mouse drag from one element to a point `at` of another, both on screen at once (a viewport tall enough for the
 * two, the sticky bar above neither), moving in steps as a hand does: Chromium starts an HTML5 drag
 * only once the pressed mouse has moved, and a single jump (`dragTo`) sometimes starts none.
 */
const dragOnto = async (page: Page, source: Locator, target: Locator, at: { x: number; y: number }) => {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: viewport?.width ?? 1280, height: 1600 });
  try {
    // The target in the middle of the tall viewport: the source, a row below it, is on screen too.
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const from = await source.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('the drag needs both ends on the page');
    expect([from.y > 80, to.y > 80, from.y + from.height < 1600, to.y + at.y < 1600]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + at.x, to.y + at.y, { steps: 8 });
    await page.mouse.move(to.x + at.x, to.y + at.y + 1);
    await page.mouse.up();
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
};

describe('course editor', () => {
  it('a super admin reorders a module by keyboard and an activity by drag, saves, and the order stays', async () => {
    const { context, page } = journey;
    await signInThroughApi(context, 'superAdmin');
    await page.goto(`/es/edit/course/${COURSE_ID}`);
    await moduleHandle(page, 2, INPUTS).waitFor();
    expect(await saveStatus(page)).toBe('saved');
    await checkA11y(page, 'course editor');
    await screenshotAt360(page, 'course-editor');

    // Keyboard: Escape puts a picked-up module back where it was.
    await moduleHandle(page, 1, LIGHT).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    expect(await announcement(page)).toBe(
      t('courseEditor.reorder.cancelled', { name: LIGHT, position: 1, total: 2 }),
    );
    expect(await moduleNames(page)).toEqual([
      expect.stringContaining(LIGHT),
      expect.stringContaining(INPUTS),
    ]);
    expect(await saveStatus(page)).toBe('saved');

    // Pick module 2 up, move it up, drop it; each step is announced and focus stays on it.
    await moduleHandle(page, 2, INPUTS).focus();
    await page.keyboard.press('Space');
    expect(await announcement(page)).toBe(
      t('courseEditor.reorder.picked', { name: INPUTS, position: 2, total: 2 }),
    );
    await page.keyboard.press('ArrowUp');
    expect(await announcement(page)).toBe(t('courseEditor.reorder.moved', { position: 1, total: 2 }));
    await page.keyboard.press('Space');
    expect(await announcement(page)).toBe(
      t('courseEditor.reorder.dropped', { name: INPUTS, position: 1, total: 2 }),
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      t('courseEditor.reorder.moduleHandle', { number: 1, name: INPUTS }),
    );
    expect(await moduleNames(page)).toEqual([
      expect.stringContaining(INPUTS),
      expect.stringContaining(LIGHT),
    ]);
    expect(await saveStatus(page)).toBe('unsaved');

    // Drag: the traffic light goes above the blinking LED (the upper half of its row).
    const blinkRow = page.locator('li[data-activity]').filter({ has: activityHandle(page, BLINK) });
    await dragOnto(page, activityHandle(page, TRAFFIC), blinkRow, { x: 60, y: 8 });
    expect(await classActivities(page, LIGHT)).toEqual([TRAFFIC, BLINK]);

    // Leaving with unsaved changes asks first; staying keeps them.
    await page.getByRole('link', { name: exactly(t('nav.home')) }).click();
    const leave = page.getByRole('dialog', { name: t('courseEditor.leave.title') });
    await leave.getByRole('button', { name: t('courseEditor.leave.cancel') }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(await classActivities(page, LIGHT)).toEqual([TRAFFIC, BLINK]);

    // Someone renames the course meanwhile: the save meets a conflict, keeps the work, and
    // "overwrite" writes this tree over theirs without undoing their new name.
    const renamed = await context.request.put(`/api/courses/${COURSE_ID}/title`, {
      data: { name: 'Electrónica para empezar' },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);
    await page.getByRole('button', { name: t('courseEditor.save') }).click();
    const conflict = page.getByRole('dialog', { name: t('courseEditor.conflict.title') });
    await conflict.waitFor();
    expect(await classActivities(page, LIGHT)).toEqual([TRAFFIC, BLINK]);
    await conflict.getByRole('button', { name: t('courseEditor.conflict.overwrite') }).click();
    await conflict.waitFor({ state: 'hidden' });
    await eventually(() => saveStatus(page)).toBe('saved');
    const saved = await apiGet<CourseDetail>(context, `/api/courses/${COURSE_ID}`);
    expect(saved.name).toBe('Electrónica para empezar');
    expect(saved.content.modules.map((m) => [m.number, m.name])).toEqual([
      ['1', INPUTS],
      ['2', LIGHT],
    ]);

    await page.reload();
    await moduleHandle(page, 1, INPUTS).waitFor();
    expect(await moduleNames(page)).toEqual([
      expect.stringContaining(INPUTS),
      expect.stringContaining(LIGHT),
    ]);
    expect(await classActivities(page, LIGHT)).toEqual([TRAFFIC, BLINK]);
  });
});

describe('starter project template editing', () => {
  it("a super admin adds a part to an activity's starter project from the editor, and a student sees it", async () => {
    const { browser, context, page, server } = journey;
    await signInThroughApi(context, 'superAdmin');
    await skipTours(context);
    await page.goto(`/es/edit/course/${COURSE_ID}`);
    const link = page.getByRole('link', {
      name: t('courseEditor.activity.starterProjectLabel', { name: BLINK }),
    });
    const [template] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await waitForPath(template, `/es/template/${BLINK_ID}?edit=1`);
    await template.getByText(t('guideWorkspace.templateBadge')).waitFor();
    // The course is published; its starter projects are edited all the same.
    await eventually(() => saveStatus(template)).toBe('saved');
    await checkA11y(template, 'starter project template editing');

    await template
      .getByRole('button', { name: t('editor.sidebar.add', { name: 'Zumbador' }), exact: true })
      .click();
    await template.locator('.react-flow__node[data-id="bz1"]').waitFor();
    await eventually(async () => {
      const guide = await apiGet<Guide>(context, `/api/academy/activities/${BLINK_ID}/guide`);
      return (guide.project.diagram as { parts: { id: string }[] }).parts.map((part) => part.id);
    }).toContain('bz1');
    await eventually(() => saveStatus(template)).toBe('saved');

    // A student opens the template (edit=1 means nothing to them) and finds the buzzer there.
    const student = await newContext(browser, server.url);
    await signInThroughApi(student, 'student');
    await skipTours(student);
    const studentPage = await student.newPage();
    await studentPage.goto(`/es/template/${BLINK_ID}?edit=1`);
    await studentPage.locator('.react-flow__node[data-id="bz1"]').waitFor();
    expect(await studentPage.getByText(t('guideWorkspace.templateBadge')).count()).toBe(0);
    expect(await saveStatus(studentPage)).toBe('off');
    await student.close();
  });

  it("an institution admin's edit toggle on an activity of their course opens its template editing", async () => {
    const { browser, server } = journey;
    const admin = await newContext(browser, server.url);
    await signInThroughApi(admin, 'institutionAdmin');
    await skipTours(admin);
    const page = await admin.newPage();
    await page.goto(`/es/template/${BLINK_ID}`);
    // The toggle's radios are drawn as labels: a person clicks the label.
    await page
      .getByRole('complementary', { name: t('guideWorkspace.sidebar.label') })
      .getByText(exactly(t('guideWorkspace.sidebar.edit')))
      .click();
    await waitForPath(page, `/es/template/${BLINK_ID}?edit=1`);
    await page.getByText(t('guideWorkspace.templateBadge')).waitFor();

    // A course that is not there: the way back is to their institution's course management.
    await page.goto('/es/edit/course/no-such-course');
    await page.getByRole('link', { name: t('courseEditor.notFound.back') }).click();
    await waitForPath(page, /^\/es\/create-groups-management-test\?institution=/);
    await admin.close();
  });
});

describe('the course banner', () => {
  it('a super admin renames the course on its banner, then changes its description and image through the modal with preview', async () => {
    const { context, page } = journey;
    await signInThroughApi(context, 'superAdmin');
    await skipTours(context);
    const calls = recordApiCalls(page);
    const titleSaves = () => calls.filter((call) => call === `PUT /api/courses/${WEATHER.id}/title`).length;
    await page.goto(`/es/edit/course/${WEATHER.id}`);
    const banner = page.locator('header[data-tour="course-banner"]');
    await banner.getByRole('heading', { level: 1, name: WEATHER.name }).waitFor();
    expect(await banner.locator('[data-cover]').first().getAttribute('data-cover')).toBe('gradient');

    // View → editing: the field starts from the name, counts n/60 and refuses fewer than 3 characters.
    const editTitle = banner.getByRole('button', { name: t('academy.banner.editTitle') });
    const field = banner.getByRole('textbox', { name: t('academy.banner.name') });
    const saveTitle = banner.getByRole('button', { name: t('academy.banner.saveTitle') });
    await editTitle.click();
    expect(await field.inputValue()).toBe(WEATHER.name);
    await banner.getByText(`${WEATHER.name.length}/60`).waitFor();
    await field.fill('ab');
    await banner.getByText('2/60').waitFor();
    await banner.getByText(t('academy.banner.titleTooShort')).waitFor();
    expect(await saveTitle.isDisabled()).toBe(true);
    await field.press('Enter');
    // Escape cancels: the name is as it was and nothing was sent.
    await field.press('Escape');
    await banner.getByRole('heading', { level: 1, name: WEATHER.name }).waitFor();
    // Enter on an unchanged name cancels without saving.
    await editTitle.click();
    await field.press('Enter');
    await field.waitFor({ state: 'hidden' });
    expect(titleSaves()).toBe(0);

    // A failed save shows the 5 s danger toast and keeps the field open with what was typed.
    await page.route(`**/api/courses/${WEATHER.id}/title`, (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'INTERNAL', message: 'down' } } }),
    );
    await editTitle.click();
    await field.fill('  Estación del clima  ');
    await field.press('Enter');
    await page.getByText(t('academy.banner.titleFailed')).waitFor();
    expect(await field.inputValue()).toBe('  Estación del clima  ');
    await page.unroute(`**/api/courses/${WEATHER.id}/title`);
    // Saved: trimmed, with the 3 s success toast, and the server has it.
    await saveTitle.click();
    await page.getByText(t('academy.banner.titleSaved')).waitFor();
    await banner.getByRole('heading', { level: 1, name: 'Estación del clima' }).waitFor();
    expect((await apiGet<CourseDetail>(context, `/api/courses/${WEATHER.id}`)).name).toBe(
      'Estación del clima',
    );

    // The modal: its preview follows what is typed and the file chosen before anything is saved.
    await banner.getByRole('button', { name: t('academy.banner.editBanner') }).click();
    const modal = page.getByRole('dialog', { name: t('academy.banner.editBanner') });
    await modal.waitFor();
    const preview = modal.locator('[data-preview]');
    await modal
      .getByRole('textbox', { name: t('academy.banner.description') })
      .fill('Mide <b>temperatura</b> y humedad');
    await preview.getByText('Mide <b>temperatura</b> y humedad').waitFor();
    const chooser = modal.locator(`input[type=file][aria-label="${t('academy.banner.chooseImage')}"]`);
    const webp = await sharp({ create: { width: 40, height: 10, channels: 3, background: '#118844' } })
      .webp()
      .toBuffer();
    await chooser.setInputFiles({ name: 'banner.webp', mimeType: 'image/webp', buffer: webp });
    await modal.getByText(t('academy.banner.imageInvalidFormat')).waitFor();
    expect(await preview.locator('[data-cover]').getAttribute('data-cover')).toBe('gradient');
    const png = await sharp({ create: { width: 120, height: 30, channels: 3, background: '#dd6622' } })
      .png()
      .toBuffer();
    await chooser.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
    await eventually(() => preview.locator('[data-cover]').getAttribute('data-cover')).toBe('image');
    await checkA11y(page, 'banner modal');
    await modal.getByRole('button', { name: exactly(t('academy.banner.save')) }).click();
    await page.getByText(t('academy.banner.bannerSaved')).waitFor();
    await modal.waitFor({ state: 'hidden' });

    // The banner shows the stored image and the description as text, and the server has both.
    await eventually(() => banner.locator('[data-cover]').first().getAttribute('data-cover')).toBe('image');
    await banner.getByText('Mide <b>temperatura</b> y humedad').waitFor();
    const saved = await apiGet<CourseDetail>(context, `/api/courses/${WEATHER.id}`);
    expect(saved.description).toBe('Mide <b>temperatura</b> y humedad');
    expect(saved.bannerUrl).toMatch(new RegExp(`courses/${WEATHER.id}/banner/banner-[^/]+\\.png$`));
    const image = await context.request.get(saved.bannerUrl ?? '');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(titleSaves()).toBe(2);
  });
});
