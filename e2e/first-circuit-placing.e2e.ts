import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import { checkA11y } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { keepPicture } from './support/pictures.ts';
import { signInThroughApi } from './support/session.ts';
import { type Lang, text } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

const journey = setUpJourney();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface SavedProject {
  id: string;
  version: number;
  diagram: Diagram;
}

const serverCopy = async (id: string): Promise<SavedProject> =>
  (await (await journey.context.request.get(`/api/projects/${id}`)).json()) as SavedProject;

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 100 });

const node = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
const pin = (page: Page, part: string, name: string) =>
  page.locator(`.react-flow__handle[data-nodeid="${part}"][data-handleid="${name}"]`);
const wirePath = (page: Page, id: string) =>
  page.locator(`.react-flow__edge[data-id="${id}"] path.react-flow__edge-path`);
const selectedParts = (page: Page) =>
  page
    .locator('[data-part-id][data-selected]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-part-id')));

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
};

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The corners of a drawn wire, from its SVG path (`M x y L x y …`). */
const cornersOf = (d: string | null) =>
  [...(d ?? '').matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));

/** A point on the screen `fraction` of the way along an SVG shape of the canvas. */
const screenPointAlong = (locator: Locator, fraction: number) =>
  locator.evaluate((shape, k) => {
    const geometry = shape as SVGGeometryElement;
    const at = geometry.getPointAtLength(geometry.getTotalLength() * k);
    const m = geometry.getScreenCTM();
    if (!m) throw new Error('not drawn');
    return { x: at.x * m.a + at.y * m.c + m.e, y: at.x * m.b + at.y * m.d + m.f };
  }, fraction);

/** Records every part that got the just-placed highlight, however briefly it shows. */
const watchHighlights = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { placed: string[] }).placed = seen;
    const note = (el: Element) => {
      for (const placed of [el, ...el.querySelectorAll('[data-placed]')]) {
        if (placed.hasAttribute('data-placed')) seen.push(placed.getAttribute('data-part-id') ?? '');
      }
    };
    // A new node may mount already highlighted (childList) or get the mark later (attributes).
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes') note(r.target as Element);
        for (const added of r.addedNodes) if (added instanceof Element) note(added);
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-placed'],
    });
  });
const highlighted = (page: Page) => page.evaluate(() => (window as unknown as { placed: string[] }).placed);

/** Presses the mouse on `from` and lets go `by` screen px further, in steps, as a hand would. */
const drag = async (page: Page, from: { x: number; y: number }, by: { x: number; y: number }) => {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + by.x / 2, from.y + by.y / 2, { steps: 5 });
  await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 5 });
  await page.mouse.up();
};

const PARTS = [
  { id: 'pico1', names: { es: 'Raspberry Pi Pico', pt: 'Raspberry Pi Pico' } },
  { id: 'led1', names: { es: 'LED', pt: 'LED' } },
  { id: 'r1', names: { es: 'Resistencia', pt: 'Resistor' } },
] as const;

const addByClick = async (page: Page, lang: 'es' | 'pt') => {
  await watchHighlights(page);
  for (const { id, names } of PARTS) {
    const label = text(lang, 'editor.sidebar.add', { name: names[lang] });
    const tile = page.getByRole('button', { name: label, exact: true });
    // The resistor by keyboard: Enter on its tile places it as a click does.
    if (id === 'r1') await tile.press('Enter');
    else await tile.click();
    await node(page, id).locator('.react-flow__handle').first().waitFor({ state: 'attached' });
    // Each new part is the selection, alone, and was outlined when it landed.
    await eventually(() => selectedParts(page)).toEqual([id]);
  }
  expect(await highlighted(page)).toEqual(expect.arrayContaining(PARTS.map((p) => p.id)));
  const boxes = await Promise.all(PARTS.map(({ id }) => boxOf(node(page, id))));
  boxes.forEach((a, i) => {
    boxes.slice(i + 1).forEach((b, j) => {
      expect(overlap(a, b), `${PARTS[i]?.id} over ${PARTS[i + j + 1]?.id}`).toBe(false);
    });
  });
};

/** With the LED moved onto the Pico, selecting the Pico leaves the LED drawn on top. */
const checkSelectionHidesNothing = async (page: Page) => {
  const led = await boxOf(node(page, 'led1'));
  const pico = await boxOf(node(page, 'pico1'));
  const ledCentre = { x: led.x + led.width / 2, y: led.y + led.height / 2 };
  const picoCentre = { x: pico.x + pico.width / 2, y: pico.y + pico.height / 2 };
  await drag(page, ledCentre, { x: picoCentre.x - ledCentre.x, y: picoCentre.y - ledCentre.y });
  await eventually(async () => overlap(await boxOf(node(page, 'led1')), pico)).toBe(true);
  // A point of the Pico as it is drawn now (the view may have followed the drag) that no other part
  // covers, found from the top of the board down.
  const board = await boxOf(node(page, 'pico1'));
  const spot = await page.evaluate(
    ({ x, top, bottom }) => {
      for (let y = top + 8; y < bottom; y += 4)
        if (
          document.elementFromPoint(x, y)?.closest('.react-flow__node')?.getAttribute('data-id') === 'pico1'
        )
          return { x, y };
      return null;
    },
    { x: board.x + board.width / 2, top: board.y, bottom: board.y + board.height },
  );
  if (!spot) throw new Error('the LED covers the whole middle of the Pico');
  await page.mouse.click(spot.x, spot.y);
  await eventually(() => selectedParts(page)).toEqual(['pico1']);
  const moved = await boxOf(node(page, 'led1'));
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('.react-flow__node')?.getAttribute('data-id'),
    { x: moved.x + moved.width / 2, y: moved.y + moved.height / 2 },
  );
  expect(onTop).toBe('led1');
  // One undo puts the LED back beside the Pico.
  await page.keyboard.press('Control+z');
  await eventually(async () => overlap(await boxOf(node(page, 'led1')), pico)).toBe(false);
};

