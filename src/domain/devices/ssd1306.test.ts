import { describe, expect, it } from 'vitest';
import { part } from '../circuit/test-builders.ts';
import type { DeviceView } from './device.ts';
import { deviceDefinitionOf } from './registry.ts';
import { Ssd1306 } from './ssd1306.ts';

/** A write of commands (control byte 00h: all that follows are commands). */
const commands = (...bytes: number[]) => Uint8Array.from([0x00, ...bytes]);
/** A write of display data (control byte 40h). */
const data = (...bytes: number[]) => Uint8Array.from([0x40, ...bytes]);

type OledView = Extract<DeviceView, { kind: 'oled' }>;

const oledView = (chip: Ssd1306): OledView => {
  const view = chip.view();
  if (view.kind !== 'oled') throw new Error(`not an oled view: ${view.kind}`);
  return view;
};

const isLit = (view: OledView, x: number, y: number): boolean => {
  const byte = Number.parseInt(
    view.ram.slice(((y >> 3) * view.width + x) * 2, ((y >> 3) * view.width + x) * 2 + 2),
    16,
  );
  return ((byte >> (y & 7)) & 1) === 1;
};

/** The lit pixels, as [x, y] pairs in reading order. */
const litPixels = (view: OledView): [number, number][] => {
  const lit: [number, number][] = [];
  for (let y = 0; y < view.height; y++)
    for (let x = 0; x < view.width; x++) if (isLit(view, x, y)) lit.push([x, y]);
  return lit;
};

/** The byte shown at column x of page `page` (8 rows, LSB on top). */
const shownByte = (view: OledView, x: number, page: number): number =>
  Number.parseInt(view.ram.slice((page * view.width + x) * 2, (page * view.width + x) * 2 + 2), 16);

/** A host whose part pins are wired to these supplies (volts by pin name). */
const hostWith = (supplies: Record<string, number>) => ({
  boardLevel: () => undefined,
  control: () => Number.NaN,
  supplyVolts: (pin: string) => supplies[pin],
});

/** A chip set up as the usual libraries do: upright (A1h, C8h), on, in `mode`. */
const uprightChip = (mode: number): Ssd1306 => {
  const chip = new Ssd1306();
  chip.write(commands(0xae, 0x20, mode, 0xa1, 0xc8, 0x8d, 0x14, 0xaf));
  return chip;
};

