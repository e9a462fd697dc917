import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import type { GuidePage } from '../src/domain/guides.ts';
import type { ProjectPage } from '../src/domain/projects.ts';
import { createPglite } from '../src/server/db/pglite.ts';
import { checkA11y, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { PHONE, screenshotAt360 } from './support/phone.ts';
import { signInThroughApi } from './support/session.ts';
import { exactly, t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

const journey = setUpJourney();
beforeEach(() => skipTours(journey.context));

const PLANTED = 30;
const EMPTY_GUIDE = 'Guía con la placa vacía';

/**
 * More published guides than one page holds (spec §9: 20), written with the server stopped (only
 * one process may open its PGlite database): each with the circuit of a seeded guide, a third in
 * English and a sixth in Portuguese, and one with no parts at all.
 */
const plantGuides = async (dataDir: string) => {
  const db = await createPglite({ dataDir: path.join(dataDir, 'db') });
  try {
    await db.query(
      `insert into practical_guides
         (id, name, description, category, difficulty, estimated_time, is_published, language, project, code,
          created_at, updated_at)
       select 'practical_e2e_' || n,
              case when n = 5 then $1 else 'Guía de prueba ' || n end,
              'Una guía más para llenar la lista.',
              (array['robotics', 'iot', 'sensors'])[1 + n % 3],
              'beginner', 30, true,
              case when n % 3 = 0 then 'en' when n % 6 = 1 then 'pt' else 'es' end,
              case when n = 5 then '{"name":"","code":"","components":[],"connections":[]}'::jsonb
                   else (select project from practical_guides where id = 'practical_puerta_automatica') end,
              '', now() - n * interval '1 minute', now() - n * interval '1 minute'
       from generate_series(1, ${PLANTED}) n`,
      [EMPTY_GUIDE],
    );
  } finally {
    await db.close();
  }
};

beforeAll(() => journey.server.restart(plantGuides));

/** Every published guide the API lists for `query`, all pages. */
const guidesFromApi = async (page: Page, query = '') => {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const next: string = `/api/guides?limit=100${query ? `&${query}` : ''}${cursor ? `&cursor=${cursor}` : ''}`;
    const body = (await (await page.request.get(next)).json()) as GuidePage;
    names.push(...body.items.map((item) => item.name));
    cursor = body.nextCursor;
  } while (cursor);
  return names;
};

const cards = (list: Locator) => list.getByRole('listitem');
/** The cards whose guide has a circuit to draw (all but the one with an empty board). */
const drawnCards = (list: Locator) => cards(list).filter({ hasNotText: EMPTY_GUIDE });
const cardNamed = (list: Locator, name: string) => cards(list).filter({ hasText: name });

/**
 * The circuit a card's thumbnail shows: the card's image must be decoded from an object URL, and
 * the SVG it was made from is read back from the browser's thumbnail cache (the page's CSP rightly
 * keeps `fetch` away from blob: URLs).
 */
const thumbnailSvg = async (card: Locator, key: string) => {
  const image = card.locator('[data-thumbnail="circuit"] img');
  await image.waitFor();
  expect(await image.getAttribute('src')).toMatch(/^blob:/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return card.page().evaluate(
    (wanted) =>
      new Promise<string>((resolve, reject) => {
        const opening = indexedDB.open('chispa-thumbnails');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const read = opening.result.transaction('thumbnails').objectStore('thumbnails').get(wanted);
          read.onerror = () => reject(read.error);
          read.onsuccess = () => resolve((read.result as { svg: string | null } | undefined)?.svg ?? '');
        };
      }),
    key,
  );
};
/** The thumbnail cache's key of a guide or project card, from where its link leads. */
const keyOf = async (card: Locator, kind: 'guide' | 'project') => {
  const href = (await card.getByRole('link').first().getAttribute('href')) ?? '';
  return `${kind}:${decodeURIComponent(href.split('/').pop() ?? '')}`;
};
const drawnParts = (svg: string) => [...svg.matchAll(/data-part="([^"]+)"/g)].map((m) => m[1]);

/** Fetches of one guide or project whole: what a thumbnail needs on a cache miss. */
const recordDiagramFetches = (page: Page) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(guides|projects)\/[^/]+$/.test(pathname) && !pathname.endsWith('/batch'))
      fetched.push(pathname);
  });
  return fetched;
};

