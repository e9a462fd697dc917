import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import { button, led, makeDiagram, part, pico, resistor, wire } from '../src/domain/circuit/test-builders.ts';
import { LANGUAGE_ENV } from '../src/domain/code/language.ts';
import { describeA11yViolations } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { signInThroughApi } from './support/session.ts';
import { t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

const journey = setUpJourney();
beforeEach(() => skipTours(journey.context));

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** Pico + LED on GP15 through a resistor, and a button from GP14 to GND. */
const circuit = (): Diagram =>
  makeDiagram({
    parts: [
      pico({ id: 'pico1', x: 40, y: 40 }),
      led({ id: 'led1', x: 220, y: 60 }),
      resistor({ id: 'r1', x: 220, y: 180, rotate: 90 }),
      button({ id: 'btn1', x: 340, y: 60 }),
      part('wokwi-potentiometer', 'pot1', { x: 340, y: 200 }),
    ],
    wires: [
      wire('pico1:GP15', 'led1:A'),
      wire('led1:C', 'r1:1'),
      wire('r1:2', 'pico1:GND.8', { color: 'black' }),
      wire('pico1:GP14', 'btn1:1.l'),
      wire('btn1:2.l', 'pico1:GND.5', { color: 'black' }),
      wire('pot1:GND', 'pico1:GND.7', { color: 'black' }),
      wire('pot1:SIG', 'pico1:GP26'),
      wire('pot1:VCC', 'pico1:3V3', { color: 'red' }),
    ],
  });

const openProject = async (context: BrowserContext, page: Page, code: string, diagram = circuit()) => {
  const created = await context.request.post('/api/projects', {
    data: { name: 'Simulación', category: 'iot' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, version } = (await created.json()) as { id: string; version: number };
  const saved = await context.request.patch(`/api/projects/${id}`, {
    data: { version, diagram, code },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto(`/es/board/${id}`);
  await page.locator('.react-flow__node[data-id="led1"] [data-part-drawing="wokwi-led"]').waitFor();
  await page.locator('.react-flow__node[data-id="btn1"] [data-part-drawing="wokwi-pushbutton"]').waitFor();
};

const runButton = (page: Page) => page.getByRole('button', { name: t('run.run'), exact: true });
const stopButton = (page: Page) => page.getByRole('button', { name: t('run.stop'), exact: true });
const runState = (page: Page) => page.locator('[data-run-state]').getAttribute('data-run-state');
const consoleText = (page: Page) =>
  page.getByRole('log', { name: t('run.console.simulatorLog') }).innerText();

const BLINK = `import board
import digitalio
import time

led = digitalio.DigitalInOut(board.GP15)
led.direction = digitalio.Direction.OUTPUT
print("parpadeo")
while True:
    led.value = not led.value
    time.sleep(0.5)
`;

describe('running code.py in the simulator', () => {
  it('blinks the LED on GP15 at the programmed period, and Stop ends the program', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await openProject(context, page, BLINK);

    await runButton(page).click();
    await eventually(() => runState(page)).toBe('running');
    await eventually(() => consoleText(page)).toContain('parpadeo');
    // Running: Stop, the state and the live console meet axe too.
    expect(await describeA11yViolations(page, 'workspace while a program runs')).toBe('');

    // Record, in the page, when the LED element turns on and off for ~4.5 s. While a program runs
    // the LED is its live element, not its look's picture.
    await page.locator('.react-flow__node[data-id="led1"] wokwi-led').waitFor();
    const changes = await page.evaluate(async () => {
      const element = document.querySelector('.react-flow__node[data-id="led1"] wokwi-led') as HTMLElement & {
        value: boolean;
      };
      const seen: { at: number; value: boolean }[] = [];
      let last = element.value;
      const started = performance.now();
      await new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          if (element.value !== last) {
            last = element.value;
            seen.push({ at: performance.now(), value: last });
          }
          if (performance.now() - started > 4500) {
            clearInterval(timer);
            resolve();
          }
        }, 2);
      });
      return seen;
    });
    expect(changes.length, JSON.stringify(changes)).toBeGreaterThanOrEqual(7);
    expect(changes.some((change) => change.value)).toBe(true);
    expect(changes.some((change) => !change.value)).toBe(true);
    // Each change is half a period (0.5 s); averaged over all of them, within 10 %.
    const first = changes[0]?.at ?? 0;
    const lastAt = changes.at(-1)?.at ?? 0;
    const halfPeriod = (lastAt - first) / (changes.length - 1);
    expect(halfPeriod).toBeGreaterThan(450);
    expect(halfPeriod).toBeLessThan(550);

    await stopButton(page).click();
    await eventually(() => runState(page)).toBe('stopped');
    await eventually(() => consoleText(page)).toContain(t('run.hints.stopped'));
    // Back to drawing: the LED is its look's picture again, drawn dark, and Run is offered again.
    await page.locator('.react-flow__node[data-id="led1"] [data-picture]').waitFor();
    expect(await page.locator('.react-flow__node[data-id="led1"] wokwi-led').count()).toBe(0);
    await runButton(page).waitFor();
  });

  it('a press of the button on the canvas reaches the program', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await openProject(
      context,
      page,
      `import board
import digitalio
import time

button = digitalio.DigitalInOut(board.GP14)
button.switch_to_input(pull=digitalio.Pull.UP)
last = None
while True:
    if button.value != last:
        last = button.value
        print("suelto" if last else "pulsado")
    time.sleep(0.01)
`,
    );
    await runButton(page).click();
    await eventually(() => consoleText(page)).toContain('suelto');
    expect(await consoleText(page)).not.toContain('pulsado');

    const box = await page.locator('.react-flow__node[data-id="btn1"] wokwi-pushbutton').boundingBox();
    if (!box) throw new Error('the button is not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await eventually(() => consoleText(page)).toContain('pulsado');
    await page.mouse.up();
    await eventually(async () => (await consoleText(page)).match(/suelto/g)?.length ?? 0).toBe(2);
    // The press operated the button; it did not drag the part.
    const after = await page.locator('.react-flow__node[data-id="btn1"] wokwi-pushbutton').boundingBox();
    expect(after?.x).toBeCloseTo(box.x, 0);

    await stopButton(page).click();
    await eventually(() => runState(page)).toBe('stopped');
  });

  it('turning the potentiometer on the canvas changes what AnalogIn reads', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await openProject(
      context,
      page,
      `import analogio
import board
import time

pot = analogio.AnalogIn(board.A0)
last = -1
while True:
    if abs(pot.value - last) > 2000:
        last = pot.value
        print("valor", last)
    time.sleep(0.02)
`,
    );
    await runButton(page).click();
    await eventually(() => consoleText(page)).toContain('valor');
    const knob = page.locator('.react-flow__node[data-id="pot1"] input[type="range"]');
    await knob.focus();
    await page.keyboard.press('End');
    await eventually(() => consoleText(page)).toContain('valor 65535');
    await page.keyboard.press('Home');
    await eventually(() => consoleText(page)).toContain('valor 0\n');
    await stopButton(page).click();
  });

  it('the light level set in the properties panel reaches a running program through the photoresistor', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    const created = await context.request.post('/api/projects', { data: { name: 'Luz', category: 'iot' } });
    const { id, version } = (await created.json()) as { id: string; version: number };
    const diagram = makeDiagram({
      parts: [
        pico({ id: 'pico1', x: 40, y: 40 }),
        part('wokwi-photoresistor-sensor', 'ldr1', { x: 260, y: 80 }),
      ],
      wires: [wire('ldr1:VCC', 'pico1:3V3'), wire('ldr1:GND', 'pico1:GND.6'), wire('ldr1:AO', 'pico1:GP27')],
    });
    const code = `import analogio
import board
import time

ldr = analogio.AnalogIn(board.A1)
last = -100000
while True:
    if abs(ldr.value - last) > 5000:
        last = ldr.value
        print("luz", "oscuro" if last > 40000 else "claro")
    time.sleep(0.02)
`;
    await context.request.patch(`/api/projects/${id}`, { data: { version, diagram, code } });
    await page.goto(`/es/board/${id}`);
    await page
      .locator('.react-flow__node[data-id="ldr1"] [data-part-drawing="wokwi-photoresistor-sensor"]')
      .waitFor();
    // Selected before Run: a running part is live and takes its own presses.
    const box = await page
      .locator('.react-flow__node[data-id="ldr1"] [data-part-drawing="wokwi-photoresistor-sensor"]')
      .boundingBox();
    if (!box) throw new Error('the photoresistor is not on screen');
    // Near its bottom edge: the wires to its pins cross its middle.
    await page.mouse.click(box.x + box.width * 0.45, box.y + box.height * 0.92);
    const lux = page.getByRole('textbox', { name: t('editor.props.lux') });
    await lux.waitFor();
    await runButton(page).click();
    await eventually(() => consoleText(page)).toContain('luz claro');

    await lux.fill('1');
    await lux.press('Enter');
    await eventually(() => consoleText(page)).toContain('luz oscuro');
    await stopButton(page).click();
  });

  it('input() waits for a line typed in the console', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await openProject(context, page, 'nombre = input("¿Cómo te llamas? ")\nprint("Hola,", nombre)\n');
    await runButton(page).click();
    await eventually(() => runState(page)).toBe('waiting-input');
    const field = page.getByRole('textbox', { name: '¿Cómo te llamas?' });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await field.fill('Ana');
    await page.keyboard.press('Enter');
    await eventually(() => runState(page)).toBe('finished');
    expect(await consoleText(page)).toContain('¿Cómo te llamas? Ana\nHola, Ana\n');
  });

  it('the servo turns, the NeoPixel lights and the buzzer sounds as the program drives them', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    const created = await context.request.post('/api/projects', {
      data: { name: 'Salidas', category: 'iot' },
    });
    const { id, version } = (await created.json()) as { id: string; version: number };
    const diagram = makeDiagram({
      parts: [
        pico({ id: 'pico1', x: 40, y: 40 }),
        part('wokwi-servo', 'servo1', { x: 220, y: 40 }),
        part('wokwi-neopixel', 'pixel1', { x: 220, y: 200 }),
        part('wokwi-buzzer', 'bz1', { x: 320, y: 200 }),
      ],
      wires: [
        wire('servo1:GND', 'pico1:GND.1'),
        wire('servo1:V+', 'pico1:VBUS'),
        wire('servo1:PWM', 'pico1:GP0'),
        wire('pixel1:VDD', 'pico1:VSYS'),
        wire('pixel1:VSS', 'pico1:GND.2'),
        wire('pixel1:DIN', 'pico1:GP2'),
        wire('bz1:1', 'pico1:GND.3'),
        wire('bz1:2', 'pico1:GP4'),
      ],
    });
    const code = `import board
import neopixel
import pwmio
import time
from adafruit_motor import servo

motor = servo.Servo(pwmio.PWMOut(board.GP0, duty_cycle=0, frequency=50))
motor.angle = 90
pixels = neopixel.NeoPixel(board.GP2, 1)
pixels[0] = (255, 0, 0)
buzzer = pwmio.PWMOut(board.GP4, duty_cycle=2**15, frequency=440, variable_frequency=True)
print("listo")
while True:
    time.sleep(0.1)
`;
    await context.request.patch(`/api/projects/${id}`, { data: { version, diagram, code } });
    await page.goto(`/es/board/${id}`);
    const element = (partId: string, tag: string) =>
      page.locator(`.react-flow__node[data-id="${partId}"] ${tag}`);
    await element('bz1', '[data-part-drawing="wokwi-buzzer"]').waitFor();
    const property = (partId: string, tag: string, name: string) =>
      element(partId, tag).evaluate((el, key) => (el as unknown as Record<string, unknown>)[key], name);

    await runButton(page).click();
    await eventually(() => consoleText(page)).toContain('listo');
    await eventually(() => property('servo1', 'wokwi-servo', 'angle')).toBeCloseTo(90, 0);
    await eventually(() => property('pixel1', 'wokwi-neopixel', 'r')).toBe(1);
    expect(await property('pixel1', 'wokwi-neopixel', 'g')).toBe(0);
    await eventually(() => property('bz1', 'wokwi-buzzer', 'hasSignal')).toBe(true);
    // Live, each element sits at its node's corner, where its pins and its picture are measured
    // from: the buzzer, whose first row is its 8 px music note, was pushed down off its pins.
    for (const [partId, tag] of [
      ['bz1', 'wokwi-buzzer'],
      ['servo1', 'wokwi-servo'],
      ['pixel1', 'wokwi-neopixel'],
    ] as const) {
      const offset = await element(partId, tag).evaluate((el) => {
        const node = el.closest('.react-flow__node')?.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return node ? { x: box.left - node.left, y: box.top - node.top } : null;
      });
      expect(offset?.x, partId).toBeCloseTo(0, 0);
      expect(offset?.y, partId).toBeCloseTo(0, 0);
    }

    // Stopped, they are their looks' pictures again, drawn at rest.
    await stopButton(page).click();
    await element('pixel1', '[data-picture]').waitFor();
    await element('bz1', '[data-picture]').waitFor();
    await element('servo1', '[data-picture]').waitFor();
  });

  it('Stop ends an endless loop without sleep; the page never froze', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await openProject(context, page, 'print("girando")\nwhile True:\n    pass\n');
    await runButton(page).click();
    await eventually(() => consoleText(page)).toContain('girando');
    // The page still answers while the loop spins in the worker.
    const answered = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
    );
    expect(answered).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await stopButton(page).click();
    await eventually(() => runState(page)).toBe('stopped');
    // It can run again at once.
    await runButton(page).click();
    await eventually(async () => (await consoleText(page)).match(/girando/g)?.length ?? 0).toBe(1);
    await eventually(() => runState(page)).toBe('running');
    await stopButton(page).click();
    await eventually(() => runState(page)).toBe('stopped');
  });

  it('a syntax error shows its traceback and highlights its line in the editor', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await openProject(
      context,
      page,
      'import board\nprint("antes")\nif True print("mal")\nprint("despues")\n',
    );
    await runButton(page).click();
    await eventually(() => runState(page)).toBe('error');
    const output = await consoleText(page);
    expect(output).toContain('File "code.py", line 3');
    expect(output).toContain('SyntaxError: invalid syntax');
    expect(output).toContain('Code done running.');
    await expect.poll(() => page.locator('.cm-errorLine').innerText()).toBe('if True print("mal")');
  });

  it('an uncaught error names its line; typing a fix clears the mark', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await openProject(
      context,
      page,
      'import board\nimport digitalio\na = digitalio.DigitalInOut(board.GP15)\nb = digitalio.DigitalInOut(board.GP15)\n',
    );
    await page.getByRole('textbox', { name: t('workspace.code.editor') }).click();
    await page.keyboard.press('Control+Enter');
    await eventually(() => runState(page)).toBe('error');
    const output = await consoleText(page);
    expect(output).toContain(
      'Traceback (most recent call last):\n  File "code.py", line 4, in <module>\nValueError: GP15 in use',
    );
    await expect
      .poll(() => page.locator('.cm-errorLine').innerText())
      .toBe('b = digitalio.DigitalInOut(board.GP15)');
    await page.keyboard.type('#');
    await eventually(() => page.locator('.cm-errorLine').count()).toBe(0);
  });
});

