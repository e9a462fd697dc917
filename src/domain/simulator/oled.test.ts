import { describe, expect, it } from 'vitest';
import type { Diagram } from '../circuit/diagram.ts';
import { makeDiagram, part, pico, wire } from '../circuit/test-builders.ts';
import type { DeviceView } from '../devices/device.ts';
import { FONT_5X8_GLYPHS, glyphColumns } from './python/font5x8.ts';
import { lastLine, simulate } from './test-support.ts';

type OledView = Extract<DeviceView, { kind: 'oled' }>;

/** The SSD1306 module with DATA on GP4 and CLK on GP5, powered from 3V3 unless told. */
const oledCircuit = ({
  attrs = {},
  power = true,
}: {
  attrs?: Record<string, string>;
  power?: boolean;
} = {}): Diagram =>
  makeDiagram({
    parts: [pico(), part('wokwi-ssd1306', 'oled1', { attrs: { i2cAddress: '0x3c', ...attrs } })],
    wires: [
      wire('oled1:DATA', 'pico:GP4'),
      wire('oled1:CLK', 'pico:GP5'),
      ...(power ? [wire('oled1:3V3', 'pico:3V3'), wire('oled1:GND', 'pico:GND.8')] : []),
    ],
  });

const oledOf = (views: Record<string, DeviceView>): OledView => {
  const view = views.oled1;
  if (view?.kind !== 'oled') throw new Error('no oled view');
  return view;
};

const byteAt = (view: OledView, x: number, page: number): number => {
  const at = (page * view.width + x) * 2;
  return Number.parseInt(view.ram.slice(at, at + 2), 16);
};

const litPixels = (view: OledView): [number, number][] => {
  const lit: [number, number][] = [];
  for (let y = 0; y < view.height; y++) {
    for (let x = 0; x < view.width; x++) if ((byteAt(view, x, y >> 3) >> (y & 7)) & 1) lit.push([x, y]);
  }
  return lit;
};

/** The columns `text` draws at size 1: 5 per character and a blank one between characters. */
const textColumns = (text: string): number[] =>
  [...text].flatMap((char, i) => [...(i > 0 ? [0] : []), ...glyphColumns(FONT_5X8_GLYPHS[char] ?? '')]);

const SETUP = `import board
import busio
import adafruit_ssd1306

i2c = busio.I2C(board.GP5, board.GP4)
`;

