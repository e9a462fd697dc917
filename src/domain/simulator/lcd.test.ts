import { describe, expect, it } from 'vitest';
import type { Diagram } from '../circuit/diagram.ts';
import { makeDiagram, part, pico, wire } from '../circuit/test-builders.ts';
import type { DeviceView } from '../devices/device.ts';
import { lastLine, simulate } from './test-support.ts';

type LcdView = Extract<DeviceView, { kind: 'lcd' }>;
type Views = Awaited<ReturnType<typeof simulate>>['views'];

/** The LCD 16×2 in 4-bit mode: RS GP7, E GP8, D4–D7 GP9–GP12, backlight anode GP13. */
const parallelLcd = ({ withEnable = true } = {}): Diagram =>
  makeDiagram({
    parts: [pico(), part('wokwi-lcd1602', 'lcd1')],
    wires: [
      wire('lcd1:VSS', 'pico:GND.1'),
      wire('lcd1:VDD', 'pico:VBUS'),
      wire('lcd1:RW', 'pico:GND.2'),
      wire('lcd1:K', 'pico:GND.3'),
      wire('pico:GP7', 'lcd1:RS'),
      ...(withEnable ? [wire('pico:GP8', 'lcd1:E')] : []),
      wire('pico:GP9', 'lcd1:D4'),
      wire('pico:GP10', 'lcd1:D5'),
      wire('pico:GP11', 'lcd1:D6'),
      wire('pico:GP12', 'lcd1:D7'),
      wire('pico:GP13', 'lcd1:A'),
    ],
  });

/** The LCD 16×2 on its PCF8574 backpack, SDA on GP4 and SCL on GP5. */
const backpackLcd = (attrs: Record<string, string> = {}): Diagram =>
  makeDiagram({
    parts: [pico(), part('wokwi-lcd1602', 'lcd1', { attrs: { pins: 'i2c', ...attrs } })],
    wires: [
      wire('lcd1:GND', 'pico:GND.1'),
      wire('lcd1:VCC', 'pico:VBUS'),
      wire('lcd1:SDA', 'pico:GP4'),
      wire('lcd1:SCL', 'pico:GP5'),
    ],
  });

const PARALLEL_SETUP = `import time
import board
import digitalio
import adafruit_character_lcd.character_lcd as characterlcd

lcd_columns = 16
lcd_rows = 2

# The library's pins (Metro D7–D13) moved to the Pico's GP7–GP13.
lcd_rs = digitalio.DigitalInOut(board.GP7)
lcd_en = digitalio.DigitalInOut(board.GP8)
lcd_d7 = digitalio.DigitalInOut(board.GP12)
lcd_d6 = digitalio.DigitalInOut(board.GP11)
lcd_d5 = digitalio.DigitalInOut(board.GP10)
lcd_d4 = digitalio.DigitalInOut(board.GP9)
lcd_backlight = digitalio.DigitalInOut(board.GP13)

lcd = characterlcd.Character_LCD_Mono(
    lcd_rs, lcd_en, lcd_d4, lcd_d5, lcd_d6, lcd_d7, lcd_columns, lcd_rows, lcd_backlight
)
`;

const I2C_SETUP = `import time
import board
import busio
import adafruit_character_lcd.character_lcd_i2c as character_lcd

lcd_columns = 16
lcd_rows = 2

i2c = busio.I2C(board.GP5, board.GP4)

lcd = character_lcd.Character_LCD_I2C(i2c, lcd_columns, lcd_rows)
`;

/** The rest of Adafruit's charlcd_mono_simpletest.py and charlcd_i2c_mono_simpletest.py. */
const SIMPLETEST_STEPS = `
lcd.backlight = True
lcd.message = "Hello\\nCircuitPython"
time.sleep(5)
lcd.clear()
lcd.text_direction = lcd.RIGHT_TO_LEFT
lcd.message = "Hello\\nCircuitPython"
time.sleep(5)
lcd.text_direction = lcd.LEFT_TO_RIGHT
lcd.clear()
lcd.cursor = True
lcd.message = "Cursor! "
time.sleep(5)
lcd.clear()
lcd.blink = True
lcd.message = "Blinky Cursor!"
time.sleep(5)
lcd.blink = False
lcd.clear()
scroll_msg = "<-- Scroll"
lcd.message = scroll_msg
for i in range(len(scroll_msg)):
    time.sleep(0.5)
    lcd.move_left()
lcd.clear()
lcd.message = "Going to sleep\\nCya later!"
time.sleep(3)
lcd.backlight = False
time.sleep(2)
`;