describe('guide lists', () => {
  it('recommended projects scroll to the end, draw the circuits of guides without images, and filter by language', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    // The list starts with the guides written in the page's language.
    const all = await guidesFromApi(page, 'language=es');
    expect(all.length).toBeGreaterThan(20);

    const fetched = recordDiagramFetches(page);
    await page.goto('/es/recommended-projects');
    const list = page.getByRole('list', { name: t('guides.page.title') });
    await expect.poll(() => cards(list).count()).toBe(20);

    // Thumbnails are drawn for the cards in sight, from each guide's own circuit, a few at a time.
    const first = cards(list).first();
    expect(drawnParts(await thumbnailSvg(first, await keyOf(first, 'guide')))).toEqual(
      expect.arrayContaining(['pico', 'servo1']),
    );
    const firstRow = [0, 1, 2, 3].map((index) =>
      drawnCards(list).nth(index).locator('[data-thumbnail="circuit"] img'),
    );
    for (const image of firstRow) await image.waitFor();
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.length).toBeLessThan(20);
    const empty = cardNamed(list, EMPTY_GUIDE);
    await empty.scrollIntoViewIfNeeded();
    await empty.locator('[data-thumbnail="empty"] [data-empty-board]').waitFor();

    // From the keyboard: after the 20th guide comes a "show more" button, and what it loads gets the focus.
    // Focusing the 20th card scrolls the sentinel into sight, which asks for the next page too: that
    // answer is held until Enter, or a fast one would put guide 21 between the card and the button.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const nextPage = /\/api\/guides\?.*cursor=/;
    await page.route(nextPage, async (route) => {
      await held;
      await route.continue();
    });
    await cards(list).nth(19).getByRole('link').focus();
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(await focused()).toBe(t('guides.page.showMore'));
    await page.keyboard.press('Enter');
    release();
    await expect.poll(focused).toContain(all[20]);
    await page.unroute(nextPage);

    // Scrolling loads the rest, 20 at a time, and says when there is no more.
    const end = page.getByText(t('guides.page.end_other', { count: all.length }));
    while (!(await end.isVisible())) await page.mouse.wheel(0, 1500);
    expect(await cards(list).count()).toBe(all.length);
    expect(await cards(list).allInnerTexts()).toEqual(all.map((name) => expect.stringContaining(name)));
    await checkA11y(page, 'recommended projects scrolled to the end');

    // Seen again: the thumbnails come from the browser's cache, no guide is fetched to draw it.
    const firstRowIds = await Promise.all(
      [0, 1, 2, 3].map(async (i) => (await keyOf(drawnCards(list).nth(i), 'guide')).slice(6)),
    );
    fetched.length = 0;
    await page.goto('/es/recommended-projects');
    for (const image of firstRow) await image.waitFor();
    expect(fetched.filter((path) => firstRowIds.some((id) => path.endsWith(`/${id}`)))).toEqual([]);

    // Filter by the language guides are written in: kept in the address, each card tagged.
    await page.getByRole('combobox', { name: t('guides.page.language') }).click();
    await page.getByRole('option', { name: t('language.names.en') }).click();
    await page.waitForURL(/language=en/);
    const english = await guidesFromApi(page, 'language=en');
    expect(english.length).toBeGreaterThanOrEqual(10);
    // Its first page: twenty at most, as every list.
    const shown = Math.min(english.length, 20);
    await expect.poll(() => cards(list).count()).toBe(shown);
    expect(await list.getByText(t('guides.card.writtenIn.en')).count()).toBe(shown);
    await page.reload();
    await expect.poll(() => cards(list).count()).toBe(shown);

    // Every language: each guide once, its Spanish version when it has one.
    await page.getByRole('combobox', { name: t('guides.page.language') }).click();
    await page.getByRole('option', { name: t('guides.page.allLanguages') }).click();
    await page.waitForURL(/language=all/);
    const everyGuide = (await guidesFromApi(page, 'prefer=es')).slice(0, 20);
    await expect.poll(() => cards(list).count()).toBe(20);
    expect(await cards(list).allInnerTexts()).toEqual(
      everyGuide.map((name) => expect.stringContaining(name)),
    );
    await screenshotAt360(page, 'recommended-projects');
  });

  it('a category page shows its guides under its name; an unknown one says so and leads back', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await page.setViewportSize(PHONE);
    await page.goto('/es/recommended-projects');
    await page
      .getByRole('navigation', { name: t('guides.page.categories') })
      .getByRole('link', { name: 'Sensores' })
      .click();
    await waitForPath(page, '/es/practical-guides/sensors');
    await page.getByRole('heading', { level: 1, name: 'Sensores' }).waitFor();
    // Its icon is drawn by the app (an emoji would be an empty box without an emoji font).
    await page.locator('main svg[data-category-icon="temperature"]').first().waitFor();
    // In the page's language, as the list starts.
    const sensors = await guidesFromApi(page, 'category=sensors&language=es');
    const list = page.getByRole('list', { name: 'Sensores' });
    await expect.poll(() => cards(list).count()).toBe(Math.min(20, sensors.length));
    await cards(list).first().locator('[data-thumbnail="circuit"]').waitFor();
    await checkA11y(page, 'category page at 360 px');
    await screenshotAt360(page, 'category-guides');

    await page.goto('/es/practical-guides/no-existe');
    await page.getByRole('heading', { level: 1, name: t('guides.category.notFoundTitle') }).waitFor();
    await page.getByRole('link', { name: t('guides.category.back') }).click();
    await waitForPath(page, '/es/recommended-projects');
  });

  it("home shows the seed's circuits as stored pictures; a project without one draws it, sends it, and draws it again when the circuit changes", async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    // The seeded projects come with pictures: their cards show them as stored WebP copies (the
    // guides planted above have none, and are drawn here; bench:js shows home loading no drawing code).
    await page.goto('/es/home');
    const pictures = page.getByRole('article').locator('[data-thumbnail="picture"] img');
    await pictures.first().waitFor();
    expect(await pictures.first().getAttribute('srcset')).toMatch(/^\/api\/images\/320\/seed-circuits\//);
    await expect
      .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    const created = await context.request.post('/api/projects', {
      data: { name: 'Semáforo', category: 'iot' },
    });
    expect(created.status()).toBe(201);
    const { id, version } = (await created.json()) as { id: string; version: number };
    const diagram: Diagram = {
      parts: [
        { id: 'pico', type: 'wokwi-pi-pico', x: 0, y: 0, rotate: 0, flip: false, attrs: {} },
        { id: 'led1', type: 'wokwi-led', x: 160, y: 20, rotate: 0, flip: false, attrs: { color: 'red' } },
      ],
      wires: [
        {
          id: 'w1',
          from: { part: 'pico', pin: 'GP15' },
          to: { part: 'led1', pin: 'A' },
          color: 'green',
          bends: [],
        },
      ],
    };
    const save = (next: Diagram, at: number) =>
      context.request.patch(`/api/projects/${id}`, { data: { version: at, diagram: next } });
    expect((await save(diagram, version)).status()).toBe(200);

    await page.goto('/es/home');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: exactly('Semáforo') }) });
    const key = `project:${id}`;
    expect(drawnParts(await thumbnailSvg(card, key))).toEqual(['pico', 'led1']);
    // Its owner's card sent the drawing on: the lists name the stored picture from now on.
    const listed = async () => {
      const body = (await (await context.request.get('/api/projects')).json()) as ProjectPage;
      return body.items.find((item) => item.id === id)?.thumbnailUrl ?? null;
    };
    await expect.poll(listed).toMatch(new RegExp(`^/api/files/project-thumbnail/${id}/`));

    const changed: Diagram = {
      ...diagram,
      parts: [
        ...diagram.parts,
        { id: 'led2', type: 'wokwi-led', x: 220, y: 20, rotate: 0, flip: false, attrs: { color: 'green' } },
        { id: 'bz1', type: 'wokwi-buzzer', x: 300, y: 20, rotate: 0, flip: false, attrs: {} },
      ],
    };
    expect((await save(changed, version + 1)).status()).toBe(200);
    await page.goto('/es/projects');
    await expect
      .poll(async () => drawnParts(await thumbnailSvg(card, key)))
      .toEqual(['pico', 'led1', 'led2', 'bz1']);
    // The buzzer is drawn as its body (17 × 20 mm), not as the music note it shows while sounding.
    const buzzer = (await thumbnailSvg(card, key)).split('data-part="bz1"')[1] ?? '';
    expect(buzzer).toContain('viewBox="0 0 17 20"');
  });

  it('a card picture far below the window is fetched only when it comes near; one in the window at once', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await page.setViewportSize(PHONE);
    const asked: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/images/')) asked.push(pathname);
    };
    page.on('request', onRequest);
    try {
      // The seed's guides have stored pictures; those planted above are all for beginners.
      await page.goto('/es/recommended-projects?difficulty=intermediate');
      const boxes = page
        .getByRole('list', { name: t('guides.page.title') })
        .locator('[data-thumbnail="picture"]');
      await boxes.first().locator('img').waitFor();
      const count = await boxes.count();
      expect(count, "the seed's intermediate guides").toBeGreaterThanOrEqual(2);
      const last = boxes.nth(count - 1);
      const far = await last.evaluate((box) => box.getBoundingClientRect().top - window.innerHeight);
      expect(far, 'the last card starts well below the window').toBeGreaterThan(400);
      // Time for an idle page to fetch what it would: the far card's picture still waits.
      await page.waitForTimeout(1500);
      expect(await last.locator('img').count()).toBe(0);
      const before = asked.length;
      await last.scrollIntoViewIfNeeded();
      const image = last.locator('img');
      await image.waitFor();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(asked.length).toBeGreaterThan(before);
    } finally {
      page.off('request', onRequest);
    }
  });
});
