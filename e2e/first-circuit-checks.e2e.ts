import type { Page } from 'playwright-core';
import { beforeEach, describe, expect } from 'vitest';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import { led, makeDiagram, pico, resistor, wire } from '../src/domain/circuit/test-builders.ts';
import { blinkCodeFor } from '../src/domain/project-starter.ts';
import { checkA11y } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { keepPicture } from './support/pictures.ts';
import { signInThroughApi } from './support/session.ts';
import { type Lang, text } from './support/texts.ts';
import { skipTours } from './support/tour.ts';
import { takingTurns } from './support/turns.ts';

const journey = setUpJourney();
beforeEach(() => skipTours(journey.context));

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** The LED straight from GP15 to GND; a resistor lies beside it, not yet wired. */
const NO_RESISTOR: Diagram = makeDiagram({
  parts: [
    pico({ id: 'pico1', x: 40, y: 40 }),
    led({ id: 'led1', x: 240, y: 60 }),
    resistor({ id: 'r1', x: 340, y: 160, rotate: 90 }),
  ],
  wires: [wire('pico1:GP15', 'led1:A'), wire('led1:C', 'pico1:GND.8', { color: 'black' })],
});

/** Blinks GP15 and reads a button on GP16, which the circuit does not have. */
const CODE = `import board
import digitalio
import time

led = digitalio.DigitalInOut(board.GP15)
led.direction = digitalio.Direction.OUTPUT
button = digitalio.DigitalInOut(board.GP16)
while True:
    led.value = not led.value
    time.sleep(0.5)
`;

