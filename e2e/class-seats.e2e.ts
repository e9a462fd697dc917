import jsQR from 'jsqr';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatClassCode, type GroupSeats, type Seat } from '../src/domain/seats.ts';
import { checkA11y, newContext, waitForPath } from './support/browser.ts';
import { demoClassroom } from './support/demo-classroom.ts';
import { setUpJourney } from './support/journey.ts';
import { PHONE } from './support/phone.ts';
import { signInThroughApi } from './support/session.ts';
import { type Lang, t, text } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

/**
 * Issue 27, seats for a class: the demo tutor makes 25 seats from a pasted list and prints their
 * cards; a child signs in on a 360 px lab computer with the keyboard alone (code, nickname, secret),
 * builds and sends an activity, and the tutor grades it; wrong secrets lock a seat, and a reset
 * ends the child's session.
 */
const journey = setUpJourney();
const classroom = demoClassroom(journey);
/** A long journey of two people: its steps wait on the server, never on a timer. */
const JOURNEY_MS = 180_000;

const HOSTILE = '<img src=x onerror="window.__hacked=1">';
const NAMES = [
  'Ana García',
  'Bruno López',
  'Carla Méndez',
  'Diego Ruiz',
  'Elena Torres',
  'Facundo Silva',
  'Gabriela Núñez',
  'Hugo Castro',
  'Inés Romero',
  'Joaquín Vega',
  'Karina Ortiz',
  'Luis Herrera',
  'Martina Sosa',
  'Nicolás Rivas',
  'Olivia Paz',
  'Pablo Molina',
  'Quimey Acosta',
  'Renata Flores',
  'Santiago Ibarra',
  'Tamara Gil',
  'Uriel Benítez',
  'Valeria Campos',
  'Walter Luna',
  'Ximena Ríos',
  HOSTILE,
];
const ACTIVITY = 'activity_pulsador_led';

interface Made {
  code: string;
  ana: Seat;
  bruno: Seat;
}
let made: Made | undefined;
let child: { context: BrowserContext; page: Page } | undefined;

const tutorSeats = async (page: Page): Promise<GroupSeats> => {
  const response = await page.request.get(`/api/groups/${classroom.groupId}/seats`);
  expect(response.status()).toBe(200);
  return (await response.json()) as GroupSeats;
};

const seatNamed = (seats: GroupSeats, name: string): Seat => {
  const seat = seats.seats.find((candidate) => candidate.name === name);
  if (!seat) throw new Error(`no seat named ${name}`);
  return seat;
};

