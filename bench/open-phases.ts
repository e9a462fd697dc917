/**
 * Where a board's open time goes, phase by phase, on the class and stress boards:
 *   node --import tsx bench/open-phases.ts          (RUNS=5 fresh pages a board, the first cold)
 * Each page records, from navigation start: the HTML and the entry script received, the project's
 * data received (`GET /api/projects/:id`), the canvas mounted (`.react-flow`), the first part node,
 * every part node, every node with its pins, every wire drawn, every picture decoded (the moment
 * `waitUntilDrawn` holds), and the last Wokwi element chunk received. Loading (until the data) is
 * the page chain's; the rest is the canvas drawing. Prints medians and the last page's CDP
 * main-thread times. Uses dist/ as built (`npm run build`), or, to compare builds interleaved as
 * `bench/canvas-ab.ts` does, WEB_DIRS=/tmp/web-a,/tmp/web-b ROUNDS=2 (each copied into dist/web in
 * turn; dist/web is left holding the last one). BOARDS=class or stress for one board.
 */
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { BIG_DIAGRAM_SIZE, buildBigDiagram, buildClassDiagram, CLASS_DIAGRAM_SIZE } from './big-diagram.ts';
import { createBoardProject } from './canvas-figures.ts';
import { installWebBuild } from './harness.ts';
import { median } from './stats.ts';
import { type Expected, signedInContext, trackProblems, waitUntilDrawn } from './workspace-page.ts';

const runs = Number(process.env.RUNS ?? 5);
const dirs = (process.env.WEB_DIRS ?? '').split(',').filter(Boolean);
const rounds = Number(process.env.ROUNDS ?? 1);
const only = process.env.BOARDS;

/** Installed in every page: polls each frame and keeps the first time each milestone holds. */
const recordMilestones = (expected: Expected) => {
  const marks: Record<string, number> = {};
  (window as unknown as { __marks: typeof marks }).__marks = marks;
  const mark = (name: string, holds: boolean) => {
    if (holds && marks[name] === undefined) marks[name] = performance.now();
  };
  const tick = () => {
    const nodes = document.querySelectorAll('.react-flow__node').length;
    mark('canvas', document.querySelector('.react-flow') !== null);
    mark('firstNode', nodes > 0);
    mark('allNodes', nodes === expected.parts);
    mark(
      'allPins',
      nodes === expected.parts && !document.querySelector('.react-flow__node:not(:has(.react-flow__handle))'),
    );
    mark('allWires', document.querySelectorAll('.react-flow__edge-path').length === expected.wires);
    const pictures = [...document.querySelectorAll<HTMLImageElement>('.react-flow__node [data-picture] img')];
    mark(
      'picturesDecoded',
      pictures.length > 0 && pictures.every((img) => img.complete && img.naturalWidth > 0),
    );
    if (marks.picturesDecoded === undefined || marks.allWires === undefined) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

const resourceMarks = () => {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const scripts = resources.filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
  const project = resources.find((r) => /\/api\/projects\/[^/]+$/.test(new URL(r.name).pathname));
  const wokwi = scripts.filter((r) => /element/.test(r.name));
  return {
    html: nav?.responseEnd ?? 0,
    domInteractive: nav?.domInteractive ?? 0,
    data: project?.responseEnd ?? 0,
    dataStart: project?.startTime ?? 0,
    lastScript: Math.max(0, ...scripts.map((r) => r.responseEnd)),
    lastWokwiChunk: Math.max(0, ...wokwi.map((r) => r.responseEnd)),
    scripts: scripts.length,
    wokwiChunks: wokwi.length,
  };
};

const openOnce = async (context: BrowserContext, id: string, expected: Expected, withMetrics: boolean) => {
  const page = await context.newPage();
  const problems = trackProblems(page);
  await page.addInitScript(recordMilestones, expected);
  const cdp = withMetrics ? await context.newCDPSession(page) : undefined;
  await cdp?.send('Performance.enable');
  await page.goto(`/es/board/${id}`, { waitUntil: 'commit' });
  const drawn = await waitUntilDrawn(page, expected, problems);
  await page.waitForTimeout(200);
  const marks = (await page.evaluate(
    () => (window as unknown as { __marks: Record<string, number> }).__marks,
  )) as Record<string, number>;
  const res = await page.evaluate(resourceMarks);
  let metrics: Record<string, number> | undefined;
  if (cdp) {
    const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
      metrics: { name: string; value: number }[];
    };
    metrics = Object.fromEntries(list.map((m) => [m.name, m.value]));
  }
  await page.close();
  return { drawn, ...marks, ...res, metrics };
};

const ORDER = [
  'html',
  'domInteractive',
  'lastScript',
  'dataStart',
  'data',
  'canvas',
  'firstNode',
  'allNodes',
  'lastWokwiChunk',
  'allPins',
  'allWires',
  'picturesDecoded',
  'drawn',
];

const measureBuild = async (browser: Browser, label: string) => {
  const server = await startServer();
  try {
    const setup = await signedInContext(browser, server.url);
    const boards = [
      { name: 'class', diagram: buildClassDiagram(), size: CLASS_DIAGRAM_SIZE },
      { name: 'stress', diagram: buildBigDiagram(), size: BIG_DIAGRAM_SIZE },
    ].filter((b) => !only || only.split(',').includes(b.name));
    const ids = [];
    for (const board of boards) ids.push(await createBoardProject(setup, board.name, board.diagram));
    await setup.close();
    for (const [i, board] of boards.entries()) {
      const id = ids[i] ?? '';
      const context = await signedInContext(browser, server.url);
      const samples = [];
      for (let r = 0; r < runs; r += 1) samples.push(await openOnce(context, id, board.size, r === runs - 1));
      await context.close();
      console.log(
        `\n${label} ${board.name} board, ${runs} fresh pages (first cold), ms since navigation start:`,
      );
      for (const key of ORDER) {
        const values = samples.map((s) => (s as unknown as Record<string, number>)[key] ?? Number.NaN);
        console.log(
          `  ${key.padEnd(16)} med ${String(Math.round(median(values))).padStart(5)}   ${values.map(Math.round).join(', ')}`,
        );
      }
      const last = samples.at(-1);
      const m = last?.metrics ?? {};
      const ms = (k: string) => Math.round((m[k] ?? 0) * 1000);
      console.log(
        `  last page main thread: task ${ms('TaskDuration')} script ${ms('ScriptDuration')} layout ${ms('LayoutDuration')} style ${ms('RecalcStyleDuration')} ms; ` +
          `layouts ${m.LayoutCount} styles ${m.RecalcStyleCount} nodes ${m.Nodes}; scripts ${last?.scripts}, wokwi chunks ${last?.wokwiChunks}`,
      );
    }
  } finally {
    await server.stop();
  }
};

const main = async () => {
  const browser = await launchBrowser();
  try {
    if (dirs.length === 0) await measureBuild(browser, 'dist');
    for (let r = 0; r < rounds && dirs.length > 0; r += 1) {
      for (const dir of dirs) {
        installWebBuild(dir);
        await measureBuild(browser, `${path.basename(dir)} r${r}`);
      }
    }
  } finally {
    await browser.close().catch(() => {});
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
