import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect } from 'vitest';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import { led, makeDiagram, part, pico, resistor, wire } from '../src/domain/circuit/test-builders.ts';
import { PLOT_CAPACITY } from '../src/web/code/plotter/plot-buffer.ts';
import { checkA11y } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { signInThroughApi } from './support/session.ts';
import { type Lang, text } from './support/texts.ts';
import { skipTours } from './support/tour.ts';
import { takingTurns } from './support/turns.ts';

/**
 * A student's first circuit, on their own: a typo explained in their language under the board's
 * own traceback, the status that follows the code, Stop explained, a potentiometer drawn live in
 * the plotter, and buttons that say what they do — in Spanish and in Portuguese.
 */

const journey = setUpJourney();
beforeEach(() => skipTours(journey.context));

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** Pico, an LED on GP15 through a resistor, and a potentiometer on GP26. */
const circuit = (): Diagram =>
  makeDiagram({
    parts: [
      pico({ id: 'pico1', x: 40, y: 40 }),
      led({ id: 'led1', x: 220, y: 60 }),
      resistor({ id: 'r1', x: 220, y: 180, rotate: 90 }),
      part('wokwi-potentiometer', 'pot1', { x: 340, y: 120 }),
    ],
    wires: [
      wire('pico1:GP15', 'led1:A'),
      wire('led1:C', 'r1:1'),
      wire('r1:2', 'pico1:GND.8', { color: 'black' }),
      wire('pot1:GND', 'pico1:GND.7', { color: 'black' }),
      wire('pot1:SIG', 'pico1:GP26'),
      wire('pot1:VCC', 'pico1:3V3', { color: 'red' }),
    ],
  });

const MISSING_COLON = `import board
import digitalio
import time

led = digitalio.DigitalInOut(board.GP15)
led.direction = digitalio.Direction.OUTPUT
while True
    led.value = not led.value
    time.sleep(0.5)
`;

const MISSPELT = `import board
import digitalio

led = digitalio.DigitalInOut(board.GP15)
led.direction = digitalio.Directon.OUTPUT
`;

const POTENTIOMETER = `import analogio
import board
import time

pot = analogio.AnalogIn(board.GP26)
while True:
    print((pot.value,))
    time.sleep(0.05)
`;

