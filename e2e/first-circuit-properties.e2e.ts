import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import { checkA11y } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { keepPicture } from './support/pictures.ts';
import { signInThroughApi } from './support/session.ts';
import { exactly, type Lang, text } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

const journey = setUpJourney();

/** What a student reads, written out per language: a wrong or missing translation fails here. */
const NAMES = {
  es: {
    resistorTile: 'Resistencia',
    resistor: 'Resistencia 1 · 220 Ω',
    resistorTyped: 'Resistencia 1 · 4,7 kΩ',
    resistorPreset: 'Resistencia 1 · 1 kΩ',
    secondResistor: 'Resistencia 2 · 220 Ω',
    led: 'LED rojo 1',
    wire: 'Cable de GP15 a LED rojo 1',
    otherLanguageWord: 'resistor',
    photoresistorTile: 'Fotorresistencia (LDR)',
    groups: ['Placas', 'Salidas', 'Entradas', 'Sensores', 'Protoboard'],
  },
  pt: {
    resistorTile: 'Resistor',
    resistor: 'Resistor 1 · 220 Ω',
    resistorTyped: 'Resistor 1 · 4,7 kΩ',
    resistorPreset: 'Resistor 1 · 1 kΩ',
    secondResistor: 'Resistor 2 · 220 Ω',
    led: 'LED vermelho 1',
    wire: 'Fio de GP15 para LED vermelho 1',
    otherLanguageWord: 'resistencia',
    photoresistorTile: 'Fotoresistor (LDR)',
    groups: ['Placas', 'Saídas', 'Entradas', 'Sensores', 'Protoboard'],
  },
} as const;

