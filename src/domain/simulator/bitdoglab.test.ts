import { describe, expect, it } from 'vitest';
import { BITDOGLAB_TYPE, MATRIX_SIZE, matrixLedIndex } from '../circuit/bitdoglab.ts';
import { simulatedDiagram } from '../circuit/board-inside.ts';
import type { Diagram } from '../circuit/diagram.ts';
import { buildNetlist, computeOutputs } from '../circuit/netlist.ts';
import type { BoardDrive, PartInputs } from '../circuit/simulation.ts';
import { makeDiagram, part, wire } from '../circuit/test-builders.ts';
import { bitDogLabLiveKeys } from '../devices/bitdoglab-controls.ts';
import type { DeviceView } from '../devices/device.ts';
import { simulate } from './test-support.ts';

/**
 * The BitDogLab in the simulator (issue 29), through the CircuitPython runtime and the same
 * expansion the worker and the checker use: the program drives the Pico's pins, the board's
 * peripherals answer as inner parts.
 */

const board = (version: 'v6' | 'v7' = 'v7') =>
  part(BITDOGLAB_TYPE, 'bdl1', { attrs: { env: 'circuitpython-8.0.2', version } });
const bitDogLab = (version: 'v6' | 'v7' = 'v7'): Diagram => makeDiagram({ parts: [board(version)] });
const keys = bitDogLabLiveKeys('bdl1');

/** What the board's peripherals show under the program's last drive. */
const outputsAfter = (diagram: Diagram, drives: { drive: BoardDrive }[], inputs: PartInputs = {}) =>
  computeOutputs(buildNetlist(simulatedDiagram(diagram)), drives.at(-1)?.drive ?? {}, inputs);

const steady = (inputs: PartInputs) => () => inputs;

describe('the BitDogLab’s RGB LED', () => {
  it('lights red from PWM on GP13, green and blue dark', async () => {
    const code = `import board, pwmio
red = pwmio.PWMOut(board.GP13, frequency=1000, duty_cycle=32768)
`;
    const { result, drives } = await simulate(code, { diagram: bitDogLab() });
    expect(result).toEqual({ status: 'finished' });
    const [r, g, b] = outputsAfter(bitDogLab(), drives).rgbLeds[keys.rgb] ?? [];
    expect(r).toBeCloseTo(0.5, 2);
    expect([g, b]).toEqual([0, 0]);
  });
});

describe('the BitDogLab’s buttons', () => {
  const code = `import board, digitalio
a = digitalio.DigitalInOut(board.GP5)
a.switch_to_input(pull=digitalio.Pull.UP)
b = digitalio.DigitalInOut(board.GP6)
b.switch_to_input(pull=digitalio.Pull.UP)
print(a.value, b.value)
`;

  it('read high at rest with the pull-up, low while pressed (A on GP5)', async () => {
    expect((await simulate(code, { diagram: bitDogLab() })).printed).toBe('True True\n');
    const pressed = await simulate(code, { diagram: bitDogLab(), inputsAt: steady({ 'bdl1/buttonA': 1 }) });
    expect(pressed.printed).toBe('False True\n');
  });
});

describe('the BitDogLab’s joystick', () => {
  const code = `import board, analogio, digitalio
x = analogio.AnalogIn(board.GP27)
y = analogio.AnalogIn(board.GP26)
press = digitalio.DigitalInOut(board.GP22)
press.switch_to_input(pull=digitalio.Pull.UP)
print(x.value, y.value, press.value)
`;
  const read = async (inputs: PartInputs) => {
    const { printed } = await simulate(code, { diagram: bitDogLab(), inputsAt: steady(inputs) });
    const [x = '', y = '', pressed = ''] = printed.trim().split(' ');
    return { x: Number(x), y: Number(y), pressed };
  };

  it('rests at mid-scale, and reads higher to the right (X, GP27) and upward (Y, GP26)', async () => {
    const rest = await read({});
    expect(rest.x).toBeGreaterThan(30_000);
    expect(rest.x).toBeLessThan(35_000);
    expect(rest.y).toBeGreaterThan(30_000);
    expect(rest.y).toBeLessThan(35_000);
    expect(rest.pressed).toBe('True');
    const right = await read({ 'bdl1/joystick.x': 1 });
    const left = await read({ 'bdl1/joystick.x': -1 });
    expect(right.x).toBeGreaterThan(60_000);
    expect(left.x).toBeLessThan(5_000);
    expect(right.y).toBe(rest.y);
    const up = await read({ 'bdl1/joystick.y': 1 });
    expect(up.y).toBeGreaterThan(60_000);
    expect(up.x).toBe(rest.x);
    expect((await read({ 'bdl1/joystick.press': 1 })).pressed).toBe('False');
  });
});