describe('the SSD1306 OLED with adafruit_ssd1306', () => {
  it('runs the library’s simpletest (128×32): three pixels lit on the panel', async () => {
    // ssd1306_simpletest.py with busio.I2C(SCL, SDA) moved to the Pico's GP5 and GP4.
    const code = `from board import GP5 as SCL, GP4 as SDA
import busio

import adafruit_ssd1306

i2c = busio.I2C(SCL, SDA)
display = adafruit_ssd1306.SSD1306_I2C(128, 32, i2c)

display.fill(0)
display.show()

display.pixel(0, 0, 1)
display.pixel(64, 16, 1)
display.pixel(127, 31, 1)
display.show()
`;
    const { result, finalViews } = await simulate(code, { diagram: oledCircuit() });
    expect(result).toEqual({ status: 'finished' });
    const view = oledOf(finalViews);
    expect(view).toMatchObject({ width: 128, height: 32, on: true, inverted: false, contrast: 0xff });
    expect(litPixels(view)).toEqual([
      [0, 0],
      [64, 16],
      [127, 31],
    ]);
  });

  it('draws text in the 5×8 font: "Hello" is its glyphs’ columns, 6 pixels apart', async () => {
    const code = `${SETUP}
display = adafruit_ssd1306.SSD1306_I2C(128, 64, i2c)
display.fill(0)
display.text("Hello", 0, 0, 1)
display.text("Chispa!", 10, 20, 1)
display.show()
`;
    const { result, finalViews } = await simulate(code, { diagram: oledCircuit() });
    expect(result).toEqual({ status: 'finished' });
    const view = oledOf(finalViews);
    expect(view.height).toBe(64);
    const hello = textColumns('Hello');
    expect(hello.length).toBe(29);
    expect(Array.from({ length: 32 }, (_, x) => byteAt(view, x, 0))).toEqual([...hello, 0, 0, 0]);
    // At y = 20 a column's 8 rows straddle pages 2 (rows 16–23, from bit 4) and 3.
    const chispa = textColumns('Chispa!');
    const shown = chispa.map(
      (_, i) => (byteAt(view, 10 + i, 2) >> 4) | ((byteAt(view, 10 + i, 3) & 0x0f) << 4),
    );
    expect(shown).toEqual(chispa);
  });

  it('sends what poweroff, invert, contrast and rotate do to the panel', async () => {
    const code = `${SETUP}
display = adafruit_ssd1306.SSD1306_I2C(128, 64, i2c)
display.pixel(0, 0, 1)
display.show()
display.invert(True)
display.contrast(10)
display.rotate(False)
display.show()
print(display.power)
display.poweroff()
print(display.power)
`;
    const { printed, finalViews } = await simulate(code, { diagram: oledCircuit() });
    expect(printed).toBe('True\nFalse\n');
    const view = oledOf(finalViews);
    expect(view).toMatchObject({ on: false, inverted: true, contrast: 10 });
    // rotate(False) scans the rows the other way and mirrors the columns: (0, 0) is at the far corner.
    expect(litPixels(view)).toEqual([[127, 63]]);
  });

  it('pulses RST through a reset pin before it sets the display up', async () => {
    const diagram = oledCircuit();
    diagram.wires.push({ ...wire('oled1:RST', 'pico:GP6'), id: 'rst' });
    const code = `${SETUP}import digitalio
display = adafruit_ssd1306.SSD1306_I2C(128, 64, i2c, reset=digitalio.DigitalInOut(board.GP6))
display.pixel(5, 5, 1)
display.show()
`;
    const { result, finalViews, drives } = await simulate(code, { diagram });
    expect(result).toEqual({ status: 'finished' });
    const levels = drives
      .map(({ drive }) => drive.GP6)
      .map((pin) => (pin?.mode === 'output' ? pin.value : undefined));
    expect(levels.filter((level, i) => level !== levels[i - 1])).toEqual([false, true, false, true]);
    expect(litPixels(oledOf(finalViews))).toEqual([[5, 5]]);
  });

  it('says at once that the SPI variant is not simulated', async () => {
    const code = `${SETUP}display = adafruit_ssd1306.SSD1306_SPI(128, 64, None, None, None, None)\n`;
    const { result } = await simulate(code, { diagram: oledCircuit() });
    expect(lastLine(result.error?.traceback ?? '')).toBe(
      'NotImplementedError: The simulated SSD1306 talks I2C only: use SSD1306_I2C',
    );
  });

  it('lists the display at 0x3c in i2c.scan()', async () => {
    const code = `${SETUP}
while not i2c.try_lock():
    pass
print([hex(address) for address in i2c.scan()])
i2c.unlock()
`;
    const { printed } = await simulate(code, { diagram: oledCircuit() });
    expect(printed).toBe("['0x3c']\n");
  });

  it('says no I2C device answers at 0x3c when the display is set to 0x3d', async () => {
    const code = `${SETUP}display = adafruit_ssd1306.SSD1306_I2C(128, 64, i2c)\n`;
    const { result } = await simulate(code, { diagram: oledCircuit({ attrs: { i2cAddress: '0x3d' } }) });
    expect(lastLine(result.error?.traceback ?? '')).toBe('ValueError: No I2C device at address: 0x3c');
    expect(result.error?.line).toBe(6);
  });

  it('finds no pull-ups when the display has no power', async () => {
    const { result } = await simulate(SETUP, { diagram: oledCircuit({ power: false }) });
    expect(lastLine(result.error?.traceback ?? '')).toBe(
      'RuntimeError: No pull up found on SDA or SCL; check your wiring',
    );
  });

  it('sends the page-addressing variant page by page', async () => {
    const code = `${SETUP}
display = adafruit_ssd1306.SSD1306_I2C(128, 64, i2c, page_addressing=True)
display.fill(0)
display.pixel(3, 60, 1)
display.show()
`;
    const { result, finalViews } = await simulate(code, { diagram: oledCircuit() });
    expect(result).toEqual({ status: 'finished' });
    expect(litPixels(oledOf(finalViews))).toEqual([[3, 60]]);
  });

  it('keeps up with 10 frames a second: the virtual clock runs as the program sleeps', async () => {
    const code = `${SETUP}import time
display = adafruit_ssd1306.SSD1306_I2C(128, 64, i2c)
start = time.monotonic()
for frame in range(10):
    display.fill(0)
    display.text("frame %d" % frame, 0, 0, 1)
    display.rect(0, 10, 128, 20, 1)
    display.show()
    time.sleep(0.01)
print(round(time.monotonic() - start, 1))
`;
    const started = performance.now();
    const { printed, finalViews } = await simulate(code, { diagram: oledCircuit() });
    const wallMs = performance.now() - started;
    // A full frame at 100 kHz is 1025 bytes of 9 clocks: about 92 ms on the wire, as on a board.
    expect(printed).toBe('1.0\n');
    expect(textColumns('frame 9').map((_, x) => byteAt(oledOf(finalViews), x, 0))).toEqual(
      textColumns('frame 9'),
    );
    // Loading MicroPython takes most of it; ten frames must not take seconds.
    expect(wallMs).toBeLessThan(5000);
  });
});

