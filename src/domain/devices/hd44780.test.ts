import { describe, expect, it } from 'vitest';
import { part } from '../circuit/test-builders.ts';
import type { DeviceHost, DeviceModel, DeviceView, Drive } from './device.ts';
import { Hd44780, lcd1602Definition, lcdI2cAddress } from './hd44780.ts';
import { deviceDefinitionOf } from './registry.ts';

type LcdView = Extract<DeviceView, { kind: 'lcd' }>;

const text = (codes: readonly number[]) => String.fromCharCode(...codes);
const shown = (chip: Hd44780) => chip.screen().rows.map(text);

/** Sends bytes in 4-bit mode: two latches each, high nibble first, on DB7–DB4. */
const send4 = (chip: Hd44780, rs: boolean, bytes: number[], atUs = 0) => {
  for (const byte of bytes) {
    chip.latch(rs, byte & 0xf0, atUs);
    chip.latch(rs, (byte << 4) & 0xf0, atUs);
  }
};
const characters = (chip: Hd44780, message: string, atUs = 0) =>
  send4(
    chip,
    true,
    [...message].map((c) => c.charCodeAt(0)),
    atUs,
  );

/** A chip as a 4-bit driver leaves it: 0x33 0x32, 2 lines, on, left to right, cleared. */
const readyChip = (): Hd44780 => {
  const chip = new Hd44780();
  send4(chip, false, [0x33, 0x32, 0x28, 0x0c, 0x06, 0x01]);
  return chip;
};
/** Past the 1.52 ms of the clear. */
const LATER = 2000;

describe('the HD44780 model', () => {
  it('powers up blank and off, in 8-bit mode', () => {
    const chip = new Hd44780();
    expect(chip.screen()).toEqual({
      rows: [Array(16).fill(0x20), Array(16).fill(0x20)],
      cursor: null,
      on: false,
    });
    chip.latch(false, 0x0f, 0); // display on, cursor, blink: one latch is one instruction
    expect(chip.screen()).toMatchObject({
      on: true,
      cursor: { row: 0, column: 0, underline: true, blink: true },
    });
  });

  it('gets into 4-bit mode with 0x33, 0x32 and writes line 1 at 0x00, line 2 at 0x40', () => {
    const chip = readyChip();
    characters(chip, 'Hello', LATER);
    send4(chip, false, [0xc0], LATER);
    characters(chip, 'CircuitPython', LATER);
    expect(shown(chip)).toEqual(['Hello           ', 'CircuitPython   ']);
    expect(chip.screen().on).toBe(true);
  });

  it('gets into step from half a byte already sent in 4-bit mode', () => {
    const chip = readyChip();
    chip.latch(true, 0x40, LATER); // a stray nibble
    send4(chip, false, [0x33, 0x32, 0x28, 0x80], LATER);
    characters(chip, 'ok', LATER);
    expect(shown(chip)[0]).toBe('ok              ');
  });

  it('takes all eight lines in 8-bit mode', () => {
    const chip = new Hd44780();
    for (const byte of [0x38, 0x0c, 0x06, 0x01]) chip.latch(false, byte, 0);
    for (const c of 'Hi') chip.latch(true, c.charCodeAt(0), LATER);
    expect(shown(chip)[0]).toBe('Hi              ');
  });

  it('loses what arrives during the 1.52 ms of a clear', () => {
    const chip = readyChip();
    characters(chip, 'a', 1000);
    characters(chip, 'b', 1520);
    expect(shown(chip)[0]).toBe('b               ');
  });

  it('runs the address on from line 1 to line 2 after 40 characters', () => {
    const chip = readyChip();
    send4(chip, false, [0x80 | 0x26], LATER);
    characters(chip, 'xyz', LATER);
    expect(shown(chip)[1]).toBe('z               ');
  });

  it('writes right to left in decrement mode', () => {
    const chip = readyChip();
    send4(chip, false, [0x04, 0x80 | 15], LATER);
    characters(chip, 'abc', LATER);
    expect(shown(chip)[0]).toBe('             cba');
  });

  it('shifts the display, both lines together, and the cursor with it', () => {
    const chip = readyChip();
    send4(chip, false, [0x0e], LATER);
    characters(chip, '<-- Scroll', LATER);
    send4(chip, false, [0xc0], LATER);
    characters(chip, 'two', LATER);
    send4(chip, false, [0x18, 0x18], LATER);
    expect(shown(chip)).toEqual(['- Scroll        ', 'o               ']);
    expect(chip.screen().cursor).toEqual({ row: 1, column: 1, underline: true, blink: false });
    send4(chip, false, [0x1c, 0x1c, 0x1c], LATER);
    expect(shown(chip)[0]).toBe(' <-- Scroll     ');
    send4(chip, false, [0x02], LATER);
    expect(shown(chip)[0]).toBe('<-- Scroll      ');
    expect(chip.screen().cursor).toMatchObject({ row: 0, column: 0 });
  });

  it('shifts the display on each character in entry mode with shift', () => {
    const chip = readyChip();
    send4(chip, false, [0x07, 0x80 | 16], LATER);
    characters(chip, 'ab', LATER);
    expect(shown(chip)[0]).toBe('              ab');
  });

  it('moves the cursor without writing, and hides it off the glass', () => {
    const chip = readyChip();
    send4(chip, false, [0x0d, 0x14, 0x14], LATER);
    expect(chip.screen().cursor).toEqual({ row: 0, column: 2, underline: false, blink: true });
    send4(chip, false, [0x80 | 20], LATER);
    expect(chip.screen().cursor).toBeNull();
  });

  it('keeps custom characters in CGRAM and shows them by code 0–7', () => {
    const chip = readyChip();
    const checkmark = [0x0, 0x0, 0x1, 0x3, 0x16, 0x1c, 0x8, 0x0];
    send4(chip, false, [0x40 | (1 << 3)], LATER);
    send4(chip, true, checkmark, LATER);
    expect(chip.screen().cursor).toBeNull();
    send4(chip, false, [0x80], LATER);
    send4(chip, true, [0x01], LATER);
    expect(chip.glyph(1)).toEqual(checkmark);
    expect(chip.screen().rows[0]?.[0]).toBe(1);
  });

  it('shows one line of 80 characters in 1-line mode', () => {
    const chip = new Hd44780();
    send4(chip, false, [0x33, 0x32, 0x20, 0x0c, 0x01]);
    send4(chip, false, [0x80 | 0x40], LATER);
    characters(chip, 'far', LATER);
    send4(chip, false, [0x80], LATER);
    characters(chip, 'near', LATER);
    expect(shown(chip)).toEqual(['near            ', '                ']);
  });
});

