import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import { makeDiagram, part, pico, wire } from '../src/domain/circuit/test-builders.ts';
import { setUpJourney } from './support/journey.ts';
import { signInThroughApi } from './support/session.ts';
import { t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

/**
 * The parts come alive in the browser (issue 24): a program draws on an SSD1306, reads an HC-SR04
 * whose distance the student changes while it runs, and hears a membrane keypad's keys.
 */

const journey = setUpJourney();
beforeEach(() => skipTours(journey.context));

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

const circuit = (): Diagram =>
  makeDiagram({
    parts: [
      pico({ id: 'pico1', x: 40, y: 40 }),
      part('wokwi-ssd1306', 'oled1', { x: 240, y: 20 }),
      part('wokwi-hc-sr04', 'sonar1', { x: 240, y: 200, attrs: { distance: '100' } }),
      part('wokwi-membrane-keypad', 'keypad1', { x: 480, y: 20 }),
    ],
    wires: [
      wire('oled1:DATA', 'pico1:GP4'),
      wire('oled1:CLK', 'pico1:GP5'),
      wire('oled1:3V3', 'pico1:3V3', { color: 'red' }),
      wire('oled1:GND', 'pico1:GND.2', { color: 'black' }),
      wire('sonar1:VCC', 'pico1:VBUS', { color: 'red' }),
      wire('sonar1:GND', 'pico1:GND.3', { color: 'black' }),
      wire('sonar1:TRIG', 'pico1:GP16'),
      wire('sonar1:ECHO', 'pico1:GP17'),
      ...['GP6', 'GP7', 'GP8', 'GP9'].map((gp, i) => wire(`keypad1:R${i + 1}`, `pico1:${gp}`)),
      ...['GP10', 'GP11', 'GP12', 'GP13'].map((gp, i) => wire(`keypad1:C${i + 1}`, `pico1:${gp}`)),
    ],
  });

const PROGRAM = `import time
import board
import busio
import keypad
import adafruit_hcsr04
import adafruit_ssd1306

pantalla = adafruit_ssd1306.SSD1306_I2C(128, 64, busio.I2C(board.GP5, board.GP4))
sonar = adafruit_hcsr04.HCSR04(trigger_pin=board.GP16, echo_pin=board.GP17)
teclas = keypad.KeyMatrix(
    row_pins=(board.GP6, board.GP7, board.GP8, board.GP9),
    column_pins=(board.GP10, board.GP11, board.GP12, board.GP13),
)
while True:
    distancia = sonar.distance
    print("distancia", round(distancia))
    pantalla.fill(0)
    pantalla.text("Hola", 0, 0, 1)
    pantalla.show()
    evento = teclas.events.get()
    if evento and evento.pressed:
        print("tecla", evento.key_number)
    time.sleep(0.2)
`;

const openProject = async (context: BrowserContext, page: Page) => {
  const created = await context.request.post('/api/projects', { data: { name: 'Partes', category: 'iot' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, version } = (await created.json()) as { id: string; version: number };
  const saved = await context.request.patch(`/api/projects/${id}`, {
    data: { version, diagram: circuit(), code: PROGRAM },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto(`/es/board/${id}`);
  await page.locator('.react-flow__node[data-id="oled1"] [data-part-drawing="wokwi-ssd1306"]').waitFor();
  return id;
};

const consoleText = (page: Page) =>
  page.getByRole('log', { name: t('run.console.simulatorLog') }).innerText();
const lastDistance = async (page: Page) => {
  const found = [...(await consoleText(page)).matchAll(/distancia (\d+)/g)];
  return Number(found.at(-1)?.[1] ?? Number.NaN);
};

/** How many of the OLED element's pixels are lit. */
const litPixels = (page: Page) =>
  page.evaluate(() => {
    const oled = document.querySelector('.react-flow__node[data-id="oled1"] wokwi-ssd1306') as
      | (HTMLElement & { imageData?: ImageData })
      | null;
    const data = oled?.imageData?.data;
    let lit = 0;
    for (let i = 0; data && i < data.length; i += 4) if ((data[i] ?? 0) > 0) lit += 1;
    return lit;
  });

describe('parts that come alive', () => {
  it('draws on the OLED, reads the distance the student sets while it runs, and hears the keypad', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    const id = await openProject(context, page);

    await page.getByRole('button', { name: t('run.run'), exact: true }).click();
    await eventually(() => lastDistance(page)).toBeGreaterThan(95);
    expect(await lastDistance(page)).toBeLessThan(105);
    // "Hola" in the 5×8 font lights a few dozen pixels, and only those.
    await eventually(() => litPixels(page)).toBeGreaterThan(20);
    expect(await litPixels(page)).toBeLessThan(200);

    // A click on the running sensor opens its control; the program reads the new distance at once.
    await page.locator('[data-sensor-control="sonar1"]').click();
    const distance = page.getByRole('textbox', { name: t('editor.controls.distance') });
    await distance.fill('40');
    await distance.press('Enter');
    await eventually(() => lastDistance(page)).toBeLessThan(45);
    expect(await lastDistance(page)).toBeGreaterThan(35);
    await page.keyboard.press('Escape');

    // A key of the membrane keypad, pressed on the drawing: "5" is row 1, column 1 (key 5).
    const keypad = page.locator('.react-flow__node[data-id="keypad1"] wokwi-membrane-keypad');
    await keypad.evaluate((element) => {
      element.dispatchEvent(new CustomEvent('button-press', { detail: { key: '5', row: 1, column: 1 } }));
    });
    await eventually(() => consoleText(page)).toContain('tecla 5');
    await keypad.evaluate((element) => {
      element.dispatchEvent(new CustomEvent('button-release', { detail: { key: '5', row: 1, column: 1 } }));
    });

    // The distance set is the part's attr: saved with the circuit.
    await page.getByRole('button', { name: t('run.stop'), exact: true }).click();
    await eventually(async () => {
      const project = await context.request.get(`/api/projects/${id}`);
      const { diagram } = (await project.json()) as { diagram: Diagram };
      return diagram.parts.find((p) => p.id === 'sonar1')?.attrs.distance;
    }).toBe('40');
  });
});
