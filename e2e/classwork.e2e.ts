import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, newContext, waitForPath } from './support/browser.ts';
import { demoClassroom } from './support/demo-classroom.ts';
import { expectWhole, LAPTOP } from './support/fit.ts';
import { setUpJourney } from './support/journey.ts';
import { PHONE } from './support/phone.ts';
import { signInSkippingTours } from './support/session.ts';
import { type Lang, t, text } from './support/texts.ts';

const journey = setUpJourney();
/** A long journey of two people: its steps wait on the server, never on a timer; under a loaded gate it ran past 60 s. */
const JOURNEY_MS = 150_000;

/** Module 2 of the free course: no submission of the demo student yet (seed DEMO_SUBMISSIONS). */
const BUTTON = { id: 'activity_pulsador_led', name: 'Enciende un LED con un pulsador' };
/** The demo student's traffic light is sent in the seed: the tutor returns it for revision. */
const TRAFFIC_LIGHT = { id: 'activity_semaforo', name: 'Semáforo de tres luces' };
const FEEDBACK = 'Muy bien: el **pulsador** funciona. <img src=x onerror="window.__hacked=1">';

const classroom = demoClassroom(journey);
const query = classroom.query;
const action = (page: Page) => page.getByTestId('activity-action');
const saved = (page: Page) => page.getByRole('status').filter({ hasText: t('workspace.save.saved') });
const feedbackPanel = (page: Page) => page.getByTestId('feedback-panel');
const readOnly = (page: Page) => page.getByText(t('workspace.readOnly'), { exact: true });

const typeCode = async (page: Page, text: string) => {
  await page.getByRole('textbox', { name: t('workspace.code.editor') }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
};

const sendWithWarning = async (page: Page) => {
  await action(page).click();
  const dialog = page.getByRole('dialog', { name: t('classwork.send.title') });
  await dialog.getByText(t('classwork.send.warning')).waitFor();
  await dialog.getByRole('button', { name: t('classwork.send.confirm') }).click();
  await page.getByText(t('classwork.send.success')).waitFor();
  await expect.poll(() => action(page).textContent()).toBe(t('classwork.action.sent'));
};

const tutorContext = async (): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await newContext(journey.browser, journey.server.url);
  await signInSkippingTours(context, 'tutor');
  return { context, page: await context.newPage() };
};