/** What the LCD showed at `ms`: the last view sent by then. */
const lcdAt = (views: Views, ms: number, id = 'lcd1'): LcdView => {
  let found: DeviceView | undefined;
  for (const { at, views: byId } of views) if (at <= ms && byId[id]) found = byId[id];
  if (found?.kind !== 'lcd') throw new Error(`no LCD view by ${ms} ms`);
  return found;
};
const rowsOf = (view: LcdView) => view.rows.map((row) => String.fromCharCode(...row));

/** The simpletest's screens, at a moment inside each of its waits. */
const expectSimpletestScreens = (views: Views) => {
  expect(rowsOf(lcdAt(views, 1000))).toEqual(['Hello           ', 'CircuitPython   ']);
  expect(lcdAt(views, 1000)).toMatchObject({ on: true, backlight: true, cursor: null });
  expect(rowsOf(lcdAt(views, 6000))).toEqual(['           olleH', '   nohtyPtiucriC']);
  expect(rowsOf(lcdAt(views, 11000))).toEqual(['Cursor!         ', ' '.repeat(16)]);
  expect(lcdAt(views, 11000).cursor).toEqual({ row: 0, column: 8, underline: true, blink: false });
  expect(rowsOf(lcdAt(views, 16000))[0]).toBe('Blinky Cursor!  ');
  expect(lcdAt(views, 16000).cursor).toEqual({ row: 0, column: 14, underline: true, blink: true });
  expect(rowsOf(lcdAt(views, 20300))[0]).toBe('<-- Scroll      ');
  expect(rowsOf(lcdAt(views, 20800))[0]).toBe('-- Scroll       ');
  expect(lcdAt(views, 20800).cursor).toEqual({ row: 0, column: 9, underline: true, blink: false });
  expect(rowsOf(lcdAt(views, 22300))[0]).toBe('Scroll          ');
  expect(rowsOf(lcdAt(views, 24900))[0]).toBe('l               ');
  expect(rowsOf(lcdAt(views, 26000))).toEqual(['Going to sleep  ', 'Cya later!      ']);
  expect(lcdAt(views, 26000).backlight).toBe(true);
};