const wirePins = async (page: Page, from: Locator, to: Locator, id: string) => {
  await from.click();
  await to.click();
  await page.locator(`.react-flow__edge[data-id="${id}"]`).waitFor();
};

const selectWire = async (page: Page, id: string) => {
  const at = await screenPointAlong(wirePath(page, id), 0.5);
  await page.mouse.click(at.x, at.y);
  await page
    .locator(`.react-flow__edge[data-id="${id}"] [data-wire-segment]`)
    .first()
    .waitFor({ state: 'attached' });
};

/** Drags the longest inner segment of the selected wire 29 px across itself. */
const dragSegment = async (page: Page, id: string) => {
  const segments = page.locator(`.react-flow__edge[data-id="${id}"] [data-wire-segment]`);
  const count = await segments.count();
  const lengths = await segments.evaluateAll((lines) =>
    lines.map((l) => (l as SVGLineElement).getTotalLength()),
  );
  const inner = lengths.map((length, index) => ({ length, index })).slice(1, count - 1);
  const longest = [...(inner.length > 0 ? inner : [{ length: 0, index: 0 }])].sort(
    (a, b) => b.length - a.length,
  )[0];
  const segment = segments.nth(longest?.index ?? 0);
  const isHorizontal = (await segment.getAttribute('data-axis')) === 'horizontal';
  const from = await screenPointAlong(segment, 0.3);
  await drag(page, from, isHorizontal ? { x: 0, y: 29 } : { x: 29, y: 0 });
};

const runJourney = async (lang: 'es' | 'pt') => {
  const { page, context } = journey;
  await signInThroughApi(context, 'student');
  await skipTours(context);
  const created = await context.request.post('/api/projects', {
    data: { name: 'Mi LED', category: 'robotics' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as SavedProject;
  await page.goto(`/${lang}/board/${id}`);
  const saved = page.getByRole('status').filter({ hasText: text(lang, 'workspace.save.saved') });
  await saved.waitFor();

  await addByClick(page, lang);
  await checkSelectionHidesNothing(page);

  // Pico GP15 → resistor → LED, by clicking pin after pin.
  await wirePins(page, pin(page, 'pico1', 'GP15'), pin(page, 'r1', '1'), 'w1');
  await wirePins(page, pin(page, 'r1', '2'), pin(page, 'led1', 'A'), 'w2');
  await keepPicture(page, `.test-results/first-circuit-wired-${lang}.png`);
  // GP15 is on the Pico's left header: its wire leaves to the left, not over the pin labels.
  const [start, next] = cornersOf(await wirePath(page, 'w1').getAttribute('d'));
  expect(next?.y).toBe(start?.y);
  expect(next?.x).toBeLessThan(start?.x ?? 0);

  // A segment dragged across itself reshapes the wire; one undo takes the whole drag back.
  await selectWire(page, 'w1');
  const automatic = await wirePath(page, 'w1').getAttribute('d');
  await dragSegment(page, 'w1');
  await eventually(() => wirePath(page, 'w1').getAttribute('d')).not.toBe(automatic);
  const reshaped = await wirePath(page, 'w1').getAttribute('d');
  await page.keyboard.press('Control+z');
  await eventually(() => wirePath(page, 'w1').getAttribute('d')).toBe(automatic);
  await page.keyboard.press('Control+y');
  await eventually(() => wirePath(page, 'w1').getAttribute('d')).toBe(reshaped);
  await eventually(async () => (await serverCopy(id)).diagram.wires[0]?.bends.length ?? 0).toBeGreaterThan(0);
  await page.reload();
  await eventually(() => wirePath(page, 'w1').getAttribute('d')).toBe(reshaped);

  // A double-click on a bend removes it.
  await selectWire(page, 'w1');
  const bends = (await serverCopy(id)).diagram.wires[0]?.bends.length ?? 0;
  await page.locator('.react-flow__edge[data-id="w1"] [data-wire-bend]').first().dblclick();
  await eventually(async () => (await serverCopy(id)).diagram.wires[0]?.bends.length).toBe(bends - 1);

  // 6 paints the selected wire blue, as on Wokwi; the board passes axe with the wire selected.
  await page.keyboard.press('6');
  await eventually(() => page.locator('[data-wire-id="w1"]').getAttribute('data-wire-color')).toBe('blue');
  await eventually(async () => (await serverCopy(id)).diagram.wires[0]?.color).toBe('blue');
  await checkA11y(page, `board with a wire selected (${lang})`);

  // The shortcuts modal lists the colour keys in the page's language.
  await page.getByRole('button', { name: text(lang, 'workspace.help.menu') }).click();
  await page.getByRole('menuitem', { name: text(lang, 'workspace.help.shortcuts.title') }).click();
  const modal = page.getByRole('dialog');
  await modal.getByText(text(lang, 'workspace.help.shortcuts.wireColor')).waitFor();
  await modal.getByText(`6 ${text(lang, 'editor.colors.blue')}`, { exact: false }).waitFor();
  await checkA11y(page, `shortcuts modal (${lang})`);
};

describe('a first circuit: placing parts and shaping wires', () => {
  for (const lang of ['es', 'pt'] as const satisfies readonly Lang[]) {
    it(`places parts apart, keeps the LED visible, routes and reshapes wires, paints by keys (${lang})`, () =>
      runJourney(lang));
  }
});