/** The same circuit on a Pico whose firmware is MicroPython (its `env`, as Wokwi has it). */
const micropythonCircuit = (): Diagram => {
  const base = circuit();
  return {
    ...base,
    parts: base.parts.map((p) => (p.id === 'pico1' ? { ...p, attrs: { env: LANGUAGE_ENV.micropython } } : p)),
  };
};

describe('running main.py in MicroPython', () => {
  it('shows the Pico W’s console, and a press on the canvas calls the pin’s IRQ handler', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    const code = `from machine import Pin
import time

led = Pin(15, Pin.OUT)
button = Pin(14, Pin.IN, Pin.PULL_UP)
button.irq(trigger=Pin.IRQ_FALLING, handler=lambda pin: print("pulsado"))
print("listo")
while True:
    led.toggle()
    time.sleep_ms(200)
`;
    await openProject(context, page, code, micropythonCircuit());
    await runButton(page).click();
    await eventually(() => consoleText(page)).toContain('listo');
    // The board's first line, after the page's own line about the circuit's warnings (the
    // potentiometer on GP26 that this program does not use).
    expect(await consoleText(page)).toMatch(/(^|\n)MPY: soft reboot\nlisto\n/);
    expect(await consoleText(page)).not.toContain('pulsado');

    const box = await page.locator('.react-flow__node[data-id="btn1"] wokwi-pushbutton').boundingBox();
    if (!box) throw new Error('the button is not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await eventually(() => consoleText(page)).toContain('pulsado');
    await page.mouse.up();
    await stopButton(page).click();
    await eventually(() => runState(page)).toBe('stopped');
  });

  it('an uncaught error names main.py and its line, then the REPL banner; the editor marks the line', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    const code = 'from machine import I2C, Pin\n\ni2c = I2C(0, scl=Pin(3), sda=Pin(4))\n';
    await openProject(context, page, code, micropythonCircuit());
    await runButton(page).click();
    await eventually(() => runState(page)).toBe('error');
    const output = await consoleText(page);
    expect(output).toContain(
      'Traceback (most recent call last):\n  File "main.py", line 3, in <module>\nValueError: bad SCL pin',
    );
    expect(output).toContain('MicroPython v1.24.1 on 2024-11-29; Raspberry Pi Pico W with RP2040');
    await expect
      .poll(() => page.locator('.cm-errorLine').innerText())
      .toBe('i2c = I2C(0, scl=Pin(3), sda=Pin(4))');
  });
});