describe('classwork: an activity sent, graded and returned for revision', () => {
  it("the grading view's bar says whose work it is and that it is read only, whole, at 1280 and 360 px in es, pt and en", async () => {
    const { context, page } = journey;
    await signInSkippingTours(context, 'tutor');
    for (const lang of ['pt', 'es', 'en'] satisfies Lang[]) {
      await page.setViewportSize(LAPTOP);
      await page.goto(`/${lang}/grade-activity/${TRAFFIC_LIGHT.id}?${query()}`);
      const bar = page.getByRole('banner');
      const whose = bar.getByText(text(lang, 'classwork.studentOf', { name: 'Lucía Fernández' }), {
        exact: true,
      });
      const readOnlyBadge = bar.getByText(text(lang, 'workspace.readOnly'), { exact: true });
      await expectWhole(whose, `whose work, in ${lang}`);
      await expectWhole(readOnlyBadge, `read only, in ${lang}`);
      await expectWhole(action(page), `the action, in ${lang}`);
      // A phone: the bar on two rows; whose work it is is said by the name above.
      await page.setViewportSize(PHONE);
      await expectWhole(readOnlyBadge, `read only at 360 px, in ${lang}`);
      await expectWhole(action(page), `the action at 360 px, in ${lang}`);
    }
  });

  it(
    'the student builds and sends it, the tutor grades it live, and a returned one goes round again',
    async () => {
      const { context, page } = journey;
      await signInSkippingTours(context, 'student');
      const tutor = await tutorContext();

      // The student opens the activity by its address: their own copy of the starter project.
      await page.goto(`/es/activity/${BUTTON.id}?${query()}`);
      await page.getByRole('heading', { level: 1, name: `${BUTTON.name} - Lucía Fernández` }).waitFor();
      await page.locator('.react-flow__node[data-id="btn1"]').waitFor();
      await saved(page).waitFor();
      await page.getByTestId('activity-arrows').getByText('4/6').waitFor();
      expect(await action(page).textContent()).toBe(t('classwork.action.send'));
      await checkA11y(page, 'activity workspace (student)');

      // The tutor has the grading view open: not received yet.
      await tutor.page.goto(`/es/grade-activity/${BUTTON.id}?${query()}`);
      await feedbackPanel(tutor.page).getByText(t('classwork.feedback.notReceived')).waitFor();
      expect(await action(tutor.page).textContent()).toBe(t('classwork.action.notReceived'));
      await checkA11y(tutor.page, 'grading view (not received)');

      // It adds a part and code; both save by themselves.
      await page.getByRole('button', { name: t('editor.sidebar.add', { name: 'LED' }) }).click();
      await page.locator('.react-flow__node[data-id="led2"]').waitFor();
      await typeCode(page, '\n# listo para enviar');
      await saved(page).waitFor();

      await sendWithWarning(page);
      await readOnly(page).waitFor();

      // The tutor sees it arrive, with the student's last code, and grades it.
      await expect
        .poll(() => action(tutor.page).textContent(), { timeout: 15_000 })
        .toBe(t('classwork.action.grade'));
      await tutor.page.getByText('# listo para enviar').waitFor();
      await tutor.page.locator('.react-flow__node[data-id="led2"]').waitFor();
      await readOnly(tutor.page).waitFor();
      const grade = tutor.page.getByLabel(t('classwork.feedback.score'), { exact: true });
      const save = tutor.page.getByRole('button', { name: t('classwork.feedback.save') });
      await grade.fill('101');
      expect(await save.isDisabled()).toBe(true);
      await grade.fill('85');
      expect(await save.isDisabled()).toBe(false);
      await tutor.page.getByLabel(t('classwork.feedback.feedback'), { exact: true }).fill(FEEDBACK);
      await checkA11y(tutor.page, 'grading view (sent)');
      await save.click();
      await tutor.page.getByText(t('classwork.feedback.saved')).waitFor();
      await tutor.page.getByText(t('classwork.history.actions.grade', { name: 'Andrea Gómez' })).waitFor();

      // The student's open page shows the grade and the feedback, read only, and the project stays read only.
      const studentFeedback = feedbackPanel(page);
      await studentFeedback.getByText('85/100').waitFor();
      await studentFeedback.locator('strong', { hasText: 'pulsador' }).waitFor();
      expect(await studentFeedback.getByRole('textbox').count()).toBe(0);
      expect(
        await page.evaluate(() => 'hacked' in window || document.querySelector('img[src="x"]') !== null),
      ).toBe(false);
      await readOnly(page).waitFor();
      expect(await action(page).textContent()).toBe(t('classwork.action.graded'));
      await checkA11y(page, 'activity workspace (graded)');

      // The tutor returns the traffic light (sent in the seed) for revision.
      await tutor.page.goto(`/es/grade-activity/${TRAFFIC_LIGHT.id}?${query()}`);
      await tutor.page.getByTestId('activity-arrows').getByText('2/6').waitFor();
      await tutor.page.getByRole('button', { name: t('classwork.return.open') }).click();
      const returnDialog = tutor.page.getByRole('dialog', { name: t('classwork.return.title') });
      await returnDialog.getByLabel(t('classwork.return.feedback')).fill('Falta la luz amarilla.');
      await returnDialog.getByRole('button', { name: t('classwork.return.confirm') }).click();
      await tutor.page.getByText(t('classwork.return.success')).waitFor();

      // The student moves to it with the arrows: editable again, with what to fix.
      await page.getByRole('link', { name: t('classwork.previous') }).click();
      await page.getByRole('link', { name: t('classwork.previous') }).click();
      await waitForPath(page, `/es/activity/${TRAFFIC_LIGHT.id}?${query()}`);
      await feedbackPanel(page).getByText(t('classwork.feedback.returnedStudent')).waitFor();
      await feedbackPanel(page).getByText('Falta la luz amarilla.').waitFor();
      await saved(page).waitFor();
      await typeCode(page, '\n# con la luz amarilla');
      await saved(page).waitFor();
      await sendWithWarning(page);
      await readOnly(page).waitFor();

      // The tutor's open grading view sees it sent again, with the fix.
      await expect
        .poll(() => action(tutor.page).textContent(), { timeout: 15_000 })
        .toBe(t('classwork.action.grade'));
      await tutor.page.getByText('# con la luz amarilla').waitFor();
      await tutor.context.close();
    },
    JOURNEY_MS,
  );
});
