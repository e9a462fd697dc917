/**
 * Where the time of a drag goes on the stress board: a CPU profile (CDP Profiler) of one LED
 * drag, self time summed by function and source file (through the build's source maps), plus the
 * drag's frames, main-thread time and wall time. For the drag slice of issue 14:
 *   npm run build && node --import tsx bench/drag-profile.ts   (MOVES=60 INTERVAL=0 TOP=40 OUT=file)
 * TRACE=1 adds the main thread's trace events by self time (layout, paint, hit tests…) and where
 * each move's frame goes (`move-frames.ts`: wait, main-thread frame, raster, draw, frames a move);
 * TRACE_OUT=file keeps the trace (chrome://tracing, Perfetto), TRACE_CATEGORIES replaces its
 * categories. NOPROF=1 leaves the JS profiler off (it slows the page); MOVES_ONLY=1 profiles the
 * moves without the press and the release. CSS='rule' adds a style to the page before the drag, to
 * try what a rule does to a move's frame. WEB_DIRS=a,b compares builds (see `ab`). The per-move
 * figures as taken for issue 14 (the JS profiler off, bench:speed's drag):
 *   NOPROF=1 MOVES=60 INTERVAL=8 TRACE=1 node --import tsx bench/drag-profile.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { launchBrowser } from '../e2e/support/browser.ts';
import { REPO_ROOT, startServer } from '../e2e/support/server.ts';
import { BIG_DIAGRAM_SIZE, buildBigDiagram } from './big-diagram.ts';
import { createBoardProject, dragPart, hasMoved } from './canvas-figures.ts';
import { forEachBuild } from './harness.ts';
import { moveFrames } from './move-frames.ts';
import { median, percentile } from './stats.ts';
import { signedInContext, waitUntilDrawn } from './workspace-page.ts';

const moves = Number(process.env.MOVES ?? 60);
const intervalMs = Number(process.env.INTERVAL ?? 0);
const top = Number(process.env.TOP ?? 40);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMapConsumer | null>();
const mapOf = (url: string) => {
  if (!maps.has(url)) {
    const file = new URL(url).pathname;
    try {
      const raw = readFileSync(path.join(REPO_ROOT, 'dist/web', `${file}.map`), 'utf8');
      maps.set(url, new SourceMapConsumer(JSON.parse(raw)));
    } catch {
      maps.set(url, null);
    }
  }
  return maps.get(url) ?? null;
};

const where = ({ functionName, url, lineNumber, columnNumber }: ProfileNode['callFrame']) => {
  if (!url) return functionName || '(program)';
  const map = mapOf(url);
  const pos = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (!pos?.source) return `${functionName || '(anon)'} ${path.basename(url)}:${lineNumber + 1}`;
  const source = pos.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${pos.name ?? functionName ?? '(anon)'} ${source}:${pos.line}`;
};

/** A fresh signed-in page on a new stress board, drawn and settled, ready to drag in. */
const openStressBoard = async (browser: Browser, url: string) => {
  const setup = await signedInContext(browser, url);
  const id = await createBoardProject(setup, 'stress', buildBigDiagram());
  await setup.close();
  const context = await signedInContext(browser, url);
  const page = await context.newPage();
  await page.goto(`/es/board/${id}`, { waitUntil: 'commit' });
  await waitUntilDrawn(page, BIG_DIAGRAM_SIZE);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return { context, page };
};

/**
 * With WEB_DIRS=/tmp/web-a,/tmp/web-b (copies of dist/web, as for canvas-ab.ts): for ROUNDS rounds,
 * each build in turn opens the stress board once and takes the paced LED drag (120 moves every
 * 8 ms: frame p95/median) and the burst (60 moves, no pause: seconds), each with its main-thread
 * time (CDP Performance metrics). No profile. dist/web is left holding the last build listed.
 */
