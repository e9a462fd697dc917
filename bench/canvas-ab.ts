/**
 * Before/after of two builds of the SPA on the class and stress boards, interleaved in one run, for a
 * shared machine where only figures taken in the same minutes compare:
 *   cp -r dist/web /tmp/web-a   (build A)   …   cp -r dist/web /tmp/web-b   (build B)
 *   WEB_DIRS=/tmp/web-a,/tmp/web-b ROUNDS=2 RUNS=3 node --import tsx bench/canvas-ab.ts
 * Each round copies one build into dist/web and starts a server on it (the server lists dist/web's
 * files when it starts), then prints open times (RUNS + 1 fresh pages), main-thread time by kind
 * (CDP Performance metrics) for the last open and for a 60-move paced LED drag on the stress board,
 * and counts: Wokwi elements and pictures in the page, DOM nodes, long tasks. dist/web is left
 * holding the last build listed.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { BIG_DIAGRAM_SIZE, buildBigDiagram, buildClassDiagram, CLASS_DIAGRAM_SIZE } from './big-diagram.ts';
import { createBoardProject, dragPart, hasMoved, openTimes } from './canvas-figures.ts';
import { forEachBuild } from './harness.ts';
import { median, percentile } from './stats.ts';
import { type Expected, signedInContext, waitUntilDrawn } from './workspace-page.ts';

const dirs = (process.env.WEB_DIRS ?? '').split(',').filter(Boolean);
const rounds = Number(process.env.ROUNDS ?? 2);
const runs = Number(process.env.RUNS ?? 3);

const counts = () => {
  const all = [...document.querySelectorAll('*')];
  const lt = (window as unknown as { __lt?: number[] }).__lt ?? [];
  return {
    wokwi: all.filter((e) => e.tagName.startsWith('WOKWI-')).length,
    imgs: document.querySelectorAll('.react-flow__node img').length,
    nodes: all.length,
    longTasks: lt.length,
    longMs: Math.round(lt.reduce((a, b) => a + b, 0)),
  };
};

const METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'];

/** Main-thread busy time by kind (CDP Performance metrics, s → ms), cumulative for the page. */
const metricsOf = async (cdp: Awaited<ReturnType<BrowserContext['newCDPSession']>>) => {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return Object.fromEntries(METRICS.map((m) => [m, (metrics.find((x) => x.name === m)?.value ?? 0) * 1000]));
};

const fmt = (m: Record<string, number>) =>
  `task ${Math.round(m.TaskDuration ?? 0)} script ${Math.round(m.ScriptDuration ?? 0)} layout ${Math.round(m.LayoutDuration ?? 0)} style ${Math.round(m.RecalcStyleDuration ?? 0)} ms`;

/** One more open with CDP metrics from navigation to drawn; the page is kept for the drag. */
const measuredOpen = async (context: BrowserContext, id: string, expected: Expected) => {
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`/es/board/${id}`, { waitUntil: 'commit' });
  const ms = await waitUntilDrawn(page, expected);
  return { page, cdp, ms, open: await metricsOf(cdp) };
};

const main = async () => {
  const browser = await launchBrowser();
  try {
    await forEachBuild(dirs, rounds, async ({ name, round: r, server }) => {
      const setup = await signedInContext(browser, server.url);
      const classId = await createBoardProject(setup, 'clase', buildClassDiagram());
      const stressId = await createBoardProject(setup, 'stress', buildBigDiagram());
      await setup.close();
      const context = await signedInContext(browser, server.url);
      await context.addInitScript(() => {
        const w = window as unknown as { __lt: number[] };
        w.__lt = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__lt.push(e.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      const c = await openTimes(context, classId, CLASS_DIAGRAM_SIZE, runs);
      await c.page.close();
      const cm = await measuredOpen(context, classId, CLASS_DIAGRAM_SIZE);
      const cc = await cm.page.evaluate(counts);
      await cm.page.close();
      const s = await openTimes(context, stressId, BIG_DIAGRAM_SIZE, runs);
      await s.page.close();
      const sm = await measuredOpen(context, stressId, BIG_DIAGRAM_SIZE);
      const sc = await sm.page.evaluate(counts);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const before = await metricsOf(sm.cdp);
      const drag = await dragPart(sm.page, 'led', { moves: 60 });
      const after = await metricsOf(sm.cdp);
      const dragCost = Object.fromEntries(METRICS.map((m) => [m, (after[m] ?? 0) - (before[m] ?? 0)]));
      await sm.page.close();
      await context.close();
      console.log(
        `${name} r${r} class: opens ${[...c.samples, cm.ms].map(Math.round).join(',')} (med ${Math.round(median([...c.samples, cm.ms]))}); last open ${fmt(cm.open)}; ${JSON.stringify(cc)}\n` +
          `${name} r${r} stress: opens ${[...s.samples, sm.ms].map(Math.round).join(',')} (med ${Math.round(median([...s.samples, sm.ms]))}); last open ${fmt(sm.open)}; ${JSON.stringify(sc)}\n` +
          `${name} r${r} drag: p95/med ${percentile(drag.frames, 95).toFixed(1)}/${median(drag.frames).toFixed(1)} ms, 60 moves ${drag.seconds.toFixed(2)} s, moved ${hasMoved(drag)}; ${fmt(dragCost)}`,
      );
    });
  } finally {
    await browser.close().catch(() => {});
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
