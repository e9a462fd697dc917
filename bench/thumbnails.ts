/**
 * Circuit thumbnails on the cards of recommended-projects (guides) and projects, in a real headless
 * Chromium against the built app: time to the first thumbnail and to 20, with a cold browser
 * (nothing cached) and a warm one (the same browser coming back). Prints numbers; never passes or
 * fails on them. Run: node --import tsx bench/thumbnails.ts [guides|projects] (both by default)
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ServerHandle } from '../e2e/support/server.ts';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import type { GuidePage } from '../src/domain/guides.ts';
import { createPglite } from '../src/server/db/pglite.ts';
import { runBrowserBench } from './harness.ts';
import { median, ms, table } from './stats.ts';
import { signedInContext, trackProblems } from './workspace-page.ts';

const RUNS = 3;
const CARDS = 20;
/** Tall enough for 20 cards in sight at once, so all 20 are drawn. */
const VIEWPORT = { width: 1280, height: 2400 };

/**
 * Fills recommended-projects to exactly one page of 20 published guides, each with the circuit of
 * one of the seeded guides in turn (written with the server stopped: one process per PGlite).
 */
const plantGuides = (missing: number) => async (dataDir: string) => {
  const db = await createPglite({ dataDir: path.join(dataDir, 'db') });
  try {
    await db.query(
      `with circuits as (
         select project, row_number() over (order by id) - 1 as i, count(*) over () as total
         from practical_guides where jsonb_array_length(project->'components') > 1)
       insert into practical_guides (id, name, category, is_published, project, created_at, updated_at)
       select 'practical_bench_' || n, 'Guía de banco ' || n, 'robotics', true,
              (select project from circuits where i = n % total), now(), now()
       from generate_series(1, ${missing}) n`,
    );
  } finally {
    await db.close();
  }
};

/** One of six small circuits: a Pico with n LEDs, each wired from its own pin. */
const ledCircuit = (leds: number): Diagram => ({
  parts: [
    { id: 'pico', type: 'wokwi-pi-pico', x: 0, y: 0, rotate: 0, flip: false, attrs: {} },
    ...Array.from({ length: leds }, (_, i) => ({
      id: `led${i + 1}`,
      type: 'wokwi-led',
      x: 140 + i * 50,
      y: 20,
      rotate: 0 as const,
      flip: false,
      attrs: { color: 'red' },
    })),
  ],
  wires: Array.from({ length: leds }, (_, i) => ({
    id: `w${i + 1}`,
    from: { part: 'pico', pin: `GP${i + 10}` },
    to: { part: `led${i + 1}`, pin: 'A' },
    color: 'green',
    bends: [],
  })),
});

interface Timing {
  /** The first card on screen, its thumbnail not drawn yet: the page itself. */
  listed: number;
  first: number;
  all: number;
  /** `GET /api/guides/:id` or `/api/projects/:id` made to draw a thumbnail. */
  fetches: number;
}

/** ms from navigation start until the first, then the 20th, thumbnail image is decoded on screen. */
const timeThumbnails = async (page: Page, url: string): Promise<Timing> => {
  let fetches = 0;
  const count = (request: { url: () => string }) => {
    if (/^\/api\/(guides|projects)\/[^/]+$/.test(new URL(request.url()).pathname)) fetches += 1;
  };
  page.on('request', count);
  const problems = trackProblems(page);
  await page.goto(url, { waitUntil: 'commit' });
  const drawn = (wanted: number) =>
    page
      .waitForFunction(
        (n) => {
          const images = [...document.querySelectorAll<HTMLImageElement>('[data-thumbnail="circuit"] img')];
          return (
            images.filter((img) => img.complete && img.naturalWidth > 0).length >= n && performance.now()
          );
        },
        wanted,
        { polling: 'raf', timeout: 120_000 },
      )
      .then(async (handle) => (await handle.jsonValue()) as number)
      .catch((error: unknown) => {
        throw new Error(`${url}: fewer than ${wanted} thumbnails drawn; ${problems.list().join(', ')}`, {
          cause: error,
        });
      });
  const listed = await page
    .waitForFunction(
      () => document.querySelector('[data-thumbnail]') !== null && performance.now(),
      undefined,
      {
        polling: 'raf',
        timeout: 60_000,
      },
    )
    .then(async (handle) => (await handle.jsonValue()) as number);
  const first = await drawn(1);
  const all = await drawn(CARDS);
  page.off('request', count);
  return { listed, first, all, fetches };
};

/** Cold: a fresh browser context (no IndexedDB, no HTTP cache); warm: the same context again. */
const measure = async (browser: Browser, server: ServerHandle, url: string) => {
  const cold: Timing[] = [];
  const warm: Timing[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await signedInContext(browser, server.url);
    const page = await context.newPage();
    await page.setViewportSize(VIEWPORT);
    cold.push(await timeThumbnails(page, url));
    warm.push(await timeThumbnails(page, url));
    await context.close();
  }
  return { cold, warm };
};

const row = (label: string, timings: Timing[]) => [
  label,
  ms(median(timings.map((t) => t.listed))),
  ms(median(timings.map((t) => t.first))),
  ms(median(timings.map((t) => t.all))),
  String(median(timings.map((t) => t.fetches))),
  timings.map((t) => `${Math.round(t.first)}/${Math.round(t.all)}`).join(' '),
];

runBrowserBench(async (browser, server) => {
  const setup = await signedInContext(browser, server.url);
  const listed = (await (await setup.request.get('/api/guides?limit=100')).json()) as GuidePage;
  for (let i = 0; i < CARDS; i += 1) {
    const created = await setup.request.post('/api/projects', {
      data: { name: `Proyecto de banco ${i + 1}`, category: 'other' },
    });
    const { id, version } = (await created.json()) as { id: string; version: number };
    const saved = await setup.request.patch(`/api/projects/${id}`, {
      data: { version, diagram: ledCircuit(1 + (i % 6)) },
    });
    if (!saved.ok()) throw new Error(`PATCH /api/projects/${id}: ${saved.status()}`);
  }
  await setup.close();
  const missing = CARDS - listed.items.length;
  if (missing > 0) await server.restart(plantGuides(missing));

  const wanted = process.argv.slice(2);
  const pages = [
    { name: 'guides', label: 'recommended-projects', url: '/es/recommended-projects' },
    { name: 'projects', label: 'projects', url: '/es/projects' },
  ].filter((p) => wanted.length === 0 || wanted.includes(p.name));
  const rows = [
    ['page, cache', 'cards shown', 'first drawn', `${CARDS} drawn`, 'fetches', 'runs (first/all)'],
  ];
  for (const { label, url } of pages) {
    const { cold, warm } = await measure(browser, server, url);
    rows.push(row(`${label}, cold`, cold), row(`${label}, warm`, warm));
  }
  console.log(`\nCircuit thumbnails, ${RUNS} runs each, median (ms since navigation start):\n`);
  console.log(table(rows));
});
