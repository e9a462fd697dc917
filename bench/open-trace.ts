/**
 * A Chrome trace of one warm open of the class board (or STRESS=1), summarised: main-thread time
 * by event kind between navigation and drawn, and a timeline of script/resource ends.
 *   node --import tsx bench/open-trace.ts   (TRACE=/tmp/trace.json keeps the raw trace)
 */
import { writeFileSync } from 'node:fs';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { BIG_DIAGRAM_SIZE, buildBigDiagram, buildClassDiagram, CLASS_DIAGRAM_SIZE } from './big-diagram.ts';
import { createBoardProject } from './canvas-figures.ts';
import { signedInContext, waitUntilDrawn } from './workspace-page.ts';

const isStress = process.env.STRESS === '1';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; frame?: string; functionName?: string } };
}

const main = async () => {
  const browser = await launchBrowser();
  const server = await startServer();
  try {
    const setup = await signedInContext(browser, server.url);
    const id = await createBoardProject(setup, 'b', isStress ? buildBigDiagram() : buildClassDiagram());
    await setup.close();
    const size = isStress ? BIG_DIAGRAM_SIZE : CLASS_DIAGRAM_SIZE;
    const context = await signedInContext(browser, server.url);
    for (let i = 0; i < 2; i += 1) {
      const warm = await context.newPage();
      await warm.goto(`/es/board/${id}`, { waitUntil: 'commit' });
      await waitUntilDrawn(warm, size);
      await warm.close();
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'v8.execute',
      ],
    });
    await page.goto(`/es/board/${id}`, { waitUntil: 'commit' });
    const drawn = await waitUntilDrawn(page, size);
    const buffer = await browser.stopTracing();
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown };
    if (process.env.PROFILE) writeFileSync(process.env.PROFILE, JSON.stringify(profile));
    if (process.env.TRACE) writeFileSync(process.env.TRACE, buffer);
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    const nav = traceEvents.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser');
    const start =
      traceEvents
        .filter((e) => e.name === 'navigationStart')
        .map((e) => e.ts)
        .sort((a, b) => a - b)
        .at(-1) ??
      nav?.ts ??
      0;
    const end = start + drawn * 1000;
    // The renderer main thread: the thread with the most RunTask time.
    const byThread = new Map<string, number>();
    for (const e of traceEvents)
      if (e.name === 'RunTask' && e.dur)
        byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
    const main = [...byThread.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const inWindow = traceEvents.filter(
      (e) => `${e.pid}:${e.tid}` === main && e.ts >= start && e.ts <= end && e.ph === 'X' && e.dur,
    );
    const totals = new Map<string, number>();
    for (const e of inWindow) totals.set(e.name, (totals.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    console.log(`drawn at ${Math.round(drawn)} ms; main-thread totals (ms, nested events overlap):`);
    for (const [name, ms] of [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${name.padEnd(32)} ${ms.toFixed(1)}`);
    // Top-level tasks over 16 ms, in order, with what they were.
    console.log('long tasks (start → dur ms, biggest child):');
    const tasks = inWindow.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 16000);
    for (const t of tasks) {
      const kids = inWindow.filter(
        (e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0) && e.name !== 'RunTask',
      );
      const top = kids.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
      const what = top
        ? `${top.name} ${top.args?.data?.url?.split('/').at(-1) ?? top.args?.data?.functionName ?? ''}`
        : '';
      console.log(`  ${Math.round((t.ts - start) / 1000)} → ${Math.round((t.dur ?? 0) / 1000)}  ${what}`);
    }
    const finishes = traceEvents
      .filter((e) => e.name === 'ResourceFinish' || e.name === 'ResourceReceiveResponse')
      .filter((e) => e.ts >= start && e.ts <= end);
    console.log(`resource events in window: ${finishes.length}`);
    const timing = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => [
        r.name.split('/').slice(-1)[0],
        Math.round(r.startTime),
        Math.round(r.responseEnd),
      ]),
    );
    console.log('resources (name start end):');
    for (const [n, s, e] of timing) console.log(`  ${String(s).padStart(5)} ${String(e).padStart(5)}  ${n}`);
  } finally {
    await browser.close().catch(() => {});
    await server.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
