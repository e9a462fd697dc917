/**
 * JavaScript weight of the signed-in pages, measured as bench/workspace.ts measures it (every
 * script response in a fresh context, its decoded body gzipped at level 9): home, and the
 * workspace on the 300-part board three times — at the first frame the board is drawn (what the
 * page needed to draw it), at network idle after that with nobody touching the page (the budget's
 * "before the simulator starts": Run never pressed, the code never reached for), and once the code
 * is focused and CodeMirror, which that downloads, has taken the plain editor's place. Prints
 * figures, never judges.
 * Run: npm run bench:js
 */
import type { Browser, BrowserContext } from 'playwright-core';
import type { ServerHandle } from '../e2e/support/server.ts';
import { t } from '../e2e/support/texts.ts';
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
  /** Scripts received once the code was focused and CodeMirror shown (the workspace only). */
  focused: Chunk[] | null;
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
  await page.waitForLoadState('networkidle');
  const idle = await collected();
  let focused: Chunk[] | null = null;
  if (isBoard) {
    // Reaching for the code downloads CodeMirror, which replaces the plain editor.
    if ((await page.locator('.cm-editor').count()) > 0)
      throw new Error('CodeMirror was there before the code was focused');
    await page.getByRole('textbox', { name: t('workspace.code.editor') }).focus();
    await page.waitForSelector('.cm-editor .cm-content:focus', { timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    focused = await collected();
  }
  await context.close();
  return { drawn, idle, focused };
};

/**
 * The Blocks view's own weight (issue 30): a Blocks project opened at network idle, less what the
 * Python workspace at idle had already loaded — Blockly, the blocks, their texts and messages.
 */
const loadBlocks = async (browser: Browser, url: string): Promise<{ idle: Chunk[] }> => {
  const context = await signedInContext(browser, url);
  const created = await context.request.post('/api/projects', {
    data: { name: 'Banco de pruebas: bloques', category: 'other', starter: 'pico', codeView: 'blocks' },
  });
  if (created.status() !== 201)
    throw new Error(`POST /api/projects: ${created.status()} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const page = await context.newPage();
  const collected = recordScripts(page);
  await page.goto(`/es/board/${id}`);
  await page.waitForSelector('[data-blocks-view="ready"] .blocklyDraggable', { timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  const idle = await collected();
  await context.close();
  return { idle };
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
  const blocks = await loadBlocks(browser, server.url);
  const pythonNames = new Set(board.idle.map((chunk) => chunk.name));
  const blocksOwn = blocks.idle.filter((chunk) => !pythonNames.has(chunk.name));
  printChunks('home /es/home (signed in)', home.idle);
  printChunks('the workspace when the board is drawn', board.drawn ?? []);
  printChunks('the workspace at network idle, no run, code not reached for', board.idle);
  printChunks('the workspace once the code is focused (CodeMirror)', board.focused ?? []);
  printChunks('a Blocks project at network idle, beyond a Python one at idle', blocksOwn);
  console.log('\nSummary');
  console.log(
    table([
      ['figure', 'value'],
      ['JS gz, home /es/home', describe(home.idle)],
      ['JS gz, workspace /es/board/:id, board drawn', describe(board.drawn ?? [])],
      ['JS gz, workspace /es/board/:id, idle before a run (budget ≤ 450 KB)', describe(board.idle)],
      ['JS gz, workspace /es/board/:id, code focused', describe(board.focused ?? [])],
      ['JS gz, a Blocks project at idle', describe(blocks.idle)],
      ['JS gz, the Blocks view’s own (beyond the Python workspace at idle)', describe(blocksOwn)],
    ]),
  );
});
