/**
 * Every row of issue 14's table in one command, each beside its budget: JavaScript of the landing,
 * home and workspace pages, the class and stress boards drawn, dragging on the stress board, the
 * server's first and later start; then Lighthouse on landing, login and home. Prints figures and
 * whether each budget is met; never fails on them (exit 1 only when a measurement failed).
 * Takes several minutes. Run: npm run bench:speed
 */
import { cpus, loadavg } from 'node:os';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, newContext } from '../e2e/support/browser.ts';
import { type ServerHandle, startServer } from '../e2e/support/server.ts';
import { DEMO_ACCOUNTS } from '../src/server/db/demo-accounts.ts';
import { BIG_DIAGRAM_SIZE, buildBigDiagram, buildClassDiagram, CLASS_DIAGRAM_SIZE } from './big-diagram.ts';
import {
  createBoardProject,
  type Drag,
  dragPart,
  hasMoved,
  openTimes,
  pictureFromWorkspace,
} from './canvas-figures.ts';
import { ensureBuilt } from './harness.ts';
import { type Chunk, recordScripts, totalGzip } from './js-weight.ts';
import { type LighthouseScores, runLighthouse } from './lighthouse.ts';
import { measureStarts, type StartTimes } from './server.ts';
import { kb, median, percentile, table } from './stats.ts';
import {
  type Expected,
  prepareContext,
  signedInContext,
  trackProblems,
  waitUntilDrawn,
} from './workspace-page.ts';

const OPEN_RUNS = 5;
const START_RUNS = 3;
const DRAG_MOVES = 60;
/** Lighthouse runs per page; the page's scores are those of the run with the median performance. */
const LIGHTHOUSE_RUNS = 3;
const KB = 1024;

const began = performance.now();
const progress = (message: string) =>
  console.log(`[${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] ${message}`);

