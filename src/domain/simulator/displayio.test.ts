import { describe, expect, it } from 'vitest';
import type { Diagram } from '../circuit/diagram.ts';
import { makeDiagram, part, pico, wire } from '../circuit/test-builders.ts';
import type { DeviceView } from '../devices/device.ts';
import { lastLine, simulate } from './test-support.ts';

type OledView = Extract<DeviceView, { kind: 'oled' }>;
type Area = [x0: number, y0: number, x1: number, y1: number];

/** The SSD1306 module with DATA on GP4 and CLK on GP5, powered from 3V3. */
const oledCircuit = (address = '0x3c'): Diagram =>
  makeDiagram({
    parts: [pico(), part('wokwi-ssd1306', 'oled1', { attrs: { i2cAddress: address } })],
    wires: [
      wire('oled1:DATA', 'pico:GP4'),
      wire('oled1:CLK', 'pico:GP5'),
      wire('oled1:3V3', 'pico:3V3'),
      wire('oled1:GND', 'pico:GND.8'),
    ],
  });

const oledOf = (views: Record<string, DeviceView> | undefined): OledView => {
  const view = views?.oled1;
  if (view?.kind !== 'oled') throw new Error('no oled view');
  return view;
};

const isLit = (view: OledView, x: number, y: number): boolean => {
  const at = ((y >> 3) * view.width + x) * 2;
  return ((Number.parseInt(view.ram.slice(at, at + 2), 16) >> (y & 7)) & 1) === 1;
};

/** Part of the panel as text, a line per row: `#` lit, `.` dark. */
const picture = (view: OledView, [x0, y0, x1, y1]: Area): string[] =>
  Array.from({ length: y1 - y0 }, (_, row) =>
    Array.from({ length: x1 - x0 }, (_, column) => (isLit(view, x0 + column, y0 + row) ? '#' : '.')).join(''),
  );

const countLit = (view: OledView, area: Area): number =>
  picture(view, area).reduce((sum, row) => sum + row.replaceAll('.', '').length, 0);

/** displayio_ssd1306_simpletest.py in its CircuitPython 9 form, pins moved to the Pico. */
const simpletest = (height: number) => `"""
This test will initialize the display using displayio and draw a solid white
background, a smaller black rectangle, and some white text.
"""

import board
import busio
import displayio
import terminalio
from adafruit_display_text import label
from i2cdisplaybus import I2CDisplayBus

import adafruit_displayio_ssd1306

displayio.release_displays()

i2c = busio.I2C(board.GP5, board.GP4)
display_bus = I2CDisplayBus(i2c, device_address=0x3C)

WIDTH = 128
HEIGHT = ${height}  # Change to 64 if needed
BORDER = 5

display = adafruit_displayio_ssd1306.SSD1306(display_bus, width=WIDTH, height=HEIGHT)

# Make the display context
splash = displayio.Group()
display.root_group = splash

color_bitmap = displayio.Bitmap(WIDTH, HEIGHT, 1)
color_palette = displayio.Palette(1)
color_palette[0] = 0xFFFFFF  # White

bg_sprite = displayio.TileGrid(color_bitmap, pixel_shader=color_palette, x=0, y=0)
splash.append(bg_sprite)

# Draw a smaller inner rectangle
inner_bitmap = displayio.Bitmap(WIDTH - BORDER * 2, HEIGHT - BORDER * 2, 1)
inner_palette = displayio.Palette(1)
inner_palette[0] = 0x000000  # Black
inner_sprite = displayio.TileGrid(inner_bitmap, pixel_shader=inner_palette, x=BORDER, y=BORDER)
splash.append(inner_sprite)

# Draw a label
text = "Hello World!"
text_area = label.Label(terminalio.FONT, text=text, color=0xFFFFFF, x=28, y=HEIGHT // 2 - 1)
splash.append(text_area)

while True:
    pass
`;

/** A program that spins in `while True: pass` never ends; the tests end theirs after a while. */
const endingAfter = (code: string, turns = 3000) =>
  code.replace('while True:\n    pass', `for _ in range(${turns}):\n    pass`);