describe('adafruit_framebuf on its own', () => {
  /** Prints a framebuffer as rows of `*` and `.`, as the library's simpletest does. */
  const PRINT = `
def show(fb):
    for y in range(fb.height):
        print("".join(["*" if fb.pixel(x, y) else "." for x in range(fb.width)]))
`;

  /** What `show` prints for `text` drawn at (0, 0), `width` pixels wide. */
  const asciiText = (text: string, width: number): string => {
    const columns = textColumns(text);
    return Array.from({ length: 8 }, (_, y) =>
      Array.from({ length: width }, (_, x) => (((columns[x] ?? 0) >> y) & 1 ? '*' : '.')).join(''),
    )
      .map((row) => `${row}\n`)
      .join('');
  };

  it('draws text from font5x8.bin into an MVLSB and an MHMSB buffer alike', async () => {
    const code = `import adafruit_framebuf
${PRINT}
for kind in (adafruit_framebuf.MVLSB, adafruit_framebuf.MHMSB):
    fb = adafruit_framebuf.FrameBuffer(bytearray(32 * 8 // 8), 32, 8, buf_format=kind)
    fb.text("hi 42", 0, 0, 1)
    show(fb)
`;
    const { printed, result } = await simulate(code);
    expect(result).toEqual({ status: 'finished' });
    expect(printed).toBe(asciiText('hi 42', 32).repeat(2));
  });

  it('draws lines, rectangles, circles, scrolls and turns with rotation', async () => {
    const code = `import adafruit_framebuf
${PRINT}
fb = adafruit_framebuf.FrameBuffer(bytearray(8), 8, 8)
fb.rect(0, 0, 8, 8, 1)
fb.line(1, 1, 6, 6, 1)
show(fb)
fb.fill(0)
fb.fill_rect(1, 1, 2, 3, 1)
fb.hline(4, 6, 3, 1)
fb.scroll(1, 1)
show(fb)
fb.fill(0)
fb.rotation = 1
fb.pixel(0, 0, 1)
fb.rotation = 0
print(fb.pixel(7, 0), fb.pixel(0, 0), fb.pixel(9, 9))
fb.fill(0)
fb.circle(4, 4, 3, 1)
show(fb)
`;
    const { printed, result } = await simulate(code);
    expect(result).toEqual({ status: 'finished' });
    expect(printed.split('\n')).toEqual([
      '********',
      '**.....*',
      '*.*....*',
      '*..*...*',
      '*...*..*',
      '*....*.*',
      '*.....**',
      '********',
      // fill_rect and hline moved one right and one down; row 0 and column 0 keep what they had.
      '........',
      '........',
      '..**....',
      '..**....',
      '..**....',
      '........',
      '........',
      '.....***',
      '1 0 None',
      // The library's midpoint circle of radius 3 runs 2 pixels from the centre.
      '........',
      '........',
      '..*****.',
      '..*...*.',
      '..*...*.',
      '..*...*.',
      '..*****.',
      '........',
      '',
    ]);
  });

  it('scrolls an MVLSB buffer (by whole columns) as it scrolls an MHMSB one (pixel by pixel)', async () => {
    const code = `import adafruit_framebuf
W, H = 24, 20
fbs = [adafruit_framebuf.FrameBuffer(bytearray(72), W, H, buf_format=kind)
       for kind in (adafruit_framebuf.MVLSB, adafruit_framebuf.MHMSB)]
same = True
for dx, dy in ((3, 0), (0, 5), (-2, 9), (4, -11), (-7, -3), (0, 0), (25, 1)):
    for fb in fbs:
        for y in range(H):
            for x in range(W):
                fb.pixel(x, y, (x * 7 + y * 3 + x * y) % 5 < 2)
        fb.scroll(dx, dy)
    same = same and all(fbs[0].pixel(x, y) == fbs[1].pixel(x, y) for x in range(W) for y in range(H))
print(same)
`;
    const { printed, result } = await simulate(code);
    expect(result).toEqual({ status: 'finished' });
    expect(printed).toBe('True\n');
  });

  it('draws text twice as large with size=2', async () => {
    const code = `import adafruit_framebuf
${PRINT}
fb = adafruit_framebuf.FrameBuffer(bytearray(12 * 16 // 8), 12, 16)
fb.text("T", 0, 0, 1, size=2)
show(fb)
`;
    const { printed } = await simulate(code);
    const small = asciiText('T', 6).split('\n').slice(0, 8);
    const doubled = small.flatMap((row) => {
      const wide = [...row].map((c) => c + c).join('');
      return [wide, wide];
    });
    expect(printed).toBe(`${doubled.join('\n')}\n`);
  });

  it('gives the library’s message and OSError for a font file that is not there', async () => {
    const code = `import adafruit_framebuf
fb = adafruit_framebuf.FrameBuffer(bytearray(8), 8, 8)
fb.text("a", 0, 0, 1, font_name="tiny.bin")
`;
    const { printed, result } = await simulate(code);
    expect(printed.split('\n')[0]).toBe('Could not find font file tiny.bin');
    expect(lastLine(result.error?.traceback ?? '')).toBe('OSError: [Errno 2] No such file/directory');
  });

  it('keeps RGB888 pixels as three bytes, R, G, B', async () => {
    const code = `import adafruit_framebuf
buf = bytearray(4 * 2 * 3)
fb = adafruit_framebuf.FrameBuffer(buf, 4, 2, buf_format=adafruit_framebuf.RGB888)
fb.fill(0x000010)
fb.fill_rect(1, 0, 2, 1, 0xFF8000)
fb.pixel(3, 1, (1, 2, 3))
print(hex(fb.pixel(1, 0)), hex(fb.pixel(0, 1)), list(buf[3:6]), list(buf[21:24]))
`;
    const { printed } = await simulate(code);
    expect(printed).toBe('0xff8000 0x10 [255, 128, 0] [1, 2, 3]\n');
  });

  it('refuses a format it does not know and a rotation out of 0–3', async () => {
    const bad = await simulate(
      'import adafruit_framebuf\nadafruit_framebuf.FrameBuffer(bytearray(8), 8, 8, 7)\n',
    );
    expect(lastLine(bad.result.error?.traceback ?? '')).toBe('ValueError: invalid format');
    const turned = await simulate(
      'import adafruit_framebuf\nfb = adafruit_framebuf.FrameBuffer(bytearray(8), 8, 8)\nfb.rotation = 4\n',
    );
    expect(lastLine(turned.result.error?.traceback ?? '')).toBe('RuntimeError: Bad rotation setting');
  });
});