interface Row {
  figure: string;
  value: string;
  budget: string;
  /** null: no budget (shown for context). */
  met: boolean | null;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (met: boolean | null) => (met === null ? '' : met ? 'met' : 'NOT MET');

const printRow = (row: Row) =>
  console.log(`  ${row.figure}: ${row.value}   (budget ${row.budget}: ${verdict(row.met)})`);

/** Every script the page loads until it is idle (and, for a board, drawn), in a fresh context. */
const scriptsOf = async (context: BrowserContext, target: string, board?: Expected): Promise<Chunk[]> => {
  const page = await context.newPage();
  const collected = recordScripts(page);
  const problems = trackProblems(page);
  await page.goto(target, { waitUntil: 'networkidle' });
  if (board) await waitUntilDrawn(page, board, problems);
  await page.waitForLoadState('networkidle');
  const chunks = await collected();
  await page.close();
  return chunks;
};

const jsRow = (figure: string, chunks: Chunk[], budgetKb: number): Row => {
  const bytes = totalGzip(chunks);
  const largest = chunks
    .slice(0, 3)
    .map((c) => `${c.name} ${kb(c.gzipBytes)}`)
    .join(', ');
  console.log(`  ${chunks.length} files, largest: ${largest}`);
  return { figure, value: kb(bytes), budget: `≤ ${budgetKb} KB`, met: bytes <= budgetKb * KB };
};

const measureJs = async (browser: Browser, url: string, classBoard: string): Promise<Row[]> => {
  progress('JavaScript of the landing page, signed out (fresh context, empty cache)');
  const signedOut = await newContext(browser, url);
  await prepareContext(signedOut);
  const landing = jsRow(
    'JS gzip, landing (signed out)',
    await scriptsOf(signedOut, '/es/principal-page'),
    80,
  );
  await signedOut.close();
  printRow(landing);

  progress('JavaScript of home, signed in (fresh context)');
  const home = await signedInContext(browser, url);
  const homeRow = jsRow('JS gzip, home (signed in)', await scriptsOf(home, '/es/home'), 250);
  await home.close();
  printRow(homeRow);

  progress('JavaScript of the workspace on the class board, before the simulator starts (fresh context)');
  const board = await signedInContext(browser, url);
  const boardRow = jsRow(
    'JS gzip, workspace before the simulator starts',
    await scriptsOf(board, `/es/board/${classBoard}`, CLASS_DIAGRAM_SIZE),
    450,
  );
  await board.close();
  printRow(boardRow);
  return [landing, homeRow, boardRow];
};

/** `OPEN_RUNS` fresh pages on the board in one context (the first with a cold cache); the last stays open. */
const openRuns = async (context: BrowserContext, id: string, expected: Expected) => {
  const { samples: times, page } = await openTimes(context, id, expected, OPEN_RUNS);
  console.log(`  runs (ms since navigation start): ${times.map((t) => t.toFixed(0)).join(', ')}`);
  return { times, page };
};

const boardRow = (figure: string, times: number[], budgetMs: number): Row => ({
  figure,
  value: `${seconds(median(times))} (median of ${times.length})`,
  budget: `≤ ${seconds(budgetMs)}`,
  met: median(times) <= budgetMs,
});

const measureBoards = async (context: BrowserContext, classBoard: string, stressBoard: string) => {
  progress(
    `class board (${CLASS_DIAGRAM_SIZE.parts} parts, ${CLASS_DIAGRAM_SIZE.wires} wires): navigation → everything drawn, ${OPEN_RUNS} runs`,
  );
  const classOpen = await openRuns(context, classBoard, CLASS_DIAGRAM_SIZE);
  await classOpen.page.close();
  const classRow = boardRow('class board: navigation → everything drawn', classOpen.times, 1000);
  printRow(classRow);

  progress(
    `stress board (${BIG_DIAGRAM_SIZE.parts} parts, ${BIG_DIAGRAM_SIZE.wires} wires): navigation → everything drawn, ${OPEN_RUNS} runs`,
  );
  const stressOpen = await openRuns(context, stressBoard, BIG_DIAGRAM_SIZE);
  const stressRow = boardRow('stress board: navigation → everything drawn', stressOpen.times, 1500);
  printRow(stressRow);

  progress(`stress board: dragging an LED, ${DRAG_MOVES} mouse moves`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const drag = await dragPart(stressOpen.page, 'led', { moves: DRAG_MOVES });
  await stressOpen.page.close();
  const rows = dragRows(drag);
  rows.forEach(printRow);
  return { rows: [classRow, stressRow, ...rows], drag };
};

const dragRows = (drag: Drag): Row[] => {
  const p95 = percentile(drag.frames, 95);
  const mid = median(drag.frames);
  console.log(
    `  ${drag.id}: ${drag.frames.length} frames, position ${JSON.stringify(drag.before)} → ${JSON.stringify(drag.after)}, moved: ${hasMoved(drag) ? 'yes' : 'NO'}`,
  );
  return [
    {
      figure: 'stress board: frame p95 / median while dragging a part',
      value: `${p95.toFixed(1)} / ${mid.toFixed(1)} ms`,
      budget: '≤ 33 / 16.7 ms',
      met: p95 <= 33.4 && mid <= 16.7,
    },
    {
      figure: `stress board: ${drag.moves} mouse moves handled`,
      value: seconds(drag.seconds * 1000),
      budget: '≤ 1.5 s',
      met: drag.seconds <= 1.5,
    },
  ];
};

const startRows = (starts: StartTimes): Row[] => {
  const list = (samples: number[]) => samples.map((s) => (s / 1000).toFixed(2)).join(', ');
  console.log(`  first starts (s): ${list(starts.first)}, their CPU time (s): ${list(starts.firstCpu)}`);
  console.log(`  later starts (s): ${list(starts.later)}, their CPU time (s): ${list(starts.laterCpu)}`);
  return [
    {
      figure: 'server first start, empty data directory (after the build)',
      value: `${seconds(median(starts.first))} (median of ${starts.first.length}; CPU ${seconds(median(starts.firstCpu))})`,
      budget: '≤ 5 s',
      met: median(starts.first) <= 5000,
    },
    {
      figure: 'server later start',
      value: `${seconds(median(starts.later))} (median of ${starts.later.length}; CPU ${seconds(median(starts.laterCpu))})`,
      budget: '≤ 2 s',
      met: median(starts.later) <= 2000,
    },
  ];
};

/** The demo student's session cookie, for Lighthouse's signed-in page. */
const sessionCookie = async (url: string): Promise<string> => {
  const { email, password } = DEMO_ACCOUNTS.student;
  const response = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in for Lighthouse: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
};

const lighthouseRows = (scores: LighthouseScores[]): Row[] =>
  scores.map((s) => {
    const landedElsewhere = new URL(s.finalUrl).pathname !== new URL(s.url).pathname;
    return {
      figure: `Lighthouse ${s.label}: performance / accessibility / best practices`,
      value: `${s.performance} / ${s.accessibility} / ${s.bestPractices}${s.performanceRuns.length > 1 ? ` (median of ${s.performanceRuns.join(', ')})` : ''}${landedElsewhere ? ` (ended at ${new URL(s.finalUrl).pathname})` : ''}`,
      budget: '≥ 90 each',
      met: !landedElsewhere && Math.min(s.performance, s.accessibility, s.bestPractices) >= 90,
    };
  });

const measureLighthouse = async (url: string): Promise<Row[]> => {
  const cookie = await sessionCookie(url);
  const scores = await runLighthouse(
    [
      { label: 'landing', url: `${url}/es/principal-page` },
      { label: 'login', url: `${url}/es/principal-page/login` },
      { label: 'home (signed in)', url: `${url}/es/home`, headers: { Cookie: cookie } },
    ],
    (page, run) =>
      progress(
        `Lighthouse (mobile, throttled): ${page.label} ${new URL(page.url).pathname}, run ${run + 1} of ${LIGHTHOUSE_RUNS}`,
      ),
    LIGHTHOUSE_RUNS,
  );
  const rows = lighthouseRows(scores);
  rows.forEach(printRow);
  return rows;
};

const browserRows = async (server: ServerHandle) => {
  const browser = await launchBrowser();
  try {
    progress('creating the class and stress boards as the demo student');
    const context = await signedInContext(browser, server.url);
    const classBoard = await createBoardProject(context, 'Banco de pruebas: clase', buildClassDiagram());
    const stressBoard = await createBoardProject(context, 'Banco de pruebas: 300 piezas', buildBigDiagram());
    for (const board of [classBoard, stressBoard]) await pictureFromWorkspace(context, board);
    // Scripts first, in fresh contexts, before a drag makes the page save the moved part.
    const js = await measureJs(browser, server.url, classBoard);
    const boards = await measureBoards(context, classBoard, stressBoard);
    await context.close();
    return { rows: [...js, ...boards.rows], moved: hasMoved(boards.drag) };
  } finally {
    await browser.close().catch(() => {});
  }
};

const main = async () => {
  const cpu = cpus();
  progress(
    `bench:speed on ${cpu.length} cores (${cpu[0]?.model ?? 'unknown CPU'}), load ${loadavg()[0]?.toFixed(1)}`,
  );
  await ensureBuilt();

  // The server starts first, while nothing else of this bench runs.
  progress(`server: ${START_RUNS} × (first start on an empty data directory, later start on it)`);
  const starts = startRows(
    await measureStarts(START_RUNS, (i) => progress(`  start pair ${i + 1} of ${START_RUNS}`)),
  );
  starts.forEach(printRow);

  progress('starting the server for the pages (empty data directory, demo seed)');
  const server = await startServer();
  try {
    const browser = await browserRows(server);
    const lighthouse = await measureLighthouse(server.url);
    const rows = [...browser.rows, ...starts, ...lighthouse];
    console.log(`\nSummary (${new Date().toISOString()}, load ${loadavg()[0]?.toFixed(1)})`);
    console.log(
      table([
        ['figure', 'value', 'budget', ''],
        ...rows.map((r) => [r.figure, r.value, r.budget, verdict(r.met)]),
      ]),
    );
    const met = rows.filter((r) => r.met).length;
    console.log(`\n${met} of ${rows.length} budgets met.`);
    if (!browser.moved) {
      console.error('\nThe drag did not move its part: the drag figures above do not describe a drag.');
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
