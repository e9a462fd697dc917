import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { BITDOGLAB_TYPE } from '../src/domain/circuit/bitdoglab.ts';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import { starterProjectFor } from '../src/domain/project-starter.ts';
import type { Project } from '../src/domain/projects.ts';
import { checkA11y, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { PHONE, PHONE_SHOTS } from './support/phone.ts';
import { keepPicture } from './support/pictures.ts';
import { REPO_ROOT } from './support/server.ts';
import { signInThroughApi } from './support/session.ts';
import { text } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

/**
 * Issue 29 in Portuguese, as a Brazilian student meets it: a BitDogLab project made from the new
 * project dialog (the board drawn, its starter in MicroPython), then a lesson's program that draws
 * a face on the 5×5 matrix and a dot the joystick moves, run in the simulator: the face's cells lit
 * on the drawn board, the dot moving with the stick. At 1280 px with the keyboard, at 360 px (the
 * phone's circuit and code panes) with a drag.
 */

const journey = setUpJourney({ contextOptions: { viewport: { width: 1280, height: 800 } } });
beforeEach(() => skipTours(journey.context));

const LANG = 'pt';
const SHOTS = path.join(REPO_ROOT, '.test-results', 'e2e');
const say = (key: string, vars?: Record<string, string | number>) => text(LANG, key, vars);
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

/**
 * A lesson's program: the face in yellow, the joystick's dot in blue (X on GP27, Y on GP26), a
 * greeting on the OLED (v7: SDA GP2, SCL GP3), the RGB LED red while button A (GP5) is held and
 * blue while the microphone (GP28) hears a loud sound.
 */
const FACE_AND_DOT = `from machine import Pin, ADC, SoftI2C
import neopixel
import ssd1306
import time

np = neopixel.NeoPixel(Pin(7), 25)
joy_x = ADC(Pin(27))
joy_y = ADC(Pin(26))
button_a = Pin(5, Pin.IN, Pin.PULL_UP)
red = Pin(13, Pin.OUT)
blue = Pin(12, Pin.OUT)
mic = ADC(Pin(28))
oled = ssd1306.SSD1306_I2C(128, 64, SoftI2C(scl=Pin(3), sda=Pin(2)))
oled.fill(0)
oled.text("Oi!", 0, 0)
oled.show()

FACE = ["01010", "01010", "00000", "10001", "01110"]

def led(row, col):
    line = 4 - row
    return line * 5 + (4 - col if line % 2 == 0 else col)

while True:
    for row in range(5):
        for col in range(5):
            np[led(row, col)] = (20, 20, 0) if FACE[row][col] == "1" else (0, 0, 0)
    col = min(4, joy_x.read_u16() * 5 // 65536)
    row = 4 - min(4, joy_y.read_u16() * 5 // 65536)
    np[led(row, col)] = (0, 0, 40)
    np.write()
    red.value(0 if button_a.value() else 1)
    sound = []
    for _ in range(16):
        sound.append(mic.read_u16())
        time.sleep_us(250)
    blue.value(1 if max(sound) - min(sound) > 16000 else 0)
    time.sleep_ms(50)
`;

const FACE_CELLS = ['0,1', '0,3', '1,1', '1,3', '3,0', '3,4', '4,1', '4,2', '4,3'];
const YELLOW = '20,20,0';
const BLUE = '0,0,40';

const board = (page: Page) => page.locator('.react-flow__node[data-id="bitdoglab1"]');

/** Every matrix cell of the drawn board, `row,column` → the colour the program gave it. */
const matrixOf = (page: Page) =>
  board(page).evaluate((node) =>
    Object.fromEntries(
      [...node.querySelectorAll('[data-cell]')].map((cell) => [
        cell.getAttribute('data-cell'),
        cell.getAttribute('data-color'),
      ]),
    ),
  );

/** Which cells show the dot. */
const dotAt = async (page: Page) =>
  Object.entries(await matrixOf(page))
    .filter(([, colour]) => colour === BLUE)
    .map(([cell]) => cell);

/** The new project dialog, the BitDogLab chosen; the board opens. The project as stored. */
const createFromDialog = async (page: Page, name: string): Promise<Project> => {
  await page.goto(`/${LANG}/projects`);
  await page.getByRole('button', { name: say('projects.page.create') }).click();
  const dialog = page.getByRole('dialog', { name: say('projects.modal.title.create') });
  await dialog.getByLabel(say('projects.modal.name')).fill(name);
  await dialog.getByRole('combobox', { name: say('projects.modal.category') }).click();
  await page.getByRole('option', { name: say('projects.categories.robotics') }).click();
  const card = dialog.getByRole('radio', { name: say('projects.modal.starter.bitdoglab.title') });
  await card.click();
  expect(await card.getAttribute('aria-checked')).toBe('true');
  await keepPicture(page, path.join(SHOTS, `bitdoglab-dialog-${page.viewportSize()?.width}.png`));
  await dialog.getByRole('button', { name: say('projects.modal.submit.create') }).click();
  await waitForPath(page, new RegExp(`^/${LANG}/board/[^/]+$`));
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const response = await page.request.get(`/api/projects/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Project;
};

const codeEditor = (page: Page) => page.getByRole('textbox', { name: say('workspace.code.editor') });

/** Replaces main.py's text with `code`, as a paste would. */
const replaceCode = async (page: Page, code: string) => {
  await codeEditor(page).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
  await page.keyboard.press('Escape');
};

const run = async (page: Page) => {
  await page.getByRole('button', { name: say('run.run'), exact: true }).click();
  await eventually(() => page.locator('[data-run-state]').getAttribute('data-run-state')).toBe('running');
};

/** The face lit in yellow on the drawn matrix, the dot in the middle, everything else dark. */
const expectFaceWithDotAt = async (page: Page, dot: string) => {
  await eventually(() => dotAt(page)).toEqual([dot]);
  const cells = await matrixOf(page);
  for (const cell of FACE_CELLS) expect(cells[cell], cell).toBe(YELLOW);
  const others = Object.entries(cells).filter(([cell]) => !FACE_CELLS.includes(cell) && cell !== dot);
  expect(others.filter(([, colour]) => colour !== '0,0,0')).toEqual([]);
};

const expectBitDogLabProject = async (page: Page, project: Project) => {
  const starter = starterProjectFor('bitdoglab', LANG);
  expect(project.code).toBe(starter.code);
  expect(project.code).toContain('from machine import Pin');
  expect((project.diagram as Diagram).parts.map((part) => part.type)).toEqual([BITDOGLAB_TYPE]);
  // The board is drawn: its version, the 25 cells of its matrix, its header's pins as handles.
  await board(page).locator('[data-bitdoglab="v7"]').waitFor();
  expect(await board(page).locator('[data-cell]').count()).toBe(25);
  expect(await board(page).locator('.react-flow__handle').count()).toBe(16);
};

/** How many of the drawn OLED's pixels are lit. */
const oledPixelsLit = (page: Page) =>
  board(page)
    .locator('canvas[data-oled]')
    .evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? {
        data: [],
      };
      let lit = 0;
      for (let i = 0; i < data.length; i += 4) if ((data[i + 2] ?? 0) > 0) lit++;
      return lit;
    });

const rgbLed = (page: Page) => board(page).locator('[data-rgb-led]').getAttribute('data-color');

const joystickOf = (page: Page): Locator =>
  board(page).getByRole('button', { name: say('bitdoglab.joystick') });

describe('the BitDogLab in Portuguese', () => {
  it('at 1280 px: a BitDogLab project from the dialog, its face on the matrix, the dot moved by keys', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    const project = await createFromDialog(page, 'Carinha na matriz');
    await expectBitDogLabProject(page, project);
    // The editor shows the MicroPython starter.
    await codeEditor(page).getByText('from machine import Pin', { exact: false }).first().waitFor();

    await replaceCode(page, FACE_AND_DOT);
    await run(page);
    await expectFaceWithDotAt(page, '2,2');

    // The joystick's controls are named and operable while running.
    await checkA11y(page, 'BitDogLab running at 1280 px');
    const stick = joystickOf(page);
    await stick.focus();
    await page.keyboard.down('ArrowRight');
    await expectFaceWithDotAt(page, '2,4');
    await keepPicture(page, path.join(SHOTS, 'bitdoglab-running-1280.png'));
    await page.keyboard.up('ArrowRight');
    await expectFaceWithDotAt(page, '2,2');
    await page.keyboard.down('ArrowUp');
    await eventually(() => dotAt(page)).toEqual(['0,2']);
    await page.keyboard.up('ArrowUp');
    await expectFaceWithDotAt(page, '2,2');

    // The greeting on the OLED; button A held with the space bar lights the RGB LED red.
    await eventually(() => oledPixelsLit(page)).toBeGreaterThan(20);
    expect(await rgbLed(page)).toBe('0,0,0');
    await board(page)
      .getByRole('button', { name: say('bitdoglab.buttonA') })
      .focus();
    await page.keyboard.down(' ');
    await eventually(async () => Number((await rgbLed(page))?.split(',')[0])).toBeGreaterThan(0);
    await page.keyboard.up(' ');
    await eventually(() => rgbLed(page)).toBe('0,0,0');
    // The microphone's slider turned all the way up: a loud sound, the LED blue; down, silence.
    const microphone = board(page).getByRole('slider', { name: say('bitdoglab.microphone') });
    await microphone.focus();
    await page.keyboard.press('End');
    await eventually(async () => Number((await rgbLed(page))?.split(',')[2])).toBeGreaterThan(0);
    await page.keyboard.press('Home');
    await eventually(() => rgbLed(page)).toBe('0,0,0');

    await page.getByRole('button', { name: say('run.stop'), exact: true }).click();
    await eventually(() => page.locator('[data-run-state]').getAttribute('data-run-state')).toBe('stopped');
    expect(Object.values(await matrixOf(page)).every((colour) => colour === '0,0,0')).toBe(true);

    // The project's card pictures the board, drawn for thumbnails as on the canvas.
    await page.goto(`/${LANG}/projects`);
    const card = page.getByRole('article').filter({ hasText: 'Carinha na matriz' });
    const picture = card.locator('[data-thumbnail] img').first();
    await eventually(() =>
      picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await keepPicture(page, path.join(SHOTS, 'bitdoglab-card-1280.png'));
  });

  it('at 360 px: the same on the phone, the dot dragged with the stick', async () => {
    const { page, context } = journey;
    await page.setViewportSize(PHONE);
    await signInThroughApi(context, 'student');
    const project = await createFromDialog(page, 'Carinha no celular');
    await expectBitDogLabProject(page, project);

    // The code pane, the program, Run; back to the circuit pane, where the board runs.
    await page.getByText(say('workspace.pane.code'), { exact: true }).click();
    await replaceCode(page, FACE_AND_DOT);
    await run(page);
    await page.getByText(say('workspace.pane.circuit'), { exact: true }).click();
    await board(page).waitFor({ state: 'visible' });
    await expectFaceWithDotAt(page, '2,2');

    // The stick dragged to the left and held there: the dot goes to the left edge; let go, back.
    const stick = joystickOf(page);
    const box = await stick.boundingBox();
    if (!box) throw new Error('the joystick is not on screen');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(middle.x - box.width * 0.3, middle.y);
    await page.mouse.down();
    await page.mouse.move(middle.x - box.width, middle.y, { steps: 4 });
    await expectFaceWithDotAt(page, '2,0');
    await keepPicture(page, path.join(PHONE_SHOTS, 'bitdoglab-running.png'));
    await page.mouse.up();
    await expectFaceWithDotAt(page, '2,2');
  });
});
