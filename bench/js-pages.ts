/**
 * JavaScript weight of the signed-in pages, measured as bench/workspace.ts measures it (every
 * script response in a fresh context, its decoded body gzipped at level 9): home, and the
 * workspace on the 300-part board twice — at the first frame the board is drawn (what the page
 * needed to draw it) and once the code editor is shown and the network idle, with no run pressed
 * (CodeMirror and the rest that load after the board is drawn, before the simulator starts). Prints figures, never judges.
 * Run: npm run bench:js
 */
import type { Browser, BrowserContext } from 'playwright-core';
import type { ServerHandle } from '../e2e/support/server.ts';
import { BIG_DIAGRAM_SIZE, buildBigDiagram } from './big-diagram.ts';
import { pictureFromWorkspace } from './canvas-figures.ts';
import { runBrowserBench } from './harness.ts';
import { type Chunk, recordScripts, totalGzip, totalRaw } from './js-weight.ts';
import { kb, table } from './stats.ts';
import { signedInContext, trackProblems, waitUntilDrawn } from './workspace-page.ts';

const createBigProject = async (context: BrowserContext): Promise<string> => {
  const created = await context.request.post('/api/projects', {
    data: { name: 'Banco de pruebas: 300 piezas', category: 'other' },
  });
  if (created.status() !== 201)
    throw new Error(`POST /api/projects: ${created.status()} ${await created.text()}`);
  const { id, version } = (await created.json()) as { id: string; version: number };
  const saved = await context.request.patch(`/api/projects/${id}`, {
    data: { version, diagram: buildBigDiagram() },
  });
  if (!saved.ok()) throw new Error(`PATCH /api/projects/${id}: ${saved.status()} ${await saved.text()}`);
  return id;
};

interface Loaded {
  /** Scripts received by the first frame the board was drawn (the workspace only). */
  drawn: Chunk[] | null;
  idle: Chunk[];
}

const load = async (browser: Browser, url: string, target: string, isBoard: boolean): Promise<Loaded> => {
  const context = await signedInContext(browser, url);
  const page = await context.newPage();
  const collected = recordScripts(page);
  const problems = trackProblems(page);
  await page.goto(target, { waitUntil: isBoard ? 'commit' : 'networkidle' });
  let drawn: Chunk[] | null = null;
  if (isBoard) {
    await waitUntilDrawn(page, BIG_DIAGRAM_SIZE, problems);
    drawn = await collected();
  }
  // The code editor is downloaded after the board is drawn: wait for it, however busy the page is.
  if (isBoard) await page.waitForSelector('.cm-editor', { timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  const idle = await collected();
  await context.close();
  return { drawn, idle };
};

const describe = (chunks: readonly Chunk[]) => `${kb(totalGzip(chunks))} (${kb(totalRaw(chunks))} raw)`;

const printChunks = (label: string, chunks: readonly Chunk[]) => {
  console.log(`\nJavaScript loaded by ${label}: ${chunks.length} files`);
  console.log(table(chunks.map((c) => [`  ${c.name}`, kb(c.rawBytes), `${kb(c.gzipBytes)} gz`])));
};

runBrowserBench(async (browser: Browser, server: ServerHandle) => {
  const setup = await signedInContext(browser, server.url);
  const id = await createBigProject(setup);
  await pictureFromWorkspace(setup, id);
  await setup.close();
  const home = await load(browser, server.url, '/es/home', false);
  const board = await load(browser, server.url, `/es/board/${id}`, true);
  printChunks('home /es/home (signed in)', home.idle);
  printChunks('the workspace when the board is drawn', board.drawn ?? []);
  printChunks('the workspace at network idle, no run', board.idle);
  console.log('\nSummary');
  console.log(
    table([
      ['figure', 'value'],
      ['JS gz, home /es/home', describe(home.idle)],
      ['JS gz, workspace /es/board/:id, board drawn', describe(board.drawn ?? [])],
      ['JS gz, workspace /es/board/:id, idle before a run', describe(board.idle)],
    ]),
  );
});
