import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledCircuit } from '../src/domain/circuit/test-builders.ts';
import { describeA11yViolations, newContext, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { PHONE } from './support/phone.ts';
import { t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

/**
 * Issue 30, as a new student meets it: their first project, made in Bloques (the create modal's
 * default for them), an LED on GP15; the program snapped from the toolbox ("repetir siempre:
 * cambiar LED GP15, esperar 0.5 s"), the code it writes shown beside it, run, the LED blinking and
 * the running block lit; then Python, the delay edited there, and back to the blocks, which show
 * the new value. The same on a 360 px phone, by touch.
 */

const journey = setUpJourney({ contextOptions: { viewport: { width: 1280, height: 800 } } });
beforeEach(() => skipTours(journey.context));

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

const PASSWORD = 'Chispa#Bloques1';

/** A new student of their own (the demo accounts own projects already), signed in on `context`. */
const registerStudent = async (context: BrowserContext) => {
  const email = `bloques-${Date.now()}-${Math.floor(Math.random() * 1e6)}@chispa.test`;
  const response = await context.request.post('/api/users', {
    data: { name: 'Lucía Bloques', email, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
};

/** The circuit of the lesson (an LED on GP15 with its resistor), drawn onto the project. */
const drawLedCircuit = async (context: BrowserContext, id: string) => {
  const { version } = (await (await context.request.get(`/api/projects/${id}`)).json()) as {
    version: number;
  };
  const saved = await context.request.patch(`/api/projects/${id}`, {
    data: { version, diagram: ledCircuit() },
  });
  expect(saved.status(), await saved.text()).toBe(200);
};

const viewOption = (page: Page, key: 'workspace.blocks.blocks' | 'workspace.blocks.python') =>
  page.locator('[data-code-view] label', { hasText: t(key) });
const generatedCode = (page: Page) => page.locator('[data-generated-code]').textContent();
const workspaceBlock = (page: Page, text: string) =>
  page.locator('.blocklyWorkspace > .blocklyBlockCanvas .blocklyDraggable', { hasText: text }).last();
const flyoutBlock = (page: Page, text: string) =>
  page.locator('.blocklyFlyout .blocklyDraggable', { hasText: text }).first();
const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

const boxOf = async (target: Locator) => {
  const box = await target.boundingBox();
  if (!box) throw new Error('not drawn');
  return box;
};

/** Drags with the mouse from a flyout block's corner so that corner lands at `to`. */
const mouseDrag = async (page: Page, block: Locator, to: { x: number; y: number }) => {
  const box = await boxOf(block);
  await page.mouse.move(box.x + 8, box.y + 8);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, box.y + 20, { steps: 4 });
  await page.mouse.move(to.x + 8, to.y + 8, { steps: 12 });
  await page.mouse.up();
};

/** The same with a finger: touch events through the DevTools protocol, as a phone's screen sends them. */
const touchDrag = async (page: Page, block: Locator, to: { x: number; y: number }) => {
  const box = await boxOf(block);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(at.x), y: Math.round(at.y), id: 1 }],
    });
  const start = { x: box.x + 10, y: box.y + 10 };
  // The finger lands on the block itself once nothing is drawn over it (a drawer fading out).
  await expect
    .poll(() =>
      block.evaluate((element, at) => element.contains(document.elementFromPoint(at.x, at.y)), start),
    )
    .toBe(true);
  await touch('touchStart', start);
  // Toward the workspace first (rightwards, out of the flyout): a drag along the flyout scrolls it.
  for (let step = 1; step <= 5; step += 1) await touch('touchMove', { x: start.x + step * 10, y: start.y });
  const from = { x: start.x + 50, y: start.y };
  for (let step = 1; step <= 14; step += 1) {
    const f = step / 14;
    await touch('touchMove', { x: from.x + (to.x + 10 - from.x) * f, y: from.y + (to.y + 10 - from.y) * f });
  }
  await touch('touchEnd', { x: to.x + 10, y: to.y + 10 });
  await cdp.detach();
};