describe('the BitDogLab’s 5×5 matrix', () => {
  it('shows neopixel’s pixels on GP7 in the cells of the snake', async () => {
    // LED 0 is the bottom-right cell, LED 20 the top-right, LED 24 the top-left.
    const code = `import board, neopixel
pixels = neopixel.NeoPixel(board.GP7, 25, auto_write=False)
pixels[0] = (255, 0, 0)
pixels[20] = (0, 255, 0)
pixels[24] = (0, 0, 255)
pixels.show()
`;
    const { result, drives } = await simulate(code, { diagram: bitDogLab() });
    expect(result).toEqual({ status: 'finished' });
    const ring = outputsAfter(bitDogLab(), drives).rings[keys.matrix] ?? [];
    expect(ring).toHaveLength(25);
    const cell = (row: number, column: number) => ring[matrixLedIndex(row, column)];
    expect(cell(MATRIX_SIZE - 1, MATRIX_SIZE - 1)).toEqual([255, 0, 0]);
    expect(cell(0, MATRIX_SIZE - 1)).toEqual([0, 255, 0]);
    expect(cell(0, 0)).toEqual([0, 0, 255]);
    expect(ring.filter(([r, g, b]) => r + g + b > 0)).toHaveLength(3);
  });
});

describe('the BitDogLab’s buzzers', () => {
  it('sound on GP21 and GP10', async () => {
    const code = `import board, pwmio
one = pwmio.PWMOut(board.GP21, frequency=440, duty_cycle=32768)
two = pwmio.PWMOut(board.GP10, frequency=880, duty_cycle=32768)
`;
    const { drives } = await simulate(code, { diagram: bitDogLab() });
    const { buzzers } = outputsAfter(bitDogLab(), drives);
    // The frequencies the RP2040's PWM divider reaches (within 2 %), as the program reads them back.
    const near = (hz: number | null | undefined, target: number) => Math.abs((hz ?? 0) - target) / target;
    expect(near(buzzers[keys.buzzers[0]], 440)).toBeLessThan(0.02);
    expect(near(buzzers[keys.buzzers[1]], 880)).toBeLessThan(0.02);
  });
});

describe('the BitDogLab’s microphone', () => {
  const code = `import board, analogio, time
mic = analogio.AnalogIn(board.GP28)
values = []
for i in range(200):
    values.append(mic.value)
    time.sleep(0.001)
print(min(values), max(values))
`;
  const swing = async (level: number) => {
    const inputs = steady({ 'bdl1/microphone.level': level });
    const { printed } = await simulate(code, { diagram: bitDogLab(), inputsAt: inputs });
    const [low = 0, high = 0] = printed.trim().split(' ').map(Number);
    return { low, high };
  };

  it('rests at half the supply in silence and swings more the louder it is', async () => {
    const silent = await swing(0);
    expect(silent.low).toBe(silent.high);
    expect(silent.low).toBeGreaterThan(32_000);
    expect(silent.low).toBeLessThan(33_600);
    const quiet = await swing(20);
    const loud = await swing(100);
    expect(quiet.high - quiet.low).toBeGreaterThan(5_000);
    expect(loud.high - loud.low).toBeGreaterThan(3 * (quiet.high - quiet.low));
    expect(loud.low).toBeGreaterThan(0);
    expect(loud.high).toBeLessThan(65_535);
  });
});

describe('the BitDogLab’s OLED', () => {
  const code = (scl: string, sda: string) => `import board, busio, adafruit_ssd1306
i2c = busio.I2C(board.${scl}, board.${sda})
display = adafruit_ssd1306.SSD1306_I2C(128, 64, i2c)
display.fill(0)
display.pixel(3, 2, 1)
display.show()
`;
  const oledOf = (views: Record<string, DeviceView>) => {
    const view = views[keys.oled];
    if (view?.kind !== 'oled') throw new Error('no OLED view');
    return view;
  };
  /** Pixel (3, 2) is bit 2 of byte 3 of page 0. */
  const isLit = (views: Record<string, DeviceView>) =>
    (Number.parseInt(oledOf(views).ram.slice(6, 8), 16) >> 2) & 1;

  it('answers at 0x3C on GP2/GP3 on a v7', async () => {
    const { result, finalViews } = await simulate(code('GP3', 'GP2'), { diagram: bitDogLab('v7') });
    expect(result).toEqual({ status: 'finished' });
    expect(oledOf(finalViews).on).toBe(true);
    expect(isLit(finalViews)).toBe(1);
  });

  it('answers on GP14/GP15 on a v6, and is not on v7’s pins there', async () => {
    const v6 = await simulate(code('GP15', 'GP14'), { diagram: bitDogLab('v6') });
    expect(v6.result).toEqual({ status: 'finished' });
    expect(isLit(v6.finalViews)).toBe(1);
    const wrong = await simulate(code('GP3', 'GP2'), { diagram: bitDogLab('v6') });
    expect(wrong.result.status).toBe('error');
  });
});

describe('parts on the BitDogLab’s header', () => {
  it('light an LED wired to GP4 and GND.1', async () => {
    const diagram = makeDiagram({
      parts: [board(), part('wokwi-led', 'led1'), part('wokwi-resistor', 'r1', { attrs: { value: '220' } })],
      wires: [wire('bdl1:GP4', 'led1:A'), wire('led1:C', 'r1:1'), wire('r1:2', 'bdl1:GND.1')],
    });
    const code = `import board, digitalio
led = digitalio.DigitalInOut(board.GP4)
led.switch_to_output(value=True)
`;
    const { drives } = await simulate(code, { diagram });
    expect(outputsAfter(diagram, drives).leds.led1).toBe(1);
  });
});
