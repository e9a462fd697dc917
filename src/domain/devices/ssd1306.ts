import type { DiagramPart } from '../circuit/diagram.ts';
import type { DeviceHost, DeviceModel, DeviceView, Drive } from './device.ts';
import type { DeviceDefinition } from './registry.ts';

/**
 * The SSD1306 OLED controller on I2C (Wokwi's `wokwi-ssd1306`: DATA is SDA, CLK is SCL), as its
 * datasheet describes it: a control byte starts each write (Co bit: one byte follows, then another
 * control byte; D/C# bit: commands or display data), commands keep their argument bytes across
 * transactions, and data fills GDDRAM (8 pages × 128 columns, LSB on top) along the addressing
 * mode and the column and page ranges, wrapping as the chip does.
 *
 * The module's panel is mounted so that the usual set-up (segment remap A1h, COM scan C8h) shows
 * column 0 on the left and row 0 on top; the reset state (A0h, C0h) shows the picture turned 180°.
 */

const COLUMNS = 128;
const PAGES = 8;
const ROWS = PAGES * 8;

/** Argument bytes of the commands that take any (everything else is a single byte). */
const ARGUMENT_COUNT: ReadonlyMap<number, number> = new Map([
  [0x20, 1], // memory addressing mode
  [0x21, 2], // column address range
  [0x22, 2], // page address range
  [0x23, 1], // fade out and blinking
  [0x26, 6], // right horizontal scroll
  [0x27, 6], // left horizontal scroll
  [0x29, 5], // vertical and right horizontal scroll
  [0x2a, 5], // vertical and left horizontal scroll
  [0x81, 1], // contrast
  [0x8d, 1], // charge pump
  [0xa3, 2], // vertical scroll area
  [0xa8, 1], // multiplex ratio
  [0xad, 1], // internal IREF (SSD1306B)
  [0xd3, 1], // display offset
  [0xd5, 1], // clock divide ratio and oscillator frequency
  [0xd6, 1], // zoom in
  [0xd9, 1], // pre-charge period
  [0xda, 1], // COM pins hardware configuration
  [0xdb, 1], // VCOMH deselect level
]);

/** Memory addressing modes, by the value 20h takes. */
const ADDRESSING = ['horizontal', 'vertical', 'page'] as const;
type Addressing = (typeof ADDRESSING)[number];

export const parseI2cAddress = (text: string | undefined): number => {
  const address = Number.parseInt(text ?? '', 16);
  return address === 0x3c || address === 0x3d ? address : 0x3c;
};

export class Ssd1306 {
  /** GDDRAM by segment: a byte written to column c lands on segment c, or 127 − c when remapped. */
  private readonly ram = new Uint8Array(PAGES * COLUMNS);
  private addressing: Addressing = 'page';
  private columnStart = 0;
  private columnEnd = COLUMNS - 1;
  private pageStart = 0;
  private pageEnd = PAGES - 1;
  private column = 0;
  private page = 0;
  /** Where page addressing mode returns to at the end of a page (set by 00h–1Fh). */
  private pageModeColumn = 0;
  private isOn = false;
  private isInverted = false;
  private isEntireOn = false;
  private contrast = 0x7f;
  private isSegmentRemapped = false;
  private isComScanReversed = false;
  private multiplex = ROWS;
  private displayOffset = 0;
  private startLine = 0;
  /** A command waiting for its argument bytes. */
  private pending: { command: number; args: number[]; count: number } | undefined;
  /** Bumped on every change the panel could show, so that `view()` is worked out once per change. */
  private version = 0;
  private shown: { version: number; view: DeviceView } | undefined;

  /** The reset state (RST low, or power on); GDDRAM keeps what it held. */
  reset(): void {
    this.addressing = 'page';
    this.columnStart = 0;
    this.columnEnd = COLUMNS - 1;
    this.pageStart = 0;
    this.pageEnd = PAGES - 1;
    this.column = 0;
    this.page = 0;
    this.pageModeColumn = 0;
    this.isOn = false;
    this.isInverted = false;
    this.isEntireOn = false;
    this.contrast = 0x7f;
    this.isSegmentRemapped = false;
    this.isComScanReversed = false;
    this.multiplex = ROWS;
    this.displayOffset = 0;
    this.startLine = 0;
    this.pending = undefined;
    this.version++;
  }