/** A display with an empty root group, ready for a test's drawing, on a bus at `frequency`. */
const setup = (frequency = 100000) => `import board
import busio
import displayio
import terminalio
import time
from adafruit_display_text import label
from i2cdisplaybus import I2CDisplayBus
import adafruit_displayio_ssd1306

i2c = busio.I2C(board.GP5, board.GP4, frequency=${frequency})
display_bus = I2CDisplayBus(i2c, device_address=0x3C)
display = adafruit_displayio_ssd1306.SSD1306(display_bus, width=128, height=64)
group = displayio.Group()
display.root_group = group
`;

/** "Hel" of "Hello World!" as the simpletest draws it at (28, 31): cell rows 25–36, 6 pixels a cell. */
const HEL = [
  '..................',
  '..................',
  '#...#........##...',
  '#...#.........#...',
  '#...#..###....#...',
  '#####.#...#...#...',
  '#...#.#####...#...',
  '#...#.#.......#...',
  '#...#..###...###..',
  '..................',
  '..................',
  '..................',
];

describe('displayio on the SSD1306 (adafruit_displayio_ssd1306)', () => {
  it('runs the library’s simpletest at 128×64: a lit border, a dark inside, the label’s text', async () => {
    const { result, finalViews } = await simulate(endingAfter(simpletest(64)), { diagram: oledCircuit() });
    expect(result).toEqual({ status: 'finished' });
    const view = oledOf(finalViews);
    expect(view).toMatchObject({ width: 128, height: 64, on: true, inverted: false, contrast: 0xff });
    // The white background shows as a 5-pixel border around the black rectangle.
    expect(countLit(view, [0, 0, 128, 5])).toBe(128 * 5);
    expect(countLit(view, [0, 59, 128, 64])).toBe(128 * 5);
    expect(countLit(view, [0, 0, 5, 64])).toBe(5 * 64);
    expect(countLit(view, [123, 0, 128, 64])).toBe(5 * 64);
    expect(countLit(view, [5, 5, 123, 25])).toBe(0);
    expect(countLit(view, [5, 37, 123, 59])).toBe(0);
    // "Hello World!" is 12 cells of 6 pixels from x = 28, centred on y = 31.
    expect(picture(view, [28, 25, 46, 37])).toEqual(HEL);
    expect(countLit(view, [28, 25, 100, 37])).toBeGreaterThan(100);
    expect(countLit(view, [5, 25, 28, 37]) + countLit(view, [100, 25, 123, 37])).toBe(0);
  });

  it('runs it at 128×32 with the CircuitPython 8 names (displayio.I2CDisplay)', async () => {
    const code = endingAfter(simpletest(32))
      .replace('from i2cdisplaybus import I2CDisplayBus\n', '')
      .replace('I2CDisplayBus(i2c', 'displayio.I2CDisplay(i2c');
    const { result, finalViews } = await simulate(code, { diagram: oledCircuit() });
    expect(result).toEqual({ status: 'finished' });
    const view = oledOf(finalViews);
    expect(view).toMatchObject({ width: 128, height: 32, on: true });
    expect(countLit(view, [0, 0, 128, 5])).toBe(128 * 5);
    expect(countLit(view, [0, 27, 128, 32])).toBe(128 * 5);
    // At y = 15 the text's cells are rows 9–20.
    expect(picture(view, [28, 9, 46, 21])).toEqual(HEL);
  });

  it('shows a program that never sleeps: the refresh runs while its loop spins', async () => {
    // Without a sleep the only chance to refresh is the loop itself, as on the board.
    const { finalViews } = await simulate(endingAfter(simpletest(64), 5000), { diagram: oledCircuit() });
    expect(picture(oledOf(finalViews), [28, 25, 46, 37])).toEqual(HEL);
    const unrefreshed = await simulate(endingAfter(simpletest(64), 1), { diagram: oledCircuit() });
    expect(countLit(oledOf(unrefreshed.finalViews), [0, 0, 128, 64])).toBe(0);
  });

  it('hands the page each finished frame, also when the program then spins', async () => {
    const code = `${setup()}
greeting = label.Label(terminalio.FONT, text="Hello", x=10, y=30)
group.append(greeting)
time.sleep(0.1)
greeting.text = "World"
for _ in range(3000):
    pass
`;
    const { views, finalViews } = await simulate(code, { diagram: oledCircuit() });
    const world = picture(oledOf(finalViews), [10, 24, 40, 36]);
    expect(world).not.toEqual(picture(oledOf(views.at(-2)?.views), [10, 24, 40, 36]));
    expect(picture(oledOf(views.at(-1)?.views), [10, 24, 40, 36])).toEqual(world);
  });

  it('redraws a Label whose text changes every loop, as the program sleeps', async () => {
    const code = `${setup()}
counter = label.Label(terminalio.FONT, text="0", x=0, y=6)
group.append(counter)
for i in range(10):
    start = time.monotonic_ns()
    counter.text = str(i)
    time.sleep(0.1)
    print(round((time.monotonic_ns() - start) / 1e6, 2))
`;
    const { printed, views, finalViews } = await simulate(code, { diagram: oledCircuit() });
    // As on the board, the refresh after a change holds the program up for its I2C writes:
    // the digit's 6 columns of pages 0 and 1, (7 + 7 + 14) × 9 / 100 kHz = 2.52 ms.
    // The first pass changes nothing ("0" is already shown).
    expect(printed).toBe(`100.0\n${'102.52\n'.repeat(9)}`);
    const shown = new Set(views.map(({ views: v }) => picture(oledOf(v), [0, 0, 6, 12]).join('\n')));
    expect(shown.size).toBeGreaterThanOrEqual(10);
    const nineCode = `${setup()}\ngroup.append(label.Label(terminalio.FONT, text="9", x=0, y=6))\ntime.sleep(0.1)\n`;
    const nine = await simulate(nineCode, { diagram: oledCircuit() });
    expect(picture(oledOf(finalViews), [0, 0, 128, 12])).toEqual(
      picture(oledOf(nine.finalViews), [0, 0, 128, 12]),
    );
  });

  it('takes the time its bytes take on the bus: a full frame, then only the pages that changed', async () => {
    const refreshedByHand = (frequency: number) =>
      setup(frequency).replace('height=64)', 'height=64, auto_refresh=False)');
    const code = (frequency: number) => `${refreshedByHand(frequency)}
greeting = label.Label(terminalio.FONT, text="Hello", x=10, y=30)
group.append(greeting)
start = time.monotonic_ns()
display.refresh()
full = time.monotonic_ns()
greeting.text = "World"
display.refresh()
print(round((full - start) / 1e6, 2), round((time.monotonic_ns() - full) / 1e6, 2))
`;
    // Every write is its bytes and the address byte, at 9 clocks a byte. A full frame is two
    // writes of 512 pixel bytes (and the 0x40 before them), each after a column and a page
    // command (3 commands: 6 bytes with their 0x80s): 2 × (7 + 7 + 514) × 9 / 100 kHz = 95.04 ms.
    // "World" over "Hello": its 30 columns of the 2 pages (rows 24–39) its cells touch:
    // (7 + 7 + 62) × 9 / 100 kHz = 6.84 ms.
    const slow = await simulate(code(100000), { diagram: oledCircuit() });
    expect(slow.printed).toBe('95.04 6.84\n');
    const fast = await simulate(code(400000), { diagram: oledCircuit() });
    expect(fast.printed).toBe('23.76 1.71\n');
  });

  it('draws bitmap pixels through palettes, transparency and scale, on a display turned 180°', async () => {
    const code = `import board, busio, displayio, time
from i2cdisplaybus import I2CDisplayBus
import adafruit_displayio_ssd1306
i2c = busio.I2C(board.GP5, board.GP4)
display = adafruit_displayio_ssd1306.SSD1306(I2CDisplayBus(i2c, device_address=0x3C), width=128, height=64, rotation=180)
group = displayio.Group(scale=2, x=10, y=4)
display.root_group = group
bitmap = displayio.Bitmap(8, 4, 2)
palette = displayio.Palette(2)
palette[1] = (255, 255, 255)
palette.make_transparent(0)
for x in range(8):
    bitmap[x, x % 4] = 1
group.append(displayio.TileGrid(bitmap, pixel_shader=palette))
time.sleep(0.05)
`;
    const { result, finalViews } = await simulate(code, { diagram: oledCircuit() });
    expect(result).toEqual({ status: 'finished' });
    // Scaled by 2 at (10, 4), then turned: logical (x, y) shows at (127 - x, 63 - y).
    const view = oledOf(finalViews);
    expect(picture(view, [102, 52, 118, 60])).toEqual(
      [
        '##......##......',
        '##......##......',
        '..##......##....',
        '..##......##....',
        '....##......##..',
        '....##......##..',
        '......##......##',
        '......##......##',
      ]
        .map((row) => [...row].reverse().join(''))
        .reverse(),
    );
    expect(countLit(view, [0, 0, 128, 64])).toBe(8 * 4);
  });

  it('draws a grid of tiles from a sprite sheet, flipped, transposed, and RGB565 through a ColorConverter', async () => {
    const code = `${setup()}
# A 2×2 sheet of 4×4 tiles: 0 dark, 1 lit, 2 its left half lit, 3 its top half lit.
sheet = displayio.Bitmap(8, 8, 2)
for y in range(4):
    for x in range(4):
        sheet[4 + x, y] = 1
        if x < 2:
            sheet[x, 4 + y] = 1
        if y < 2:
            sheet[4 + x, 4 + y] = 1
palette = displayio.Palette(2)
palette[1] = 0xFFFFFF
grids = []
for x in (0, 20, 40):
    grid = displayio.TileGrid(sheet, pixel_shader=palette, width=4, height=1, tile_width=4, tile_height=4, x=x)
    for i in range(4):
        grid[i] = i
    group.append(grid)
    grids.append(grid)
grids[1].flip_x = True
grids[2].transpose_xy = True
colors = displayio.Bitmap(4, 1, 65536)
colors[0, 0] = 0xFFFF  # white
colors[1, 0] = 0x8410  # mid grey: luma 128, lit
colors[2, 0] = 0x7BEF  # a shade darker: luma 122, dark
colors[3, 0] = 0x07E0  # green: luma 179, lit
group.append(displayio.TileGrid(colors, pixel_shader=displayio.ColorConverter(input_colorspace=displayio.Colorspace.RGB565), x=60))
time.sleep(0.05)
`;
    const { result, finalViews } = await simulate(code, { diagram: oledCircuit() });
    expect(result).toEqual({ status: 'finished' });
    expect(picture(oledOf(finalViews), [0, 0, 64, 16])).toEqual([
      '....######..####....####..######............................##.#',
      '....######..####....####..######................................',
      '....######................######................................',
      '....######................######................................',
      '........................................####....................',
      '........................................####....................',
      '........................................####....................',
      '........................................####....................',
      '........................................####....................',
      '........................................####....................',
      '................................................................',
      '................................................................',
      '........................................##......................',
      '........................................##......................',
      '........................................##......................',
      '........................................##......................',
    ]);
  });

  it('centres a Label on its anchored_position, at scale 2', async () => {
    const code = `${setup()}
title = label.Label(terminalio.FONT, text="Hi", scale=2)
title.anchor_point = (0.5, 0.5)
title.anchored_position = (64, 32)
group.append(title)
print(title.bounding_box, title.x, title.y)
time.sleep(0.05)
`;
    const { printed, finalViews } = await simulate(code, { diagram: oledCircuit() });
    // Two 6×12 cells, scaled to 24×24 and centred: (52, 20)–(76, 44).
    expect(printed).toBe('(0, -6, 12, 12) 52 32\n');
    const view = oledOf(finalViews);
    expect(countLit(view, [52, 20, 76, 44])).toBeGreaterThan(40);
    expect(countLit(view, [0, 0, 128, 64])).toBe(countLit(view, [52, 20, 76, 44]));
  });

  it('wraps text with the library’s helper and draws it with bitmap_label', async () => {
    const code = `${setup()}
from adafruit_display_text import bitmap_label, wrap_text_to_lines
lines = wrap_text_to_lines("The quick brown fox", 10)
print(lines)
text = bitmap_label.Label(terminalio.FONT, text="\\n".join(lines), x=0, y=6, line_spacing=1.0)
group.append(text)
print(text.bounding_box)
time.sleep(0.05)
`;
    const { printed, finalViews } = await simulate(code, { diagram: oledCircuit() });
    // Two lines of 12-pixel cells, 12 pixels apart (line_spacing 1.0).
    expect(printed).toBe("['The quick', 'brown fox']\n(0, -6, 54, 24)\n");
    const view = oledOf(finalViews);
    expect(countLit(view, [0, 0, 54, 12])).toBeGreaterThan(30);
    expect(countLit(view, [0, 12, 54, 24])).toBeGreaterThan(30);
    expect(countLit(view, [0, 0, 128, 64])).toBe(countLit(view, [0, 0, 54, 24]));
  });

  it('sleeps and wakes the panel, and sets its contrast through brightness', async () => {
    const code = `${setup()}
print(display.is_awake)
display.brightness = 0.5
display.sleep()
print(display.is_awake, display.brightness)
`;
    const { printed, finalViews } = await simulate(code, { diagram: oledCircuit() });
    expect(printed).toBe('True\nFalse 0.5\n');
    expect(oledOf(finalViews)).toMatchObject({ on: false, contrast: 127 });
  });

  it('hides, moves and removes layers, drawing over what they left', async () => {
    const code = `${setup()}
block = displayio.Bitmap(4, 4, 1)
white = displayio.Palette(1)
white[0] = 0xFFFFFF
a = displayio.TileGrid(block, pixel_shader=white, x=0, y=0)
b = displayio.TileGrid(block, pixel_shader=white, x=20, y=20)
group.append(a)
group.append(b)
time.sleep(0.05)
a.x = 100
b.hidden = True
time.sleep(0.05)
group.remove(a)
group.remove(b)
inner = displayio.Group(x=50, y=30)
inner.append(b)
b.hidden = False
group.append(inner)
time.sleep(0.05)
`;
    const { result, views, finalViews } = await simulate(code, { diagram: oledCircuit() });
    expect(result).toEqual({ status: 'finished' });
    const moved = views.map(({ views: v }) => oledOf(v)).find((v) => isLit(v, 100, 0) && !isLit(v, 20, 20));
    expect(moved && countLit(moved, [0, 0, 128, 64])).toBe(16);
    // b, in a group at (50, 30), is at (70, 50); nothing is left where a and b were.
    const view = oledOf(finalViews);
    expect(countLit(view, [0, 0, 128, 64])).toBe(16);
    expect(countLit(view, [70, 50, 74, 54])).toBe(16);
  });
});

