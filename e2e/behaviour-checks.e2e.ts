import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tourDoneKey } from '../src/web/tour/tour-storage.ts';
import { TOURS } from '../src/web/tour/tours.ts';
import { bodyOf } from './support/api-client.ts';
import { checkA11y, newContext } from './support/browser.ts';
import { demoClassroom } from './support/demo-classroom.ts';
import { setUpJourney } from './support/journey.ts';
import { expectInsideViewport, expectNoSidewaysScroll, PHONE } from './support/phone.ts';
import { signInThroughApi } from './support/session.ts';
import { t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

/**
 * Behaviour checks (issue 25): a course manager writes a check in the editor and proves it on the
 * template; the student fails it, fixes the code, passes and sends; the tutor's open grading view
 * gets the server's result and its proposed score live, and takes it.
 */

const journey = setUpJourney();

/** Module 2 of the free course: the demo student has not opened it (seed DEMO_SUBMISSIONS). */
const NIGHT_LIGHT = { id: 'activity_luz_nocturna', name: 'Luz nocturna automática' };
const CHECK = `name: A oscuras se enciende
version: 1
steps:
  - set-control: { part-id: ldr1, control: lux, value: 5 }
  - wait-pin: { part-id: led1, pin: A, value: 1, timeout: 500ms, points: 3 }
  - set-control: { part-id: ldr1, control: lux, value: 1000 }
  - wait-pin: { part-id: led1, pin: A, value: 0, timeout: 500ms, points: 2 }
`;

/** On the PIR guide: nobody moves, so the LED stays off. */
const GUIDE_CHECK = `name: Sin movimiento, apagado
version: 1
steps:
  - delay: 300ms
  - expect-pin: { part-id: led1, pin: A, value: 0 }
`;

const classroom = demoClassroom(journey);
const query = classroom.query;
const saved = (page: Page) => page.getByRole('status').filter({ hasText: t('workspace.save.saved') });

/** Replaces code.py's text with `code`, as a paste would. */
const replaceCode = async (page: Page, code: string) => {
  await page.getByRole('textbox', { name: t('workspace.code.editor') }).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
};

const runChecks = async (page: Page, status: 'passed' | 'failed') => {
  const drawer = page.getByTestId('checks-drawer');
  if (!(await drawer.getByTestId('run-checks').isVisible())) await page.getByTestId('check-my-work').click();
  await drawer.getByTestId('run-checks').click();
  await drawer.locator(`[data-testid="check-outcome"][data-status="${status}"]`).waitFor({ timeout: 30_000 });
  return drawer;
};

describe('behaviour checks', () => {
  it('a manager writes one, the student fails and passes it, the tutor takes the proposed score', async () => {
    const { page: adminPage, context: adminContext } = journey;
    await skipTours(adminContext);
    await signInThroughApi(adminContext, 'institutionAdmin');

    // The course editor's link opens the template with its checks: none yet.
    await adminPage.goto(`/es/template/${NIGHT_LIGHT.id}?edit=1&checks=1`);
    const adminDrawer = adminPage.getByTestId('checks-drawer');
    await adminDrawer.getByText(t('behaviourChecks.none')).waitFor();
    await adminDrawer.getByTestId('edit-checks').click();
    const editor = adminPage.getByRole('dialog', { name: t('behaviourChecks.editor.title') });
    await editor.getByTestId('add-check').click();
    // A new check starts as rows on the activity's own circuit; its YAML is written beside it.
    expect(await editor.getByTestId('check-step-row').count()).toBe(2);
    await editor.getByRole('button', { name: 'YAML', exact: true }).click();
    await editor.getByTestId('check-yaml-0').fill(CHECK);
    await editor.getByRole('button', { name: t('behaviourChecks.editor.applyYaml') }).click();
    expect(await editor.getByTestId('check-step-row').count()).toBe(4);
    await editor.getByTestId('run-on-template').click();
    await editor.getByText(t('behaviourChecks.editor.templatePassed')).waitFor({ timeout: 30_000 });
    await checkA11y(adminPage, 'check editor');
    await editor.getByTestId('save-checks').click();
    await adminPage.getByText(t('behaviourChecks.editor.saved')).waitFor();

    // The tutor has the grading view open before anything is sent.
    const tutorContext = await newContext(journey.browser, journey.server.url);
    await skipTours(tutorContext);
    await signInThroughApi(tutorContext, 'tutor');
    const tutor = await tutorContext.newPage();

    // The student opens the activity and gets the comparison the wrong way round.
    const studentContext = await newContext(journey.browser, journey.server.url);
    await skipTours(studentContext);
    await signInThroughApi(studentContext, 'student');
    const page = await studentContext.newPage();
    await page.goto(`/es/activity/${NIGHT_LIGHT.id}?${query()}`);
    await page.locator('.react-flow__node[data-id="ldr1"]').waitFor();
    await saved(page).waitFor();
    const template = await page.getByRole('textbox', { name: t('workspace.code.editor') }).textContent();
    expect(template).toContain('luz > UMBRAL');
    await replaceCode(page, (template ?? '').replace('luz > UMBRAL', 'luz < UMBRAL'));
    const drawer = await runChecks(page, 'failed');
    await drawer.locator('[data-step-status="failed"]').first().waitFor();
    await drawer.getByRole('button', { name: new RegExp(t('behaviourChecks.showOnCanvas')) }).waitFor();
    await checkA11y(page, 'check my work (failed)');

    // Fixed, it passes; sending is the same as ever.
    await replaceCode(page, template ?? '');
    await runChecks(page, 'passed');
    await saved(page).waitFor();
    await page
      .getByTestId('checks-drawer')
      .getByRole('button', { name: t('common.close') })
      .click();
    await tutor.goto(`/es/grade-activity/${NIGHT_LIGHT.id}?${query()}`);
    await tutor.getByTestId('feedback-panel').waitFor();
    await page.getByTestId('activity-action').click();
    const confirm = page.getByRole('dialog', { name: t('classwork.send.title') });
    await confirm.getByRole('button', { name: t('classwork.send.confirm') }).click();
    await page.getByText(t('classwork.send.success')).waitFor();

    // The tutor's open page gets the result and the proposed score, and takes it.
    const proposed = tutor.getByTestId('proposed-score');
    await proposed.waitFor({ timeout: 30_000 });
    expect(await proposed.textContent()).toBe(t('behaviourChecks.grading.proposed', { score: 100 }));
    // Each step is told in words, from the scenario the run kept.
    await tutor
      .getByTestId('submitted-checks')
      .getByText(t('behaviourChecks.step.set-control', { part: 'ldr1', control: 'lux', value: 5 }))
      .waitFor();
    await tutor.getByTestId('use-proposed').click();
    expect(await tutor.getByTestId('grade-input').inputValue()).toBe('100/100');
    await tutor.getByRole('button', { name: t('classwork.feedback.save') }).click();
    await tutor.getByText(t('classwork.feedback.saved')).waitFor();
    await tutor
      .getByRole('listitem')
      .filter({ hasText: t('behaviourChecks.grading.fromProposal') })
      .waitFor();

    // The grades grid carries the checked score beside the grade.
    await tutor.goto(`/es/grades/${classroom.groupId}`);
    await tutor
      .getByTestId('checked-score')
      .filter({ hasText: t('behaviourChecks.grading.checkedScore', { score: 100 }) })
      .first()
      .waitFor();

    // The student's drawer shows what the server said of what was sent.
    await page.getByTestId('check-my-work').click();
    await page
      .getByTestId('submitted-checks')
      .getByText(t('behaviourChecks.submitted.proposed', { score: 100 }))
      .waitFor();
    await Promise.all([tutorContext.close(), studentContext.close()]);
  }, 150_000);

  it("a guide manager writes a practical guide's check; a reader runs it on the guide as they have it", async () => {
    const context = await newContext(journey.browser, journey.server.url);
    await skipTours(context);
    await signInThroughApi(context, 'superAdmin');
    // A draft to write on: a copy of a seeded guide (a PIR and an LED on GP15).
    const copy = await bodyOf<{ id: string }>(
      await context.request.post('/api/guides/practical_detector_movimiento/duplicate'),
      201,
    );
    const manager = await context.newPage();
    await manager.goto(`/es/practical-guide/${copy.id}?edit=1&checks=1`);
    const managerDrawer = manager.getByTestId('checks-drawer');
    await managerDrawer.getByText(t('behaviourChecks.introGuide')).waitFor();
    await managerDrawer.getByTestId('edit-checks').click();
    const editor = manager.getByRole('dialog', { name: t('behaviourChecks.editor.title') });
    await editor.getByTestId('add-check').click();
    // A guide has no sending for the server to check: no check of it is hidden.
    expect(await editor.getByText(t('behaviourChecks.editor.hidden')).count()).toBe(0);
    await editor.getByRole('button', { name: 'YAML', exact: true }).click();
    await editor.getByTestId('check-yaml-0').fill(GUIDE_CHECK);
    await editor.getByRole('button', { name: t('behaviourChecks.editor.applyYaml') }).click();
    await editor.getByTestId('run-on-template').click();
    await editor.getByText(t('behaviourChecks.editor.templatePassed')).waitFor({ timeout: 30_000 });
    await editor.getByTestId('save-checks').click();
    await manager.getByText(t('behaviourChecks.editor.saved')).waitFor();
    await bodyOf(
      await context.request.put(`/api/guides/${copy.id}/publication`, { data: { isPublished: true } }),
      200,
    );

    const readerContext = await newContext(journey.browser, journey.server.url);
    await skipTours(readerContext);
    await signInThroughApi(readerContext, 'student');
    const page = await readerContext.newPage();
    await page.goto(`/es/practical-guide/${copy.id}`);
    await page.locator('.react-flow__node[data-id="led1"]').waitFor();
    await runChecks(page, 'passed');
    // The reader's own change to the program is what runs.
    const code = await page.getByRole('textbox', { name: t('workspace.code.editor') }).textContent();
    await replaceCode(page, (code ?? '').replace('led.value = pir.value', 'led.value = True'));
    await runChecks(page, 'failed');
    expect(await page.getByTestId('edit-checks').count()).toBe(0);
    await Promise.all([context.close(), readerContext.close()]);
  }, 120_000);

  it("the activity's tour walks a student through it on a phone, each card on screen", async () => {
    const context = await newContext(journey.browser, journey.server.url, { viewport: PHONE });
    await skipTours(context);
    // Every tour but the activity's is done.
    await context.addInitScript(
      (key: string) => window.localStorage.removeItem(key),
      tourDoneKey('activity'),
    );
    await signInThroughApi(context, 'student');
    const page = await context.newPage();
    await page.goto(`/es/activity/activity_pulsador_led?${query()}`);
    const card = page.getByRole('dialog').filter({ has: page.locator('[data-tour-progress]') });
    const titles = TOURS.activity.map((step) => t(step.titleKey));
    let seen = 0;
    for (;;) {
      await card.waitFor();
      const title = await card
        .getAttribute('aria-label')
        .then(async (label) => label ?? (await card.locator('h2').textContent()));
      expect(titles).toContain(title);
      await expectInsideViewport(card, `tour step ${title}`);
      seen++;
      const finish = card.getByRole('button', { name: t('tour.finish') });
      if (await finish.isVisible()) {
        await finish.click();
        break;
      }
      await card.getByRole('button', { name: t('tour.next') }).click();
    }
    await card.waitFor({ state: 'detached' });
    expect(seen).toBeGreaterThanOrEqual(3);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), tourDoneKey('activity'))).toBe('1');
    await expectNoSidewaysScroll(page, 'activity workspace after its tour');
    await context.close();
  });
});
