import type { DiagramPart } from '../circuit/diagram.ts';
import type { DeviceHost, DeviceModel, DeviceView, Drive } from './device.ts';
import type { DeviceDefinition } from './registry.ts';
import { poweredVolts } from './supply.ts';

/**
 * The LCD 16×2 (`wokwi-lcd1602`): an HD44780 character controller, wired in parallel (RS, E,
 * D0–D7) or, with attr `pins: "i2c"`, behind a PCF8574 backpack at attr `i2cAddress` (0x27).
 *
 * The chip as the datasheet has it: it powers up in 8-bit mode, one line, display off; in 4-bit
 * mode each byte arrives as two nibbles, high first, so a driver first sends 0x33, 0x32 to get
 * into step from any state. Clear and home take 1.52 ms, and a byte that arrives sooner is lost;
 * the 37 µs of the other instructions are not enforced, so that a program shows the same on the
 * virtual clock (where time moves only in sleeps) as on the browser's real one.
 * Power: the chip runs with VDD (the backpack's VCC) on a supply and VSS (GND) on GND; else it
 * shows nothing and the backpack is not on the bus. The backlight is an LED of its own, lit from
 * A to K. Not modelled: reading the busy flag or RAM back, the pull-ups on DB0–DB7 (an unwired
 * line reads low), contrast (V0).
 */

/** A DDRAM line holds 40 characters; line 2 starts at 0x40. One line: 80 from 0x00. */
const LINE_LENGTH = 40;
const LINE_2 = 0x40;
const SPACE = 0x20;
const LONG_INSTRUCTION_US = 1520;

export interface LcdGeometry {
  columns: number;
  rows: number;
}

export interface LcdScreen {
  rows: number[][];
  cursor: { row: number; column: number; underline: boolean; blink: boolean } | null;
  on: boolean;
}

const mod = (value: number, by: number) => ((value % by) + by) % by;

export class Hd44780 {
  private readonly ddram = new Uint8Array(0x80).fill(SPACE);
  private readonly cgram = new Uint8Array(64);
  /** The address counter, into DDRAM or (after "set CGRAM address") CGRAM. */
  private address = 0;
  private inCgram = false;
  private increment = true;
  private shiftOnWrite = false;
  private displayOn = false;
  private cursorOn = false;
  private blinkOn = false;
  private eightBit = true;
  private twoLines = false;
  /** How far the display has shifted left, in characters. */
  private shift = 0;
  /** 4-bit mode: the high nibble waiting for its low one. */
  private highNibble: number | undefined;
  private busyUntilUs = 0;

  constructor(private readonly geometry: LcdGeometry = { columns: 16, rows: 2 }) {}

  /** E fell: the chip takes RS and DB7–DB0 (`bus`, DB0 in bit 0; DB7–DB4 alone in 4-bit mode). */
  latch(rs: boolean, bus: number, atUs: number): void {
    if (this.eightBit) {
      this.execute(rs, bus & 0xff, atUs);
      return;
    }
    const nibble = (bus >> 4) & 0x0f;
    if (this.highNibble === undefined) {
      this.highNibble = nibble;
      return;
    }
    const byte = (this.highNibble << 4) | nibble;
    this.highNibble = undefined;
    this.execute(rs, byte, atUs);
  }

  /** A custom character's 8 rows (5 bits each, top first), from CGRAM. */
  glyph(code: number): number[] {
    const start = (code & 0x07) * 8;
    return Array.from(this.cgram.subarray(start, start + 8), (row) => row & 0x1f);
  }

  screen(): LcdScreen {
    const { columns, rows } = this.geometry;
    const shown = Array.from({ length: rows }, (_, row) =>
      Array.from({ length: columns }, (_, column) => {
        const address = this.addressAt(row, column);
        return address === undefined ? SPACE : (this.ddram[address] ?? SPACE);
      }),
    );
    return { rows: shown, cursor: this.cursor(), on: this.displayOn };
  }

  private execute(rs: boolean, byte: number, atUs: number): void {
    if (atUs < this.busyUntilUs) return;
    if (rs) this.writeData(byte);
    else this.instruct(byte, atUs);
  }