for (const lang of ['es', 'pt'] as const satisfies readonly Lang[]) {
  const inTurn = takingTurns(['es', 'pt'], lang);
  const say = (key: string, vars?: Record<string, string | number>) => text(lang, key, vars);

  const openProject = async (context: BrowserContext, page: Page, code: string) => {
    const created = await context.request.post('/api/projects', {
      data: { name: 'Primer circuito', category: 'iot' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id, version } = (await created.json()) as { id: string; version: number };
    const saved = await context.request.patch(`/api/projects/${id}`, {
      data: { version, diagram: circuit(), code },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto(`/${lang}/board/${id}`);
    await page
      .locator('.react-flow__node[data-id="pot1"] [data-part-drawing="wokwi-potentiometer"]')
      .waitFor();
  };

  const runButton = (page: Page) => page.getByRole('button', { name: say('run.run'), exact: true });
  const stopButton = (page: Page) => page.getByRole('button', { name: say('run.stop'), exact: true });
  const runState = (page: Page) => page.locator('[data-run-state]').getAttribute('data-run-state');
  const consoleLog = (page: Page) => page.getByRole('log', { name: say('run.console.simulatorLog') });
  const hintText = (page: Page, kind: 'error' | 'done') =>
    consoleLog(page)
      .locator(`[data-hint="${kind}"]`)
      .innerText()
      .then((shown) => shown.replace(/\s+/g, ' ').trim());
  const expectedHint = (key: string, vars?: Record<string, string | number>) =>
    `${say('run.hints.label')} ${say(key, vars)}`;

  describe(`a first circuit without help (${lang})`, () => {
    inTurn(
      'a missing colon: the board’s traceback verbatim, the hint under it, and a fix clears the Error status',
      async () => {
        const { page, context } = journey;
        await signInThroughApi(context, 'student');
        await openProject(context, page, MISSING_COLON);
        await runButton(page).click();
        await eventually(() => runState(page)).toBe('error');

        await eventually(() => hintText(page, 'error')).toBe(
          expectedHint('run.hints.missingColon', { line: 7, keyword: 'while' }),
        );
        expect(await hintText(page, 'done')).toBe(expectedHint('run.hints.done'));
        const output = await consoleLog(page).innerText();
        const traceback =
          'Traceback (most recent call last):\n  File "code.py", line 7\nSyntaxError: invalid syntax';
        // Verbatim as a board prints it, then the hint, then the board's closing line, then ours.
        const order = [
          traceback,
          say('run.hints.missingColon', { line: 7, keyword: 'while' }),
          'Code done running.',
          say('run.hints.done'),
        ];
        const positions = order.map((part) => output.indexOf(part));
        expect(
          positions.every((position) => position >= 0),
          output,
        ).toBe(true);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        await page.getByText(say('run.state.error'), { exact: true }).waitFor();
        await checkA11y(page, `console with a hint (${lang})`);

        // Fixing the line: the Error status goes, as it no longer describes this code.
        await page.locator('.cm-errorLine').click();
        await page.keyboard.press('End');
        await page.keyboard.type(':');
        await eventually(() => runState(page)).toBe('idle');
        expect(await page.getByText(say('run.state.error'), { exact: true }).count()).toBe(0);
        await runButton(page).click();
        await eventually(() => runState(page)).toBe('running');
        await stopButton(page).click();
        await eventually(() => runState(page)).toBe('stopped');
      },
    );

    inTurn('digitalio.Directon: the hint suggests Direction', async () => {
      const { page, context } = journey;
      await signInThroughApi(context, 'student');
      await openProject(context, page, MISSPELT);
      await runButton(page).click();
      await eventually(() => runState(page)).toBe('error');
      expect(await consoleLog(page).innerText()).toContain(
        "Traceback (most recent call last):\n  File \"code.py\", line 5, in <module>\nAttributeError: 'module' object has no attribute 'Directon'",
      );
      await eventually(() => hintText(page, 'error')).toBe(
        expectedHint('run.hints.attributeSuggest', {
          owner: 'digitalio',
          name: 'Directon',
          suggestion: 'Direction',
        }),
      );
    });

    inTurn('Stop on an endless loop says the program was stopped', async () => {
      const { page, context } = journey;
      await signInThroughApi(context, 'student');
      await openProject(context, page, 'print("girando")\nwhile True:\n    pass\n');
      await runButton(page).click();
      await eventually(() => consoleLog(page).innerText()).toContain('girando');
      await stopButton(page).click();
      await eventually(() => runState(page)).toBe('stopped');
      await eventually(() => hintText(page, 'error')).toBe(expectedHint('run.hints.stopped'));
      expect(await consoleLog(page).locator('[data-hint="done"]').count()).toBe(0);
    });

    inTurn('a potentiometer read in a loop draws a line in the plotter that follows the knob', async () => {
      const { page, context } = journey;
      await signInThroughApi(context, 'student');
      await openProject(context, page, POTENTIOMETER);
      await page.getByRole('tab', { name: say('run.console.plotter') }).click();
      await page.getByText(say('run.plot.empty')).waitFor();
      await checkA11y(page, `empty plotter (${lang})`);

      await runButton(page).click();
      const chart = page.getByRole('img', { name: say('run.plot.label') });
      const line = chart.locator('polyline[data-series="0"]');
      /** The newest point compared with the rest of the line: 'top', 'bottom' or 'between'. */
      const newestPoint = async () => {
        const ys = ((await line.getAttribute('points')) ?? '')
          .trim()
          .split(' ')
          .map((point) => Number(point.split(',')[1]));
        const newest = ys.at(-1) ?? Number.NaN;
        if (ys.length < 2 || ys.every((y) => y === newest)) return 'flat';
        return newest === Math.min(...ys) ? 'top' : newest === Math.max(...ys) ? 'bottom' : 'between';
      };
      await line.waitFor({ state: 'attached' });
      // The console still shows the tuples as printed.
      await page.getByRole('tab', { name: say('run.console.simulator') }).click();
      await eventually(() => consoleLog(page).innerText()).toMatch(/^\(\d+,\)$/m);
      await page.getByRole('tab', { name: say('run.console.plotter') }).click();

      const knob = page.locator('.react-flow__node[data-id="pot1"] input[type="range"]');
      await knob.focus();
      await page.keyboard.press('End');
      // Turned all the way: the newest point is the highest of the line (the smallest y).
      await eventually(newestPoint).toBe('top');
      await page.getByText(`${say('run.plot.series', { n: 1 })}: 65535`).waitFor();
      const turnedUp = await line.getAttribute('points');
      await page.keyboard.press('Home');
      await eventually(newestPoint).toBe('bottom');
      await page.getByText(`${say('run.plot.series', { n: 1 })}: 0`, { exact: true }).waitFor();
      expect(await line.getAttribute('points')).not.toBe(turnedUp);
      await checkA11y(page, `plotter drawing (${lang})`);
      await stopButton(page).click();
      await eventually(() => runState(page)).toBe('stopped');
    });

    inTurn('a print flood keeps the plotter to its newest points and the page responsive', async () => {
      const { page, context } = journey;
      await signInThroughApi(context, 'student');
      await openProject(context, page, 'i = 0\nwhile True:\n    print((i, -i))\n    i += 1\n');
      await page.getByRole('tab', { name: say('run.console.plotter') }).click();
      await runButton(page).click();
      const chart = page.getByRole('img', { name: say('run.plot.label') });
      const pointCount = async (series: number) =>
        ((await chart.locator(`polyline[data-series="${series}"]`).getAttribute('points')) ?? '')
          .trim()
          .split(' ').length;
      await eventually(() => pointCount(0)).toBe(PLOT_CAPACITY);
      expect(await pointCount(1)).toBe(PLOT_CAPACITY);
      // Still drawing frames while the program prints as fast as it can.
      const frame = await page.evaluate(
        () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
      );
      expect(frame).toBeGreaterThan(0);
      await stopButton(page).click();
      await eventually(() => runState(page)).toBe('stopped');
    });

    inTurn(
      'icon buttons have names; saving to a board says what to do, and how to try again after cancelling',
      async () => {
        const { page, context } = journey;
        await signInThroughApi(context, 'student');
        // The folder picker waits until the test closes it, as a student who cancels it would.
        await context.addInitScript(() => {
          const picker = window as unknown as {
            showDirectoryPicker: () => Promise<never>;
            closePicker?: () => void;
          };
          picker.showDirectoryPicker = () =>
            new Promise((_, reject) => {
              picker.closePicker = () =>
                reject(new DOMException('The user aborted a request.', 'AbortError'));
            });
          // The port chooser stays open: the Connect button is seen while it connects.
          Object.defineProperty(Navigator.prototype, 'serial', {
            configurable: true,
            get: () => ({ requestPort: () => new Promise(() => undefined) }),
          });
        });
        await openProject(context, page, 'print("hola")\n');

        for (const name of ['run.board.save', 'workspace.files.downloadCode', 'run.console.clear']) {
          await page.getByRole('button', { name: say(name), exact: true }).waitFor();
        }
        for (const name of ['run.console.simulator', 'run.console.board', 'run.console.plotter']) {
          await page.getByRole('tab', { name: say(name), exact: true }).waitFor();
        }
        // A tooltip shows the name on keyboard focus too.
        await page.getByRole('button', { name: say('run.board.save'), exact: true }).focus();
        await page.getByRole('tooltip', { name: say('run.board.save') }).waitFor();

        await page.getByRole('button', { name: say('run.board.save'), exact: true }).click();
        await page.getByText(say('run.board.pickDrive'), { exact: true }).waitFor();
        await page.evaluate(() => (window as unknown as { closePicker: () => void }).closePicker());
        await page.getByText(say('run.board.pickCancelled'), { exact: true }).waitFor();

        await page.getByRole('tab', { name: say('run.console.board'), exact: true }).click();
        await page.getByRole('button', { name: say('run.board.connect'), exact: true }).click();
        await page.getByText(say('run.board.connecting'), { exact: true }).waitFor();
        const connect = page.getByRole('button', { name: say('run.board.connect'), exact: true });
        expect(await connect.getAttribute('aria-disabled')).toBe('true');
        expect(await connect.innerText()).toBe(say('run.board.connect'));
      },
    );
  });
}
