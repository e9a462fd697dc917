import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledCircuit } from '../src/domain/circuit/test-builders.ts';
import { describeA11yViolations } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { signInThroughApi } from './support/session.ts';
import { t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

/**
 * Issue 30, as a new student meets it: a project with an LED on GP15, switched to Bloques; the
 * program snapped from the toolbox ("repetir siempre: cambiar LED GP15, esperar 0.5 s"), the code
 * it writes shown beside it, run, the LED blinking; then Python, the delay edited there, and back
 * to the blocks, which show the new value.
 */

const journey = setUpJourney({ contextOptions: { viewport: { width: 1280, height: 800 } } });
beforeEach(() => skipTours(journey.context));

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

const openProject = async (context: BrowserContext, page: Page, code: string) => {
  const created = await context.request.post('/api/projects', { data: { name: 'Bloques', category: 'iot' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, version } = (await created.json()) as { id: string; version: number };
  const saved = await context.request.patch(`/api/projects/${id}`, {
    data: { version, diagram: ledCircuit(), code },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto(`/es/board/${id}`);
  await page.locator('.react-flow__node[data-id="led1"]').waitFor();
};

const viewOption = (page: Page, key: 'workspace.blocks.blocks' | 'workspace.blocks.python') =>
  page.locator('[data-code-view] label', { hasText: t(key) });
const generatedCode = (page: Page) => page.locator('[data-generated-code]').innerText();
const workspaceBlock = (page: Page, text: string) =>
  page.locator('.blocklyWorkspace > .blocklyBlockCanvas .blocklyDraggable', { hasText: text }).last();

/** Opens a toolbox category and drags its block (by its text) so its top-left lands at `to`. */
const dragFromToolbox = async (page: Page, category: string, text: string, to: { x: number; y: number }) => {
  await page.locator('.blocklyToolboxCategory', { hasText: category }).click();
  const block = page.locator('.blocklyFlyout .blocklyDraggable', { hasText: text }).first();
  await block.waitFor();
  const box = await block.boundingBox();
  if (!box) throw new Error(`${text} is not drawn`);
  await page.mouse.move(box.x + 8, box.y + 8);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, box.y + 20, { steps: 4 });
  await page.mouse.move(to.x + 8, to.y + 8, { steps: 12 });
  await page.mouse.up();
};

/** Where a block dropped just under `block` snaps to it. */
const under = async (block: Locator, indent = 0) => {
  const box = await block.boundingBox();
  if (!box) throw new Error('the block is not drawn');
  return { x: box.x + indent, y: box.y + box.height - 4 };
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

describe('a program made of blocks', () => {
  it('snaps forever: toggle LED GP15, wait 0.5 s; runs it; keeps it through Python and back', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await openProject(context, page, '');

    await viewOption(page, 'workspace.blocks.blocks').click();
    await page.locator('[data-blocks-view="ready"]').waitFor();
    const start = workspaceBlock(page, t('blocks.msg.CHISPA_PROGRAM'));
    await start.waitFor();
    expect(await describeA11yViolations(page, 'the Blocks view')).toBe('');

    await dragFromToolbox(
      page,
      t('blocks.category.loops'),
      t('blocks.msg.CHISPA_FOREVER'),
      await under(start),
    );
    await eventually(() => generatedCode(page)).toContain('while True:');
    const forever = workspaceBlock(page, t('blocks.msg.CHISPA_FOREVER'));
    const foreverBox = await forever.boundingBox();
    if (!foreverBox) throw new Error('forever is not drawn');
    // Into its mouth: below its label, indented.
    await dragFromToolbox(page, t('blocks.category.led'), 'LED', {
      x: foreverBox.x + 20,
      y: foreverBox.y + 36,
    });
    await eventually(() => generatedCode(page)).toContain('led_gp15.value = not led_gp15.value');
    const toggle = workspaceBlock(page, 'LED rojo 1 (GP15)');
    await dragFromToolbox(page, t('blocks.category.time'), '0.5', await under(toggle));
    await eventually(() => generatedCode(page)).toMatch(
      /while True:\n {4}led_gp15\.value = not led_gp15\.value\n {4}time\.sleep\(0\.5\)/,
    );

    await page.getByRole('button', { name: t('run.run'), exact: true }).click();
    await eventually(() => page.locator('[data-run-state]').getAttribute('data-run-state')).toBe('running');
    // Blinking: on and off every half second or so (a busy machine stretches it a little).
    const changes = await ledChanges(page, 3000);
    expect(changes.length).toBeGreaterThanOrEqual(3);
    const half = ((changes.at(-1) ?? 0) - (changes[0] ?? 0)) / (changes.length - 1);
    expect(half).toBeGreaterThan(350);
    expect(half).toBeLessThan(800);
    await page.getByRole('button', { name: t('run.stop'), exact: true }).click();

    const code = await generatedCode(page);
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
    await eventually(() => workspaceBlock(page, t('blocks.msg.CHISPA_FOREVER')).textContent()).toContain(
      '0.2',
    );
  });
});