describe('the SSD1306 model', () => {
  it('takes one command per control byte 80h, arguments in later writes, as adafruit_ssd1306 sends them', () => {
    const chip = new Ssd1306();
    const sequence = [0xae, 0x20, 0x00, 0x40, 0xa1, 0xa8, 0x3f, 0xc8, 0xd3, 0x00, 0xda, 0x12, 0xd5, 0x80];
    const more = [0xd9, 0xf1, 0xdb, 0x30, 0x81, 0xff, 0xa4, 0xa6, 0x8d, 0x14, 0xaf];
    for (const byte of [...sequence, ...more, 0x21, 0, 127, 0x22, 0, 7])
      chip.write(Uint8Array.from([0x80, byte]));
    const frame = new Uint8Array(1024);
    frame[0] = 0x01; // (0, 0)
    frame[3 * 128 + 64] = 0x01; // (64, 24)
    frame[7 * 128 + 127] = 0x80; // (127, 63)
    chip.write(Uint8Array.from([0x40, ...frame]));
    const view = oledView(chip);
    expect(view).toMatchObject({ width: 128, height: 64, on: true, inverted: false, contrast: 0xff });
    expect(litPixels(view)).toEqual([
      [0, 0],
      [64, 24],
      [127, 63],
    ]);
  });

  it('starts as the chip resets: off, page addressing, contrast 7Fh, 64 rows', () => {
    expect(oledView(new Ssd1306())).toMatchObject({ on: false, inverted: false, contrast: 0x7f, height: 64 });
    expect(Array.from(new Ssd1306().read(2))).toEqual([0x40, 0x40]);
  });

  it('fills a column and page range in horizontal mode, wrapping to the range’s start', () => {
    const chip = uprightChip(0x00);
    chip.write(commands(0x21, 2, 4, 0x22, 1, 2));
    chip.write(data(0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40));
    const view = oledView(chip);
    // Column 2, page 1 got 01h, then was written again with 40h when the range wrapped.
    expect([2, 3, 4].map((x) => shownByte(view, x, 1))).toEqual([0x40, 0x02, 0x04]);
    expect([2, 3, 4].map((x) => shownByte(view, x, 2))).toEqual([0x08, 0x10, 0x20]);
    expect(shownByte(view, 5, 1)).toBe(0);
    expect(shownByte(view, 2, 3)).toBe(0);
  });

  it('goes down the pages first in vertical mode', () => {
    const chip = uprightChip(0x01);
    chip.write(commands(0x21, 0, 1, 0x22, 0, 2));
    chip.write(data(1, 2, 3, 4, 5, 6, 7));
    const view = oledView(chip);
    expect([0, 1, 2].map((page) => shownByte(view, 0, page))).toEqual([7, 2, 3]);
    expect([0, 1, 2].map((page) => shownByte(view, 1, page))).toEqual([4, 5, 6]);
  });

  it('writes along one page in page mode, from the page B0h–B7h and column 00h–1Fh set', () => {
    const chip = uprightChip(0x02);
    chip.write(commands(0xb2, 0x05, 0x11)); // page 2, column 15h = 21
    chip.write(data(0xff, 0x81, 0x3c));
    const view = oledView(chip);
    expect([21, 22, 23].map((x) => shownByte(view, x, 2))).toEqual([0xff, 0x81, 0x3c]);
    expect(shownByte(view, 21, 3)).toBe(0);
  });

  it('goes back to the page-mode start column past column 127, on the same page', () => {
    const chip = uprightChip(0x02);
    chip.write(commands(0xb0, 0x0e, 0x17)); // column 7Eh = 126
    chip.write(data(0x11, 0x22, 0x33));
    const view = oledView(chip);
    expect([126, 127].map((x) => shownByte(view, x, 0))).toEqual([0x33, 0x22]);
    expect(shownByte(view, 0, 0)).toBe(0);
    expect(shownByte(view, 126, 1)).toBe(0);
  });

  it('ignores page starts B0h–B7h outside page mode, as the datasheet says', () => {
    const chip = uprightChip(0x00);
    chip.write(commands(0x21, 0, 127, 0x22, 0, 7, 0xb3));
    chip.write(data(0xff));
    expect(shownByte(oledView(chip), 0, 0)).toBe(0xff);
    expect(shownByte(oledView(chip), 0, 3)).toBe(0);
  });

  it('reads Co = 1 control bytes as one byte each, commands or data, in one write', () => {
    const chip = uprightChip(0x00);
    // 80h AFh (command), C0h 0Fh (one data byte), 80h A7h (command), then 40h: data to the end.
    chip.write(Uint8Array.from([0x80, 0xa6, 0xc0, 0x0f, 0x80, 0xa7, 0x40, 0xf0, 0x0f]));
    const view = oledView(chip);
    expect(view.inverted).toBe(true);
    expect([0, 1, 2].map((x) => shownByte(view, x, 0))).toEqual([0x0f, 0xf0, 0x0f]);
  });

  it('inverts, lights everything with A5h, dims and turns off', () => {
    const chip = uprightChip(0x00);
    chip.write(commands(0xa7, 0x81, 0x10));
    expect(oledView(chip)).toMatchObject({ inverted: true, contrast: 0x10, on: true });
    chip.write(commands(0xa5));
    const all = oledView(chip);
    expect(all.ram).toBe('ff'.repeat(1024));
    expect(all.inverted).toBe(false);
    chip.write(commands(0xa4, 0xa6, 0xae));
    expect(oledView(chip)).toMatchObject({ inverted: false, on: false, ram: '00'.repeat(1024) });
    expect(Array.from(chip.read(1))).toEqual([0x40]);
  });

  it('shows 32 rows with a multiplex ratio of 32 (128×32)', () => {
    const chip = uprightChip(0x00);
    chip.write(commands(0xa8, 0x1f, 0xda, 0x02, 0x21, 0, 127, 0x22, 0, 3));
    const frame = new Uint8Array(512);
    frame[0] = 0x01; // (0, 0)
    frame[2 * 128 + 64] = 0x01; // (64, 16)
    frame[3 * 128 + 127] = 0x80; // (127, 31)
    chip.write(Uint8Array.from([0x40, ...frame]));
    const view = oledView(chip);
    expect(view).toMatchObject({ width: 128, height: 32 });
    expect(view.ram).toHaveLength(4 * 128 * 2);
    expect(litPixels(view)).toEqual([
      [0, 0],
      [64, 16],
      [127, 31],
    ]);
    // Ratios below 16 are invalid and change nothing.
    chip.write(commands(0xa8, 0x05));
    expect(oledView(chip).height).toBe(32);
  });

  it('shows the reset mapping (A0h, C0h) turned 180° on the module', () => {
    const chip = new Ssd1306();
    chip.write(commands(0xaf, 0x20, 0x00));
    chip.write(data(0x01));
    expect(litPixels(oledView(chip))).toEqual([[127, 63]]);
  });

  it('applies the segment remap to data written after it only, and COM scan at once', () => {
    const chip = uprightChip(0x00);
    chip.write(data(0x01)); // (0, 0)
    chip.write(commands(0xa0)); // later data mirrored left to right; what is there stays
    chip.write(commands(0x21, 0, 127, 0x22, 0, 7));
    chip.write(data(0x00, 0x02)); // column 1 → segment 1 → x 126, row 1
    expect(litPixels(oledView(chip))).toEqual([
      [0, 0],
      [126, 1],
    ]);
    chip.write(commands(0xc0)); // the whole picture flips top to bottom now
    expect(litPixels(oledView(chip))).toEqual([
      [126, 62],
      [0, 63],
    ]);
  });

  it('moves the picture up by the start line and the display offset', () => {
    const chip = uprightChip(0x00);
    chip.write(commands(0x21, 0, 127, 0x22, 0, 7));
    chip.write(data(0x06)); // rows 1 and 2 at x 0
    chip.write(commands(0x41));
    expect(litPixels(oledView(chip))).toEqual([
      [0, 0],
      [0, 1],
    ]);
    chip.write(commands(0x40, 0xd3, 0x02));
    expect(litPixels(oledView(chip))).toEqual([
      [0, 0],
      [0, 63],
    ]);
  });

  it('accepts the scroll commands with their arguments without losing the next command', () => {
    const chip = uprightChip(0x00);
    chip.write(commands(0x26, 0x00, 0x00, 0x07, 0x07, 0x00, 0xff, 0x2f, 0x2e, 0xa3, 0x00, 0x40));
    chip.write(commands(0x29, 0x00, 0x00, 0x00, 0x07, 0x01, 0xa7));
    expect(oledView(chip).inverted).toBe(true);
  });

  it('is wokwi-ssd1306 on DATA and CLK at the address its attr sets, reset by RST going low', () => {
    const definition = deviceDefinitionOf('wokwi-ssd1306');
    expect(definition?.modules).toContain('adafruit_ssd1306');
    const host = hostWith({ '3V3': 3.3, GND: 0 });
    const model = definition?.create(part('wokwi-ssd1306', 'oled1', { attrs: { i2cAddress: '0x3d' } }), host);
    expect(model?.i2c?.pins).toEqual({ sda: 'DATA', scl: 'CLK' });
    expect(model?.i2c?.address()).toBe(0x3d);
    expect(definition?.create(part('wokwi-ssd1306', 'oled2'), host).i2c?.address()).toBe(0x3c);
    model?.i2c?.write(commands(0xaf, 0xa7), 0);
    expect(model?.view?.(0)).toMatchObject({ kind: 'oled', on: true, inverted: true });
    model?.onBoardLevel?.('RST', false, 10);
    expect(model?.view?.(10)).toMatchObject({ on: false, inverted: false });
  });

  it('is on the bus only when powered from 3V3 or VIN, with GND wired', () => {
    const definition = deviceDefinitionOf('wokwi-ssd1306');
    const oled = part('wokwi-ssd1306', 'oled1');
    expect(definition?.create(oled, hostWith({ VIN: 5, GND: 0 })).i2c).toBeDefined();
    const unpowered: Record<string, number>[] = [{ '3V3': 3.3 }, { GND: 0 }, {}];
    for (const supplies of unpowered) {
      const model = definition?.create(oled, hostWith(supplies));
      expect(model?.i2c).toBeUndefined();
      expect(model?.view?.(0)).toMatchObject({ kind: 'oled', on: false });
    }
  });
});