describe('a real board', () => {
  it('without the File System Access API, "save to board" downloads code.py and says how to copy it', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await context.addInitScript(() => {
      delete (window as unknown as { showDirectoryPicker?: unknown }).showDirectoryPicker;
    });
    await openProject(context, page, 'print("a la placa")\n');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('run.board.save') }).click();
    expect((await download).suggestedFilename()).toBe('code.py');
    await page.getByText(t('run.board.downloaded')).waitFor();
  });

  it('"save to board" writes code.py into the drive the user picks', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    // The browser's folder chooser cannot be clicked headless: it answers with the page's own
    // private file system (a real FileSystemDirectoryHandle), standing in for CIRCUITPY.
    await context.addInitScript(() => {
      (
        window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }
      ).showDirectoryPicker = () => navigator.storage.getDirectory();
    });
    await openProject(context, page, 'print("desde la placa")\n');
    await page.getByRole('button', { name: t('run.board.save') }).click();
    // The page's private file system stands in for the drive; its root has no name, so the page
    // says CIRCUITPY. Only the whole message counts: "code.py" alone is on the page before a save.
    await page.getByText(t('run.board.saved', { drive: 'CIRCUITPY' }), { exact: true }).waitFor();
    const written = await page.evaluate(async () => {
      const root = await navigator.storage.getDirectory();
      return (await (await root.getFileHandle('code.py')).getFile()).text();
    });
    expect(written).toBe('print("desde la placa")\n');
  });

  it('says so where the browser has no Web Serial', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await context.addInitScript(() => {
      delete (Navigator.prototype as unknown as { serial?: unknown }).serial;
    });
    await openProject(context, page, 'print(1)\n');
    await page.getByRole('tab', { name: t('run.console.board') }).click();
    await page.getByText(t('run.board.noSerial')).waitFor();
  });

  it('shows a connected board console, sends a line, Ctrl-C and Ctrl-D', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    // The browser's port chooser cannot be clicked headless: this port stands in for the USB
    // cable, with a CircuitPython that prints a banner and echoes what it gets.
    await context.addInitScript(() => {
      const written: string[] = [];
      (window as unknown as { written: string[] }).written = written;
      const encoder = new TextEncoder();
      let push: ((text: string) => void) | undefined;
      const readable = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => controller.enqueue(encoder.encode(text));
          push('Adafruit CircuitPython 9.2.1 on 2024-11-20; Raspberry Pi Pico with rp2040\r\n>>> ');
        },
      });
      const writable = new WritableStream<Uint8Array>({
        write(chunk) {
          const text = new TextDecoder().decode(chunk);
          written.push(text);
          push?.(text === '\x03' ? '\r\nKeyboardInterrupt: \r\n>>> ' : text);
        },
      });
      const port = { open: async () => undefined, close: async () => undefined, readable, writable };
      Object.defineProperty(Navigator.prototype, 'serial', {
        configurable: true,
        get: () => ({ requestPort: async () => port }),
      });
    });
    await openProject(context, page, 'print(1)\n');
    await page.getByRole('tab', { name: t('run.console.board') }).click();
    await page.getByRole('button', { name: t('run.board.connect') }).click();
    const boardLog = page.getByRole('log', { name: t('run.console.boardLog') });
    await eventually(() => boardLog.innerText()).toContain('Raspberry Pi Pico with rp2040');

    await page.getByRole('textbox', { name: t('run.board.sendLine') }).fill('print(2 + 2)');
    await page.keyboard.press('Enter');
    await eventually(() => boardLog.innerText()).toContain('print(2 + 2)');
    await page.getByRole('button', { name: t('run.board.ctrlC') }).click();
    await eventually(() => boardLog.innerText()).toContain('KeyboardInterrupt');
    await page.getByRole('button', { name: t('run.board.ctrlD') }).click();
    const written = await page.evaluate(() => (window as unknown as { written: string[] }).written);
    expect(written).toEqual(['print(2 + 2)\r\n', '\x03', '\x04']);

    await page.getByRole('button', { name: t('run.board.disconnect') }).click();
    await page.getByRole('button', { name: t('run.board.connect') }).waitFor();
  });
});