/** Where a block dropped just under `block` snaps to it. */
const under = async (block: Locator, indent = 0) => {
  const box = await boxOf(block);
  return { x: box.x + indent, y: box.y + box.height - 4 };
};

/** Into a C-shaped block's mouth: below its label (48 px in zelos at scale 1), indented. */
const inside = async (block: Locator) => {
  const box = await boxOf(block);
  return { x: box.x + 24, y: box.y + 50 };
};

/** When the LED element turns on and off, for `ms` (a running LED is its live element). */
const ledChanges = async (page: Page, ms: number) => {
  await page.locator('.react-flow__node[data-id="led1"] wokwi-led').waitFor();
  return page.evaluate(async (duration) => {
    const element = document.querySelector('.react-flow__node[data-id="led1"] wokwi-led') as HTMLElement & {
      value: boolean;
    };
    const seen: number[] = [];
    let last = element.value;
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (element.value !== last) {
          last = element.value;
          seen.push(performance.now());
        }
        if (performance.now() - started > duration) {
          clearInterval(timer);
          resolve();
        }
      }, 2);
    });
    return seen;
  }, ms);
};

const BLINK = /while True:\n {4}led_gp15\.value = not led_gp15\.value\n {4}time\.sleep\(0\.5\)/;

/** In Python: the delay edited by hand, then back to the blocks, which show it. */
const editDelayInPython = async (page: Page) => {
  const code = (await generatedCode(page)) ?? '';
  await viewOption(page, 'workspace.blocks.python').click();
  const editor = page.getByRole('textbox', { name: t('workspace.code.editor') });
  await eventually(() => editor.textContent()).toContain('time.sleep(0.5)');
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code.replace('time.sleep(0.5)', 'time.sleep(0.2)'));
  await page.keyboard.press('Escape');

  await viewOption(page, 'workspace.blocks.blocks').click();
  await page.locator('[data-blocks-view="ready"]').waitFor();
  await eventually(() => generatedCode(page)).toContain('time.sleep(0.2)');
  await eventually(() => workspaceBlock(page, t('blocks.msg.CHISPA_FOREVER')).textContent()).toContain('0.2');
};

/** The program as the server keeps it: the view, the blocks and the code they write. */
const stored = async (context: BrowserContext, id: string) =>
  (await (await context.request.get(`/api/projects/${id}`)).json()) as {
    codeView: string;
    blocks: unknown;
    code: string;
  };

