import { describe, it } from 'vitest';
import { newContext } from './support/browser.ts';
import { demoClassroom } from './support/demo-classroom.ts';
import { setUpJourney } from './support/journey.ts';
import { PHONE } from './support/phone.ts';
import { signInThroughApi } from './support/session.ts';
import { skipTours } from './support/tour.ts';

const journey = setUpJourney();
const classroom = demoClassroom(journey);
const A = 'activity_pulsador_led';

describe('shots', () => {
  it('takes them', async () => {
    const s = await newContext(journey.browser, journey.server.url);
    await signInThroughApi(s, 'student');
    const base = `/api/groups/${classroom.groupId}/activities/${A}/students/${classroom.studentId}`;
    const o = await s.request.post(`/api/groups/${classroom.groupId}/activities/${A}/project`);
    console.log('open', o.status(), (await o.text()).slice(0, 200));
    const view = await (await s.request.get(base)).json();
    console.log('view', JSON.stringify(view).slice(0, 300));
    const r = await s.request.post(`${base}/send`, { data: { version: view.version } });
    console.log('send', r.status(), (await r.text()).slice(0, 300));
    for (const lang of ['pt', 'es']) {
      const ctx = await newContext(journey.browser, journey.server.url, { viewport: PHONE });
      await skipTours(ctx);
      await signInThroughApi(ctx, 'tutor');
      const page = await ctx.newPage();
      await page.goto(`/${lang}/grade-activity/${A}?${classroom.query()}`);
      await page.getByTestId('proposed-score').waitFor({ timeout: 20_000 });
      await page.getByTestId('proposed-score').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/grade-${lang}.png`, fullPage: false });
      await ctx.close();
    }
    const ctx = await newContext(journey.browser, journey.server.url, { viewport: PHONE });
    await skipTours(ctx);
    await signInThroughApi(ctx, 'student');
    const page = await ctx.newPage();
    await page.goto(`/pt/activity/${A}?${classroom.query()}`);
    await page.getByTestId('check-my-work').click();
    await page.getByTestId('run-checks').click();
    await page.locator('[data-testid="check-outcome"]').first().waitFor({ timeout: 20_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/shots/student-pt.png' });
    await ctx.close();
    await s.close();
  }, 200_000);
});
