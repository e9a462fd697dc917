/**
 * A simulated chip behind one interface (issue 24), shared by the browser's simulator worker and
 * the headless checker: whatever runs the program hands each device the board's pin changes with
 * their simulated time, asks it what it drives back, and talks to it over a bus.
 *
 * Pins are the part's own pin names (`TRIG`, `SDA`, `R1`); times are microseconds of simulated
 * time since code.py started. A device never reads a clock: it is told the time, so the same
 * program gives the same answers on a real-time clock and on a virtual one.
 */

/** A level a device drives on a pin: high, low, or nothing (released, as an open drain lets go). */
export type Drive = boolean | undefined;

/** One change of a level at a time. */
export interface Edge {
  readonly atUs: number;
  readonly level: boolean;
}

/** What a device may ask of the circuit it sits in. */
export interface DeviceHost {
  /**
   * The level the board drives on the net of one of the part's pins now: true or false for an
   * output (on the pin's net or behind one series resistor), undefined for an input or a pin no
   * wire joins to a GPIO.
   */
  boardLevel(pin: string): Drive;
  /** The value of one of the part's run-time controls (control.ts): the user's, else the attr's. */
  control(name: string): number;
  /**
   * The volts of the board supply wired to the net of one of the part's pins (GND 0, 3V3 3.3,
   * VSYS and VBUS 5), undefined when none is: what powers a module, and what its analog outputs
   * scale with. A host that knows no supplies may leave it out (the module is then unpowered).
   */
  supplyVolts?(pin: string): number | undefined;
}

/** A device on an I2C bus: transactions, not bits (the bus's timing is charged by the bus). */
export interface I2cTarget {
  /** Its 7-bit address now (an address pin or attr may set it). */
  address(): number;
  /** A write transaction (START, address+W, `bytes`, STOP): every byte acknowledged. */
  write(bytes: Uint8Array, atUs: number): void;
  /** A read transaction of `count` bytes. */
  read(count: number, atUs: number): Uint8Array;
}

/** The part pins a bus device's SDA and SCL are on (`DATA` and `CLK` on Wokwi's SSD1306). */
export interface I2cPins {
  sda: string;
  scl: string;
}

/** What the canvas draws for a device beyond what the netlist already shows (an LED, a servo). */
export type DeviceView =
  /**
   * SSD1306: the picture the panel shows, in GDDRAM's layout: ⌈height / 8⌉ pages × `width` bytes
   * as hex, byte `page * width + x`, bit `y % 8` lit at (x, y); mirroring, start line and offset
   * are already applied. `inverted` is left for the page to apply.
   */
  | {
      kind: 'oled';
      width: number;
      height: number;
      on: boolean;
      inverted: boolean;
      contrast: number;
      ram: string;
    }
  /** HD44780: the characters shown (character codes per row), the cursor and the backlight. */
  | {
      kind: 'lcd';
      rows: readonly (readonly number[])[];
      cursor: { row: number; column: number; underline: boolean; blink: boolean } | null;
      on: boolean;
      backlight: boolean;
      /** Custom characters 0–7 from CGRAM: 8 rows of 5 bits each, top first, bit 4 leftmost. */
      glyphs?: readonly (readonly number[])[];
    }
  /**
   * Segment displays: per digit, the brightness 0–1 of A, B, C, D, E, F, G, DP, averaged over the
   * last frame so that multiplexed digits look steady, as the eye sees them; `colon` on a 4-digit one.
   */
  | { kind: 'segments'; digits: readonly (readonly number[])[]; colon?: number }
  /** A part with one light of its own (the PIR's output LED). */
  | { kind: 'signal'; on: boolean };

export interface DeviceModel {
  /**
   * The board changed the level on the net of `pin` (true, false, or let go), at `atUs`. Changes
   * arrive in time order, each once.
   */
  onBoardLevel?(pin: string, level: Drive, atUs: number): void;
  /** What the device drives on `pin` at `atUs` (never earlier than a time it was already asked). */
  output?(pin: string, atUs: number): Drive;
  /** Volts it puts on `pin` (an analog output), or undefined to leave the pin to the netlist. */
  volts?(pin: string, atUs: number): number | undefined;
  /** The levels it drives on `pin` in (fromUs, toUs], oldest first: what a PulseIn records. */
  edges?(pin: string, fromUs: number, toUs: number): Edge[];
  /** The part pins it drives at all (so a read of another pin goes to the netlist). */
  readonly drivenPins?: readonly string[];
  readonly i2c?: I2cTarget & { pins: I2cPins };
  /** What the part shows at `atUs`; undefined when the netlist's outputs say it all. */
  view?(atUs: number): DeviceView | undefined;
}

/**
 * A waveform a device plays on one pin: the edges it has scheduled, and its level between them.
 * Edges are kept for a while so a PulseIn that resumed earlier still finds them.
 */
export class Waveform {
  private readonly scheduled: Edge[] = [];

  constructor(private idle: Drive) {}

  /** Plays `edges` (in time order), replacing whatever was scheduled from the first one on. */
  play(edges: readonly Edge[]): void {
    const first = edges[0];
    if (!first) return;
    while (this.scheduled.length > 0 && (this.scheduled.at(-1)?.atUs ?? 0) >= first.atUs)
      this.scheduled.pop();
    this.scheduled.push(...edges);
    // Keep the last few hundred: a DHT answer is 84 edges, and nothing reads far back.
    if (this.scheduled.length > 512) this.scheduled.splice(0, this.scheduled.length - 512);
  }

  /** The level at `atUs`. */
  levelAt(atUs: number): Drive {
    let level = this.idle;
    for (const edge of this.scheduled) {
      if (edge.atUs > atUs) break;
      level = edge.level;
    }
    return level;
  }

  edgesIn(fromUs: number, toUs: number): Edge[] {
    return this.scheduled.filter((edge) => edge.atUs > fromUs && edge.atUs <= toUs);
  }

  /** Sets the level when nothing is scheduled any more (a module's output that rests high). */
  setIdle(level: Drive): void {
    this.idle = level;
  }
}
