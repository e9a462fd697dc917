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

  it('writes on the LCD, counts the encoder’s turns, lights a 7-segment digit and the NeoPixel ring', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    const diagram = makeDiagram({
      parts: [
        pico({ id: 'pico1', x: 40, y: 40 }),
        part('wokwi-lcd1602', 'lcd1', { x: 240, y: 20, attrs: { pins: 'i2c' } }),
        part('wokwi-ky-040', 'enc1', { x: 240, y: 200 }),
        part('wokwi-7segment', 'seg1', { x: 420, y: 200, attrs: { common: 'cathode', digits: '1' } }),
        part('wokwi-led-ring', 'ring1', { x: 560, y: 20, attrs: { pixels: '16' } }),
      ],
      wires: [
        wire('lcd1:SDA', 'pico1:GP4'),
        wire('lcd1:SCL', 'pico1:GP5'),
        wire('lcd1:VCC', 'pico1:VBUS', { color: 'red' }),
        wire('lcd1:GND', 'pico1:GND.2', { color: 'black' }),
        wire('enc1:CLK', 'pico1:GP14'),
        wire('enc1:DT', 'pico1:GP15'),
        wire('enc1:VCC', 'pico1:3V3', { color: 'red' }),
        wire('enc1:GND', 'pico1:GND.4', { color: 'black' }),
        wire('seg1:A', 'pico1:GP16'),
        wire('seg1:COM.1', 'pico1:GND.5', { color: 'black' }),
        wire('ring1:DIN', 'pico1:GP22'),
        wire('ring1:VCC', 'pico1:VBUS', { color: 'red' }),
        wire('ring1:GND', 'pico1:GND.6', { color: 'black' }),
      ],
    });
    const code = `import time
import board
import busio
import digitalio
import neopixel
import rotaryio
from adafruit_character_lcd.character_lcd_i2c import Character_LCD_I2C

lcd = Character_LCD_I2C(busio.I2C(board.GP5, board.GP4), 16, 2)
lcd.message = "Hola Chispa"
encoder = rotaryio.IncrementalEncoder(board.GP14, board.GP15)
segment = digitalio.DigitalInOut(board.GP16)
segment.switch_to_output(True)
ring = neopixel.NeoPixel(board.GP22, 16)
ring.fill((0, 40, 0))
last = None
while True:
    if encoder.position != last:
        last = encoder.position
        print("pos", last)
    time.sleep(0.05)
`;
    const created = await context.request.post('/api/projects', {
      data: { name: 'Más partes', category: 'iot' },
    });
    const { id, version } = (await created.json()) as { id: string; version: number };
    const saved = await context.request.patch(`/api/projects/${id}`, { data: { version, diagram, code } });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto(`/es/board/${id}`);
    await page.locator('.react-flow__node[data-id="lcd1"] [data-part-drawing="wokwi-lcd1602"]').waitFor();
    await page.getByRole('button', { name: t('run.run'), exact: true }).click();
    await eventually(() => consoleText(page)).toContain('pos 0');

    const lcdText = () =>
      page.evaluate(() => {
        const lcd = document.querySelector('.react-flow__node[data-id="lcd1"] wokwi-lcd1602') as
          | (HTMLElement & { characters?: Uint8Array })
          | null;
        return String.fromCharCode(...(lcd?.characters ?? []));
      });
    await eventually(lcdText).toContain('Hola Chispa');

    const segmentA = () =>
      page.evaluate(
        () =>
          (
            document.querySelector('.react-flow__node[data-id="seg1"] wokwi-7segment') as
              | (HTMLElement & { values?: number[] })
              | null
          )?.values?.[0] ?? 0,
      );
    await eventually(segmentA).toBe(1);

    const ringPixel = () =>
      page.evaluate(() => {
        const ring = document.querySelector('.react-flow__node[data-id="ring1"] wokwi-led-ring');
        const pixel = ring?.shadowRoot?.querySelector('rect.pixel') as SVGElement | null;
        return pixel?.style.fill ?? '';
      });
    await eventually(ringPixel).toContain('rgb(0');

    // Two detents clockwise on the drawing: the program counts them.
    const encoder = page.locator('.react-flow__node[data-id="enc1"] wokwi-ky-040');
    for (let i = 0; i < 2; i += 1)
      await encoder.evaluate((element) => element.dispatchEvent(new InputEvent('rotate-cw')));
    await eventually(() => consoleText(page)).toContain('pos 2');
    await page.getByRole('button', { name: t('run.stop'), exact: true }).click();
  });
});