  private instruct(byte: number, atUs: number): void {
    if (byte & 0x80) {
      this.inCgram = false;
      this.address = byte & 0x7f;
    } else if (byte & 0x40) {
      this.inCgram = true;
      this.address = byte & 0x3f;
    } else if (byte & 0x20) {
      this.eightBit = (byte & 0x10) !== 0;
      this.twoLines = (byte & 0x08) !== 0;
      this.highNibble = undefined;
    } else if (byte & 0x10) {
      const right = (byte & 0x04) !== 0;
      if (byte & 0x08) this.shiftDisplay(right ? -1 : 1);
      else this.moveAddress(right);
    } else if (byte & 0x08) {
      this.displayOn = (byte & 0x04) !== 0;
      this.cursorOn = (byte & 0x02) !== 0;
      this.blinkOn = (byte & 0x01) !== 0;
    } else if (byte & 0x04) {
      this.increment = (byte & 0x02) !== 0;
      this.shiftOnWrite = (byte & 0x01) !== 0;
    } else if (byte & 0x02) {
      this.home(atUs);
    } else if (byte & 0x01) {
      this.ddram.fill(SPACE);
      this.increment = true;
      this.home(atUs);
    }
  }

  private home(atUs: number): void {
    this.inCgram = false;
    this.address = 0;
    this.shift = 0;
    this.busyUntilUs = atUs + LONG_INSTRUCTION_US;
  }

  private writeData(byte: number): void {
    if (this.inCgram) {
      this.cgram[this.address] = byte;
      this.address = mod(this.address + (this.increment ? 1 : -1), this.cgram.length);
      return;
    }
    this.ddram[this.address] = byte;
    this.moveAddress(this.increment);
    if (this.shiftOnWrite) this.shiftDisplay(this.increment ? 1 : -1);
  }

  /** The address counter steps over the gap between the lines, and wraps at the end. */
  private moveAddress(forward: boolean): void {
    if (this.inCgram) {
      this.address = mod(this.address + (forward ? 1 : -1), this.cgram.length);
      return;
    }
    if (!this.twoLines) {
      this.address = mod(this.address + (forward ? 1 : -1), 2 * LINE_LENGTH);
      return;
    }
    const line = this.address >= LINE_2 ? 1 : 0;
    const next = this.address - line * LINE_2 + (forward ? 1 : -1);
    if (next >= 0 && next < LINE_LENGTH) this.address = line * LINE_2 + next;
    else if (forward) this.address = line === 0 ? LINE_2 : 0;
    else this.address = line === 0 ? LINE_2 + LINE_LENGTH - 1 : LINE_LENGTH - 1;
  }

  private shiftDisplay(left: number): void {
    this.shift = mod(this.shift + left, this.lineLength());
  }

  private lineLength(): number {
    return this.twoLines ? LINE_LENGTH : 2 * LINE_LENGTH;
  }

  /**
   * The DDRAM address shown at a place of the glass. Two lines: even rows show line 1, odd rows
   * line 2, each row the next `columns` of its line (a 20×4 shows 0x00, 0x40, 0x14, 0x54).
   * One line: only the first row is driven.
   */
  private addressAt(row: number, column: number): number | undefined {
    if (!this.twoLines) return row === 0 ? mod(column + this.shift, 2 * LINE_LENGTH) : undefined;
    const offset = Math.floor(row / 2) * this.geometry.columns;
    return (row % 2) * LINE_2 + mod(offset + column + this.shift, LINE_LENGTH);
  }

  private cursor(): LcdScreen['cursor'] {
    if ((!this.cursorOn && !this.blinkOn) || this.inCgram) return null;
    const { columns, rows } = this.geometry;
    const line = this.twoLines && this.address >= LINE_2 ? 1 : 0;
    const place = mod(this.address - line * LINE_2 - this.shift, this.lineLength());
    const row = line + (this.twoLines ? 2 : 1) * Math.floor(place / columns);
    if (row >= rows || (!this.twoLines && row > 0)) return null;
    return { row, column: place % columns, underline: this.cursorOn, blink: this.blinkOn };
  }
}

// ─── Wiring ─────────────────────────────────────────────────────────────────

const DATA_PINS = ['D0', 'D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7'];