  /** One I2C write: control bytes, each followed by one byte (Co = 1) or by all the rest (Co = 0). */
  write(bytes: Uint8Array): void {
    let index = 0;
    while (index < bytes.length) {
      const control = bytes[index++] ?? 0;
      const isData = (control & 0x40) !== 0;
      const end = control & 0x80 ? Math.min(index + 1, bytes.length) : bytes.length;
      for (; index < end; index++) {
        const byte = bytes[index] ?? 0;
        if (isData) this.writeData(byte);
        else this.receiveCommandByte(byte);
      }
    }
  }

  /** An I2C read gives the status byte: bit 6 set while the display is off. */
  read(count: number): Uint8Array {
    return new Uint8Array(count).fill(this.isOn ? 0x00 : 0x40);
  }

  private receiveCommandByte(byte: number): void {
    if (this.pending) {
      this.pending.args.push(byte);
      if (this.pending.args.length < this.pending.count) return;
      const { command, args } = this.pending;
      this.pending = undefined;
      this.runCommand(command, args);
      return;
    }
    const count = ARGUMENT_COUNT.get(byte) ?? 0;
    if (count > 0) this.pending = { command: byte, args: [], count };
    else this.runCommand(byte, []);
  }

  private runCommand(command: number, args: readonly number[]): void {
    const [first = 0, second = 0] = args;
    this.version++;
    if (command <= 0x0f) {
      this.pageModeColumn = (this.pageModeColumn & 0xf0) | command;
      if (this.addressing === 'page') this.column = this.pageModeColumn;
    } else if (command <= 0x1f) {
      this.pageModeColumn = ((command & 0x07) << 4) | (this.pageModeColumn & 0x0f);
      if (this.addressing === 'page') this.column = this.pageModeColumn;
    } else if (command >= 0x40 && command <= 0x7f) {
      this.startLine = command & 0x3f;
    } else if (command >= 0xb0 && command <= 0xb7) {
      if (this.addressing === 'page') this.page = command & 0x07;
    } else if ((command & 0xf0) === 0xc0) {
      this.isComScanReversed = (command & 0x08) !== 0;
    } else {
      this.runOtherCommand(command, first, second);
    }
  }

  private runOtherCommand(command: number, first: number, second: number): void {
    switch (command) {
      case 0x20:
        // 11b is invalid: the mode stays as it was.
        this.addressing = ADDRESSING[first & 0x03] ?? this.addressing;
        break;
      case 0x21:
        this.columnStart = first & 0x7f;
        this.columnEnd = second & 0x7f;
        this.column = this.columnStart;
        break;
      case 0x22:
        this.pageStart = first & 0x07;
        this.pageEnd = second & 0x07;
        this.page = this.pageStart;
        break;
      case 0x81:
        this.contrast = first;
        break;
      case 0xa0:
      case 0xa1:
        this.isSegmentRemapped = command === 0xa1;
        break;
      case 0xa4:
      case 0xa5:
        this.isEntireOn = command === 0xa5;
        break;
      case 0xa6:
      case 0xa7:
        this.isInverted = command === 0xa7;
        break;
      case 0xa8:
        // 0 to 14 are invalid: the ratio stays as it was.
        if ((first & 0x3f) >= 15) this.multiplex = (first & 0x3f) + 1;
        break;
      case 0xae:
      case 0xaf:
        this.isOn = command === 0xaf;
        break;
      case 0xd3:
        this.displayOffset = first & 0x3f;
        break;
      // Scrolling, the charge pump, timing and the panel's wiring change nothing drawn here.
    }
  }

