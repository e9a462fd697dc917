/**
 * The contract between the program running in the simulator and the circuit on the canvas
 * (issue 4). The program sets what each GPIO of the board does (`PinDrive`); the user sets what
 * each input part does (`PartInputs`); the netlist (`netlist.ts`) turns both into what the
 * program reads on its pins and what the parts on the canvas show (`CircuitOutputs`).
 * Pins are named as on the board's part (`GP15`, `GP25` for the Pico's own LED), never `board.*`.
 */

export type Pull = 'up' | 'down';

/** What the program does with one GPIO. A pin the program never claimed is `{ mode: 'input' }`. */
export type PinDrive =
  | { mode: 'input'; pull?: Pull }
  | { mode: 'output'; value: boolean; openDrain?: boolean }
  /** `duty` 0–65535 as written by the program; `frequency` in Hz as read back. */
  | { mode: 'pwm'; duty: number; frequency: number }
  /** NeoPixel data: one `[r, g, b]` (0–255, after brightness) per pixel sent so far. */
  | { mode: 'neopixel'; pixels: readonly (readonly [number, number, number])[] };

/** Board pin name → drive. Missing pins are inputs without pull. */
export type BoardDrive = Readonly<Record<string, PinDrive>>;

/**
 * What the user does to input parts, by part id: a pushbutton or slide switch 1 (pressed / on
 * towards pin 1…) or 0; a potentiometer 0–1 (fraction of its travel); a photoresistor its lux;
 * a membrane keypad, under `<part id>.keys`, a bitmask of its pressed keys (bit row × 4 + column).
 * Parts missing here are at rest (released, the attr's value).
 */
export type PartInputs = Readonly<Record<string, number>>;

export interface CircuitOutputs {
  /** LED part id → brightness 0–1 (PWM duty fraction; 1 for a steady high), 0 when dark. */
  leds: Record<string, number>;
  /** RGB LED part id → [r, g, b] each 0–1. */
  rgbLeds: Record<string, readonly [number, number, number]>;
  /** Servo part id → horn angle in degrees 0–180, or null while it gets no pulses. */
  servos: Record<string, number | null>;
  /** Buzzer part id → sounding frequency in Hz, or null when silent. */
  buzzers: Record<string, number | null>;
  /** NeoPixel part id → its colour [r, g, b] 0–255 (a single `wokwi-neopixel` is one pixel of a chain). */
  neopixels: Record<string, readonly [number, number, number]>;
  /** LED ring part id → each pixel's colour [r, g, b] 0–255, pixel 0 first (the ring is one stretch of a chain). */
  rings: Record<string, readonly (readonly [number, number, number])[]>;
}