/** The PCF8574 port bits the backpack joins to the LCD. */
const PORT_RS = 0x01;
const PORT_RW = 0x02;
const PORT_E = 0x04;
const PORT_BACKLIGHT = 0x08;

const DEFAULT_I2C_ADDRESS = 0x27;

const lcdView = (chip: Hd44780, backlight: boolean): DeviceView => ({
  kind: 'lcd',
  ...chip.screen(),
  backlight,
  glyphs: Array.from({ length: 8 }, (_, code) => chip.glyph(code)),
});

/** The level on a pin: what the board drives there, else the supply it is wired to. */
const levelOf = (host: DeviceHost, pin: string): Drive => {
  const driven = host.boardLevel(pin);
  if (driven !== undefined) return driven;
  const volts = host.supplyVolts?.(pin);
  return volts === undefined ? undefined : volts > 0;
};

/** The backlight LED is lit when its anode is high and its cathode low. */
const isBacklit = (host: DeviceHost) => levelOf(host, 'A') === true && levelOf(host, 'K') === false;

/** Parallel wiring: the chip takes RS and the data lines when the board brings E low. */
const createParallelLcd = (host: DeviceHost, chip: Hd44780): DeviceModel => {
  let enableHigh = false;
  const isHigh = (pin: string) => levelOf(host, pin) === true;
  return {
    onBoardLevel(pin, level, atUs) {
      if (pin !== 'E') return;
      const fell = enableHigh && level === false;
      enableHigh = level === true;
      // RW high asks the chip to answer (a read): nothing is written.
      if (!fell || isHigh('RW')) return;
      const bus = DATA_PINS.reduce((byte, data, bit) => (isHigh(data) ? byte | (1 << bit) : byte), 0);
      chip.latch(isHigh('RS'), bus, atUs);
    },
    view: () => lcdView(chip, isBacklit(host)),
  };
};

/** `i2cAddress`: "0x27", "0x3F" or decimal; Wokwi's 0x27 when missing or unreadable. */
export const lcdI2cAddress = (part: DiagramPart): number => {
  const text = part.attrs.i2cAddress?.trim() ?? '';
  const value = /^0x/i.test(text) ? Number.parseInt(text, 16) : Number.parseInt(text, 10);
  return Number.isInteger(value) && value >= 0 && value < 0x80 ? value : DEFAULT_I2C_ADDRESS;
};

/**
 * The PCF8574 backpack: each byte written sets the port P0–P7 (P0 RS, P1 RW, P2 E, P3 backlight,
 * P4–P7 D4–D7); E going from 1 to 0 between two bytes makes the chip take the new byte's lines.
 * The port powers up high, as the PCF8574's does.
 */
const createBackpackLcd = (part: DiagramPart, chip: Hd44780): DeviceModel => {
  let port = 0xff;
  const address = lcdI2cAddress(part);
  const set = (next: number, atUs: number) => {
    const fell = (port & PORT_E) !== 0 && (next & PORT_E) === 0;
    port = next;
    if (fell && (next & PORT_RW) === 0) chip.latch((next & PORT_RS) !== 0, next & 0xf0, atUs);
  };
  return {
    i2c: {
      pins: { sda: 'SDA', scl: 'SCL' },
      address: () => address,
      write(bytes, atUs) {
        for (const byte of bytes) set(byte, atUs);
      },
      read: (count) => new Uint8Array(count).fill(port),
    },
    view: () => lcdView(chip, (port & PORT_BACKLIGHT) !== 0),
  };
};

export const lcd1602Definition: DeviceDefinition = {
  type: 'wokwi-lcd1602',
  controls: [],
  modules: ['adafruit_character_lcd', 'digitalio', 'busio'],
  create(part, host) {
    const chip = new Hd44780({ columns: 16, rows: 2 });
    if (part.attrs.pins === 'i2c') {
      if (poweredVolts(host) === undefined) return { view: () => lcdView(chip, false) };
      return createBackpackLcd(part, chip);
    }
    if (poweredVolts(host, 'VDD', 'VSS') === undefined) return { view: () => lcdView(chip, isBacklit(host)) };
    return createParallelLcd(host, chip);
  },
};