  private writeData(byte: number): void {
    const segment = this.isSegmentRemapped ? COLUMNS - 1 - this.column : this.column;
    this.ram[this.page * COLUMNS + segment] = byte;
    this.version++;
    switch (this.addressing) {
      case 'horizontal':
        if (this.column < this.columnEnd) this.column++;
        else {
          this.column = this.columnStart;
          this.page = this.page < this.pageEnd ? this.page + 1 : this.pageStart;
        }
        break;
      case 'vertical':
        if (this.page < this.pageEnd) this.page++;
        else {
          this.page = this.pageStart;
          this.column = this.column < this.columnEnd ? this.column + 1 : this.columnStart;
        }
        break;
      case 'page':
        this.column = this.column < COLUMNS - 1 ? this.column + 1 : this.pageModeColumn;
    }
  }

  /**
   * What the panel shows: `multiplex` rows of 128 pixels in GDDRAM's layout (pages of bytes,
   * LSB on top), with the segment and COM mapping, start line and offset already applied, so the
   * page draws it as it is: byte `page * 128 + x`, bit `y % 8` is the pixel at (x, y).
   */
  view(): DeviceView {
    if (this.shown?.version === this.version) return this.shown.view;
    const rows = this.multiplex;
    const picture = new Uint8Array(Math.ceil(rows / 8) * COLUMNS);
    if (this.isEntireOn) picture.fill(0xff);
    else {
      for (let y = 0; y < rows; y++) {
        // The panel's top row is wired to the last COM; C8h scans from there.
        const scan = this.isComScanReversed ? y : rows - 1 - y;
        const row = (scan + this.startLine + this.displayOffset) % ROWS;
        const from = (row >> 3) * COLUMNS;
        const bit = 1 << (row & 7);
        const to = (y >> 3) * COLUMNS;
        const mark = 1 << (y & 7);
        for (let x = 0; x < COLUMNS; x++) {
          // The panel's left edge is segment 127.
          if ((this.ram[from + COLUMNS - 1 - x] ?? 0) & bit) picture[to + x] = (picture[to + x] ?? 0) | mark;
        }
      }
    }
    const view: DeviceView = {
      kind: 'oled',
      width: COLUMNS,
      height: rows,
      on: this.isOn,
      // A5h lights every pixel whatever the RAM holds, inverse or not.
      inverted: this.isInverted && !this.isEntireOn,
      contrast: this.contrast,
      ram: Array.from(picture, (byte) => byte.toString(16).padStart(2, '0')).join(''),
    };
    this.shown = { version: this.version, view };
    return view;
  }
}

/** The module runs from 3V3 or VIN (through its regulator) with GND wired; else it is not on the bus. */
const isPowered = (host: DeviceHost): boolean => {
  const volts = (pin: string) => host.supplyVolts?.(pin) ?? 0;
  return host.supplyVolts?.('GND') === 0 && (volts('3V3') > 0 || volts('VIN') > 0);
};

const createSsd1306 = (part: DiagramPart, host: DeviceHost): DeviceModel => {
  const chip = new Ssd1306();
  if (!isPowered(host)) return { view: () => chip.view() };
  const address = parseI2cAddress(part.attrs.i2cAddress);
  let reset: Drive;
  return {
    i2c: {
      pins: { sda: 'DATA', scl: 'CLK' },
      address: () => address,
      write: (bytes) => chip.write(bytes),
      read: (count) => chip.read(count),
    },
    onBoardLevel(pin, level) {
      // RST low resets the controller; left unwired, the module's pull-up holds it high.
      if (pin === 'RST' && level === false && reset !== false) chip.reset();
      if (pin === 'RST') reset = level;
    },
    view: () => chip.view(),
  };
};

export const ssd1306Definition: DeviceDefinition = {
  type: 'wokwi-ssd1306',
  controls: [],
  modules: [
    'busio',
    'adafruit_ssd1306',
    'adafruit_framebuf',
    'displayio',
    'i2cdisplaybus',
    'terminalio',
    'adafruit_display_text',
    'adafruit_displayio_ssd1306',
  ],
  create: createSsd1306,
};