/** Presses Tab until the focused element is the one `isIt` describes (the keyboard alone, as a child would). */
const tabTo = async (
  page: Page,
  what: string,
  isIt: (focused: Element, wanted: string) => boolean,
  wanted = '',
) => {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${isIt.toString()})(document.activeElement, ${JSON.stringify(wanted)})`))
      return;
  }
  throw new Error(`Tab never reached ${what}`);
};

const focusedValue = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? '');

describe('class seats: made from a list, printed, signed in with a code, locked and reset', () => {
  it(
    'a tutor makes 25 seats and prints their cards; a child signs in at 360 px by keyboard, sends an activity, and the tutor grades it',
    async () => {
      const { context, page } = journey;
      await skipTours(context);
      await signInThroughApi(context, 'tutor');

      // From the group's grades to its seats; the list of names pasted at once.
      await page.goto(`/es/grades/${classroom.groupId}`);
      await page.getByRole('link', { name: t('seats.page.entry') }).click();
      await waitForPath(page, `/es/group-seats/${classroom.groupId}`);
      const box = page.getByLabel(t('seats.add.label'));
      await box.fill(NAMES.join('\n'));
      await page.getByText(t('seats.add.counted_other', { count: 25 })).waitFor();
      await page.getByRole('button', { name: t('seats.add.submit_other', { count: 25 }) }).click();
      await page.getByText(t('seats.add.made_other', { count: 25 })).waitFor();
      const table = page.getByRole('table', { name: t('seats.table.label') });
      await table.getByText(HOSTILE, { exact: true }).waitFor();
      expect(
        await page.evaluate(() => 'hacked' in window || document.querySelector('img[src="x"]') !== null),
      ).toBe(false);
      const seats = await tutorSeats(page);
      const code = seats.classCode?.code ?? '';
      expect(code).toHaveLength(8);
      await page.getByTestId('class-code').getByText(formatClassCode(code)).waitFor();
      made = { code, ana: seatNamed(seats, 'Ana García'), bruno: seatNamed(seats, 'Bruno López') };
      await checkA11y(page, 'group seats');

      // The cards: one a seat, each with its name, the code, the secret and a QR code that reads.
      await page
        .getByRole('link', { name: t('seats.cards.printAll') })
        .first()
        .click();
      await waitForPath(page, `/es/group-seats/${classroom.groupId}/cards`);
      const cards = page.getByTestId('seat-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(seats.seats.length);
      expect(seats.seats.length).toBeGreaterThanOrEqual(25);
      // Every card read at once (one round trip, not five a card).
      const shown = await cards.evaluateAll((all) =>
        all.map((card) => ({
          name: card.querySelector('[data-testid="card-name"]')?.textContent ?? '',
          code: card.querySelector('[data-testid="card-code"]')?.textContent ?? '',
          secret: card.querySelector('[data-testid="card-secret"]')?.textContent ?? '',
          qr: card.querySelectorAll('svg[data-qr] path').length,
        })),
      );
      for (const name of NAMES) {
        const seat = seatNamed(seats, name);
        expect(
          shown.filter((card) => card.name === name),
          name,
        ).toEqual([
          {
            name,
            code: formatClassCode(code),
            secret: `${t(`seats.pictures.${seat.secret.picture}`)}${seat.secret.digits}`,
            qr: 1,
          },
        ]);
      }
      const signIn = `${journey.server.url}/es/principal-page/class`;
      const qr = cards.first().locator('svg[data-qr]');
      const { data, info } = await sharp(await qr.screenshot())
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(`${signIn}?code=${code}`);
      await checkA11y(page, 'seat cards');

      // On paper: only the cards, two to a row; the bar with its Print button does not print.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: t('seats.cards.print') }).isVisible()).toBe(false);
      expect(await page.getByRole('link', { name: t('seats.cards.back') }).isVisible()).toBe(false);
      const [first, second, third] = await Promise.all([0, 1, 2].map((n) => cards.nth(n).boundingBox()));
      expect(first?.y).toBe(second?.y);
      expect(third?.y).toBeGreaterThan(first?.y ?? 0);
      await page.emulateMedia({ media: 'screen' });

      // A child on a 360 px lab computer, keyboard only: login → "I have a class code" → code →
      // their nickname → picture and digits.
      const childContext = await newContext(journey.browser, journey.server.url, { viewport: PHONE });
      await skipTours(childContext);
      const kid = await childContext.newPage();
      child = { context: childContext, page: kid };
      await kid.goto('/es/principal-page/login');
      await kid.getByRole('link', { name: t('auth.login.classCode') }).waitFor();
      await tabTo(
        kid,
        'the class code entry',
        (el, entry) => el.textContent?.trim() === entry,
        t('auth.login.classCode'),
      );
      await kid.keyboard.press('Enter');
      await waitForPath(kid, '/es/principal-page/class');
      // The class sign-in comes with its own code: a child waits for its field to show, then tabs to it.
      await kid.locator('form input').first().waitFor();
      await tabTo(kid, 'the code field', (el) => el.tagName === 'INPUT');
      await kid.keyboard.type(` ${code.slice(0, 4).toLowerCase()} ${code.slice(4).toLowerCase()} `);
      await kid.keyboard.press('Enter');
      const ana = made.ana;
      expect(ana.nickname).toBe('Ana G.');
      await tabTo(
        kid,
        'her nickname',
        (el, nickname) => el.tagName === 'BUTTON' && el.textContent === nickname,
        ana.nickname,
      );
      await kid.keyboard.press('Enter');
      await kid.getByRole('heading', { name: t('seats.signIn.hello', { nickname: ana.nickname }) }).waitFor();
      await tabTo(kid, 'the pictures', (el) => el.getAttribute('type') === 'radio');
      await kid.keyboard.press('Space');
      for (let moves = 0; (await focusedValue(kid)) !== ana.secret.picture; moves += 1) {
        expect(moves).toBeLessThan(16);
        await kid.keyboard.press('ArrowRight');
      }
      await tabTo(kid, 'the digits', (el) => el.getAttribute('inputmode') === 'numeric');
      await kid.keyboard.type(ana.secret.digits);
      await checkA11y(kid, 'class sign-in, the secret');
      await kid.keyboard.press('Enter');
      await waitForPath(kid, '/es/home');

      // She builds and sends the activity as any student does.
      const work = `groupId=${classroom.groupId}&studentUid=${ana.id}`;
      await kid.setViewportSize({ width: 1280, height: 900 });
      await kid.goto(`/es/activity/${ACTIVITY}?${work}`);
      // The class knows her by her nickname.
      await kid
        .getByRole('heading', { level: 1, name: `Enciende un LED con un pulsador - ${ana.nickname}` })
        .waitFor();
      await kid.getByRole('button', { name: t('editor.sidebar.add', { name: 'LED' }) }).click();
      await kid.locator('.react-flow__node[data-id="led2"]').waitFor();
      await kid
        .getByRole('status')
        .filter({ hasText: t('workspace.save.saved') })
        .waitFor();
      await kid.getByTestId('activity-action').click();
      const send = kid.getByRole('dialog', { name: t('classwork.send.title') });
      await send.getByRole('button', { name: t('classwork.send.confirm') }).click();
      await kid.getByText(t('classwork.send.success')).waitFor();

      // The tutor grades it.
      await page.goto(`/es/grade-activity/${ACTIVITY}?${work}`);
      await expect
        .poll(() => page.getByTestId('activity-action').textContent(), { timeout: 15_000 })
        .toBe(t('classwork.action.grade'));
      await page.getByLabel(t('classwork.feedback.score'), { exact: true }).fill('90');
      await page.getByRole('button', { name: t('classwork.feedback.save') }).click();
      await page.getByText(t('classwork.feedback.saved')).waitFor();
      await kid.getByTestId('feedback-panel').getByText('90/100').waitFor();
    },
    JOURNEY_MS,
  );

  it(
    'wrong secrets lock a seat and say when to try again; a reset gives a new card and ends the child’s session',
    async () => {
      if (!made || !child) throw new Error('the first test made no seats');
      const { context, page } = journey;
      await skipTours(context);
      await signInThroughApi(context, 'tutor');

      // Another child, through a card's QR code: the code is filled in and looked up at once.
      const other = await newContext(journey.browser, journey.server.url, { viewport: PHONE });
      const bruno = await other.newPage();
      await bruno.goto(`/es/principal-page/class?code=${made.code}`);
      await bruno.getByRole('button', { name: made.bruno.nickname, exact: true }).click();
      const wrongPicture = made.bruno.secret.picture === 'sun' ? 'moon' : 'sun';
      const wrongDigits = made.bruno.secret.digits === '00' ? '11' : '00';
      const alert = bruno.getByRole('alert');
      const lockText = new RegExp(t('errors.SEAT_LOCKED_other').replace('{{count}}', '\\d+'));
      for (
        let tries = 0;
        !(await alert.isVisible()) || !lockText.test((await alert.textContent()) ?? '');
        tries += 1
      ) {
        expect(tries, 'the seat never locked').toBeLessThan(8);
        await bruno.locator(`label[data-picture="${wrongPicture}"]`).click();
        await bruno.getByLabel(t('seats.signIn.digits')).fill(wrongDigits);
        await bruno.getByRole('button', { name: t('seats.signIn.enter') }).click();
        await alert.waitFor();
        await bruno.waitForFunction(() => !document.querySelector('[data-loading]'));
      }
      await other.close();

      // The tutor sees the failures and the lock.
      await page.goto(`/es/group-seats/${classroom.groupId}`);
      const row = page.locator(`tr[data-seat="${made.bruno.id}"]`);
      await row.getByTestId('locked-until').waitFor();
      expect(await row.getByTestId('failed-attempts').textContent()).toMatch(/[1-9]/);

      // A reset of Ana's seat: confirmed, a new secret shown, her card alone to print, her session ended.
      const anaRow = page.locator(`tr[data-seat="${made.ana.id}"]`);
      await anaRow.getByRole('button', { name: t('seats.table.reset', { name: made.ana.name }) }).click();
      const confirm = page.getByRole('dialog', { name: t('seats.reset.title', { name: made.ana.name }) });
      await confirm.getByText(t('seats.reset.sessions')).waitFor();
      await confirm.getByRole('button', { name: t('seats.reset.confirm') }).click();
      const done = page.getByRole('dialog', { name: t('seats.reset.doneTitle', { name: made.ana.name }) });
      await done.getByTestId('new-secret').waitFor();
      const after = seatNamed(await tutorSeats(page), made.ana.name);
      expect(after.secret).not.toEqual(made.ana.secret);
      await done.getByRole('button', { name: t('seats.cards.printOne') }).click();
      await waitForPath(page, `/es/group-seats/${classroom.groupId}/cards?seat=${made.ana.id}`);
      await page.getByTestId('seat-card').first().waitFor();
      expect(await page.getByTestId('seat-card').count()).toBe(1);
      expect(await page.getByTestId('card-secret').textContent()).toBe(
        `${t(`seats.pictures.${after.secret.picture}`)}${after.secret.digits}`,
      );
      const me = await child.page.request.get('/api/me');
      expect(me.status()).toBe(401);
      await child.context.close();
    },
    JOURNEY_MS,
  );

  it('prints the cards in the page’s language: Portuguese and English, labels, secrets and the sign-in address', async () => {
    const { context, page } = journey;
    await skipTours(context);
    await signInThroughApi(context, 'tutor');
    const seats = await tutorSeats(page);
    for (const lang of ['pt', 'en'] satisfies Lang[]) {
      await page.goto(`/${lang}/group-seats/${classroom.groupId}/cards`);
      const cards = page.getByTestId('seat-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(seats.seats.length);
      const shown = await cards.evaluateAll((all) =>
        all.map((card) => ({
          name: card.querySelector('[data-testid="card-name"]')?.textContent ?? '',
          labels: [...card.querySelectorAll('dt')].map((label) => label.textContent ?? ''),
          secret: card.querySelector('[data-testid="card-secret"]')?.textContent ?? '',
          url: card.querySelector('[data-testid="card-url"]')?.textContent ?? '',
        })),
      );
      for (const seat of seats.seats) {
        const card = shown.find((candidate) => candidate.name === seat.name);
        expect(card, `${lang}: ${seat.name}`).toEqual({
          name: seat.name,
          labels: [
            text(lang, 'seats.cards.code'),
            text(lang, 'seats.cards.nickname'),
            text(lang, 'seats.cards.secret'),
          ],
          secret: `${text(lang, `seats.pictures.${seat.secret.picture}`)}${seat.secret.digits}`,
          url: `${journey.server.url}/${lang}/principal-page/class`,
        });
      }
    }
  });
});