const ab = async (dirs: string[]) => {
  const browser = await launchBrowser();
  try {
    await forEachBuild(dirs, Number(process.env.ROUNDS ?? 3), async ({ name, round: r, server }) => {
      const { context, page } = await openStressBoard(browser, server.url);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const task = async () => {
        const { metrics } = (await cdp.send('Performance.getMetrics')) as {
          metrics: { name: string; value: number }[];
        };
        const get = (n: string) => (metrics.find((m) => m.name === n)?.value ?? 0) * 1000;
        return { task: get('TaskDuration'), script: get('ScriptDuration') };
      };
      const t0 = await task();
      const paced = await dragPart(page, 'led', { moves: 120, intervalMs: 8 });
      const t1 = await task();
      const burst = await dragPart(page, 'led', { moves: 60, intervalMs: 0 });
      const t2 = await task();
      console.log(
        `${name} r${r}: paced p95/med ${percentile(paced.frames, 95).toFixed(1)}/${median(paced.frames).toFixed(1)} ms, ` +
          `task ${Math.round(t1.task - t0.task)} script ${Math.round(t1.script - t0.script)} ms, moved ${hasMoved(paced)}; ` +
          `burst 60 moves ${burst.seconds.toFixed(2)} s, task ${Math.round(t2.task - t1.task)} script ${Math.round(t2.script - t1.script)} ms, moved ${hasMoved(burst)}`,
      );
      await context.close();
    });
  } finally {
    await browser.close().catch(() => {});
  }
};

