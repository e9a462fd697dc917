/**
 * Simulator figures in a real headless Chromium against the built app: how true a blink's period
 * is on the canvas over 20 cycles, the time from the Run click to the program's first output, and
 * a pure-Python loop of 1e6 iterations. Prints numbers; never passes or fails on them.
 * Run: npm run bench:simulator
 */
import { cpus } from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ServerHandle } from '../e2e/support/server.ts';
import { led, makeDiagram, part, pico, resistor, wire } from '../src/domain/circuit/test-builders.ts';
import { runBrowserBench } from './harness.ts';
import { median, ms, table } from './stats.ts';
import { signedInContext } from './workspace-page.ts';

const BLINK_CYCLES = 20;
const HALF_PERIOD_S = 0.25;
const FIRST_OUTPUT_RUNS = 6;
const STOP_RUNS = 5;
const LOOP_RUNS = 3;

const BLINK = `import board
import digitalio
import time

led = digitalio.DigitalInOut(board.GP15)
led.switch_to_output()
print("start")
for _ in range(${BLINK_CYCLES * 2 + 2}):
    led.value = not led.value
    time.sleep(${HALF_PERIOD_S})
`;

const HELLO = 'print("hola")\n';

const LOOP = `import time
start = time.monotonic_ns()
x = 0
for i in range(1000000):
    x += 1
print("loop", (time.monotonic_ns() - start) // 1000000, "ms", x)
`;

const SPIN = 'print("spin")\nwhile True:\n    pass\n';

/** Parts (issue 24): an HC-SR04 read 10 times a second, and an SSD1306 redrawn 10 times a second. */
const PART_READS = 50;
const SONAR = `import time
import board
import adafruit_hcsr04

sonar = adafruit_hcsr04.HCSR04(trigger_pin=board.GP16, echo_pin=board.GP17)
print("first", round(sonar.distance))
start = time.monotonic_ns()
for _ in range(${PART_READS}):
    d = sonar.distance
    time.sleep(0.1)
print("reads", (time.monotonic_ns() - start) // 1000000)
`;
const OLED = `import time
import board
import busio
import adafruit_ssd1306

pantalla = adafruit_ssd1306.SSD1306_I2C(128, 64, busio.I2C(board.GP5, board.GP4, frequency=400000))
pantalla.fill(0)
pantalla.text("hola", 0, 0, 1)
pantalla.show()
print("first")
start = time.monotonic_ns()
for i in range(${PART_READS}):
    pantalla.fill(0)
    pantalla.text("frame %d" % i, 0, 0, 1)
    pantalla.rect(0, 16, 128, 48, 1)
    pantalla.show()
    time.sleep(0.1)
print("frames", (time.monotonic_ns() - start) // 1000000)
`;

const partsDiagram = () =>
  makeDiagram({
    parts: [
      pico({ id: 'pico1' }),
      led({ id: 'led1', x: 200 }),
      resistor({ id: 'r1', x: 200, y: 150 }),
      part('wokwi-hc-sr04', 'sonar1', { x: 320, y: 20, attrs: { distance: '100' } }),
      part('wokwi-ssd1306', 'oled1', { x: 320, y: 160 }),
    ],
    wires: [
      wire('pico1:GP15', 'led1:A'),
      wire('led1:C', 'r1:1'),
      wire('r1:2', 'pico1:GND.8'),
      wire('sonar1:VCC', 'pico1:VBUS'),
      wire('sonar1:GND', 'pico1:GND.3'),
      wire('sonar1:TRIG', 'pico1:GP16'),
      wire('sonar1:ECHO', 'pico1:GP17'),
      wire('oled1:DATA', 'pico1:GP4'),
      wire('oled1:CLK', 'pico1:GP5'),
      wire('oled1:3V3', 'pico1:3V3'),
      wire('oled1:GND', 'pico1:GND.2'),
    ],
  });

/**
 * With a program spinning in `while True: pass`: the page's frame times for 2 s (the worker must
 * not freeze it), then ms from the Stop click until the page shows the program stopped.
 */
const spinAndStop = (page: Page) =>
  page.evaluate(async () => {
    const frames: number[] = [];
    let last = performance.now();
    const until = last + 2000;
    await new Promise<void>((resolve) => {
      const tick = (now: number) => {
        frames.push(now - last);
        last = now;
        if (now < until) requestAnimationFrame(tick);
        else resolve();
      };
      requestAnimationFrame(tick);
    });
    const stop = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Detener');
    if (!stop) throw new Error('no Stop button');
    const started = performance.now();
    stop.click();
    await new Promise<void>((resolve) => {
      const check = () => {
        if (document.querySelector('[data-run-state="stopped"]')) resolve();
        else setTimeout(check, 1);
      };
      check();
    });
    return { frames, stopMs: performance.now() - started };
  });

