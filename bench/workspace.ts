/**
 * Workspace figures in a real headless Chromium against the built app and an embedded database:
 * on the stress board (300 parts, 500 wires) and the class board (1 Pico, 20 parts, 30 wires), open
 * time, frame times while dragging a part and 60 mouse moves handled (bench/canvas-figures.ts); and
 * the gzipped JavaScript the landing page and the workspace load. Prints numbers; never passes or
 * fails on them. Run: npm run bench:workspace
 */
import { cpus } from 'node:os';
import type { Browser, BrowserContext } from 'playwright-core';
import { newContext } from '../e2e/support/browser.ts';
import type { ServerHandle } from '../e2e/support/server.ts';
import { BIG_DIAGRAM_SIZE, buildBigDiagram, buildClassDiagram, CLASS_DIAGRAM_SIZE } from './big-diagram.ts';
import { type CanvasFigures, canvasFigures, createBoardProject, hasMoved } from './canvas-figures.ts';
import { runBrowserBench } from './harness.ts';
import { type Chunk, recordScripts, totalGzip, totalRaw } from './js-weight.ts';
import { kb, median, ms, pct, percentile, share, table } from './stats.ts';
import {
  type Expected,
  type Point,
  prepareContext,
  signedInContext,
  trackProblems,
  waitUntilDrawn,
} from './workspace-page.ts';

const OPEN_RUNS = 5;

const bigDiagram = buildBigDiagram();
const classDiagram = buildClassDiagram();

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

const printBoard = (label: string, size: Expected, figures: CanvasFigures) => {
  console.log(`\n${label}: open /es/board/:id with ${size.parts} parts, ${size.wires} wires`);
  console.log(`  runs (ms since navigation start): ${figures.open.map((s) => s.toFixed(0)).join(', ')}`);
  for (const drag of [...figures.drags, figures.burst]) {
    console.log(`  drag ${drag.id} (${drag.wires} wires attached), ${drag.moves} moves`);
    console.log(
      `    position before ${describePosition(drag.before)}, after ${describePosition(drag.after)}`,
    );
    console.log(`    moved: ${hasMoved(drag) ? 'yes' : 'NO, the drag did not move the part'}`);
  }
};

const printChunks = (label: string, chunks: Chunk[]) => {
  console.log(`\nJavaScript loaded by ${label}: ${chunks.length} files`);
  console.log(table(chunks.map((c) => [`  ${c.name}`, kb(c.rawBytes), `${kb(c.gzipBytes)} gz`])));
};

const boardRows = (label: string, { open, drags, burst }: CanvasFigures) => [
  [`${label}: open, median of ${open.length}`, ms(median(open))],
  [`${label}: open, max of ${open.length}`, ms(Math.max(...open))],
  ...drags.flatMap((d) => [
    [`${label}: drag ${d.id} (${d.wires} wires): frames`, `${d.frames.length} in ${d.seconds.toFixed(1)} s`],
    [
      '  frame median / p95 / max',
      `${ms(median(d.frames))} / ${ms(percentile(d.frames, 95))} / ${ms(Math.max(...d.frames))}`,
    ],
    ['  frames over 16.7 ms / over 33 ms', `${pct(share(d.frames, 16.7))} / ${pct(share(d.frames, 33))}`],
    ['  part moved', hasMoved(d) ? 'yes' : 'NO'],
  ]),
  [`${label}: ${burst.moves} moves of ${burst.id} handled`, `${burst.seconds.toFixed(2)} s`],
];

const summary = (big: CanvasFigures, small: CanvasFigures, landing: Chunk[], board: Chunk[]) =>
  table([
    ['figure', 'value'],
    ...boardRows('stress', big),
    ...boardRows('class', small),
    ['JS gz, landing /es/principal-page', `${kb(totalGzip(landing))} (${kb(totalRaw(landing))} raw)`],
    ['JS gz, workspace /es/board/:id', `${kb(totalGzip(board))} (${kb(totalRaw(board))} raw)`],
  ]);

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
  const bigId = await createBoardProject(context, 'Banco de pruebas: 300 piezas', bigDiagram);
  const classId = await createBoardProject(context, 'Banco de pruebas: una clase', classDiagram);
  const { landing, board } = await measureScripts(browser, server.url, bigId);

  const big = await canvasFigures(context, bigId, BIG_DIAGRAM_SIZE, { runs: OPEN_RUNS, diagram: bigDiagram });
  printBoard('Stress board', BIG_DIAGRAM_SIZE, big);
  const small = await canvasFigures(context, classId, CLASS_DIAGRAM_SIZE, {
    runs: OPEN_RUNS,
    diagram: classDiagram,
  });
  printBoard('Class board', CLASS_DIAGRAM_SIZE, small);
  await context.close();

  const cpu = cpus();
  console.log(
    `\nSummary (${new Date().toISOString()}, ${cpu.length} cores, ${cpu[0]?.model ?? 'unknown CPU'})`,
  );
  console.log(summary(big, small, landing, board));
  const drags = [...big.drags, big.burst, ...small.drags, small.burst];
  if (!drags.every(hasMoved)) {
    console.error('\nA drag did not move its part: the frame figures above do not describe a drag.');
    process.exitCode = 1;
  }
};

runBrowserBench(run);