describe('a program made of blocks', () => {
  it('a new student’s first project starts in Bloques; forever: toggle LED GP15, wait 0.5 s runs, lights its block, and survives Python and back', async () => {
    const { page, context } = journey;
    await registerStudent(context);
    await page.goto('/es/projects');
    await page.getByRole('button', { name: t('projects.page.create') }).click();
    const dialog = page.getByRole('dialog', { name: t('projects.modal.title.create') });
    await dialog.getByLabel(t('projects.modal.name')).fill('Mi primer parpadeo');
    await dialog.getByRole('combobox', { name: t('projects.modal.category') }).click();
    await page.getByRole('option', { name: t('projects.categories.robotics') }).click();
    await dialog.getByRole('radio', { name: t('projects.modal.starter.empty.title') }).check();
    // Blocks is where a student's first project starts.
    await expect
      .poll(() => dialog.getByRole('radio', { name: t('projects.modal.view.blocks.title') }).isChecked())
      .toBe(true);
    await dialog.getByRole('button', { name: t('projects.modal.submit.create') }).click();
    await waitForPath(page, /^\/es\/board\/[^/]+$/);
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect((await stored(context, id)).codeView).toBe('blocks');
    await drawLedCircuit(context, id);
    await page.reload();
    await page.locator('.react-flow__node[data-id="led1"]').waitFor();

    await page.locator('[data-blocks-view="ready"]').waitFor();
    const start = workspaceBlock(page, t('blocks.msg.CHISPA_PROGRAM'));
    await start.waitFor();
    expect(await describeA11yViolations(page, 'the Blocks view')).toBe('');

    const category = (name: string) =>
      page
        .locator('.blocklyToolboxCategory')
        .filter({ hasText: exactly(name) })
        .first();
    await category(t('blocks.category.loops')).click();
    await mouseDrag(page, flyoutBlock(page, t('blocks.msg.CHISPA_FOREVER')), await under(start));
    await eventually(() => generatedCode(page)).toContain('while True:');
    await category(t('blocks.category.led')).click();
    const forever = workspaceBlock(page, t('blocks.msg.CHISPA_FOREVER'));
    await mouseDrag(page, flyoutBlock(page, 'cambiar LED'), await inside(forever));
    await eventually(() => generatedCode(page)).toContain('led_gp15.value = not led_gp15.value');
    const toggle = workspaceBlock(page, 'LED rojo 1 (GP15)');
    await category(t('blocks.category.time')).click();
    await mouseDrag(page, flyoutBlock(page, '0.5'), await under(toggle));
    await eventually(() => generatedCode(page)).toMatch(BLINK);
    // Saved: the blocks beside the code they write.
    await eventually(async () => (await stored(context, id)).code).toMatch(BLINK);
    expect((await stored(context, id)).blocks).not.toBeNull();

    await page.getByRole('button', { name: t('run.run'), exact: true }).click();
    await eventually(() => page.locator('[data-run-state]').getAttribute('data-run-state')).toBe('running');
    // The block running now is lit (the wait, mostly: the program spends its time there).
    await eventually(() =>
      page
        .locator('.blocklyWorkspace .blocklyHighlighted, .blocklyWorkspace .blocklyHighlightedBlock')
        .count(),
    ).toBeGreaterThan(0);
    // Blinking: the LED turns on and off again and again.
    expect((await ledChanges(page, 2500)).length).toBeGreaterThanOrEqual(3);
    await page.getByRole('button', { name: t('run.stop'), exact: true }).click();

    await editDelayInPython(page);
  });

  it('at 360 px, by touch: the categories drawer, blocks snapped with a finger, run, and Python and back', async () => {
    const context = await newContext(journey.browser, journey.server.url, {
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      reducedMotion: 'reduce',
    });
    try {
      await skipTours(context);
      await registerStudent(context);
      const created = await context.request.post('/api/projects', {
        data: { name: 'Bloques en el móvil', category: 'robotics', starter: 'empty', codeView: 'blocks' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      await drawLedCircuit(context, id);
      const page = await context.newPage();
      await page.goto(`/es/board/${id}`);
      await page.locator('.react-flow__node[data-id="led1"]').waitFor();
      await page.getByText(t('workspace.pane.code'), { exact: true }).tap();
      await page.locator('[data-blocks-view="ready"]').waitFor();
      const start = workspaceBlock(page, t('blocks.msg.CHISPA_PROGRAM'));
      await start.waitFor();

      const pick = async (categoryKey: string) => {
        await page.getByRole('button', { name: t('workspace.blocks.categories') }).tap();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: t(categoryKey), exact: true })
          .tap();
      };
      await pick('blocks.category.loops');
      await touchDrag(page, flyoutBlock(page, t('blocks.msg.CHISPA_FOREVER')), await under(start));
      await eventually(() => generatedCode(page)).toContain('while True:');
      await pick('blocks.category.led');
      await page.screenshot({ path: '.scratch/phone-3.png' });
      await touchDrag(
        page,
        flyoutBlock(page, 'cambiar LED'),
        await inside(workspaceBlock(page, t('blocks.msg.CHISPA_FOREVER'))),
      );
      await page.screenshot({ path: '.scratch/phone-4.png' });
      await eventually(() => generatedCode(page)).toContain('led_gp15.value = not led_gp15.value');
      await pick('blocks.category.time');
      await touchDrag(page, flyoutBlock(page, '0.5'), await under(workspaceBlock(page, 'LED rojo 1 (GP15)')));
      await eventually(() => generatedCode(page)).toMatch(BLINK);
      // Big enough for a finger: every block at least 40 px tall; what is tapped to edit (a number's
      // oval, a pin's menu) at least 24 px.
      const heightsOf = (selector: string) =>
        page
          .locator(`.blocklyWorkspace > .blocklyBlockCanvas ${selector}`)
          .evaluateAll((found) =>
            found.map((element) => element.getBoundingClientRect().height).filter((height) => height > 0),
          );
      expect(Math.min(...(await heightsOf('.blocklyDraggable:not(.blocklyShadow)')))).toBeGreaterThanOrEqual(
        40,
      );
      expect(Math.min(...(await heightsOf('.blocklyShadow, .blocklyDropdownField')))).toBeGreaterThanOrEqual(
        24,
      );

      await page.evaluate(() => {
        const w = window as unknown as { seen: string[] };
        w.seen = [];
        for (const type of ['pointerdown', 'pointerup', 'touchstart', 'touchend', 'click', 'mousedown'])
          document.addEventListener(
            type,
            (e) => w.seen.push(`${type}:${(e.target as Element).tagName}:${e.defaultPrevented}`),
            true,
          );
        for (const type of ['pointerdown', 'pointerup', 'touchstart', 'touchend', 'click', 'mousedown'])
          window.addEventListener(type, (e) => w.seen.push(`bubbled ${type}:${e.defaultPrevented}`));
      });
      // In Chromium's touch emulation the first tap after a drag made of DevTools touch events gives
      // no click: a tap on the empty canvas (which does nothing) takes it.
      const canvas = await boxOf(page.locator('[data-blocks-view] [data-phone]'));
      await page.touchscreen.tap(canvas.x + canvas.width - 90, canvas.y + canvas.height - 30);
      // The code the blocks wrote, folded under them on a phone, opened with a tap.
      await page.getByText(t('workspace.blocks.codeTitle'), { exact: true }).tap();
      await expect.poll(() => page.locator('details').first().getAttribute('open')).toBe('');
      await page.getByRole('button', { name: t('run.run'), exact: true }).tap();
      // While it runs, the circuit shows above the code: the LED blinks there.
      expect((await ledChanges(page, 2500)).length).toBeGreaterThanOrEqual(3);
      await page.getByRole('button', { name: t('run.stop'), exact: true }).tap();

      await editDelayInPython(page);
    } finally {
      await context.close();
    }
  });

  it('an error points at the block that raised it, with the hint in the student’s language', async () => {
    const { page, context } = journey;
    await registerStudent(context);
    const created = await context.request.post('/api/projects', {
      data: { name: 'Dividir', category: 'robotics', starter: 'empty', codeView: 'blocks' },
    });
    const { id, version } = (await created.json()) as { id: string; version: number };
    const saved = await context.request.patch(`/api/projects/${id}`, {
      data: { version, code: 'print("hola")\nprint(1 / 0)\n' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto(`/es/board/${id}`);
    await page.locator('[data-blocks-view="ready"]').waitFor();
    await eventually(() => generatedCode(page)).toContain('print(1 / 0)');

    await page.getByRole('button', { name: t('run.run'), exact: true }).click();
    await eventually(() => page.locator('[data-run-state]').getAttribute('data-run-state')).toBe('error');
    // One block warns (the print that divides), and its warning is the hint, in Spanish.
    const warning = page.locator('.blocklyWorkspace .blocklyWarningIcon');
    await eventually(() => warning.count()).toBe(1);
    await warning.click();
    await eventually(() =>
      page
        .locator('.blocklyBubbleCanvas')
        .getByText(t('run.hints.zeroDivision', { line: 2 }))
        .count(),
    ).toBe(1);
  });
});
