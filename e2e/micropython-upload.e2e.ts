import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import { led, makeDiagram, pico, wire } from '../src/domain/circuit/test-builders.ts';
import { LANGUAGE_ENV } from '../src/domain/code/language.ts';
import { describeA11yViolations } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { REPO_ROOT } from './support/server.ts';
import { signInThroughApi } from './support/session.ts';
import { t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

/**
 * A project switched to MicroPython (issue 29): the language select changes the board's env (saved
 * with the circuit, undone with the editor's undo), the file becomes main.py, and where the browser
 * has no Web Serial (Firefox, Safari: here, headless Chromium without it) Save to board downloads
 * main.py and shows the steps to copy it with Thonny. Where it has Web Serial, the port the person
 * picks is a stand-in board that speaks MicroPython's raw REPL (raw-repl-stand-in.ts, the unit
 * tests' own), put in the page as `navigator.serial`: the upload, its check and the board's output
 * after the soft reset go through the page's real console and upload code.
 */

const journey = setUpJourney();
beforeEach(() => skipTours(journey.context));

const PROGRAM = 'from machine import Pin\nled = Pin(15, Pin.OUT)\nled.on()  # ação ✓\n';

const circuit = (): Diagram =>
  makeDiagram({
    parts: [pico({ id: 'pico1', x: 40, y: 40 }), led({ id: 'led1', x: 220, y: 60 })],
    wires: [wire('pico1:GP15', 'led1:A')],
  });

const openProject = async (page: Page) => {
  const { context } = journey;
  const created = await context.request.post('/api/projects', {
    data: { name: 'Pisca MicroPython', category: 'iot' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, version } = (await created.json()) as { id: string; version: number };
  const saved = await context.request.patch(`/api/projects/${id}`, {
    data: { version, diagram: circuit(), code: PROGRAM },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto(`/es/board/${id}`);
  await page.locator('.react-flow__node[data-id="led1"] [data-part-drawing="wokwi-led"]').waitFor();
  return id;
};

const languageSelect = (page: Page) => page.getByRole('combobox', { name: t('code.language.label') });
const fileTab = (page: Page) => page.locator('[data-program-file]');
const serverEnv = async (id: string) => {
  const project = (await (await journey.context.request.get(`/api/projects/${id}`)).json()) as {
    diagram: Diagram;
  };
  return project.diagram.parts.find((part) => part.id === 'pico1')?.attrs.env;
};

describe('a MicroPython project', () => {
  it('is chosen in the code pane, names its file main.py, and without Web Serial gives main.py and the Thonny steps', async () => {
    const { page, context } = journey;
    // This browser has no Web Serial, as Firefox and Safari have none.
    await context.addInitScript(() => {
      delete (Navigator.prototype as { serial?: unknown }).serial;
    });
    await signInThroughApi(context, 'student');
    const id = await openProject(page);

    expect(await fileTab(page).innerText()).toBe('code.py');
    await languageSelect(page).selectOption('micropython');
    await expect.poll(() => fileTab(page).innerText()).toBe('main.py');
    await page.getByRole('button', { name: t('code.language.downloadMain') }).waitFor();
    // Saved with the circuit, as the board's env.
    await expect.poll(() => serverEnv(id), { timeout: 15_000 }).toBe(LANGUAGE_ENV.micropython);

    // Undo (the editor's) takes it back; redo again.
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('workspace.undo') })
      .click();
    await expect.poll(() => fileTab(page).innerText()).toBe('code.py');
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('workspace.redo') })
      .click();
    await expect.poll(() => fileTab(page).innerText()).toBe('main.py');

    // Save to board: main.py downloaded, byte for byte, and the numbered steps.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('run.board.save') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('main.py');
    expect(await readFile((await download.path()) ?? '', 'utf8')).toBe(PROGRAM);
    const steps = page.getByRole('dialog', {
      name: t('board.micropython.thonny.title', { file: 'main.py' }),
    });
    await steps.waitFor();
    expect(await steps.locator('[data-thonny-steps] li').count()).toBe(6);
    await steps.getByText(t('board.micropython.thonny.save', { file: 'main.py' })).waitFor();
    expect(await describeA11yViolations(page, 'the Thonny steps over a MicroPython project')).toBe('');
    await steps.getByRole('button', { name: t('board.micropython.thonny.close') }).click();
    await steps.waitFor({ state: 'hidden' });

    // After a reload the project is still MicroPython.
    await page.reload();
    await expect.poll(() => fileTab(page).innerText()).toBe('main.py');
    expect(await languageSelect(page).inputValue()).toBe('micropython');
  });
});

/** The stand-in board, bundled for the page, and a `navigator.serial` whose one port is it. */
const standInSerial = async () => {
  const bundled = await build({
    stdin: {
      contents:
        "import { MicroPythonStandIn } from './src/web/code/raw-repl-stand-in.ts';\nglobalThis.StandInBoard = MicroPythonStandIn;",
      resolveDir: REPO_ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
  });
  const port = `(() => {
    const board = new globalThis.StandInBoard({ pieceSize: 7 });
    globalThis.standInBoard = board;
    let feed;
    const readable = new ReadableStream({ start: (controller) => { feed = controller; } });
    board.listen((bytes) => feed.enqueue(bytes));
    const writable = new WritableStream({ write: (chunk) => board.write(chunk) });
    const port = { open: async () => {}, close: async () => {}, readable, writable };
    Object.defineProperty(Navigator.prototype, 'serial', {
      configurable: true,
      get: () => ({ requestPort: async () => port }),
    });
  })();`;
  return `${bundled.outputFiles[0]?.text ?? ''}\n${port}`;
};

describe('a MicroPython board over Web Serial', () => {
  it('gets main.py through the raw REPL, checked, and the board console shows it running', async () => {
    const { page, context } = journey;
    await context.addInitScript({ content: await standInSerial() });
    await signInThroughApi(context, 'student');
    await openProject(page);
    await languageSelect(page).selectOption('micropython');
    await expect.poll(() => fileTab(page).innerText()).toBe('main.py');

    await page.getByRole('button', { name: t('run.board.save') }).click();
    const bytes = new TextEncoder().encode(PROGRAM).length;
    await page.getByText(t('board.micropython.uploaded', { file: 'main.py', bytes })).waitFor();
    const boardLog = page.getByRole('log', { name: t('run.console.boardLog') });
    await expect.poll(() => boardLog.innerText()).toContain('main.py is running');
    expect(await boardLog.innerText()).toContain(t('board.micropython.sendingMark', { file: 'main.py' }));
    // The raw REPL's answers went to the upload, not to the console.
    expect(await boardLog.innerText()).not.toContain('raw REPL');
    const onBoard = await page.evaluate(() =>
      (globalThis as unknown as { standInBoard: { fileText(name: string): string } }).standInBoard.fileText(
        'main.py',
      ),
    );
    expect(onBoard).toBe(PROGRAM);
  });
});
