/**
 * Home as the browser itself sees it at 4× CPU slowdown (no network throttling): the first
 * contentful paint, the largest, and the long tasks (> 50 ms) after the first paint, from the page's
 * own performance entries, for one or more builds in turn (each copied into dist/web, a fresh
 * server, the demo student), so two builds compare in the same minutes. Not Lighthouse: its
 * simulation decides differently what counts before the first paint (docs/decisions.md, "Home's first
 * render takes the early reads already in").
 *   WEB_DIRS=/tmp/web-a,/tmp/web-b ROUNDS=2 OPENS=3 node --import tsx bench/home-tasks.ts
 * Leaves the last build in dist/web: build again (or copy yours back) afterwards.
 */
import { launchBrowser } from '../e2e/support/browser.ts';
import { forEachBuild } from './harness.ts';
import { median } from './stats.ts';
import { signedInContext } from './workspace-page.ts';

const dirs = (process.env.WEB_DIRS ?? '').split(',').filter(Boolean);
const rounds = Number(process.env.ROUNDS ?? 3);
const opens = Number(process.env.OPENS ?? 3);

const main = async () => {
  const browser = await launchBrowser();
  const all = new Map<string, { fcp: number[]; tbt: number[]; tasks: number[]; lcp: number[] }>();
  if (dirs.length === 0) throw new Error('WEB_DIRS: one or more built dist/web directories, comma-separated');
  try {
    await forEachBuild(dirs, rounds, async ({ name, round: r, server }) => {
      const context = await signedInContext(browser, server.url);
      for (let i = 0; i < opens; i += 1) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          const w = window as unknown as { __tasks: [number, number][]; __lcp: number };
          w.__tasks = [];
          w.__lcp = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) w.__tasks.push([e.startTime, e.duration]);
          }).observe({ type: 'longtask', buffered: true });
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) w.__lcp = e.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(`${server.url}/es/home`, { waitUntil: 'load' });
        await page.waitForTimeout(4000);
        const { tasks, fcp, lcp } = await page.evaluate(() => {
          const w = window as unknown as { __tasks: [number, number][]; __lcp: number };
          const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
          return { tasks: w.__tasks, fcp: paint, lcp: w.__lcp };
        });
        const after = tasks.filter(([start]) => start >= fcp);
        const tbt = after.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
        const entry = all.get(name) ?? { fcp: [], tbt: [], tasks: [], lcp: [] };
        entry.fcp.push(fcp);
        entry.lcp.push(lcp);
        entry.tbt.push(tbt);
        entry.tasks.push(after.length);
        all.set(name, entry);
        console.log(
          `${name} r${r}.${i}: FCP ${Math.round(fcp)} LCP ${Math.round(lcp)} | long tasks before ${tasks.length - after.length}, after ${after.length}: ${after.map(([s, d]) => `${Math.round(s)}+${Math.round(d)}`).join(' ')} | TBT ${Math.round(tbt)}`,
        );
        await page.close();
      }
      await context.close();
    });
  } finally {
    await browser.close();
  }
  for (const [name, e] of all)
    console.log(
      `${name}: median FCP ${Math.round(median(e.fcp))} LCP ${Math.round(median(e.lcp))} TBT ${Math.round(median(e.tbt))} tasks after FCP ${median(e.tasks)}`,
    );
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
