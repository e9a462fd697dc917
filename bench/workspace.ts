/**
 * Workspace figures in a real headless Chromium against the built app and an embedded database:
 * open time of a 300-part, 500-wire board, frame times while dragging a part among them, and the
 * gzipped JavaScript the landing page and the workspace load. Prints numbers; never passes or
 * fails on them. Run: npm run bench:workspace
 */
import { cpus } from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext } from '../e2e/support/browser.ts';
import type { ServerHandle } from '../e2e/support/server.ts';
import { wiresOfParts } from '../src/domain/circuit/diagram.ts';
import { BIG_DIAGRAM_SIZE, buildBigDiagram } from './big-diagram.ts';
import { runBrowserBench } from './harness.ts';
import { type Chunk, recordScripts, totalGzip, totalRaw } from './js-weight.ts';
import { kb, median, ms, pct, percentile, share, table } from './stats.ts';
import {
  canvasCentre,
  grabPoint,
  nodePosition,
  type Point,
  partsNearCentre,
  prepareContext,
  signedInContext,
  startFrameRecorder,
  stopFrameRecorder,
  trackProblems,
  waitUntilDrawn,
} from './workspace-page.ts';

const OPEN_RUNS = 5;
const DRAG_STEPS = 120;
/** A 125 Hz mouse: one move every 8 ms at most. */
const MOVE_INTERVAL_MS = 8;
const SETTLE_MS = 1_000;

const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));
const diagram = buildBigDiagram();

/** Creates an empty project, then saves the big diagram into it as the editor does (PATCH + version). */
const createBigProject = async (context: BrowserContext): Promise<string> => {
  const created = await context.request.post('/api/projects', {
    data: { name: 'Banco de pruebas: 300 piezas', category: 'other' },
  });
  if (created.status() !== 201)
    throw new Error(`POST /api/projects: ${created.status()} ${await created.text()}`);
  const { id, version } = (await created.json()) as { id: string; version: number };
  const saved = await context.request.patch(`/api/projects/${id}`, { data: { version, diagram } });
  if (!saved.ok()) throw new Error(`PATCH /api/projects/${id}: ${saved.status()} ${await saved.text()}`);
  return id;
};

/** A fresh page on the board; ms from navigation start until every part and wire is drawn. */
const openBoard = async (context: BrowserContext, id: string) => {
  const page = await context.newPage();
  const problems = trackProblems(page);
  await page.goto(`/es/board/${id}`, { waitUntil: 'commit' });
  return { page, ms: await waitUntilDrawn(page, BIG_DIAGRAM_SIZE, problems) };
};

interface Drag {
  id: string;
  wires: number;
  /** From pointer down to pointer up: ≥ 0.96 s when every move is handled at once. */
  seconds: number;
  frames: number[];
  before: Point | null;
  after: Point | null;
}

const hasMoved = (drag: Drag) =>
  drag.before !== null &&
  drag.after !== null &&
  Math.hypot(drag.after.x - drag.before.x, drag.after.y - drag.before.y) > 10;

/** Drags the part of `prefix` nearest the canvas' centre that can be grabbed, recording frames. */
const dragPart = async (page: Page, prefix: string): Promise<Drag> => {
  let id = '';
  let start: Point | null = null;
  for (const candidate of await partsNearCentre(page, prefix)) {
    start = await grabPoint(page, candidate);
    id = candidate;
    if (start) break;
  }
  if (!start) throw new Error(`no ${prefix} part could be grabbed without touching a pin or a wire`);
  const before = await nodePosition(page, id);
  // Towards the canvas' centre: near an edge React Flow pans the view and the part runs away.
  const centre = await canvasCentre(page);
  const dx = start.x <= centre.x ? 2 : -2;
  const dy = start.y <= centre.y ? 1 : -1;
  await page.mouse.move(start.x, start.y);
  await startFrameRecorder(page);
  await page.mouse.down();
  const t0 = performance.now();
  for (let step = 1; step <= DRAG_STEPS; step += 1) {
    await page.mouse.move(start.x + step * dx, start.y + step * dy);
    await sleep(t0 + step * MOVE_INTERVAL_MS - performance.now());
  }
  await page.mouse.up();
  const seconds = (performance.now() - t0) / 1000;
  const frames = await stopFrameRecorder(page);
  await sleep(300);
  const after = await nodePosition(page, id);
  return { id, wires: wiresOfParts(diagram, [id]).length, seconds, frames, before, after };
};

