import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import { checkA11y } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { signInThroughApi } from './support/session.ts';
import { t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

const journey = setUpJourney();
beforeEach(() => skipTours(journey.context));

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

/** What has focus: its accessible name, and for a part or a pin the ids the canvas gives it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      label: element?.getAttribute('aria-label') ?? '',
      text: element?.textContent?.trim() ?? '',
      part: element?.closest<HTMLElement>('.react-flow__node')?.dataset.id ?? '',
      pin: element?.dataset.handleid ?? '',
      isPart: element?.classList.contains('react-flow__node') ?? false,
      isCode: element?.classList.contains('cm-content') ?? false,
    };
  });

type Focus = Awaited<ReturnType<typeof focused>>;

/** Presses `key` until what has focus is what `wanted` looks for: the keyboard is the only way in. */
const pressUntil = async (page: Page, key: string, wanted: (focus: Focus) => boolean, limit = 80) => {
  for (let i = 0; i < limit; i += 1) {
    if (wanted(await focused(page))) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} × ${limit} never reached it; focus is on ${JSON.stringify(await focused(page))}`);
};

const announced = async (page: Page) => (await page.locator('[data-canvas-announcer]').innerText()).trim();

/** From a palette tile, Enter: the part lands on the canvas with focus. Returns its id. */
const addFromPalette = async (page: Page, name: string, partName: string) => {
  const tile = t('editor.sidebar.add', { name });
  await pressUntil(page, 'Shift+Tab', (focus) => focus.label === tile);
  await page.keyboard.press('Enter');
  await eventually(async () => (await focused(page)).isPart).toBe(true);
  expect((await focused(page)).label).toBe(partName);
  await eventually(() => announced(page)).toContain(t('editor.announce.placed', { part: partName }));
  return (await focused(page)).part;
};

/** Inside a focused part's pins, arrows to the pin named `pin`: down, up, right, left until an edge. */
const arrowToPin = async (page: Page, pin: string) => {
  let now = (await focused(page)).pin;
  for (const key of ['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft']) {
    for (let i = 0; i < 30 && now !== pin; i += 1) {
      await page.keyboard.press(key);
      const next = (await focused(page)).pin;
      if (next === now) break;
      now = next;
    }
    if (now === pin) return;
  }
  throw new Error(`no way to pin ${pin}; focus is on ${JSON.stringify(await focused(page))}`);
};

const serverDiagram = async (id: string) =>
  ((await (await journey.context.request.get(`/api/projects/${id}`)).json()) as { diagram: Diagram }).diagram;

/** Each key press and each look at focus is a round trip to the browser: ~35 s, more on a busy machine. */
const TIMEOUT = 120_000;

const BLINK = [
  'import board',
  'import digitalio',
  'import time',
  'led = digitalio.DigitalInOut(board.GP15)',
  'led.direction = digitalio.Direction.OUTPUT',
  'led.value = False',
  'while True:',
  'led.value = not led.value',
  'time.sleep(0.3)',
];

describe('a whole circuit with the keyboard only', () => {
  it(
    'adds a Pico, a resistor and an LED, wires GP15 → resistor → LED → GND, and runs the blink',
    async () => {
      const { page, context } = journey;
      await signInThroughApi(context, 'student');
      const created = await context.request.post('/api/projects', {
        data: { name: 'Con el teclado', category: 'other', starter: 'empty', lang: 'es' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      await page.goto(`/es/board/${id}`);
      const lastTile = page.getByRole('button', { name: t('editor.sidebar.add', { name: 'Resistencia' }) });
      await lastTile.waitFor();

      // The help menu's shortcuts say how to do all of this by keyboard.
      await pressUntil(page, 'Tab', (focus) => focus.label === t('workspace.help.menu'));
      await page.keyboard.press('Enter');
      await page.getByRole('menu').waitFor();
      await pressUntil(page, 'ArrowDown', (focus) => focus.text === t('workspace.help.shortcuts.title'), 5);
      const shortcuts = page.getByRole('dialog', { name: t('workspace.help.shortcutsTitle') });
      await page.keyboard.press('Enter');
      await shortcuts.waitFor();
      for (const how of ['addPart', 'movePart', 'connectByKeys', 'delete']) {
        await shortcuts.getByText(t(`workspace.help.gestures.${how}`)).waitFor();
      }
      await page.keyboard.press('Escape');
      await shortcuts.waitFor({ state: 'hidden' });

      // The palette comes before the canvas: Tab to the Pico's tile, Enter, and the Pico has focus.
      await pressUntil(
        page,
        'Tab',
        (focus) => focus.label === t('editor.sidebar.add', { name: 'Raspberry Pi Pico' }),
      );
      await page.keyboard.press('Enter');
      await eventually(async () => (await focused(page)).isPart).toBe(true);
      const pico = (await focused(page)).part;
      expect((await focused(page)).label).toBe('Raspberry Pi Pico 1');
      const led = await addFromPalette(page, 'LED', 'LED rojo 1');
      const resistor = await addFromPalette(page, 'Resistencia', 'Resistencia 1');
      await eventually(async () => (await serverDiagram(id)).parts.length).toBe(3);

      // The resistor, focused and selected, moves a grid step with an arrow; Ctrl+Z takes it back.
      const xOf = async () => (await serverDiagram(id)).parts.find((p) => p.id === resistor)?.x;
      const startX = await xOf();
      await page.keyboard.press('Shift+ArrowRight');
      await eventually(() => announced(page)).toContain(
        t('editor.announce.moved', { parts: 'Resistencia 1' }),
      );
      await eventually(xOf).toBeGreaterThan(startX ?? 0);
      await page.keyboard.press('Control+z');
      await eventually(() => announced(page)).toContain(t('editor.announce.undone'));
      await eventually(xOf).toBe(startX);

      // From a pin of the LED, R rotates the LED; Delete on the part removes it and focus stays on the
      // canvas; Ctrl+Z brings it back. Each is announced.
      const ledTurn = async () => (await serverDiagram(id)).parts.find((p) => p.id === led)?.rotate;
      await pressUntil(page, 'Shift+Tab', (focus) => focus.isPart && focus.part === led);
      await page.keyboard.press('Enter');
      expect((await focused(page)).label).toMatch(/ de LED rojo 1$/);
      await page.keyboard.press('r');
      await eventually(() => announced(page)).toBe(t('editor.announce.rotated', { parts: 'LED rojo 1' }));
      await eventually(ledTurn).toBe(90);
      await page.keyboard.press('Control+z');
      await eventually(ledTurn).toBe(0);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Delete');
      await eventually(() => announced(page)).toBe(t('editor.announce.deleted', { items: 'LED rojo 1' }));
      await eventually(async () => (await focused(page)).isPart).toBe(true);
      await page.keyboard.press('Control+z');
      await eventually(async () => (await serverDiagram(id)).parts.map((p) => p.id)).toContain(led);

      // GP15 of the Pico: Shift+Tab back to it, Enter into its pins, down its left column.
      await pressUntil(page, 'Shift+Tab', (focus) => focus.isPart && focus.part === pico);
      await page.keyboard.press('Enter');
      await arrowToPin(page, 'GP15');
      expect((await focused(page)).label).toBe('GP15 de Raspberry Pi Pico 1');
      await checkA11y(page, 'workspace with focus on a pin');
      await page.keyboard.press('Enter');
      await eventually(() => announced(page)).toContain('GP15 de Raspberry Pi Pico 1');
      // Tab goes on to the next parts' pins while a wire is drawn; Enter on the resistor's pin 1 ends it.
      await pressUntil(page, 'Tab', (focus) => focus.part === resistor, 4);
      await arrowToPin(page, '1');
      await page.keyboard.press('Enter');
      await eventually(() => announced(page)).toBe(
        t('parts.wire', { from: 'GP15 de Raspberry Pi Pico 1', to: '1 de Resistencia 1' }),
      );

      // Resistor's pin 2 → the LED's anode, then the LED's cathode → a GND of the Pico.
      await arrowToPin(page, '2');
      await page.keyboard.press('Enter');
      await pressUntil(page, 'Tab', (focus) => focus.part === led, 4);
      await arrowToPin(page, 'A');
      await page.keyboard.press('Enter');
      await arrowToPin(page, 'C');
      await page.keyboard.press('Enter');
      await pressUntil(page, 'Tab', (focus) => focus.part === pico, 4);
      await arrowToPin(page, 'GND.1');
      await page.keyboard.press('Enter');
      await eventually(() => announced(page)).toBe(
        t('parts.wire', { from: 'C de LED rojo 1', to: 'GND de Raspberry Pi Pico 1' }),
      );
      await eventually(async () =>
        (await serverDiagram(id)).wires.map((w) => `${w.from.part}:${w.from.pin}-${w.to.part}:${w.to.pin}`),
      ).toEqual([`${pico}:GP15-${resistor}:1`, `${resistor}:2-${led}:A`, `${led}:C-${pico}:GND.1`]);

      // On to the code: Tab out of the canvas to the editor, type the blink, Ctrl+Enter runs it.
      await page.keyboard.press('Escape');
      await pressUntil(page, 'Tab', (focus) => focus.isCode);
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Delete');
      for (const line of BLINK) {
        await page.keyboard.type(line);
        // After a complete word (`False`, `import time`) Enter is a new line, completion list or not
        // (indented by the editor after `:`).
        await page.keyboard.press('Enter');
      }
      await page.keyboard.press('Control+Enter');
      await eventually(() => page.locator('[data-run-state]').getAttribute('data-run-state')).toBe('running');

      // The LED on GP15 blinks: its element turns on and off, read as the simulator journeys do.
      await page.locator(`.react-flow__node[data-id="${led}"] wokwi-led`).waitFor();
      const seen = await page.evaluate(async (ledId) => {
        const element = document.querySelector(
          `.react-flow__node[data-id="${ledId}"] wokwi-led`,
        ) as HTMLElement & {
          value: boolean;
        };
        const values = new Set<boolean>();
        const started = performance.now();
        while (performance.now() - started < 2000) {
          values.add(Boolean(element.value));
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return [...values];
      }, led);
      expect(seen.sort()).toEqual([false, true]);
      await page.keyboard.press('Control+Enter');
      await eventually(() => page.locator('[data-run-state]').getAttribute('data-run-state')).toBe('stopped');
    },
    TIMEOUT,
  );
});
