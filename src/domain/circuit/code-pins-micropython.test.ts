import { describe, expect, it } from 'vitest';
import { applyTextChanges } from '../code/text-changes.ts';
import { readCodePins, renamePinChanges, roleInCode } from './code-pins.ts';

const read = (code: string) => readCodePins(code, 'micropython');
const rename = (code: string, from: string, to: string) =>
  applyTextChanges(code, renamePinChanges(code, from, to, 'micropython'));

describe('readCodePins on MicroPython', () => {
  it('reads each way a lesson names a pin, with its line and the use as written', () => {
    const code = [
      'from machine import Pin, PWM, ADC, SoftI2C',
      'import machine, neopixel',
      'led = Pin(13, Pin.OUT)',
      'lamp = machine.Pin(12)',
      'button = Pin(5, Pin.IN, Pin.PULL_UP)',
      'buzzer = PWM(Pin(21))',
      'x = ADC(Pin(27))',
      'y = ADC(26)',
      'mic = ADC(2)',
      'np = neopixel.NeoPixel(Pin(7), 25)',
      'i2c = SoftI2C(scl=Pin(15), sda=Pin(14))',
      "board_led = Pin('LED', Pin.OUT)",
      'temperature = ADC(4)',
    ].join('\n');
    const pins = read(code);
    expect([...pins.used]).toEqual([
      ['GP13', { name: 'GP13', line: 3, code: 'Pin(13)' }],
      ['GP12', { name: 'GP12', line: 4, code: 'Pin(12)' }],
      ['GP5', { name: 'GP5', line: 5, code: 'Pin(5)' }],
      ['GP21', { name: 'GP21', line: 6, code: 'Pin(21)' }],
      ['GP27', { name: 'GP27', line: 7, code: 'Pin(27)' }],
      ['GP26', { name: 'GP26', line: 8, code: 'ADC(26)' }],
      ['GP28', { name: 'GP28', line: 9, code: 'ADC(2)' }],
      ['GP7', { name: 'GP7', line: 10, code: 'Pin(7)' }],
      ['GP15', { name: 'GP15', line: 11, code: 'Pin(15)' }],
      ['GP14', { name: 'GP14', line: 11, code: 'Pin(14)' }],
      ['GP25', { name: 'LED', line: 12, code: "Pin('LED')" }],
    ]);
    expect([...pins.outputs].sort()).toEqual(['GP13', 'GP21', 'GP25', 'GP7']);
    expect([...pins.inputs]).toEqual(['GP5']);
    expect([...pins.analog].sort()).toEqual(['GP26', 'GP27', 'GP28']);
    // The bus's pins are used, neither driven nor read as a level.
    expect(roleInCode(pins, 'GP15')).toBeUndefined();
    expect(pins.hasHiddenPins).toBe(false);
    expect(pins.language).toBe('micropython');
  });

  it('follows a name bound to a pin: switched on or written later, it is an output', () => {
    const pins = read(
      [
        'a = Pin(2)',
        'b = Pin(3)',
        'c = Pin(4)',
        'd = Pin(6)',
        'e = Pin(8)',
        'a.on()',
        'b.value(1)',
        'if c.value() == 0:',
        '    pass',
        'd.init(Pin.OUT)',
        'e.irq(trigger=Pin.IRQ_FALLING, handler=print)',
      ].join('\n'),
    );
    expect([...pins.outputs].sort()).toEqual(['GP2', 'GP3', 'GP6']);
    expect([...pins.inputs].sort()).toEqual(['GP4', 'GP8']);
  });

  it('reads a name set to a number once, as lessons name their pins, and quotes it so', () => {
    const pins = read('LED_PIN = 13\nMIC = 2\nled = Pin(LED_PIN, Pin.OUT)\nmic = ADC(MIC)\nPin(13)');
    expect(pins.used.get('GP13')).toEqual({ name: 'GP13', line: 3, code: 'Pin(LED_PIN)' });
    expect(pins.used.get('GP28')).toEqual({ name: 'GP28', line: 4, code: 'ADC(MIC)' });
    expect([...pins.outputs]).toEqual(['GP13']);
    expect(pins.hasHiddenPins).toBe(false);
    // Quoted by its constant even when a number names the pin first: the fix cannot rewrite it.
    expect(read('Pin(13)\nLED = 13\nled = Pin(LED, Pin.OUT)').used.get('GP13')?.code).toBe('Pin(LED)');
  });

  it('says when the code computes a pin number', () => {
    for (const code of [
      'n = 13\nn = n + 1\nled = Pin(n, Pin.OUT)',
      'for p in (11, 12, 13):\n    Pin(p, Pin.OUT)',
      'p = 12\nfor p in (11, 13):\n    Pin(p, Pin.OUT)',
      'def on(n):\n    Pin(n, Pin.OUT).on()',
    ]) {
      expect(read(code).hasHiddenPins, code).toBe(true);
    }
    expect(read('led = Pin(13, Pin.OUT)').hasHiddenPins).toBe(false);
  });

  it('ignores comments and strings, and pins read as CircuitPython', () => {
    const pins = read(
      [
        '# led = Pin(1, Pin.OUT)',
        'print("Pin(9) is # not used")  # Pin(10)',
        "label = 'ADC(0)'",
        'led = Pin(11, Pin.OUT)  # Pin(12)',
      ].join('\n'),
    );
    expect([...pins.used.keys()]).toEqual(['GP11']);
    expect(readCodePins('led = Pin(11, Pin.OUT)').used.size).toBe(0);
    expect(read('led = digitalio.DigitalInOut(board.GP11)').used.size).toBe(0);
  });
});

describe('renamePinChanges on MicroPython', () => {
  it('rewrites every use of the pin, by number or as "LED", and leaves comments and strings', () => {
    const code = [
      '# Pin(25) is the LED',
      'led = Pin("LED", Pin.OUT)  # Pin("LED")',
      'other = machine.Pin(25)',
      'print("Pin(25)", Pin(2))',
    ].join('\r\n');
    expect(rename(code, 'LED', 'GP15')).toBe(
      [
        '# Pin(25) is the LED',
        'led = Pin(15, Pin.OUT)  # Pin("LED")',
        'other = machine.Pin(15)',
        'print("Pin(25)", Pin(2))',
      ].join('\r\n'),
    );
  });

  it('keeps an ADC channel a channel, and a number a number', () => {
    expect(rename('a = ADC(0)\nb = ADC(26)\nc = ADC(Pin(26))', 'GP26', 'GP27')).toBe(
      'a = ADC(1)\nb = ADC(27)\nc = ADC(Pin(27))',
    );
    expect(read(rename('led = Pin(13, Pin.OUT)\nled.on()', 'GP13', 'GP15')).used.has('GP13')).toBe(false);
  });

  it('changes nothing for names that are no pin', () => {
    expect(renamePinChanges('x = Pin(15)', 'I2C', 'GP15', 'micropython')).toEqual([]);
    expect(renamePinChanges('x = Pin(15)', 'GP15', 'GP99', 'micropython')).toEqual([]);
  });
});