describe('displayio’s errors, in CircuitPython’s words', () => {
  const errorOf = async (code: string, diagram = oledCircuit()) =>
    lastLine((await simulate(code, { diagram })).result.error?.traceback ?? '');

  it.each([
    ['display_bus = I2CDisplayBus(i2c, device_address=0x3D)', 'ValueError: Unable to find I2C Display at 3d'],
    [
      'display_bus = I2CDisplayBus(i2c, device_address=0x3C)\nI2CDisplayBus(i2c, device_address=0x3C)',
      'RuntimeError: Too many display busses; forgot displayio.release_displays() ?',
    ],
    ['display_bus = I2CDisplayBus(i2c, 0x3C)', 'TypeError: extra positional arguments given'],
    ['displayio.Group(max_size=10)', "TypeError: unexpected keyword argument 'max_size'"],
    [
      'displayio.TileGrid(displayio.Bitmap(4, 4, 2), displayio.Palette(2))',
      'TypeError: extra positional arguments given',
    ],
    ['displayio.TileGrid(displayio.Bitmap(4, 4, 2))', "TypeError: 'pixel_shader' argument required"],
    ['displayio.Bitmap(4, 4, 2)[1, 1] = 2', 'ValueError: value must be 0-1'],
    ['displayio.Bitmap(4, 4, 2)[4, 0] = 1', 'IndexError: x must be 0-3'],
    [
      'g = displayio.Group()\nt = displayio.Group()\ng.append(t)\ndisplayio.Group().append(t)',
      'ValueError: Layer already in a group',
    ],
    ['displayio.Group().append(1)', 'ValueError: Layer must be a Group or TileGrid subclass'],
    ['displayio.Palette(2)[0] = -1', 'TypeError: color must be between 0x000000 and 0xffffff'],
    ['label.Label(terminalio.FONT, text=5)', "AttributeError: 'int' object has no attribute 'find'"],
  ])('%s', async (line, error) => {
    const code = `import board, busio, displayio, terminalio
from adafruit_display_text import label
from i2cdisplaybus import I2CDisplayBus
i2c = busio.I2C(board.GP5, board.GP4)
${line}
`;
    expect(await errorOf(code)).toBe(error);
  });

  it('points old code at root_group: display.show() was removed in CircuitPython 9', async () => {
    expect(await errorOf(`${setup()}display.show(group)\n`)).toBe(
      'AttributeError: .show(x) removed. Use .root_group = x',
    );
  });

  it('allows one display at a time', async () => {
    const code = `${setup()}adafruit_displayio_ssd1306.SSD1306(display_bus, width=128, height=64)\n`;
    expect(await errorOf(code)).toBe('RuntimeError: Too many displays');
  });
});