const main = async () => {
  const dirs = (process.env.WEB_DIRS ?? '').split(',').filter(Boolean);
  if (dirs.length > 0) return ab(dirs);
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { context, page } = await openStressBoard(browser, server.url);
    // CSS=… adds a style to the page before the drag: to try what a rule does to a move's frame.
    if (process.env.CSS) await page.addStyleTag({ content: process.env.CSS });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const metric = async () => {
      const { metrics } = (await cdp.send('Performance.getMetrics')) as {
        metrics: { name: string; value: number }[];
      };
      const get = (n: string) => (metrics.find((m) => m.name === n)?.value ?? 0) * 1000;
      return {
        task: get('TaskDuration'),
        script: get('ScriptDuration'),
        layout: get('LayoutDuration'),
        style: get('RecalcStyleDuration'),
      };
    };
    const m0 = await metric();
    const events: {
      name: string;
      ph: string;
      ts: number;
      dur?: number;
      tid: number;
      pid: number;
      args?: { data?: { type?: string } };
    }[] = [];
    if (process.env.TRACE) {
      cdp.on('Tracing.dataCollected', ({ value }) => {
        events.push(...(value as unknown as typeof events));
      });
      await cdp.send('Tracing.start', {
        categories:
          process.env.TRACE_CATEGORIES ??
          'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,input,benchmark',
        transferMode: 'ReportEvents',
      });
    }
    // MOVES_ONLY=1: the profile from the 5th move to the last, without the press and the release.
    const movesOnly = Boolean(process.env.MOVES_ONLY);
    let profile: Profile = { nodes: [], samples: [], timeDeltas: [] };
    const stopProfiler = async () => {
      ({ profile } = (await cdp.send('Profiler.stop')) as { profile: Profile });
    };
    if (!process.env.NOPROF && !movesOnly) await cdp.send('Profiler.start');
    const afterMove = async (step: number) => {
      if (process.env.NOPROF || !movesOnly) return;
      if (step === 5) await cdp.send('Profiler.start');
      if (step === moves) await stopProfiler();
    };
    const drag = await dragPart(page, 'led', { moves, intervalMs, afterMove });
    if (!process.env.NOPROF && !movesOnly) await stopProfiler();
    if (process.env.TRACE) {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
      if (process.env.TRACE_OUT)
        writeFileSync(process.env.TRACE_OUT, JSON.stringify({ traceEvents: events }));
      const main = events.find(
        (e) =>
          e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain',
      );
      const byName = new Map<string, { ms: number; n: number }>();
      // Self time: an event's duration less its children's, on the main thread.
      const mine = events
        .filter((e) => e.ph === 'X' && e.tid === main?.tid && e.pid === main?.pid)
        .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
      const stack: { end: number; name: string; self: number }[] = [];
      const close = (until: number) => {
        while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
          const done = stack.pop();
          if (!done) break;
          const entry = byName.get(done.name) ?? { ms: 0, n: 0 };
          entry.ms += done.self / 1000;
          entry.n += 1;
          byName.set(done.name, entry);
        }
      };
      for (const e of mine) {
        close(e.ts);
        const parent = stack.at(-1);
        if (parent) parent.self -= e.dur ?? 0;
        const src = (e.args as { src_func?: string; src_file?: string } | undefined) ?? {};
        const name =
          e.name === 'EventDispatch'
            ? `EventDispatch ${e.args?.data?.type}`
            : e.name === 'RunTask' && src.src_func
              ? `RunTask ${src.src_file?.split('/').at(-1)}:${src.src_func}`
              : e.name;
        stack.push({ end: e.ts + (e.dur ?? 0), name, self: e.dur ?? 0 });
      }
      close(Number.POSITIVE_INFINITY);
      if (process.env.TRACE === 'layout')
        for (const e of mine.filter((x) => x.name === 'Layout' || x.name === 'HitTest').slice(0, 30))
          console.log(e.name, ((e.dur ?? 0) / 1000).toFixed(2), JSON.stringify(e.args).slice(0, 400));
      console.log(
        [...byName]
          .sort((a, b) => b[1].ms - a[1].ms)
          .slice(0, 30)
          .map(([k, v]) => `${v.ms.toFixed(1).padStart(8)} ms ${String(v.n).padStart(5)}x  ${k}`)
          .join('\n'),
      );
      console.log(`\nper move:\n${moveFrames(events)}`);
    }
    const m1 = await metric();
    if (process.env.OUT) writeFileSync(process.env.OUT, JSON.stringify(profile));
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parentOf = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
    const inclusive = new Map<string, number>();
    const self = new Map<string, number>();
    const files = new Map<string, number>();
    let total = 0;
    profile.samples.forEach((sample, i) => {
      const node = byId.get(sample);
      const dt = (profile.timeDeltas[i] ?? 0) / 1000;
      if (!node || node.callFrame.functionName === '(idle)') return;
      total += dt;
      const label = where(node.callFrame);
      const seen = new Set<string>();
      for (let at: number | undefined = node.id; at !== undefined; at = parentOf.get(at)) {
        const frame = byId.get(at)?.callFrame;
        if (!frame?.url) continue;
        const l = where(frame);
        if (seen.has(l)) continue;
        seen.add(l);
        inclusive.set(l, (inclusive.get(l) ?? 0) + dt);
      }
      self.set(label, (self.get(label) ?? 0) + dt);
      const file = label.split(' ').slice(1).join(' ').replace(/:\d+$/, '') || label;
      files.set(file, (files.get(file) ?? 0) + dt);
    });
    const fmt = (entries: Map<string, number>, n: number) =>
      [...entries]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`)
        .join('\n');
    console.log(
      `drag ${drag.id}: ${moves} moves every ${intervalMs} ms in ${drag.seconds.toFixed(2)} s, moved ${hasMoved(drag)}; ` +
        `frames p95/med ${percentile(drag.frames, 95).toFixed(1)}/${median(drag.frames).toFixed(1)} ms; ` +
        `main thread: task ${Math.round(m1.task - m0.task)} script ${Math.round(m1.script - m0.script)} layout ${Math.round(m1.layout - m0.layout)} style ${Math.round(m1.style - m0.style)} ms; profiled ${total.toFixed(0)} ms busy`,
    );
    console.log(`\nself time by file:\n${fmt(files, 25)}\n\nself time by function:\n${fmt(self, top)}`);
    const ours = new Map([...inclusive].filter(([k]) => !/react-dom|scheduler/.test(k)));
    console.log(`\ninclusive time (not React's own):\n${fmt(ours, top)}`);
    await context.close();
  } finally {
    await browser.close().catch(() => {});
    await server.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
