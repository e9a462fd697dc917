import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import { BROKEN_PART_TYPE } from '../src/domain/circuit/parts.ts';
import { createPglite } from '../src/server/db/pglite.ts';
import { describeA11yViolations, newContext } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/session.ts';
import { t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

const journey = setUpJourney();
beforeEach(() => skipTours(journey.context));

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

const HOSTILE_TYPE = '<img src=x onerror=alert(1)>';

/**
 * What a row may hold from before the id rule (or from a hand edit): an id with a quote and markup
 * (React Flow's selectors broke on it), a doubled id, and a part nothing can draw.
 */
const STORED_DIAGRAM = {
  parts: [
    { id: 'pico', type: 'wokwi-pi-pico', x: 0, y: 0, rotate: 0, flip: false, attrs: {} },
    { id: 'led"1<x>', type: 'wokwi-led', x: 160, y: 20, rotate: 0, flip: false, attrs: { color: 'red' } },
    { id: 'led1', type: 'wokwi-led', x: 240, y: 20, rotate: 0, flip: false, attrs: { color: 'green' } },
    { id: 'led1', type: 'wokwi-led', x: 320, y: 20, rotate: 0, flip: false, attrs: { color: 'blue' } },
    { id: 'ghost', type: HOSTILE_TYPE, x: 160, y: 140, rotate: 0, flip: false, attrs: {} },
  ],
  wires: [
    {
      id: 'w1',
      from: { part: 'pico', pin: 'GP15' },
      to: { part: 'led"1<x>', pin: 'A' },
      color: 'green',
      bends: [],
    },
    {
      id: 'w1',
      from: { part: 'pico', pin: 'GND.1' },
      to: { part: 'led"1<x>', pin: 'C' },
      color: 'black',
      bends: [],
    },
  ],
};

const LIGHT_GP15 = `import board
import digitalio
import time

led = digitalio.DigitalInOut(board.GP15)
led.direction = digitalio.Direction.OUTPUT
led.value = True
while True:
    time.sleep(0.1)
`;

let projectId = '';

/** The row is written with the server stopped: only one process may open its PGlite database. */
const plantDiagram = async (dataDir: string) => {
  const db = await createPglite({ dataDir: path.join(dataDir, 'db') });
  try {
    await db.query('update projects set diagram = $1::jsonb where id = $2', [
      JSON.stringify(STORED_DIAGRAM),
      projectId,
    ]);
  } finally {
    await db.close();
  }
};

beforeAll(async () => {
  const context = await newContext(journey.browser, journey.server.url);
  try {
    await signInThroughApi(context, 'student');
    const created = await context.request.post('/api/projects', {
      data: { name: 'Placa rota', category: 'other', code: LIGHT_GP15 },
    });
    expect(created.status(), await created.text()).toBe(201);
    projectId = ((await created.json()) as { id: string }).id;
    const shared = await context.request.put(`/api/projects/${projectId}/permissions`, {
      data: { email: DEMO_ACCOUNTS.student2.email, level: 'read' },
    });
    expect(shared.status(), await shared.text()).toBe(200);
  } finally {
    await context.close();
  }
  await journey.server.restart(plantDiagram);
});

const serverDiagram = async (page: Page): Promise<Diagram> => {
  const response = await page.request.get(`/api/projects/${projectId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { diagram: Diagram }).diagram;
};
const partIds = async (page: Page) => (await serverDiagram(page)).parts.map((p) => p.id);

const brokenParts = (page: Page) => page.locator('[data-broken-part]');
const node = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
const properties = (page: Page) => page.getByRole('region', { name: t('editor.properties.title') });
const saved = (page: Page) => page.getByRole('status').filter({ hasText: t('workspace.save.saved') });

/** Opens the board and checks what any reader must see: the good parts and wires, the broken part marked. */
const openBoard = async (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => errors.push(`dialog: ${dialog.message()}`));
  await page.goto(`/es/board/${projectId}`);
  await brokenParts(page).waitFor();
  expect(await brokenParts(page).count()).toBe(1);
  await brokenParts(page).getByText(t('editor.broken.label')).waitFor();
  // The stored type is shown as text, never as markup.
  await brokenParts(page).getByText(HOSTILE_TYPE, { exact: true }).waitFor();
  await eventually(() => page.locator('.react-flow__node [data-part-drawing="wokwi-led"]').count()).toBe(3);
  await eventually(() => page.locator('.react-flow__edge').count()).toBe(2);
  return errors;
};

describe('a board whose stored diagram breaks the rules', () => {
  it('opens for a read-only collaborator, the broken part marked and listed, nothing saved', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student2');
    const errors = await openBoard(page);
    await page.getByText(t('editor.canvas.readOnly')).first().waitFor();

    await node(page, 'ghost').click();
    await properties(page).getByText(t('editor.broken.help')).waitFor();
    expect(
      await properties(page)
        .getByRole('button', { name: t('editor.properties.delete') })
        .isDisabled(),
    ).toBe(true);
    // A reader only sees the repair: the row still holds what was planted.
    expect((await serverDiagram(page)).parts[1]?.id).toBe('led"1<x>');
    expect(errors).toEqual([]);
  });

  it('opens for its owner repaired and saved; the rest works; deleting the broken part leaves it clean', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    const errors = await openBoard(page);

    // The repaired diagram is saved by itself: ids renamed as spec §7 allocates, wires followed.
    await eventually(() => partIds(page)).toEqual(['pico', 'led2', 'led1', 'led3', 'ghost']);
    const repaired = await serverDiagram(page);
    expect(repaired.parts[4]).toMatchObject({ type: BROKEN_PART_TYPE, attrs: { type: HOSTILE_TYPE } });
    expect(repaired.wires.map((w) => [w.id, w.from.part, w.to.part, w.to.pin])).toEqual([
      ['w1', 'pico', 'led2', 'A'],
      ['w2', 'pico', 'led2', 'C'],
    ]);

    // The good parts work: the program lights the LED on GP15.
    await page.getByRole('button', { name: t('run.run'), exact: true }).click();
    await eventually(() =>
      node(page, 'led2')
        .locator('wokwi-led')
        .evaluate((el) => (el as unknown as { value: boolean }).value),
    ).toBe(true);
    await page.getByRole('button', { name: t('run.stop'), exact: true }).click();
    await page.getByRole('button', { name: t('run.run'), exact: true }).waitFor();

    // The broken part is a part: selected, listed, deleted.
    await node(page, 'ghost').click();
    await properties(page).getByText(t('editor.broken.help')).waitFor();
    expect(await describeA11yViolations(page, 'board with a broken part selected')).toBe('');
    await properties(page)
      .getByRole('button', { name: t('editor.properties.delete') })
      .click();
    await eventually(() => brokenParts(page).count()).toBe(0);
    await eventually(() => partIds(page)).toEqual(['pico', 'led2', 'led1', 'led3']);
    await saved(page).waitFor();

    await page.reload();
    await eventually(() => page.locator('.react-flow__node [data-part-drawing="wokwi-led"]').count()).toBe(3);
    await eventually(() => page.locator('.react-flow__edge').count()).toBe(2);
    expect(await brokenParts(page).count()).toBe(0);
    await saved(page).waitFor();
    expect(errors).toEqual([]);
  });
});