const openProject = async (context: BrowserContext, code: string, withParts = false): Promise<Page> => {
  const created = await context.request.post('/api/projects', {
    data: { name: 'Banco: simulador', category: 'other' },
  });
  const { id, version } = (await created.json()) as { id: string; version: number };
  const diagram = withParts
    ? partsDiagram()
    : makeDiagram({
        parts: [pico({ id: 'pico1' }), led({ id: 'led1', x: 200 }), resistor({ id: 'r1', x: 200, y: 150 })],
        wires: [wire('pico1:GP15', 'led1:A'), wire('led1:C', 'r1:1'), wire('r1:2', 'pico1:GND.8')],
      });
  const saved = await context.request.patch(`/api/projects/${id}`, { data: { version, diagram, code } });
  if (!saved.ok()) throw new Error(`PATCH: ${saved.status()} ${await saved.text()}`);
  const page = await context.newPage();
  await page.goto(`/es/board/${id}`);
  await page.locator('.react-flow__node[data-id="led1"] [data-part-drawing="wokwi-led"]').waitFor();
  return page;
};

/**
 * Clicks Run from inside the page and resolves with ms from the click until the simulator
 * console shows `text`.
 */
const runUntil = (page: Page, text: string): Promise<number> =>
  page.evaluate(async (expected) => {
    const log = document.querySelector('[role="log"]') as HTMLElement;
    const run = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Ejecutar');
    if (!run) throw new Error('no Run button');
    const started = performance.now();
    run.click();
    return new Promise<number>((resolve, reject) => {
      const timer = setInterval(() => {
        if (log.textContent?.includes(expected)) {
          clearInterval(timer);
          resolve(performance.now() - started);
        } else if (performance.now() - started > 60_000) {
          clearInterval(timer);
          reject(new Error(`no "${expected}" within 60 s`));
        }
      }, 1);
    });
  }, text);

const waitForEnd = (page: Page) =>
  page.waitForFunction(() => {
    const state = document.querySelector('[data-run-state]')?.getAttribute('data-run-state');
    return state === 'finished' || state === 'error';
  });

/** In-page timestamps of the LED element's changes while the blink runs. */
const blinkPeriods = async (page: Page) => {
  const recorder = page.evaluate(
    async (changes) => {
      // The LED is its look's picture until a program runs, then its live element: read it anew
      // on each tick, dark while it is a picture.
      const isLit = () =>
        (
          document.querySelector('.react-flow__node[data-id="led1"] wokwi-led') as
            | (HTMLElement & { value: boolean })
            | null
        )?.value ?? false;
      const seen: number[] = [];
      let last = isLit();
      return new Promise<number[]>((resolve) => {
        const timer = setInterval(() => {
          if (isLit() !== last) {
            last = isLit();
            seen.push(performance.now());
          }
          if (seen.length >= changes) {
            clearInterval(timer);
            resolve(seen);
          }
        }, 1);
      });
    },
    BLINK_CYCLES * 2 + 1,
  );
  await runUntil(page, 'start');
  const at = await recorder;
  // A cycle is on + off: the time between every other change.
  return Array.from({ length: BLINK_CYCLES }, (_, i) => (at[2 * i + 2] ?? 0) - (at[2 * i] ?? 0));
};

