import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { tourDoneKey } from '../src/web/tour/tour-storage.ts';
import { TOUR_VARIANTS, TOURS, type TourVariant } from '../src/web/tour/tours.ts';
import { checkA11y, newContext } from './support/browser.ts';
import { demoClassroom } from './support/demo-classroom.ts';
import { setUpJourney } from './support/journey.ts';
import { PHONE } from './support/phone.ts';
import { type DemoAccountKey, signInThroughApi } from './support/session.ts';
import { type Lang, text } from './support/texts.ts';

const journey = setUpJourney();
const classroom = demoClassroom(journey);

/**
 * One context per account, signed in once and shared by the tests of its variants (the student
 * walks four): after the first, its pages load from a warm cache. Each walk still starts the tour
 * afresh, since a test forgets its variant's "done" mark after every walk.
 */
const contexts = new Map<DemoAccountKey, Promise<BrowserContext>>();
const contextOf = (account: DemoAccountKey): Promise<BrowserContext> => {
  const known = contexts.get(account);
  if (known) return known;
  const made = newContext(journey.browser, journey.server.url, { reducedMotion: 'reduce' }).then(
    async (context) => {
      await signInThroughApi(context, account);
      return context;
    },
  );
  contexts.set(account, made);
  return made;
};
afterAll(async () => {
  for (const context of contexts.values()) await (await context.catch(() => null))?.close();
});

/** Walking one tour four times (three languages on a phone, one wide) is a page load and a few clicks each. */
const WALK_MS = 150_000;
const LANGS: readonly Lang[] = ['es', 'pt', 'en'];
const WIDE = { width: 1280, height: 900 };

/** A published practical guide, and a draft one (a super admin opening it edits its template). */
const PUBLISHED_GUIDE = 'practical_puerta_automatica';
const DRAFT_GUIDE = 'practical_cerradura_teclado';
/** Module 2 of the free course (not sent in the seed); the traffic light, sent by the demo student. */
const OPEN_ACTIVITY = 'activity_pulsador_led';
const SENT_ACTIVITY = 'activity_semaforo';

interface TourPage {
  account: DemoAccountKey;
  /** The page whose first visit starts the variant's tour, without its language prefix. */
  path(page: Page): Promise<string>;
}

const fixed = (path: string) => async () => path;

const TOUR_PAGES: Record<TourVariant, TourPage> = {
  user: {
    account: 'student',
    path: async (page) => {
      const response = await page.context().request.post('/api/projects', {
        data: { name: 'Tour', category: 'other' },
      });
      expect(response.status(), await response.text()).toBe(201);
      return `board/${((await response.json()) as { id: string }).id}`;
    },
  },
  'practical-guide': { account: 'student', path: fixed(`practical-guide/${PUBLISHED_GUIDE}`) },
  template: { account: 'superAdmin', path: fixed(`practical-guide/${DRAFT_GUIDE}?edit=1`) },
  student: { account: 'student', path: fixed('academy/course/curso-electronica-basica') },
  tutor: { account: 'tutor', path: fixed('groups') },
  admin: {
    account: 'institutionAdmin',
    path: async (page) => {
      const response = await page.context().request.get('/api/me');
      const me = (await response.json()) as { roles: { adminOf: { id: string }[] } };
      return `groups-management-test?institution=${me.roles.adminOf[0]?.id}`;
    },
  },
  activity: { account: 'student', path: async () => `activity/${OPEN_ACTIVITY}?${classroom.query()}` },
  grading: { account: 'tutor', path: async () => `grade-activity/${SENT_ACTIVITY}?${classroom.query()}` },
};

const card = (page: Page) => page.locator('[data-tour-card]');

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const rectOf = (locator: Locator): Promise<Rect> =>
  locator.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom };
  });

/** What a step shows, read in one call into the page (a walk reads ~40 steps, each once). */
interface StepView {
  /** The card's box. */
  box: Rect;
  title: string | null;
  progress: string | null;
  /** The spotlight's target, and the part of its element(s) on screen: what the spotlight must show. */
  target: string | null;
  targetArea: number;
  /** Whether the card offers Finish: the last step. */
  hasFinish: boolean;
}

