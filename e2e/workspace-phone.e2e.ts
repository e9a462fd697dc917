import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import { led, makeDiagram, pico, resistor, wire } from '../src/domain/circuit/test-builders.ts';
import { checkA11y, newContext } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { signInThroughApi } from './support/session.ts';
import { type Lang, text } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

const WIDTH = 360;
const journey = setUpJourney({ contextOptions: { viewport: { width: WIDTH, height: 740 } } });
beforeEach(() => skipTours(journey.context));

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 100 });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on screen`);
  return box;
};

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const canvasLeds = (page: Page) => page.locator('.react-flow__node:has([data-part-drawing="wokwi-led"])');
const consoleText = (page: Page, lang: Lang) =>
  page.getByRole('log', { name: text(lang, 'run.console.simulatorLog') }).innerText();
/** Whether the element or something in it shows less than its content (shrunk and clipped). */
const isCut = (locator: Locator) =>
  locator.evaluate((element) =>
    [element, ...element.querySelectorAll('*')].some((each) => each.scrollWidth > each.clientWidth + 1),
  );
const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

describe.each(['es', 'pt'] as const)('the board workspace on a 360 px phone (%s)', (lang) => {
  const say = (key: string, vars?: Record<string, string | number>) => text(lang, key, vars);

  /** A new project with a Pico, as the start dialog makes it, opened as a student. */
  const openNewProject = async (name: string) => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    const created = await context.request.post('/api/projects', {
      data: { name, category: 'robotics', starter: 'pico', lang },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/${lang}/board/${id}`);
    await page.locator('.react-flow__node[data-id="pico1"]').waitFor();
    return id;
  };

  it('fits its top bar in one row: mark, cut name still renamable, save icon, "more" and account', async () => {
    const { page } = journey;
    const name = 'Mi primer circuito con un nombre largo de verdad';
    await openNewProject(name);

    // The top bar: one row, each control named, none drawn over another, none off the screen.
    const bar = page.getByRole('banner');
    const controls = {
      logo: bar.getByRole('link', { name: say('app.logoLink') }),
      name: bar.getByRole('button', { name: say('workspace.renameNamed', { name }) }),
      save: bar.locator('[data-save-status]'),
      more: bar.getByRole('button', { name: say('workspace.more') }),
      account: bar.getByRole('button', { name: new RegExp(say('profile.menu')) }),
    };
    const boxes = await Promise.all(Object.values(controls).map(boxOf));
    const barBox = await boxOf(bar);
    for (const [index, box] of boxes.entries()) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
      expect(box.y + box.height).toBeLessThanOrEqual(barBox.y + barBox.height);
      for (const other of boxes.slice(index + 1)) expect(overlaps(box, other)).toBe(false);
    }
    // The logo is its mark only, the category waits for a wider screen, the save status is its icon.
    expect(await bar.getByText(say('app.name'), { exact: true }).isVisible()).toBe(false);
    expect(await bar.getByText(say('projects.categories.robotics')).count()).toBe(0);
    await eventually(() => controls.save.getAttribute('data-save-status')).toBe('saved');
    expect(await controls.save.getByText(say('workspace.save.saved')).count()).toBe(1);
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);

    // The name, cut on screen, is still renamable, in a field that stays on the screen.
    await controls.name.click();
    const nameField = bar.getByRole('textbox', { name: say('workspace.nameLabel') });
    const fieldBox = await boxOf(nameField);
    expect(fieldBox.x + fieldBox.width).toBeLessThanOrEqual(WIDTH);
    await nameField.fill('Semáforo');
    await nameField.press('Enter');
    await bar.getByRole('button', { name: say('workspace.renameNamed', { name: 'Semáforo' }) }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);

    // The secondary buttons are in the "more" menu, named as on a wide screen.
    await controls.more.click();
    for (const key of [
      'workspace.undo',
      'workspace.redo',
      'workspace.duplicate',
      'workspace.files.exportPng',
    ])
      await page.getByRole('menuitem', { name: say(key) }).waitFor();
    await page.getByRole('menuitem', { name: new RegExp(say(`language.names.${lang}`)) }).waitFor();
    await controls.more.click();
    await page.getByRole('menu').waitFor({ state: 'hidden' });
  });

  it('takes turns between the circuit and the code, full width, without losing either', async () => {
    const { page, context } = journey;
    const id = await openNewProject('Semáforo');

    // The circuit first, full width; the components open over it as a drawer.
    const canvas = page.locator('.react-flow');
    expect((await boxOf(canvas)).width).toBeGreaterThanOrEqual(WIDTH - 2);
    const toggle = page.getByRole('button', { name: say('workspace.showComponents') });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await checkA11y(page, `${lang} circuit pane at 360 px`);
    await toggle.click();
    const addLed = page.getByRole('button', { name: say('editor.sidebar.add', { name: 'LED' }) });
    await addLed.waitFor();
    await checkA11y(page, `${lang} components drawer at 360 px`);
    // Escape closes the drawer from inside it, and focus goes back to its button.
    await page.getByRole('searchbox', { name: say('editor.sidebar.search') }).focus();
    await page.keyboard.press('Escape');
    await addLed.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      say('workspace.showComponents'),
    );
    await toggle.click();
    expect(await canvasLeds(page).count()).toBe(0);
    await addLed.click();
    // The drawer closes after the part is added, and the part is there on the canvas.
    await addLed.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await canvasLeds(page).first().waitFor({ state: 'visible' });
    expect(await canvasLeds(page).count()).toBe(1);
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);

    // Code: the editor and the console, full width, with Run still in reach.
    await page.getByText(say('workspace.pane.code'), { exact: true }).click();
    await canvas.waitFor({ state: 'hidden' });
    const editor = page.getByRole('textbox', { name: say('workspace.code.editor') });
    // The tab asked for CodeMirror, which may replace the plain editor while it is measured.
    await expect.poll(async () => (await editor.boundingBox())?.width ?? 0).toBeGreaterThan(WIDTH / 2);
    await editor.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    // A program that then waits for input: the longest run state sits beside Run.
    const program = `print("chispa ${lang}"); input()`;
    await page.keyboard.type(program);
    // A completion list CodeMirror, just downloaded, may still be showing as typing ends: closed.
    await page.keyboard.press('Escape');
    await checkA11y(page, `${lang} code pane at 360 px`);
    await page.getByRole('button', { name: say('run.run'), exact: true }).click();
    await eventually(() => consoleText(page, lang)).toContain(`chispa ${lang}`);
    await eventually(() => page.locator('[data-run-state]').getAttribute('data-run-state')).toBe(
      'waiting-input',
    );
    // The page clips rather than scrolls: the pane switch, Stop and the state beside it are whole.
    for (const control of [
      page.getByRole('radiogroup', { name: say('workspace.pane.label') }),
      page.getByRole('button', { name: say('run.stop'), exact: true }),
      page.getByText(say('run.state.waiting-input')),
    ]) {
      const box = await boxOf(control);
      expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
      expect(await isCut(control)).toBe(false);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);

    // Back to the circuit: the LED is still there, and so is the code, unsaved or not.
    await page.getByText(say('workspace.pane.circuit'), { exact: true }).click();
    await canvasLeds(page).first().waitFor({ state: 'visible' });
    expect(await canvasLeds(page).count()).toBe(1);
    await page.getByText(say('workspace.pane.code'), { exact: true }).click();
    expect(await editor.innerText()).toBe(program);
    await eventually(async () => {
      const saved = (await (await context.request.get(`/api/projects/${id}`)).json()) as {
        code: string;
        diagram: { parts: { type: string }[] };
      };
      return {
        code: saved.code,
        leds: saved.diagram.parts.filter((part) => part.type === 'wokwi-led').length,
      };
    }).toEqual({ code: program, leds: 1 });
  });

  it('closes the components sidebar into its drawer when a wide window narrows to a phone', async () => {
    const { page } = journey;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openNewProject('Ventana');
    const hide = page.getByRole('button', { name: say('workspace.hideComponents') });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    await page.setViewportSize({ width: WIDTH, height: 740 });
    const show = page.getByRole('button', { name: say('workspace.showComponents') });
    await show.waitFor();
    expect(await show.getAttribute('aria-expanded')).toBe('false');
    expect((await boxOf(page.locator('.react-flow'))).width).toBeGreaterThanOrEqual(WIDTH - 2);
  });
});