const createProject = async (name: string): Promise<{ id: string }> => {
  const response = await journey.context.request.post('/api/projects', {
    data: { name, category: 'robotics' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
};

const serverDiagram = async (id: string): Promise<Diagram> =>
  ((await (await journey.context.request.get(`/api/projects/${id}`)).json()) as { diagram: Diagram }).diagram;

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000, interval: 100 });

const node = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
const pin = (page: Page, part: string, name: string) =>
  page.locator(`.react-flow__handle[data-nodeid="${part}"][data-handleid="${name}"]`);

const centreOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Drags a part by its body to a point of the canvas, out of the others' way. */
const dragPartTo = async (page: Page, id: string, to: { x: number; y: number }) => {
  const from = await centreOf(node(page, id).locator('[data-part-drawing]').first());
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
};

/** Selected from the keyboard, as a student using Tab and Enter would. */
const select = async (page: Page, element: Locator) => {
  await element.focus();
  await page.keyboard.press('Enter');
};

describe('a first circuit, named as a student names it', () => {
  for (const lang of ['es', 'pt'] as const satisfies readonly Lang[]) {
    it(`in ${lang}: friendly names, a resistance with units and presets, advanced details, a grouped palette searchable in every language`, async () => {
      const { page, context } = journey;
      const names = NAMES[lang];
      const say = (key: string, vars?: Record<string, string | number>) => text(lang, key, vars);
      await signInThroughApi(context, 'student');
      await skipTours(context);
      const project = await createProject(`Primer circuito ${lang}`);
      await page.goto(`/${lang}/board/${project.id}`);
      const palette = page.locator('[data-tour="components"]');
      const tile = (name: string) =>
        palette.getByRole('button', { name: say('editor.sidebar.add', { name }) });
      await tile('Raspberry Pi Pico').waitFor();

      // The palette is grouped under headings in the page's language, in this order.
      const headings = palette.getByRole('heading', { level: 3 });
      await eventually(() => headings.allTextContents()).toEqual(names.groups);

      // A Pico, an LED and a resistor by click; the LED and resistor moved clear of the board.
      const canvas = await page.locator('.react-flow__pane').boundingBox();
      if (!canvas) throw new Error('no canvas');
      await tile('Raspberry Pi Pico').click();
      await node(page, 'pico1').waitFor();
      await tile('LED').click();
      await node(page, 'led1').locator('[data-part-drawing="wokwi-led"]').waitFor();
      await dragPartTo(page, 'led1', {
        x: canvas.x + canvas.width * 0.85,
        y: canvas.y + canvas.height * 0.3,
      });
      await tile(names.resistorTile).click();
      await node(page, 'r1').locator('[data-part-drawing="wokwi-resistor"]').waitFor();
      await dragPartTo(page, 'r1', { x: canvas.x + canvas.width * 0.85, y: canvas.y + canvas.height * 0.65 });

      // GP15 to the LED's anode, by two clicks.
      await pin(page, 'pico1', 'GP15').click();
      await pin(page, 'led1', 'A').click();
      await eventually(async () => (await serverDiagram(project.id)).wires.length).toBe(1);

      const properties = page.getByRole('region', { name: say('editor.properties.title') });
      const heading = (name: string) => properties.getByRole('heading', { name: exactly(name) });

      // The resistor and the LED by their names; the wire by where it goes.
      await select(page, node(page, 'r1'));
      await heading(names.resistor).waitFor();
      // On the canvas too, a screen reader hears these names, and the keyboard reaches them by it.
      const onCanvas = (name: string) =>
        page.locator('.react-flow').getByRole('group', { name: exactly(name) });
      await select(page, onCanvas(names.led));
      await heading(names.led).waitFor();
      await select(page, onCanvas(names.wire));
      await heading(names.wire).waitFor();
      // The raw ends are advanced detail: hidden until the disclosure is opened.
      const rawEnds = properties.getByText(exactly('pico1:GP15 → led1:A'));
      const advanced = properties.getByRole('button', { name: say('editor.properties.advanced') });
      expect(await rawEnds.isVisible()).toBe(false);
      await advanced.click();
      await rawEnds.waitFor();

      // The resistor: its id and Wokwi type only under Advanced, opened from the keyboard.
      await select(page, node(page, 'r1'));
      await heading(names.resistor).waitFor();
      const type = properties.getByText(exactly('wokwi-resistor'));
      const id = properties.getByText(exactly('r1'));
      expect(await type.isVisible()).toBe(false);
      expect(await id.isVisible()).toBe(false);
      expect(await advanced.getAttribute('aria-expanded')).toBe('false');
      await advanced.focus();
      await page.keyboard.press('Enter');
      await type.waitFor();
      await id.waitFor();
      expect(await advanced.getAttribute('aria-expanded')).toBe('true');
      await checkA11y(page, `properties panel with Advanced open (${lang})`);
      await keepPicture(page, `.test-results/first-circuit-properties-${lang}.png`);

      // A value typed as printed on a part, then a preset: shown with units, stored as Wokwi does.
      const value = properties.getByRole('textbox', { name: say('editor.properties.resistance') });
      await value.fill('4k7');
      await value.press('Enter');
      await heading(names.resistorTyped).waitFor();
      await eventually(
        async () => (await serverDiagram(project.id)).parts.find((p) => p.id === 'r1')?.attrs,
      ).toEqual({ value: '4700' });
      const presets = properties.getByRole('radiogroup', {
        name: say('editor.properties.resistancePresets'),
      });
      await presets.getByText(exactly('1 kΩ')).click();
      await heading(names.resistorPreset).waitFor();
      await eventually(
        async () => (await serverDiagram(project.id)).parts.find((p) => p.id === 'r1')?.attrs,
      ).toEqual({ value: '1000' });

      // After a reload the resistor is still 1 kΩ, and its preset is the one chosen.
      await page.reload();
      await node(page, 'r1').locator('[data-part-drawing="wokwi-resistor"]').waitFor();
      await select(page, node(page, 'r1'));
      await heading(names.resistorPreset).waitFor();
      expect(await presets.getByRole('radio', { name: '1 kΩ' }).isChecked()).toBe(true);

      // The palette found by the other language's word, accents or not; nothing for nonsense.
      const search = palette.getByRole('searchbox', { name: say('editor.sidebar.search') });
      await search.fill(names.otherLanguageWord);
      const tileNames = () =>
        palette
          .getByRole('button')
          .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
      await eventually(tileNames).toEqual([
        say('editor.sidebar.add', { name: names.resistorTile }),
        say('editor.sidebar.add', { name: names.photoresistorTile }),
      ]);
      await eventually(() => headings.allTextContents()).toEqual([names.groups[1], names.groups[3]]);
      await checkA11y(page, `palette with a search (${lang})`);
      await keepPicture(page, `.test-results/first-circuit-palette-${lang}.png`);
      await search.fill('resistência');
      // Enter on a found tile adds the part: the second resistor is number 2.
      await tile(names.resistorTile).focus();
      await page.keyboard.press('Enter');
      await node(page, 'r2').waitFor();
      await select(page, node(page, 'r2'));
      await heading(names.secondResistor).waitFor();
      await search.fill('zzz');
      await palette
        .getByRole('status')
        .filter({ hasText: say('editor.sidebar.empty') })
        .waitFor();
    });
  }
});
