import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import { setUpJourney } from './support/journey.ts';
import { keepPicture } from './support/pictures.ts';
import { signInThroughApi } from './support/session.ts';
import { t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

const journey = setUpJourney();

interface SavedProject {
  id: string;
  code: string;
  version: number;
  diagram: Diagram;
}

const createProject = async (name: string, diagram?: Diagram): Promise<SavedProject> => {
  const response = await journey.context.request.post('/api/projects', {
    data: { name, category: 'robotics', ...(diagram && { diagram }) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SavedProject;
};

const serverCopy = async (id: string): Promise<SavedProject> =>
  (await (await journey.context.request.get(`/api/projects/${id}`)).json()) as SavedProject;

const saved = (page: Page) => page.getByRole('status').filter({ hasText: t('workspace.save.saved') });
const tile = (page: Page, name: string) =>
  page.getByRole('button', { name: t('editor.sidebar.add', { name }) });
const pane = (page: Page) => page.locator('.react-flow__pane');
const node = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
const pin = (page: Page, part: string, name: string) =>
  page.locator(`.react-flow__handle[data-nodeid="${part}"][data-handleid="${name}"]`);

/** Autosave waits a moment after each change: poll the server, or the page, for a while. */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000, interval: 100 });

const centreOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Waits for the autosave, then reads what the server holds. */
const savedDiagram = async (page: Page, id: string) => {
  await saved(page).waitFor();
  await eventually(async () => (await serverCopy(id)).version).toBeGreaterThan(0);
  return (await serverCopy(id)).diagram;
};

/** Drags a part by its body to a point on the screen, as a person would. */
const dragPartTo = async (page: Page, id: string, to: { x: number; y: number }) => {
  const from = await centreOf(
    node(page, id).locator('[data-part-drawing], wokwi-led, wokwi-resistor').first(),
  );
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
};

/** GP15 → 330 Ω → yellow LED → GND, with one bend: the circuit of most first lessons. */
const BLINK: Diagram = {
  parts: [
    { id: 'pico1', type: 'wokwi-pi-pico', x: 0, y: 0, rotate: 0, flip: false, attrs: {} },
    { id: 'r1', type: 'wokwi-resistor', x: 134.4, y: 192, rotate: 0, flip: false, attrs: { value: '330' } },
    { id: 'led1', type: 'wokwi-led', x: 230.4, y: 96, rotate: 0, flip: false, attrs: { color: 'yellow' } },
  ],
  wires: [
    {
      id: 'w1',
      from: { part: 'pico1', pin: 'GP15' },
      to: { part: 'r1', pin: '1' },
      color: 'green',
      bends: [{ x: 4.8, y: 220.8 }],
    },
    { id: 'w2', from: { part: 'r1', pin: '2' }, to: { part: 'led1', pin: 'A' }, color: 'green', bends: [] },
    {
      id: 'w3',
      from: { part: 'led1', pin: 'C' },
      to: { part: 'pico1', pin: 'GND.4' },
      color: 'black',
      bends: [],
    },
  ],
};

describe('drawing a circuit in the workspace', () => {
  it('places, wires, rotates and edits parts; undo/redo; everything is still there after a reload', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await skipTours(context);
    const project = await createProject('Semáforo');
    await page.goto(`/es/board/${project.id}`);
    await saved(page).waitFor();
    const canvas = await pane(page).boundingBox();
    if (!canvas) throw new Error('no canvas');

    // A Pico by click (it lands in the middle), an LED dragged from the sidebar to the right.
    await tile(page, 'Raspberry Pi Pico').click();
    await node(page, 'pico1').waitFor();
    await tile(page, 'LED').dragTo(pane(page), {
      targetPosition: { x: canvas.width * 0.8, y: canvas.height * 0.3 },
    });
    await node(page, 'led1').waitFor();
    // The resistor by click, then moved out of the Pico's way.
    await tile(page, 'Resistencia').click();
    await node(page, 'r1').waitFor();
    await dragPartTo(page, 'r1', { x: canvas.x + canvas.width * 0.85, y: canvas.y + canvas.height * 0.6 });

    let diagram = await savedDiagram(page, project.id);
    expect(diagram.parts.map((p) => [p.id, p.type])).toEqual([
      ['pico1', 'wokwi-pi-pico'],
      ['led1', 'wokwi-led'],
      ['r1', 'wokwi-resistor'],
    ]);

    // GP15 → resistor by clicks with a bend below the board; Esc first drops a wire begun by mistake.
    await pin(page, 'pico1', 'GP16').click();
    await page.locator('[data-wire-preview]').waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    await page.locator('[data-wire-preview]').waitFor({ state: 'detached' });
    const gp15 = await centreOf(pin(page, 'pico1', 'GP15'));
    await pin(page, 'pico1', 'GP15').click();
    await page.mouse.click(gp15.x, gp15.y + 60);
    await page.mouse.move(gp15.x + 100, gp15.y + 60);
    await pin(page, 'r1', '1').click();
    // A click on a pin wires; it does not also select the part.
    await page.locator('[data-wire-preview]').waitFor({ state: 'detached' });
    expect(await page.locator('[data-part-id="r1"]').getAttribute('data-selected')).toBeNull();
    // Resistor → LED anode by dragging from pin to pin; LED cathode → GND by clicks.
    await pin(page, 'r1', '2').hover();
    await page.mouse.down();
    const anode = await centreOf(pin(page, 'led1', 'A'));
    await page.mouse.move(anode.x, anode.y, { steps: 8 });
    await page.mouse.up();
    await pin(page, 'led1', 'C').click();
    await pin(page, 'pico1', 'GND.8').click();
    await keepPicture(page, '.test-results/circuit-2.png');

    await eventually(async () => (await serverCopy(project.id)).diagram.wires.length).toBe(3);
    diagram = await savedDiagram(page, project.id);
    const ends = diagram.wires.map((w) =>
      [`${w.from.part}:${w.from.pin}`, `${w.to.part}:${w.to.pin}`].sort(),
    );
    expect(ends).toEqual([
      ['pico1:GP15', 'r1:1'],
      ['led1:A', 'r1:2'],
      ['led1:C', 'pico1:GND.8'],
    ]);
    expect(diagram.wires[0]?.bends).toHaveLength(1);
    expect(diagram.wires[1]?.bends).toEqual([]);

    // R turns the selected resistor by 90°, and the wires follow its pins.
    // (its left half: the wire to the LED runs over the right half, as wires do on Wokwi)
    const resistor = await node(page, 'r1').boundingBox();
    if (!resistor) throw new Error('no resistor');
    await node(page, 'r1').click({ position: { x: resistor.width * 0.28, y: resistor.height / 2 } });
    await page.keyboard.press('r');
    await eventually(
      async () => (await serverCopy(project.id)).diagram.parts.find((p) => p.id === 'r1')?.rotate,
    ).toBe(90);

    // The LED turns green in its properties; undo and redo by keys, then by the top-bar buttons.
    await node(page, 'led1').click();
    const colour = page.getByRole('combobox', { name: t('editor.props.color') });
    await colour.click();
    await page.getByRole('option', { name: t('editor.colors.green') }).click();
    // The LED is drawn as the picture of its look: the look it was drawn with.
    const ledColour = async () =>
      JSON.parse((await node(page, 'led1').locator('[data-picture]').getAttribute('data-look')) ?? '{}')
        .color;
    await eventually(ledColour).toBe('green');
    await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
    await page.keyboard.press('Control+z');
    await eventually(ledColour).toBe('red');
    await page.keyboard.press('Control+y');
    await eventually(ledColour).toBe('green');
    const topUndo = page.getByRole('banner').getByRole('button', { name: t('workspace.undo') });
    const topRedo = page.getByRole('banner').getByRole('button', { name: t('workspace.redo') });
    expect(await topRedo.isDisabled()).toBe(true);
    // The top bar's buttons are announced like the keys: the live region says what happened.
    const announced = () => page.locator('[data-canvas-announcer]').innerText();
    await topUndo.click();
    await eventually(ledColour).toBe('red');
    await eventually(announced).toContain(t('editor.announce.undone'));
    expect(await topRedo.isEnabled()).toBe(true);
    await topRedo.click();
    await eventually(ledColour).toBe('green');
    await eventually(announced).toContain(t('editor.announce.redone'));
    await eventually(
      async () => (await serverCopy(project.id)).diagram.parts.find((p) => p.id === 'led1')?.attrs.color,
    ).toBe('green');

    // Code, then a reload: the circuit and the code come back as they were saved.
    await page.getByRole('textbox', { name: t('workspace.code.editor') }).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nimport board\nled = board.GP15');
    await eventually(async () => (await serverCopy(project.id)).code).toContain('led = board.GP15');
    const before = await savedDiagram(page, project.id);
    await page.reload();
    await node(page, 'led1').locator('[data-part-drawing="wokwi-led"]').waitFor();
    await eventually(ledColour).toBe('green');
    await eventually(() => page.locator('.react-flow__edge').count()).toBe(3);
    await page.getByText('led = board.GP15').waitFor();
    expect((await serverCopy(project.id)).diagram).toEqual(before);
  });

  it('copies parts with their wire into another project, and carries a circuit to a third by diagram.json', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await skipTours(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const source = await createProject('Origen', BLINK);
    const target = await createProject('Destino', {
      parts: [
        { id: 'led1', type: 'wokwi-led', x: 0, y: 0, rotate: 0, flip: false, attrs: { color: 'blue' } },
      ],
      wires: [],
    });

    // Ctrl+C on the LED and the resistor in one project…
    await page.goto(`/es/board/${source.id}`);
    await node(page, 'led1').waitFor();
    await node(page, 'led1').click();
    // The LED is selected before the resistor joins it (a loaded machine can be slow to say so).
    await expect.poll(() => page.locator('[data-part-id="led1"]').getAttribute('data-selected')).toBe('true');
    // On its body: the wire from GP15 now arrives along the resistor's axis into its left end.
    const body = await node(page, 'r1').boundingBox();
    if (!body) throw new Error('no resistor');
    await node(page, 'r1').click({
      modifiers: ['Shift'],
      position: { x: body.width / 2, y: body.height / 2 },
    });
    await page.getByText(t('editor.properties.many', { count: 2 })).waitFor();
    await page.keyboard.press('Control+c');

    // …Ctrl+V in another: new ids beside what is there, the wire between them comes along.
    await page.goto(`/es/board/${target.id}`);
    await node(page, 'led1').waitFor();
    await pane(page).click({ position: { x: 30, y: 30 } });
    await page.keyboard.press('Control+v');
    await node(page, 'r1').waitFor();
    await node(page, 'led2').waitFor();
    await eventually(async () => (await serverCopy(target.id)).diagram.parts.map((p) => p.id)).toEqual([
      'led1',
      'r1',
      'led2',
    ]);
    const pasted = (await serverCopy(target.id)).diagram;
    expect(pasted.parts.find((p) => p.id === 'led2')?.attrs).toEqual({ color: 'yellow' });
    expect(pasted.parts.find((p) => p.id === 'r1')?.attrs).toEqual({ value: '330' });
    expect(pasted.wires.map((w) => [w.from, w.to, w.color])).toEqual([
      [{ part: 'r1', pin: '2' }, { part: 'led2', pin: 'A' }, 'green'],
    ]);

    // Export diagram.json from the first project: Wokwi's format, Wokwi's part and pin names.
    await page.goto(`/es/board/${source.id}`);
    await node(page, 'pico1').waitFor();
    await page.getByRole('button', { name: t('workspace.files.menu') }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: t('workspace.files.exportDiagram') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('diagram.json');
    const file = await download.path();
    const exported = JSON.parse(await readFile(file, 'utf8')) as {
      parts: { id: string; type: string }[];
      connections: [string, string, string, string[]][];
    };
    expect(exported.parts.map((p) => [p.id, p.type])).toEqual([
      ['pico1', 'wokwi-pi-pico'],
      ['r1', 'wokwi-resistor'],
      ['led1', 'wokwi-led'],
    ]);
    expect(exported.connections.map(([from, to, colour]) => [from, to, colour])).toEqual([
      ['pico1:GP15', 'r1:1', 'green'],
      ['r1:2', 'led1:A', 'green'],
      ['led1:C', 'pico1:GND.4', 'black'],
    ]);

    // …and import it into an empty project: the same circuit, saved.
    const copy = await createProject('Copia por archivo');
    await page.goto(`/es/board/${copy.id}`);
    await saved(page).waitFor();
    await page.getByLabel(t('workspace.files.importDiagram')).setInputFiles(file);
    await page.getByText(t('workspace.files.imported')).waitFor();
    await node(page, 'pico1').waitFor();
    await eventually(async () => (await serverCopy(copy.id)).diagram.wires.length).toBe(3);
    const imported = (await serverCopy(copy.id)).diagram;
    const shape = (d: Diagram) => ({
      parts: d.parts.map(({ id, type, attrs, rotate }) => ({ id, type, attrs, rotate })),
      wires: d.wires.map(({ from, to, color }) => ({ from, to, color })),
    });
    expect(shape(imported)).toEqual(shape(BLINK));
    // The bend travels as Wokwi's route, kept as it came and drawn through the same corner.
    expect(imported.wires[0]?.route).toEqual(exported.connections[0]?.[3]);
    expect(imported.wires[0]?.route).not.toEqual([]);
    const legs = (id: string) =>
      page.locator(`.react-flow__edge[data-id="${id}"] path.react-flow__edge-path`);
    await page.goto(`/es/board/${source.id}`);
    await node(page, 'pico1').waitFor();
    const drawnThere = await legs('w1').getAttribute('d');
    await page.goto(`/es/board/${copy.id}`);
    await node(page, 'pico1').waitFor();
    await eventually(() => legs('w1').getAttribute('d')).toBe(drawnThere);
  });

  it('draws only what is in view: zoomed in between far LEDs, none is drawn, nor the wire at one side', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await skipTours(context);
    const led = (id: string, x: number) =>
      ({ id, type: 'wokwi-led', x, y: 0, rotate: 0, flip: false, attrs: { color: 'red' } }) as const;
    const project = await createProject('Lejos', {
      parts: [led('left', 0), led('beside', 100), led('right', 4000)],
      wires: [
        {
          id: 'far',
          from: { part: 'left', pin: 'C' },
          to: { part: 'beside', pin: 'A' },
          color: 'green',
          bends: [],
        },
      ],
    });
    await page.goto(`/es/board/${project.id}`);
    const drawn = (id: string) => node(page, id).locator('[data-picture] img');
    const farWire = page.locator('[data-wire-id="far"]');
    const ids = ['left', 'beside', 'right'];
    // Fitted to the board, the LEDs and the wire are drawn.
    for (const id of ids) await drawn(id).waitFor();
    await farWire.waitFor();
    // Zoomed in on the middle, all are out of view: their nodes stay, without picture or pins.
    const zoomIn = page.getByRole('button', { name: t('editor.actions.zoomIn') });
    // Each step zooms by a fifth over 150 ms; the next waits for it, so the steps add up. The wire
    // (its box reaches 80 px around its ends, for its route) is the last to leave the view.
    for (let step = 0; step < 12 && (await farWire.count()) > 0; step += 1) {
      await zoomIn.click();
      await page.waitForTimeout(300);
    }
    for (const id of ids) {
      await node(page, id).locator('[data-out-of-view]').waitFor({ state: 'attached' });
      expect(await drawn(id).count()).toBe(0);
      expect(await node(page, id).locator('.react-flow__handle').count()).toBe(0);
    }
    await farWire.waitFor({ state: 'detached' });
    // Fitted again, everything is drawn again.
    await page.getByRole('button', { name: t('editor.actions.fitView') }).click();
    for (const id of ids) await drawn(id).waitFor();
    await farWire.waitFor();
  });
});