const loadScripts = async (context: BrowserContext, target: string, isBoard: boolean): Promise<Chunk[]> => {
  const page = await context.newPage();
  const collected = recordScripts(page);
  const problems = trackProblems(page);
  await page.goto(target, { waitUntil: 'networkidle' });
  if (isBoard) await waitUntilDrawn(page, BIG_DIAGRAM_SIZE, problems);
  await page.waitForLoadState('networkidle');
  const chunks = await collected();
  await page.close();
  return chunks;
};

const describePosition = (p: Point | null) => (p ? `(${p.x.toFixed(0)}, ${p.y.toFixed(0)})` : '(not found)');

const printOpen = (samples: number[]) => {
  console.log(`\nOpen /es/board/:id with ${BIG_DIAGRAM_SIZE.parts} parts, ${BIG_DIAGRAM_SIZE.wires} wires`);
  console.log(`  runs (ms since navigation start): ${samples.map((s) => s.toFixed(0)).join(', ')}`);
};

const printDrag = (drag: Drag) => {
  console.log(`\nDrag ${drag.id} (${drag.wires} wires attached), ${DRAG_STEPS} moves`);
  console.log(`  position before ${describePosition(drag.before)}, after ${describePosition(drag.after)}`);
  console.log(`  moved: ${hasMoved(drag) ? 'yes' : 'NO, the drag did not move the part'}`);
};

const printChunks = (label: string, chunks: Chunk[]) => {
  console.log(`\nJavaScript loaded by ${label}: ${chunks.length} files`);
  console.log(table(chunks.map((c) => [`  ${c.name}`, kb(c.rawBytes), `${kb(c.gzipBytes)} gz`])));
};

const summary = (open: number[], drags: Drag[], landing: Chunk[], board: Chunk[]) => {
  const dragRows = drags.flatMap((d) => [
    [`drag ${d.id} (${d.wires} wires): frames`, `${d.frames.length} in ${d.seconds.toFixed(1)} s`],
    [
      '  frame median / p95 / max',
      `${ms(median(d.frames))} / ${ms(percentile(d.frames, 95))} / ${ms(Math.max(...d.frames))}`,
    ],
    ['  frames over 16.7 ms / over 33 ms', `${pct(share(d.frames, 16.7))} / ${pct(share(d.frames, 33))}`],
    ['  part moved', hasMoved(d) ? 'yes' : 'NO'],
  ]);
  return table([
    ['figure', 'value'],
    [`open board, median of ${open.length}`, ms(median(open))],
    [`open board, max of ${open.length}`, ms(Math.max(...open))],
    ...dragRows,
    ['JS gz, landing /es/principal-page', `${kb(totalGzip(landing))} (${kb(totalRaw(landing))} raw)`],
    ['JS gz, workspace /es/board/:id', `${kb(totalGzip(board))} (${kb(totalRaw(board))} raw)`],
  ]);
};

/** Scripts first, in fresh contexts, before any drag makes the page save the moved parts. */
const measureScripts = async (browser: Browser, url: string, id: string) => {
  const signedOut = await newContext(browser, url);
  await prepareContext(signedOut);
  const landing = await loadScripts(signedOut, '/es/principal-page', false);
  await signedOut.close();
  const signedIn = await signedInContext(browser, url);
  const board = await loadScripts(signedIn, `/es/board/${id}`, true);
  await signedIn.close();
  printChunks('the landing page (signed out)', landing);
  printChunks('the workspace (signed in)', board);
  return { landing, board };
};

const run = async (browser: Browser, server: ServerHandle) => {
  const context = await signedInContext(browser, server.url);
  const id = await createBigProject(context);
  const { landing, board } = await measureScripts(browser, server.url, id);

  const open: number[] = [];
  let last: Page | undefined;
  for (let i = 0; i < OPEN_RUNS; i += 1) {
    const { page, ms: time } = await openBoard(context, id);
    open.push(time);
    await last?.close();
    last = page;
  }
  printOpen(open);

  if (!last) throw new Error('no board page was opened');
  await sleep(SETTLE_MS);
  const drags = [await dragPart(last, 'led'), await dragPart(last, 'pico')];
  drags.forEach(printDrag);
  await context.close();

  const cpu = cpus();
  console.log(
    `\nSummary (${new Date().toISOString()}, ${cpu.length} cores, ${cpu[0]?.model ?? 'unknown CPU'})`,
  );
  console.log(summary(open, drags, landing, board));
  if (!drags.every(hasMoved)) {
    console.error('\nA drag did not move its part: the frame figures above do not describe a drag.');
    process.exitCode = 1;
  }
};

runBrowserBench(run);