const readStep = (page: Page, finish: string): Promise<StepView> =>
  card(page).evaluate((element, finishLabel) => {
    const width = window.innerWidth;
    const height = window.innerHeight;
    const { left, top, right, bottom } = element.getBoundingClientRect();
    const target =
      document.querySelector('[data-tour-spotlight]')?.getAttribute('data-tour-spotlight') ?? null;
    const targetArea = [...document.querySelectorAll(`[data-tour="${CSS.escape(target ?? '')}"]`)]
      .filter((found) => found.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((found) => found.getBoundingClientRect())
      .map((box) => {
        const across = Math.min(width, box.right) - Math.max(0, box.left);
        const down = Math.min(height, box.bottom) - Math.max(0, box.top);
        return across > 0 && down > 0 ? across * down : 0;
      })
      .reduce((sum, area) => sum + area, 0);
    const hasFinish = [...element.querySelectorAll('button')].some(
      (button) => button.textContent?.trim() === finishLabel && button.checkVisibility(),
    );
    return {
      box: { left, top, right, bottom },
      title: element.querySelector('h2')?.textContent ?? null,
      progress: element.querySelector('[data-tour-progress]')?.textContent ?? null,
      target,
      targetArea,
      hasFinish,
    };
  }, finish);

const where = (variant: TourVariant, lang: Lang, width: number, step: number) =>
  `${variant} tour, ${lang}, ${width} px, step ${step}`;

/**
 * Walks the tour on screen to its end with Next and Finish, checking at each step that the card is
 * whole inside the viewport, that its texts are the page's language, and that the spotlight is on
 * a target a person can see. Returns how many steps it showed.
 */
const walkTour = async (page: Page, variant: TourVariant, lang: Lang, width: number): Promise<number> => {
  const titles = new Set(TOURS[variant].map((step) => text(lang, step.titleKey)));
  let shown = 0;
  await card(page).waitFor();
  for (;;) {
    shown += 1;
    const label = where(variant, lang, width, shown);
    const step = await readStep(page, text(lang, 'tour.finish'));
    const viewport = page.viewportSize() ?? WIDE;
    expect(step.box.left, `${label}: card's left edge`).toBeGreaterThanOrEqual(0);
    expect(step.box.top, `${label}: card's top edge`).toBeGreaterThanOrEqual(0);
    expect(step.box.right, `${label}: card's right edge`).toBeLessThanOrEqual(viewport.width);
    expect(step.box.bottom, `${label}: card's bottom edge`).toBeLessThanOrEqual(viewport.height);
    expect(
      titles.has(step.title ?? ''),
      `${label}: "${step.title}" is one of the tour's ${lang} titles`,
    ).toBe(true);
    expect(step.targetArea, `${label}: [data-tour="${step.target}"] on screen`).toBeGreaterThan(0);
    // "n / total": the card says which step this is.
    expect(step.progress, label).toMatch(new RegExp(`^${shown}\\D`));
    const isLast = step.hasFinish;
    await card(page)
      .getByRole('button', { name: text(lang, isLast ? 'tour.finish' : 'tour.next'), exact: true })
      .click();
    if (isLast) break;
    await expect
      .poll(() => card(page).locator('[data-tour-progress]').textContent(), { message: label })
      .toMatch(new RegExp(`^${shown + 1}\\D`));
  }
  await card(page).waitFor({ state: 'detached' });
  return shown;
};

/**
 * The widths and languages a variant is walked in: on a phone in all three (where the card's room is
 * tight and the texts' lengths matter); on a wide screen in one, a different one for each variant in
 * turn, so every language is walked wide too while the gate pays for 4 page loads a variant, not 6.
 */
const walksOf = (at: number) => [
  ...LANGS.map((lang) => ({ lang, size: PHONE })),
  { lang: LANGS[at % LANGS.length] ?? 'es', size: WIDE },
];

describe('every guided tour on a phone and a wide screen, in three languages', () => {
  for (const [at, variant] of TOUR_VARIANTS.entries()) {
    it(
      `the ${variant} tour keeps its card on screen and points only at what can be seen`,
      async () => {
        const { account, path } = TOUR_PAGES[variant];
        const page = await (await contextOf(account)).newPage();
        try {
          const address = await path(page);
          for (const { lang, size } of walksOf(at)) {
            await page.setViewportSize(size);
            await page.goto(`/${lang}/${address}`);
            const shown = await walkTour(page, variant, lang, size.width);
            expect(shown, where(variant, lang, size.width, 0)).toBeGreaterThan(0);
            if (size.width === WIDE.width) {
              // On a wide screen nothing is hidden: every step of the variant is shown.
              expect(shown, `${variant} tour at ${size.width} px shows every step`).toBe(
                TOURS[variant].length,
              );
            }
            await page.evaluate((key) => window.localStorage.removeItem(key), tourDoneKey(variant));
          }
        } finally {
          await page.close();
        }
      },
      WALK_MS,
    );
  }

  it('on a phone, the ✕, Escape and a tap outside the card each end the tour for good', async () => {
    const { page } = journey;
    await page.setViewportSize(PHONE);
    await signInThroughApi(journey.context, 'student');
    const address = `/es/practical-guide/${PUBLISHED_GUIDE}`;
    const isDone = () =>
      page.evaluate((key) => window.localStorage.getItem(key), tourDoneKey('practical-guide'));
    const forget = () =>
      page.evaluate((key) => window.localStorage.removeItem(key), tourDoneKey('practical-guide'));

    await page.goto(address);
    await card(page).waitFor();
    await checkA11y(page, 'tour card with its close button at 360 px');
    // A tap on the dimmed page, away from the card, ends the tour.
    const box = await rectOf(card(page));
    const viewport = page.viewportSize() ?? PHONE;
    const y = box.top > viewport.height - box.bottom ? 8 : viewport.height - 8;
    await page.mouse.click(viewport.width / 2, y);
    await card(page).waitFor({ state: 'detached' });
    expect(await isDone()).toBe('1');
    await page.reload();
    await page.locator('[data-tour="guide-steps"]').waitFor();
    expect(await card(page).count(), 'the tour does not come back after a reload').toBe(0);

    await forget();
    await page.reload();
    await card(page)
      .getByRole('button', { name: text('es', 'tour.close') })
      .click();
    await card(page).waitFor({ state: 'detached' });
    expect(await isDone()).toBe('1');

    await forget();
    await page.reload();
    await card(page).waitFor();
    await page.keyboard.press('Escape');
    await card(page).waitFor({ state: 'detached' });
    expect(await isDone()).toBe('1');
  });
});