/** Whether `inner` lies wholly inside `outer` (1 px of rounding allowed). */
const isInside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

/** The add buttons a finger can reach as the drawer shows them: on screen and not covered. */
const reachableAddButtons = (page: Page) =>
  page.locator('aside [data-tour="components"]').evaluate(
    (list) =>
      [...list.querySelectorAll('button[aria-label]')].filter((button) => {
        const box = button.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        return box.width > 0 && y < window.innerHeight && button.contains(document.elementFromPoint(x, y));
      }).length,
  );

describe('working on a circuit on a 360 px phone (es)', () => {
  const lang = 'es';
  const say = (key: string, vars?: Record<string, string | number>) => text(lang, key, vars);
  const partNode = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);

  /** A project with `diagram` and `code`, opened as a student in `context`'s page. */
  const openProjectWith = async (page: Page, diagram: Diagram, code = '') => {
    const context = page.context();
    await signInThroughApi(context, 'student');
    const created = await context.request.post('/api/projects', {
      data: { name: 'Teléfono', category: 'iot' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id, version } = (await created.json()) as { id: string; version: number };
    const saved = await context.request.patch(`/api/projects/${id}`, { data: { version, diagram, code } });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto(`/${lang}/board/${id}`);
    for (const part of diagram.parts) await partNode(page, part.id).locator('[data-part-drawing]').waitFor();
    return id;
  };

  it('follows each part added from the drawer, and keeps the parts in reach with one selected', async () => {
    const { page } = journey;
    await openProjectWith(page, makeDiagram({ parts: [pico({ id: 'pico1', x: 0, y: 0 })] }));
    const canvas = page.locator('.react-flow');
    const toggle = page.getByRole('button', { name: say('workspace.showComponents') });
    for (const name of ['Zumbador', 'Resistencia', 'LED', 'LED']) {
      await toggle.click();
      const before = await page.locator('.react-flow__node').count();
      await page.getByRole('button', { name: say('editor.sidebar.add', { name }) }).click();
      await eventually(() => page.locator('.react-flow__node').count()).toBe(before + 1);
      // The new part is the selected one, and the view went to it: wholly on the canvas.
      const added = page.locator('.react-flow__node.selected');
      expect(await added.count()).toBe(1);
      await eventually(async () => isInside(await boxOf(added), await boxOf(canvas))).toBe(true);
    }

    // An LED selected (its properties are among the longest): the drawer opens on the parts, most
    // of them in reach, not two rows under its properties.
    await toggle.click();
    await page.getByRole('searchbox', { name: say('editor.sidebar.search') }).waitFor();
    expect(await reachableAddButtons(page)).toBeGreaterThanOrEqual(7);
    // Its properties are one tap away, and the parts one tap back.
    const drawer = page.getByRole('complementary', { name: say('workspace.components') });
    await drawer.getByRole('tab', { name: say('editor.properties.title') }).click();
    await drawer.getByRole('heading', { name: say('editor.properties.title') }).waitFor();
    await drawer.getByRole('button', { name: say('editor.properties.delete') }).waitFor();
    await checkA11y(page, `${lang} drawer's properties tab at 360 px`);
    await drawer.getByRole('tab', { name: say('editor.sidebar.title') }).click();
    expect(await reachableAddButtons(page)).toBeGreaterThanOrEqual(7);
    const before = await page.locator('.react-flow__node').count();
    await page.getByRole('button', { name: say('editor.sidebar.add', { name: 'LED' }) }).click();
    await eventually(() => page.locator('.react-flow__node').count()).toBe(before + 1);
  });

  it('wires two pins with two taps of a finger, a little off the pins as fingers are', async () => {
    const context = await newContext(journey.browser, journey.server.url, {
      viewport: { width: WIDTH, height: 740 },
      hasTouch: true,
      isMobile: true,
      reducedMotion: 'reduce',
    });
    try {
      await skipTours(context);
      const page = await context.newPage();
      const id = await openProjectWith(
        page,
        makeDiagram({ parts: [pico({ id: 'pico1', x: 0, y: 0 }), led({ id: 'led1', x: 260, y: 80 })] }),
      );
      const pin = (part: string, name: string) =>
        partNode(page, part).locator(`.react-flow__handle[data-handleid="${name}"]`);
      const zoom = await page
        .locator('.react-flow__viewport')
        .evaluate((viewport) => new DOMMatrix(getComputedStyle(viewport).transform).a);
      /** The pin under a point `by` screen px from `target`'s point, as a browser hit-tests it untouched. */
      const pinAt = (target: Locator, by: { x: number; y: number }) =>
        target.evaluate((handle, offset) => {
          const box = handle.getBoundingClientRect();
          const hit = document.elementFromPoint(
            box.x + box.width / 2 + offset.x,
            box.y + box.height / 2 + offset.y,
          );
          return hit?.closest<HTMLElement>('.react-flow__handle')?.dataset.handleid ?? null;
        }, by);
      // A finger lands off the pin, as fingers do, and still gets it, with no help from the
      // browser's own touch adjustment (Chromium's; Safari's differs): 8 px across the header, where
      // no pin is (a mouse's pin is 8 px across), 0.3 pitch along it. Well past half the pitch (hit
      // testing rounds to whole pixels), it gets the neighbour, never both.
      const pitch = 9.6 * zoom;
      const gp15 = pin('pico1', 'GP15');
      expect(await pinAt(gp15, { x: -8 * zoom, y: 0 })).toBe('GP15');
      expect(await pinAt(gp15, { x: 8 * zoom, y: 0 })).toBe('GP15');
      expect(await pinAt(gp15, { x: 0, y: 0.3 * pitch })).toBe('GP15');
      expect(await pinAt(gp15, { x: 0, y: -0.3 * pitch })).toBe('GP15');
      expect(await pinAt(gp15, { x: 0, y: 0.7 * pitch })).not.toBe('GP15');
      expect(await pinAt(gp15, { x: 0, y: -0.7 * pitch })).not.toBe('GP15');
      const tap = async (target: Locator, offset: { x: number; y: number }) => {
        const box = await boxOf(target);
        await page.touchscreen.tap(box.x + box.width / 2 + offset.x, box.y + box.height / 2 + offset.y);
      };
      // Tap a pin, tap another, each a little off: a wire between them.
      await tap(gp15, { x: -8 * zoom, y: 0 });
      await tap(pin('led1', 'A'), { x: 0, y: 8 * zoom });
      await eventually(() => page.locator('.react-flow__edge').count()).toBe(1);
      await eventually(async () => {
        const saved = (await (await context.request.get(`/api/projects/${id}`)).json()) as {
          diagram: Diagram;
        };
        return saved.diagram.wires.map((w) =>
          [`${w.from.part}:${w.from.pin}`, `${w.to.part}:${w.to.pin}`].sort(),
        );
      }).toEqual([['led1:A', 'pico1:GP15']]);
    } finally {
      await context.close();
    }
  });

  it('shows the running circuit beside the code after Run from the code tab', async () => {
    const { page } = journey;
    const blink = [
      'import board, digitalio, time',
      'led = digitalio.DigitalInOut(board.GP15)',
      'led.direction = digitalio.Direction.OUTPUT',
      'while True:',
      '    led.value = not led.value',
      '    time.sleep(0.3)',
      '',
    ].join('\n');
    await openProjectWith(
      page,
      makeDiagram({
        parts: [
          pico({ id: 'pico1', x: 0, y: 0 }),
          led({ id: 'led1', x: 220, y: 60 }),
          resistor({ id: 'r1', x: 220, y: 180, rotate: 90 }),
        ],
        wires: [wire('pico1:GP15', 'led1:A'), wire('led1:C', 'r1:1'), wire('r1:2', 'pico1:GND.8')],
      }),
      blink,
    );
    await page.getByText(say('workspace.pane.code'), { exact: true }).click();
    const editor = page.getByRole('textbox', { name: say('workspace.code.editor') });
    await editor.waitFor();
    expect(await page.locator('.react-flow').isVisible()).toBe(false);
    await page.getByRole('button', { name: say('run.run'), exact: true }).click();

    // The circuit shows above the code while it runs, its LED on screen and blinking.
    const liveLed = partNode(page, 'led1').locator('wokwi-led');
    await liveLed.waitFor();
    await eventually(async () =>
      isInside(await boxOf(liveLed), { x: 0, y: 0, width: WIDTH, height: 740 }),
    ).toBe(true);
    const seen = new Set<boolean>();
    await eventually(async () => {
      seen.add(
        await liveLed.evaluate((element) => Boolean((element as HTMLElement & { value: boolean }).value)),
      );
      return seen.size;
    }).toBe(2);
    expect(await editor.isVisible()).toBe(true);
    expect(await page.getByRole('log', { name: say('run.console.simulatorLog') }).isVisible()).toBe(true);
    await checkA11y(page, `${lang} running circuit above the code at 360 px`);

    // Stopped, the code has the whole pane again.
    await page.getByRole('button', { name: say('run.stop'), exact: true }).click();
    await page.locator('.react-flow').waitFor({ state: 'hidden' });
  });
});