/** A host whose board levels the test sets, the chip powered (VDD and VCC on VBUS) unless told. */
const fakeHost = (supplies: Record<string, number> = { VDD: 5, VSS: 0, VCC: 5, GND: 0 }) => {
  const levels = new Map<string, Drive>([
    ['A', true],
    ['K', false],
  ]);
  const host: DeviceHost = {
    boardLevel: (pin) => levels.get(pin),
    control: () => Number.NaN,
    supplyVolts: (pin) => supplies[pin],
  };
  return { levels, host };
};

const lcdView = (model: DeviceModel): LcdView => {
  const view = model.view?.(0);
  if (view?.kind !== 'lcd') throw new Error('not an lcd view');
  return view;
};

describe('the LCD 16×2 wired in parallel', () => {
  /** Puts a nibble on D4–D7 with RS and pulses E, as a 4-bit driver does. */
  const pulse = (model: DeviceModel, levels: Map<string, Drive>, rs: boolean, nibble: number, atUs = 0) => {
    levels.set('RS', rs);
    for (let bit = 0; bit < 4; bit++) levels.set(`D${bit + 4}`, ((nibble >> bit) & 1) === 1);
    levels.set('E', true);
    model.onBoardLevel?.('E', true, atUs);
    levels.set('E', false);
    model.onBoardLevel?.('E', false, atUs);
  };
  const write = (model: DeviceModel, levels: Map<string, Drive>, rs: boolean, bytes: number[], atUs = 0) => {
    for (const byte of bytes) {
      pulse(model, levels, rs, byte >> 4, atUs);
      pulse(model, levels, rs, byte & 0x0f, atUs);
    }
  };

  it('takes RS and D4–D7 when E falls', () => {
    const { levels, host } = fakeHost();
    const model = lcd1602Definition.create(part('wokwi-lcd1602', 'lcd1'), host);
    write(model, levels, false, [0x33, 0x32, 0x28, 0x0c, 0x06, 0x01]);
    write(model, levels, true, [0x48, 0x69], LATER);
    expect(text(lcdView(model).rows[0] ?? [])).toBe('Hi              ');
    expect(lcdView(model)).toMatchObject({ on: true, backlight: true, cursor: null });
  });

  it('writes nothing while RW is high, and nothing without a falling E', () => {
    const { levels, host } = fakeHost();
    const model = lcd1602Definition.create(part('wokwi-lcd1602', 'lcd1'), host);
    write(model, levels, false, [0x33, 0x32, 0x28, 0x0c, 0x06, 0x01]);
    levels.set('RW', true);
    write(model, levels, true, [0x41], LATER);
    levels.set('RW', false);
    model.onBoardLevel?.('E', false, LATER); // from unknown to low: not a falling edge
    model.onBoardLevel?.('E', undefined, LATER);
    expect(text(lcdView(model).rows[0] ?? [])).toBe(' '.repeat(16));
  });

  it('lights the backlight from A high to K low, from GPIOs or supplies', () => {
    const { levels, host } = fakeHost();
    const model = lcd1602Definition.create(part('wokwi-lcd1602', 'lcd1'), host);
    expect(lcdView(model).backlight).toBe(true);
    levels.set('A', false);
    expect(lcdView(model).backlight).toBe(false);
    levels.set('A', true);
    levels.delete('K');
    expect(lcdView(model).backlight).toBe(false);
    const supplied = fakeHost({ VDD: 5, VSS: 0, A: 3.3, K: 0 });
    supplied.levels.clear();
    expect(lcdView(lcd1602Definition.create(part('wokwi-lcd1602', 'lcd1'), supplied.host)).backlight).toBe(
      true,
    );
  });

  it('shows nothing without VDD and VSS on the supplies', () => {
    const { levels, host } = fakeHost({ VDD: 5 });
    const model = lcd1602Definition.create(part('wokwi-lcd1602', 'lcd1'), host);
    write(model, levels, false, [0x33, 0x32, 0x28, 0x0c, 0x06, 0x01]);
    write(model, levels, true, [0x48], LATER);
    expect(lcdView(model)).toMatchObject({ on: false, backlight: true });
    expect(text(lcdView(model).rows[0] ?? [])).toBe(' '.repeat(16));
  });
});

