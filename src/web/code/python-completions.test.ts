import { describe, expect, it } from 'vitest';
import type { CodeLanguage } from '../../domain/code/language.ts';
import { completePython, scanBindings } from './python-completions.ts';

/** Completes at the `|` in `text`. */
const at = (text: string, language: CodeLanguage = 'circuitpython') => {
  const pos = text.indexOf('|');
  const doc = text.slice(0, pos) + text.slice(pos + 1);
  const result = completePython(doc, pos, language);
  return result && { from: result.from, labels: result.options.map((option) => option.label), pos };
};

describe('CircuitPython completion', () => {
  it('offers module names after import and from', () => {
    const result = at('import dig|');
    expect(result?.labels).toEqual(
      expect.arrayContaining([
        'board',
        'digitalio',
        'analogio',
        'pwmio',
        'time',
        'neopixel',
        'busio',
        'microcontroller',
      ]),
    );
    expect(result?.from).toBe('import '.length);
    expect(at('import board, |')?.labels).toContain('time');
    expect(at('from |')?.labels).toContain('digitalio');
    expect(at('import adafruit_motor.|')?.labels).toEqual(['servo']);
  });

  it("offers a module's members after from … import", () => {
    expect(at('from digitalio import |')?.labels).toEqual(['DigitalInOut', 'Direction', 'Pull', 'DriveMode']);
    const result = at('from digitalio import DigitalInOut, Dir|');
    expect(result?.labels).toContain('Direction');
    expect(result?.from).toBe((result?.pos ?? 0) - 'Dir'.length);
  });

  it("offers the Pico's pin names after board.", () => {
    const labels = at('import board\nled = board.|')?.labels ?? [];
    for (const pin of ['GP0', 'GP15', 'GP22', 'GP28', 'LED', 'A0', 'GP26_A0', 'VOLTAGE_MONITOR'])
      expect(labels).toContain(pin);
    expect(labels).not.toContain('GP29');
    expect(at('import board\nboard.GP1|')?.from).toBe('import board\nboard.'.length);
  });

  it('follows aliases, nested members and enums', () => {
    expect(at('import digitalio as dio\ndio.Direction.|')?.labels).toEqual(['INPUT', 'OUTPUT']);
    expect(at('from digitalio import Pull\nPull.|')?.labels).toEqual(['UP', 'DOWN']);
    expect(at('import microcontroller\nmicrocontroller.cpu.|')?.labels).toContain('temperature');
    expect(at('from adafruit_motor import servo\nservo.|')?.labels).toEqual(['Servo', 'ContinuousServo']);
  });

  it('knows what an object built from a class offers', () => {
    const doc = 'import board\nimport digitalio\nled = digitalio.DigitalInOut(board.LED)\nled.|';
    expect(at(doc)?.labels).toEqual(
      expect.arrayContaining(['direction', 'value', 'switch_to_output', 'deinit']),
    );
    expect(at('from pwmio import PWMOut\npwm = PWMOut(board.GP15)\npwm.|')?.labels).toContain('duty_cycle');
  });

  it('stays quiet for unknown names, in strings and in comments', () => {
    expect(at('import board\nfoo.|')).toBeNull();
    expect(at('board.|')).toBeNull();
    expect(at('import board\nprint("board.|')).toBeNull();
    expect(at('import board\n# board.|')).toBeNull();
    expect(at('x = 1.|')).toBeNull();
  });

  it('binds imports, from-imports and instances', () => {
    const names = scanBindings(
      'import time\nfrom board import LED as L\nimport neopixel\npx = neopixel.NeoPixel(board.GP0, 8)',
    );
    expect(names.get('time')).toEqual({ path: ['time'], isInstance: false });
    expect(names.get('L')).toEqual({ path: ['board', 'LED'], isInstance: false });
    expect(names.get('px')).toEqual({ path: ['neopixel', 'NeoPixel'], isInstance: true });
  });
});

describe('MicroPython completion', () => {
  const mp = (text: string) => at(text, 'micropython');

  it("offers MicroPython's modules, not CircuitPython's", () => {
    const modules = mp('import |')?.labels;
    expect(modules).toEqual(
      expect.arrayContaining(['machine', 'time', 'utime', 'neopixel', 'ssd1306', 'framebuf']),
    );
    expect(modules).not.toContain('board');
    expect(modules).not.toContain('digitalio');
    // And CircuitPython's list has no machine.
    expect(at('import |')?.labels).not.toContain('machine');
  });

  it('knows machine and its classes: Pin, PWM, ADC, I2C, SoftI2C, Timer', () => {
    expect(mp('from machine import |')?.labels).toEqual(
      expect.arrayContaining(['Pin', 'PWM', 'ADC', 'I2C', 'SoftI2C', 'Timer']),
    );
    expect(mp('from machine import Pin\nPin.|')?.labels).toEqual(
      expect.arrayContaining(['IN', 'OUT', 'PULL_UP', 'IRQ_FALLING']),
    );
    expect(mp('import machine\nmachine.Timer.|')?.labels).toEqual(['ONE_SHOT', 'PERIODIC']);
  });

  it('knows what a Pin, a PWM, an ADC, a NeoPixel and an SSD1306 built in the program offer', () => {
    expect(mp('from machine import Pin\nled = Pin(13, Pin.OUT)\nled.|')?.labels).toEqual(
      expect.arrayContaining(['value', 'on', 'off', 'toggle', 'irq']),
    );
    expect(mp('import machine\nbuzzer = machine.PWM(machine.Pin(21))\nbuzzer.|')?.labels).toEqual(
      expect.arrayContaining(['freq', 'duty_u16']),
    );
    expect(mp('from machine import ADC\nx = ADC(27)\nx.|')?.labels).toEqual(['read_u16']);
    expect(mp('import neopixel\nnp = neopixel.NeoPixel(Pin(7), 25)\nnp.|')?.labels).toEqual(
      expect.arrayContaining(['fill', 'write']),
    );
    expect(mp('from ssd1306 import SSD1306_I2C\noled = SSD1306_I2C(128, 64, i2c)\noled.|')?.labels).toEqual(
      expect.arrayContaining(['text', 'show', 'fill', 'pixel', 'rect']),
    );
  });

  it("gives time MicroPython's members", () => {
    expect(mp('import time\ntime.|')?.labels).toEqual(
      expect.arrayContaining(['sleep', 'sleep_ms', 'sleep_us', 'ticks_ms', 'ticks_diff']),
    );
    expect(at('import time\ntime.|')?.labels).not.toContain('sleep_ms');
    expect(mp('import utime\nutime.|')?.labels).toContain('ticks_ms');
  });
});