describe('adafruit_character_lcd on the LCD 16×2', () => {
  it("runs the library's mono simpletest on the parallel pins", async () => {
    const { result, views, finalViews, now } = await simulate(PARALLEL_SETUP + SIMPLETEST_STEPS, {
      diagram: parallelLcd(),
    });
    expect(result).toEqual({ status: 'finished' });
    expectSimpletestScreens(views);
    expect(finalViews.lcd1).toMatchObject({ kind: 'lcd', backlight: false, on: true });
    expect(now).toBeLessThan(30_100);
  });

  it("runs the library's I2C simpletest on the PCF8574 backpack", async () => {
    const code = (I2C_SETUP + SIMPLETEST_STEPS).replace('time.sleep(3)', 'time.sleep(5)');
    const { result, views, finalViews } = await simulate(code, { diagram: backpackLcd() });
    expect(result).toEqual({ status: 'finished' });
    expectSimpletestScreens(views);
    expect(finalViews.lcd1).toMatchObject({ kind: 'lcd', backlight: false, on: true });
  });

  it('writes 32 characters in a few milliseconds, even over I2C', async () => {
    const code = `${I2C_SETUP}
start = time.monotonic()
lcd.message = "0123456789abcdef\\nghijklmnopqrstuv"
print(time.monotonic() - start < 0.03)
`;
    const { printed, finalViews } = await simulate(code, { diagram: backpackLcd() });
    expect(printed).toBe('True\n');
    expect(rowsOf(finalViews.lcd1 as LcdView)).toEqual(['0123456789abcdef', 'ghijklmnopqrstuv']);
  });

  it('shows custom characters by their codes and starts a message where cursor_position says', async () => {
    const code = `${PARALLEL_SETUP}
checkmark = bytes([0x0, 0x0, 0x1, 0x3, 0x16, 0x1C, 0x8, 0x0])
lcd.create_char(0, checkmark)
lcd.create_char(9, checkmark)
lcd.message = "\\x00 ok \\x01"
lcd.cursor_position(3, 1)
lcd.message = "Hi"
print(lcd.message, lcd.cursor, lcd.blink, lcd.display, lcd.backlight, lcd.text_direction)
lcd.display = False
`;
    const { printed, finalViews, result } = await simulate(code, { diagram: parallelLcd() });
    expect(result).toEqual({ status: 'finished' });
    expect(printed).toBe('Hi False False True True None\n');
    const view = finalViews.lcd1 as LcdView;
    expect(view.rows[0]?.slice(0, 6)).toEqual([0x00, 0x20, 0x6f, 0x6b, 0x20, 0x01]);
    expect(rowsOf(view)[1]).toBe('   Hi           ');
    expect(view.on).toBe(false);
  });

  it('starts the line after "\\n" under the first one with column_align, and home() undoes scrolling', async () => {
    const code = `${PARALLEL_SETUP}
lcd.column_align = True
lcd.cursor_position(4, 0)
lcd.message = "ab\\ncd"
lcd.move_right()
lcd.home()
try:
    lcd.column_align = 1
except ValueError as error:
    print(error)
`;
    const { printed, finalViews } = await simulate(code, { diagram: parallelLcd() });
    expect(printed).toBe('The column_align value must be either True or False\n');
    expect(rowsOf(finalViews.lcd1 as LcdView)).toEqual(['    ab          ', '    cd          ']);
  });

  it('shows nothing, without an error, when E is not wired', async () => {
    const code = `${PARALLEL_SETUP}
lcd.message = "Hello"
time.sleep(1)
print("done")
`;
    const { printed, result, finalViews } = await simulate(code, {
      diagram: parallelLcd({ withEnable: false }),
    });
    expect(result).toEqual({ status: 'finished' });
    expect(printed).toBe('done\n');
    expect(finalViews.lcd1).toMatchObject({ on: false, cursor: null });
    expect(rowsOf(finalViews.lcd1 as LcdView)).toEqual([' '.repeat(16), ' '.repeat(16)]);
  });

  it("names the address when the backpack is not at the one asked for (Adafruit's 0x20)", async () => {
    const code = `${I2C_SETUP.replace('(i2c, lcd_columns, lcd_rows)', '(i2c, 16, 2, address=0x20)')}`;
    const { result } = await simulate(code, { diagram: backpackLcd() });
    expect(lastLine(result.error?.traceback ?? '')).toBe('ValueError: No I2C device at address: 0x20');
    const moved = await simulate(I2C_SETUP.replace('lcd_rows)', 'lcd_rows, address=0x3F)'), {
      diagram: backpackLcd({ i2cAddress: '0x3F' }),
    });
    expect(moved.result).toEqual({ status: 'finished' });
  });

  it('finds no pull-ups on a backpack without VCC: the bus is dead', async () => {
    const diagram = backpackLcd();
    const unpowered = { ...diagram, wires: diagram.wires.filter((w) => w.from.pin !== 'VCC') };
    const { result, finalViews } = await simulate(I2C_SETUP, { diagram: unpowered });
    expect(lastLine(result.error?.traceback ?? '')).toBe(
      'RuntimeError: No pull up found on SDA or SCL; check your wiring',
    );
    expect(finalViews.lcd1).toMatchObject({ on: false, backlight: false });
  });

  it('needs a backlight pin to set the backlight, as the library does', async () => {
    const code = `${PARALLEL_SETUP.replace(', lcd_backlight\n', '\n')}lcd.backlight = False\n`;
    const { result } = await simulate(code, { diagram: parallelLcd() });
    expect(lastLine(result.error?.traceback ?? '')).toBe(
      "AttributeError: 'NoneType' object has no attribute 'value'",
    );
  });
});