const openProject = async (lang: Lang, content?: { diagram: Diagram; code: string }) => {
  const { context, page } = journey;
  const created = await context.request.post('/api/projects', { data: { name: 'Avisos', category: 'iot' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, version } = (await created.json()) as { id: string; version: number };
  if (content) {
    const saved = await context.request.patch(`/api/projects/${id}`, { data: { version, ...content } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await page.goto(`/${lang}/board/${id}`);
  await page.getByRole('textbox', { name: text(lang, 'workspace.code.editor') }).waitFor();
};

const checksTab = (page: Page, lang: Lang) =>
  page.getByRole('tab', { name: new RegExp(`^${text(lang, 'checks.tab')}`) });
const warningsList = (page: Page, lang: Lang) =>
  page.getByRole('list', { name: text(lang, 'checks.listLabel') });
const warning = (page: Page, kind: string) => page.locator(`[data-check="${kind}"]`);
const node = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
const pin = (page: Page, part: string, name: string) =>
  page.locator(`.react-flow__handle[data-nodeid="${part}"][data-handleid="${name}"]`);
const consoleText = (page: Page, lang: Lang) =>
  page.getByRole('log', { name: text(lang, 'run.console.simulatorLog') }).innerText();

/** Each transform the canvas's view takes during `act` and the half second after it. */
const viewMovesAfter = async (page: Page, act: () => Promise<unknown>): Promise<string[]> => {
  await page.evaluate(() => {
    const viewport = document.querySelector<HTMLElement>('.react-flow__viewport');
    const moves: string[] = [];
    (window as unknown as { __viewMoves: string[] }).__viewMoves = moves;
    if (!viewport) return;
    new MutationObserver(() => {
      if (moves.at(-1) !== viewport.style.transform) moves.push(viewport.style.transform);
    }).observe(viewport, { attributes: true, attributeFilter: ['style'] });
  });
  await act();
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __viewMoves: string[] }).__viewMoves);
};

/** A point on a wire's own line, where a click selects it (its middle, along the path). */
const pointOnWire = async (page: Page, id: string) =>
  page.locator(`.react-flow__edge[data-id="${id}"] path.react-flow__edge-interaction`).evaluate((element) => {
    const path = element as SVGPathElement;
    const at = path.getPointAtLength(path.getTotalLength() / 2);
    const screen = new DOMPoint(at.x, at.y).matrixTransform(path.getScreenCTM() ?? undefined);
    return { x: screen.x, y: screen.y };
  });

const runState = (page: Page) => page.locator('[data-run-state]').getAttribute('data-run-state');

const run = async (page: Page, lang: Lang, expected: string) => {
  await page.getByRole('button', { name: text(lang, 'run.run'), exact: true }).click();
  await page.getByRole('tab', { name: text(lang, 'run.console.simulator') }).click();
  await eventually(() => consoleText(page, lang)).toContain(expected);
};

/** GP14 and GP15 wired together, and a program whose outputs only show while it runs. */
const TWO_OUTPUTS: Diagram = makeDiagram({
  parts: [pico({ id: 'pico1', x: 40, y: 40 }), led({ id: 'led1', x: 240, y: 60 })],
  wires: [wire('pico1:GP14', 'led1:A'), wire('pico1:GP15', 'led1:A')],
});
const OUTPUTS_IN_A_LOOP = `import board
import digitalio
import time

pins = [digitalio.DigitalInOut(pin) for pin in (board.GP14, board.GP15)]
for pin in pins:
    pin.switch_to_output()
while True:
    time.sleep(0.1)
`;

/** An LED on GP15 behind its resistor, while the starter program blinks the board's own LED. */
const LED_ON_GP15: Diagram = makeDiagram({
  parts: [
    pico({ id: 'pico1', x: 40, y: 40 }),
    led({ id: 'led1', x: 240, y: 60 }),
    resistor({ id: 'r1', x: 240, y: 160, rotate: 90 }),
  ],
  wires: [wire('pico1:GP15', 'r1:1'), wire('r1:2', 'led1:A'), wire('led1:C', 'pico1:GND.8')],
});

/** The same circuit on a Pico that boots MicroPython, and a blink of GP14 written as its lessons write it. */
const MICROPYTHON_LED_ON_GP15: Diagram = {
  ...LED_ON_GP15,
  parts: LED_ON_GP15.parts.map((part) =>
    part.id === 'pico1' ? { ...part, attrs: { env: 'micropython-20241129-v1.24.1' } } : part,
  ),
};
const MICROPYTHON_BLINK_GP14 = `from machine import Pin
import time

led = Pin(14, Pin.OUT)
while True:
    led.toggle()
    time.sleep(0.5)
`;

/** The code as the editor shows it now: the plain one's text, or CodeMirror's lines. */
const codeText = (page: Page, lang: Lang) =>
  page
    .getByRole('textbox', { name: text(lang, 'workspace.code.editor') })
    .evaluate((box) => (box instanceof HTMLTextAreaElement ? box.value : (box as HTMLElement).innerText));

describe.each(['es', 'pt'] as const)('circuit checks (%s)', (lang) => {
  const inTurn = takingTurns(['es', 'pt'], lang);
  inTurn('an empty project says there is no board, in the checks tab and when Run is pressed', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await openProject(lang);

    await checksTab(page, lang).click();
    await warning(page, 'noBoard').getByText(text(lang, 'checks.kinds.noBoard.title')).waitFor();
    await warning(page, 'noBoard').getByText(text(lang, 'checks.kinds.noBoard.fix')).waitFor();
    expect(await checksTab(page, lang).locator('[data-checks-count]').innerText()).toBe('1');

    // The starting code is a comment: the program ends at once, and the console says why nothing moved.
    await run(page, lang, text(lang, 'checks.noBoardRun'));
    await eventually(() => runState(page)).toBe('finished');
  });

  inTurn(
    'warns of an LED without a resistor at the LED until one is wired in series; names a pin the code uses but nothing reaches',
    async () => {
      const { page, context } = journey;
      await signInThroughApi(context, 'student');
      await openProject(lang, { diagram: NO_RESISTOR, code: CODE });

      await checksTab(page, lang).click();
      // The LED is named as the properties panel names it ("LED rojo 1"), not by its id.
      const ledName = text(lang, 'parts.numbered', { name: text(lang, 'parts.names.led.red'), number: 1 });
      const ledTitle = text(lang, 'checks.kinds.ledWithoutResistor.title', { part: ledName });
      const burning = warning(page, 'ledWithoutResistor');
      await burning.getByRole('button', { name: ledTitle }).waitFor();
      await burning.getByText(text(lang, 'checks.kinds.ledWithoutResistor.why', { pin: 'GP15' })).waitFor();
      const unwiredTitle = text(lang, 'checks.kinds.pinUnwired.title', { pin: 'GP16' });
      await warningsList(page, lang).getByRole('button', { name: unwiredTitle }).waitFor();
      expect(await checksTab(page, lang).locator('[data-checks-count]').innerText()).toBe('2');

      // The LED carries a marker that says why; the tab and the marker meet axe.
      const marker = node(page, 'led1').getByRole('img', {
        name: text(lang, 'checks.marker', { text: ledTitle }),
      });
      await marker.waitFor();
      await marker.hover();
      await page.getByRole('tooltip', { name: ledTitle }).waitFor();
      await checkA11y(page, `${lang}: checks tab and marker`);

      // A click on the warning selects the LED.
      await burning.getByRole('button', { name: ledTitle }).click();
      await eventually(() => page.locator('[data-part-id="led1"]').getAttribute('data-selected')).toBe(
        'true',
      );

      // Run goes on, and says there are warnings.
      await run(page, lang, text(lang, 'checks.runLine_other', { count: 2 }));
      await eventually(() => runState(page)).toBe('running');
      await page.getByRole('button', { name: text(lang, 'run.stop'), exact: true }).click();
      await eventually(() => runState(page)).toBe('stopped');
      await checksTab(page, lang).click();

      // The resistor goes in between the LED and GND: two new wires through it (the straight wire
      // still burns the LED), then the straight wire is deleted.
      // Asked for less motion, fitting the view jumps instead of gliding (a pin clicked while the
      // view glided was missed: the click landed where the pin had been).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const moves = await viewMovesAfter(page, () =>
        page.getByRole('button', { name: text(lang, 'editor.actions.fitView') }).click(),
      );
      expect(moves, 'one jump of the view, no glide').toHaveLength(1);
      await pin(page, 'led1', 'C').click();
      await pin(page, 'r1', '1').click();
      await pin(page, 'r1', '2').click();
      await pin(page, 'pico1', 'GND.8').click();
      await eventually(() => page.locator('.react-flow__edge').count()).toBe(4);
      await keepPicture(page, `.test-results/checks-${lang}.png`);
      expect(await warning(page, 'ledWithoutResistor').count()).toBe(1);
      const onWire = await pointOnWire(page, 'w2');
      await page.mouse.click(onWire.x, onWire.y);
      await page.keyboard.press('Delete');
      await eventually(() => page.locator('.react-flow__edge').count()).toBe(3);

      await eventually(() => warning(page, 'ledWithoutResistor').count()).toBe(0);
      await eventually(() => node(page, 'led1').locator('[data-part-warning]').count()).toBe(0);
      await warningsList(page, lang).getByRole('button', { name: unwiredTitle }).waitFor();
      await warning(page, 'pinUnwired')
        .getByText(text(lang, 'checks.kinds.pinUnwired.why', { line: 7, code: 'board.GP16', pin: 'GP16' }))
        .waitFor();
      expect(await checksTab(page, lang).locator('[data-checks-count]').innerText()).toBe('1');
      await checkA11y(page, `${lang}: a pin warning with its fix button`);
    },
  );

  inTurn('warns of two outputs on one net while the program drives them, and not once it stops', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await openProject(lang, { diagram: TWO_OUTPUTS, code: OUTPUTS_IN_A_LOOP });
    await checksTab(page, lang).click();
    await page.getByText(text(lang, 'checks.empty')).waitFor();

    await page.getByRole('button', { name: text(lang, 'run.run'), exact: true }).click();
    const clashTitle = text(lang, 'checks.kinds.outputsClash.title', { pins: 'GP14, GP15' });
    await warningsList(page, lang).getByRole('button', { name: clashTitle }).waitFor();
    await node(page, 'pico1')
      .getByRole('img', { name: text(lang, 'checks.marker', { text: clashTitle }) })
      .waitFor();

    await page.getByRole('button', { name: text(lang, 'run.stop'), exact: true }).click();
    await eventually(() => runState(page)).toBe('stopped');
    await page.getByText(text(lang, 'checks.empty')).waitFor();
    expect(await node(page, 'pico1').locator('[data-part-warning]').count()).toBe(0);
  });

  inTurn(
    'an LED on GP15 while the code blinks board.LED: the warning names both, one click rewrites the pin',
    async () => {
      const { page, context } = journey;
      await signInThroughApi(context, 'student');
      await openProject(lang, { diagram: LED_ON_GP15, code: blinkCodeFor(lang) });

      await checksTab(page, lang).click();
      const ledName = text(lang, 'parts.numbered', { name: text(lang, 'parts.names.led.red'), number: 1 });
      const title = text(lang, 'checks.kinds.pinUnused.titleUses', {
        part: ledName,
        pin: 'GP15',
        code: 'board.LED',
      });
      await warningsList(page, lang).getByRole('button', { name: title }).waitFor();
      expect(await checksTab(page, lang).locator('[data-checks-count]').innerText()).toBe('1');

      // In CodeMirror (the pointer on the pane asked for it), the fix is one edit that undo takes back.
      await page.locator('[data-code-editor-status="ready"]').waitFor();
      await warning(page, 'pinUnused')
        .getByRole('button', { name: text(lang, 'checks.fixCode', { from: 'board.LED', to: 'board.GP15' }) })
        .click();
      await eventually(() => codeText(page, lang)).toContain('led = digitalio.DigitalInOut(board.GP15)');
      await page.getByText(text(lang, 'checks.empty')).waitFor();
      expect(await checksTab(page, lang).locator('[data-checks-count]').count()).toBe(0);

      await page.keyboard.press('Control+z');
      await eventually(() => codeText(page, lang)).toContain('led = digitalio.DigitalInOut(board.LED)');
      await warningsList(page, lang).getByRole('button', { name: title }).waitFor();
    },
  );

  inTurn(
    'a MicroPython program on another pin: the warning quotes Pin(14), one click makes it Pin(15)',
    async () => {
      const { page, context } = journey;
      await signInThroughApi(context, 'student');
      await openProject(lang, { diagram: MICROPYTHON_LED_ON_GP15, code: MICROPYTHON_BLINK_GP14 });

      await checksTab(page, lang).click();
      const ledName = text(lang, 'parts.numbered', { name: text(lang, 'parts.names.led.red'), number: 1 });
      const title = text(lang, 'checks.kinds.pinUnused.titleUses', {
        part: ledName,
        pin: 'GP15',
        code: 'Pin(14)',
      });
      await warningsList(page, lang).getByRole('button', { name: title }).waitFor();

      await page.locator('[data-code-editor-status="ready"]').waitFor();
      await warning(page, 'pinUnused')
        .getByRole('button', { name: text(lang, 'checks.fixCode', { from: 'Pin(14)', to: 'Pin(15)' }) })
        .click();
      await eventually(() => codeText(page, lang)).toContain('led = Pin(15, Pin.OUT)');
      await page.getByText(text(lang, 'checks.empty')).waitFor();
    },
  );
});