const run = async (browser: Browser, server: ServerHandle) => {
  const context = await signedInContext(browser, server.url);
  const rows: string[][] = [['figure', 'value']];

  const blinkPage = await openProject(context, BLINK);
  const periods = await blinkPeriods(blinkPage);
  const expected = HALF_PERIOD_S * 2 * 1000;
  const errors = periods.map((period) => Math.abs(period - expected) / expected);
  console.log(
    `blink, ${BLINK_CYCLES} cycles of ${expected} ms: ${periods.map((p) => p.toFixed(1)).join(', ')} ms`,
  );
  const mean = periods.reduce((sum, p) => sum + p, 0) / periods.length;
  rows.push(['blink period, mean of 20 cycles', `${ms(mean)} (expected ${expected} ms)`]);
  rows.push([
    'blink period error, mean / max',
    `${((Math.abs(mean - expected) / expected) * 100).toFixed(2)} % / ${(Math.max(...errors) * 100).toFixed(2)} %`,
  ]);
  await blinkPage.close();

  const helloPage = await openProject(context, HELLO);
  const firsts: number[] = [];
  for (let i = 0; i < FIRST_OUTPUT_RUNS; i += 1) {
    firsts.push(await runUntil(helloPage, 'hola'));
    await waitForEnd(helloPage);
  }
  console.log(`Run → first output: ${firsts.map((f) => f.toFixed(1)).join(', ')} ms (first is a fresh page)`);
  rows.push(['Run → first output, first run of a page', ms(firsts[0] ?? Number.NaN)]);
  rows.push(['Run → first output, median of the next runs', ms(median(firsts.slice(1)))]);
  await helloPage.close();

  const spinPage = await openProject(context, SPIN);
  const stops: number[] = [];
  const frames: number[] = [];
  for (let i = 0; i < STOP_RUNS; i += 1) {
    await runUntil(spinPage, 'spin');
    const measured = await spinAndStop(spinPage);
    stops.push(measured.stopMs);
    frames.push(...measured.frames);
  }
  console.log(`Stop click → stopped shown: ${stops.map((s) => s.toFixed(1)).join(', ')} ms`);
  rows.push([
    'Stop of while True: pass → shown stopped, median / max',
    `${ms(median(stops))} / ${ms(Math.max(...stops))}`,
  ]);
  rows.push([
    'page frames while it spins, median / max',
    `${ms(median(frames))} / ${ms(Math.max(...frames))}`,
  ]);
  await spinPage.close();

  const loopPage = await openProject(context, LOOP);
  const loops: number[] = [];
  for (let i = 0; i < LOOP_RUNS; i += 1) {
    await runUntil(loopPage, 'loop');
    await waitForEnd(loopPage);
    const text = (await loopPage.locator('[role="log"]').first().textContent()) ?? '';
    const inside = Number(/loop (\d+) ms/.exec(text)?.[1]);
    loops.push(inside);
  }
  console.log(`1e6-iteration loop (time.monotonic_ns inside the program): ${loops.join(', ')} ms`);
  rows.push(['pure-Python loop of 1e6 iterations, median', ms(median(loops))]);
  await loopPage.close();

  // A real HC-SR04 read at 100 cm takes ~6.3 ms; 50 reads with a 0.1 s sleep each, ~5.3 s.
  const sonarPage = await openProject(context, SONAR, true);
  const sonarFirst = await runUntil(sonarPage, 'first').catch(async (error: unknown) => {
    console.log(await sonarPage.locator('[role="log"]').first().textContent());
    throw error;
  });
  await waitForEnd(sonarPage);
  const sonarText = (await sonarPage.locator('[role="log"]').first().textContent()) ?? '';
  const sonarMs = Number(/reads (\d+)/.exec(sonarText)?.[1]);
  const sonarDevice = PART_READS * (100 + 0.5 + 100 * 0.058);
  rows.push(['HC-SR04: Run → first reading', ms(sonarFirst)]);
  rows.push([
    `HC-SR04 read ${PART_READS}× at 10 Hz: time taken / a real sensor's`,
    `${ms(sonarMs)} / ${ms(sonarDevice)} (ratio ${(sonarMs / sonarDevice).toFixed(3)})`,
  ]);
  await sonarPage.close();

  // A full SSD1306 frame at 400 kHz is 1,025 bytes, ~23 ms on the wire: 50 frames ~6.2 s.
  const oledPage = await openProject(context, OLED, true);
  const oledFirst = await runUntil(oledPage, 'first');
  await waitForEnd(oledPage);
  const oledText = (await oledPage.locator('[role="log"]').first().textContent()) ?? '';
  const oledMs = Number(/frames (\d+)/.exec(oledText)?.[1]);
  const oledDevice = PART_READS * (100 + (1026 * 9 * 1000) / 400_000);
  rows.push(['SSD1306: Run → first frame shown in the console', ms(oledFirst)]);
  rows.push([
    `SSD1306 redrawn ${PART_READS}× at 10 fps (400 kHz): time taken / the bus's own`,
    `${ms(oledMs)} / ${ms(oledDevice)} (ratio ${(oledMs / oledDevice).toFixed(3)})`,
  ]);
  await oledPage.close();

  console.log(`\n${table(rows)}`);
  await context.close();
};

runBrowserBench(async (browser, server) => {
  console.log(`simulator bench: ${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}`);
  await run(browser, server);
});
