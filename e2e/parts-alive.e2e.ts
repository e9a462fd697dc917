import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import { makeDiagram, part, pico, wire } from '../src/domain/circuit/test-builders.ts';
import { supportedParts } from '../src/domain/devices/supported-parts.ts';
import { checkA11y } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { PHONE, screenshotAt360 } from './support/phone.ts';
import { signInThroughApi } from './support/session.ts';
import { t, text } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

/**
 * The parts come alive in the browser (issue 24), a family per journey: a display, a distance
 * sensor and a keypad; an LCD, an encoder, a 7-segment digit and a ring; and the sensors a
 * student sets (DHT22, PIR, NTC) with the sticks and sliders they move (joystick, slide
 * potentiometer, the encoder by keys) — each read by a running program as the student operates it.
 */

const journey = setUpJourney();
beforeEach(() => skipTours(journey.context));

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** A module's VCC (red) and GND (black) wires to the Pico's `vcc` and `gnd` pins. */
const powered = (id: string, vcc: string, gnd: string) => [
  wire(`${id}:VCC`, `pico1:${vcc}`, { color: 'red' }),
  wire(`${id}:GND`, `pico1:${gnd}`, { color: 'black' }),
];

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
      ...powered('sonar1', 'VBUS', 'GND.3'),
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
    const distance = page
      .locator('[data-sensor-controls="sonar1"]')
      .getByRole('textbox', { name: t('editor.controls.distance') });
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
        ...powered('lcd1', 'VBUS', 'GND.2'),
        wire('enc1:CLK', 'pico1:GP14'),
        wire('enc1:DT', 'pico1:GP15'),
        ...powered('enc1', '3V3', 'GND.4'),
        wire('seg1:A', 'pico1:GP16'),
        wire('seg1:COM.1', 'pico1:GND.5', { color: 'black' }),
        wire('ring1:DIN', 'pico1:GP22'),
        ...powered('ring1', 'VBUS', 'GND.6'),
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

  it('reads the DHT22, PIR and NTC the student sets, the joystick dragged and the slider and encoder moved by keys', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    const diagram = makeDiagram({
      parts: [
        pico({ id: 'pico1', x: 40, y: 40 }),
        part('wokwi-dht22', 'dht1', { x: 260, y: 0 }),
        part('wokwi-pir-motion-sensor', 'pir1', { x: 380, y: 0 }),
        part('wokwi-ntc-temperature-sensor', 'ntc1', { x: 520, y: 0 }),
        part('wokwi-analog-joystick', 'joy1', { x: 260, y: 200 }),
        part('wokwi-slide-potentiometer', 'slide1', { x: 400, y: 220 }),
        part('wokwi-ky-040', 'enc1', { x: 260, y: 360 }),
      ],
      wires: [
        ...powered('dht1', '3V3', 'GND.1'),
        wire('dht1:SDA', 'pico1:GP16'),
        ...powered('pir1', 'VBUS', 'GND.2'),
        wire('pir1:OUT', 'pico1:GP18'),
        ...powered('ntc1', '3V3', 'GND.3'),
        wire('ntc1:OUT', 'pico1:GP26'),
        ...powered('joy1', '3V3', 'GND.4'),
        wire('joy1:HORZ', 'pico1:GP27'),
        wire('joy1:SEL', 'pico1:GP22'),
        ...powered('slide1', '3V3', 'GND.5'),
        wire('slide1:SIG', 'pico1:GP28'),
        ...powered('enc1', '3V3', 'GND.6'),
        wire('enc1:CLK', 'pico1:GP14'),
        wire('enc1:DT', 'pico1:GP15'),
      ],
    });
    const code = `import time
import board
import analogio
import digitalio
import rotaryio
import adafruit_dht

dht = adafruit_dht.DHT22(board.GP16)
pir = digitalio.DigitalInOut(board.GP18)
ntc = analogio.AnalogIn(board.A0)
horz = analogio.AnalogIn(board.A1)
slide = analogio.AnalogIn(board.A2)
sel = digitalio.DigitalInOut(board.GP22)
sel.switch_to_input(pull=digitalio.Pull.UP)
encoder = rotaryio.IncrementalEncoder(board.GP14, board.GP15)
while True:
    try:
        temperature = dht.temperature
    except RuntimeError:
        temperature = None
    print("dht", temperature, "pir", pir.value, "ntc", ntc.value, "horz", horz.value,
          "sel", sel.value, "slide", slide.value, "enc", encoder.position)
    time.sleep(0.25)
`;
    const created = await context.request.post('/api/projects', {
      data: { name: 'Sensores', category: 'iot' },
    });
    const { id, version } = (await created.json()) as { id: string; version: number };
    const saved = await context.request.patch(`/api/projects/${id}`, { data: { version, diagram, code } });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto(`/es/board/${id}`);
    await page
      .locator('.react-flow__node[data-id="joy1"] [data-part-drawing="wokwi-analog-joystick"]')
      .waitFor();
    await page.getByRole('button', { name: t('run.run'), exact: true }).click();

    /** The latest reading of each thing the program prints, by name. */
    const reading = async (name: string) => {
      const lines = (await consoleText(page)).split('\n').filter((line) => line.startsWith('dht '));
      const words = lines.at(-1)?.split(' ') ?? [];
      const at = words.indexOf(name);
      return at < 0 ? '' : (words[at + 1] ?? '');
    };
    const number = async (name: string) => Number(await reading(name));
    await eventually(() => reading('enc')).toBe('0');
    expect(await reading('pir')).toBe('False');
    expect(Math.abs((await number('horz')) - 32768)).toBeLessThan(200);
    expect(await reading('sel')).toBe('True');
    const ntcAt24 = await number('ntc');

    // The DHT22's control: a temperature typed in, read by the next measurement.
    await page.locator('[data-sensor-control="dht1"]').click();
    const temperature = page
      .locator('[data-sensor-controls="dht1"]')
      .getByRole('textbox', { name: t('editor.controls.temperature') });
    await temperature.fill('31.5');
    await temperature.press('Enter');
    await eventually(() => reading('dht')).toBe('31.5');
    await page.keyboard.press('Escape');

    // The PIR: "motion now" raises OUT for the sensor's delay.
    await page.locator('[data-sensor-control="pir1"]').click();
    await page.getByRole('button', { name: t('editor.controls.motion') }).click();
    await eventually(() => reading('pir')).toBe('True');
    await page.keyboard.press('Escape');

    // The NTC warmer: less resistance, so OUT moves, by Wokwi's model.
    await page.locator('[data-sensor-control="ntc1"]').click();
    const ntcTemperature = page
      .locator('[data-sensor-controls="ntc1"]')
      .getByRole('textbox', { name: t('editor.controls.temperature') });
    await ntcTemperature.fill('80');
    await ntcTemperature.press('Enter');
    await eventually(async () => Math.abs((await number('ntc')) - ntcAt24)).toBeGreaterThan(5_000);
    await page.keyboard.press('Escape');

    // The joystick's shaft, dragged all the way left and held: HORZ goes to VCC; let go, to the middle.
    const knob = page.locator('.react-flow__node[data-id="joy1"] wokwi-analog-joystick #knob');
    const box = await knob.boundingBox();
    if (!box) throw new Error('the joystick has no knob on screen');
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(middle.x - box.width * 0.3, middle.y);
    await page.mouse.down();
    await page.mouse.move(middle.x - box.width * 2, middle.y, { steps: 4 });
    await eventually(() => number('horz')).toBeGreaterThan(64_000);
    await page.mouse.up();
    await eventually(async () => Math.abs((await number('horz')) - 32768)).toBeLessThan(200);
    // …and by keys, as Wokwi's: held right reads 0; the space bar presses SEL.
    await knob.focus();
    await page.keyboard.down('ArrowRight');
    await eventually(() => number('horz')).toBeLessThan(500);
    await page.keyboard.up('ArrowRight');
    await page.keyboard.down(' ');
    await eventually(() => reading('sel')).toBe('False');
    await page.keyboard.up(' ');

    // The slider by keys: End takes it to the top of its travel, full scale.
    await page.locator('.react-flow__node[data-id="slide1"] wokwi-slide-potentiometer input').focus();
    await page.keyboard.press('End');
    await eventually(() => number('slide')).toBeGreaterThan(65_000);

    // The encoder by keys: two detents clockwise, one back.
    const dial = page.locator('.react-flow__node[data-id="enc1"] wokwi-ky-040 g[tabindex="0"]');
    await dial.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await eventually(() => reading('enc')).toBe('2');
    await page.keyboard.press('ArrowLeft');
    await eventually(() => reading('enc')).toBe('1');
    await page.getByRole('button', { name: t('run.stop'), exact: true }).click();
  });

  it('in Portuguese on a phone: the sensor’s control and the supported parts fit 360 px', async () => {
    const { page, context } = journey;
    const say = (key: string, vars?: Record<string, string | number>) => text('pt', key, vars);
    await signInThroughApi(context, 'student');
    const created = await context.request.post('/api/projects', { data: { name: 'Sonar', category: 'iot' } });
    const { id, version } = (await created.json()) as { id: string; version: number };
    const diagram = makeDiagram({
      parts: [
        pico({ id: 'pico1', x: 40, y: 40 }),
        part('wokwi-hc-sr04', 'sonar1', { x: 10, y: 260, attrs: { distance: '100' } }),
      ],
      wires: [
        ...powered('sonar1', 'VBUS', 'GND.3'),
        wire('sonar1:TRIG', 'pico1:GP16'),
        wire('sonar1:ECHO', 'pico1:GP17'),
      ],
    });
    const code = `import time
import board
import adafruit_hcsr04

sonar = adafruit_hcsr04.HCSR04(trigger_pin=board.GP16, echo_pin=board.GP17)
while True:
    print("distancia", round(sonar.distance))
    time.sleep(0.3)
`;
    await context.request.patch(`/api/projects/${id}`, { data: { version, diagram, code } });
    await page.setViewportSize(PHONE);
    await page.goto(`/pt/board/${id}`);
    await page.getByRole('button', { name: say('run.run'), exact: true }).click();
    // Opened from the keyboard, as a person on a phone with a keyboard (or a switch) would.
    await page.locator('[data-sensor-control="sonar1"]').press('Enter');
    const control = page.locator('[data-sensor-controls="sonar1"]');
    const distance = control.getByRole('textbox', { name: say('editor.controls.distance') });
    await distance.waitFor();
    await screenshotAt360(page, 'sensor-control-pt', () => distance.waitFor(), { fits: control });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: say('run.stop'), exact: true }).click();

    // The help that lists every part with what drives it, from the same table the simulator uses.
    await page.getByRole('button', { name: say('workspace.more') }).click();
    await page.getByRole('menuitem', { name: say('workspace.help.supported.title') }).click();
    const help = page.getByRole('dialog', { name: say('workspace.help.supported.title') });
    const rows = help.locator('[data-supported-parts] tbody tr');
    await expect.poll(() => rows.count()).toBe(supportedParts().length);
    await help.getByText('adafruit_displayio_ssd1306').first().waitFor();
    await screenshotAt360(page, 'supported-parts-pt', () => help.waitFor(), { fits: help.locator('table') });
    await checkA11y(page, 'supported parts (pt, 360 px)');
  });
});