describe('the LCD 16×2 on its PCF8574 backpack', () => {
  /** The port bytes a PCF8574 driver writes for one byte: each nibble with E high, then low. */
  const portBytes = (rs: boolean, bytes: number[], light = 0x08) =>
    Uint8Array.from(
      bytes.flatMap((byte) => {
        const rest = light | (rs ? 1 : 0);
        const high = (byte & 0xf0) | rest;
        const low = ((byte << 4) & 0xf0) | rest;
        return [high | 0x04, high, low | 0x04, low];
      }),
    );

  it('answers at 0x27 on SDA and SCL, or at its i2cAddress', () => {
    const { host } = fakeHost();
    const model = lcd1602Definition.create(part('wokwi-lcd1602', 'lcd1', { attrs: { pins: 'i2c' } }), host);
    expect(model.i2c?.address()).toBe(0x27);
    expect(model.i2c?.pins).toEqual({ sda: 'SDA', scl: 'SCL' });
    expect(lcdI2cAddress(part('wokwi-lcd1602', 'lcd1', { attrs: { i2cAddress: '0x3F' } }))).toBe(0x3f);
    expect(lcdI2cAddress(part('wokwi-lcd1602', 'lcd1', { attrs: { i2cAddress: '39' } }))).toBe(39);
    expect(lcdI2cAddress(part('wokwi-lcd1602', 'lcd1', { attrs: { i2cAddress: 'x' } }))).toBe(0x27);
    expect(model.onBoardLevel).toBeUndefined();
  });

  it('takes a nibble on each fall of P2 (E), with P0 as RS, P3 as the backlight', () => {
    const { host } = fakeHost();
    const model = lcd1602Definition.create(part('wokwi-lcd1602', 'lcd1', { attrs: { pins: 'i2c' } }), host);
    model.i2c?.write(Uint8Array.of(0x08), 0);
    model.i2c?.write(portBytes(false, [0x33, 0x32, 0x28, 0x0c, 0x06, 0x01]), 0);
    model.i2c?.write(portBytes(true, [0x4f, 0x4b]), LATER);
    expect(text(lcdView(model).rows[0] ?? [])).toBe('OK              ');
    expect(lcdView(model).backlight).toBe(true);
    model.i2c?.write(Uint8Array.of(0x00), LATER);
    expect(lcdView(model).backlight).toBe(false);
    expect(Array.from(model.i2c?.read(2, LATER) ?? [])).toEqual([0x00, 0x00]);
  });

  it('is not on the bus without VCC and GND', () => {
    const { host } = fakeHost({ VCC: 5 });
    const model = lcd1602Definition.create(part('wokwi-lcd1602', 'lcd1', { attrs: { pins: 'i2c' } }), host);
    expect(model.i2c).toBeUndefined();
    expect(lcdView(model)).toMatchObject({ on: false, backlight: false });
  });

  it('is the definition the registry gives for wokwi-lcd1602', () => {
    expect(deviceDefinitionOf('wokwi-lcd1602')).toBe(lcd1602Definition);
    expect(lcd1602Definition.modules[0]).toBe('adafruit_character_lcd');
  });
});
