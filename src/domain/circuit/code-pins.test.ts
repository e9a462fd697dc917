import { describe, expect, it } from 'vitest';
import { boardPinOf, readCodePins } from './code-pins.ts';

const BLINK = `import board
import digitalio

led = digitalio.DigitalInOut(board.GP15)
led.direction = digitalio.Direction.OUTPUT
button = digitalio.DigitalInOut(board.GP14)
button.switch_to_input(pull=digitalio.Pull.UP)
`;

describe('readCodePins', () => {
  it('finds the pins a blink uses, with the line of each, and which it drives', () => {
    const pins = readCodePins(BLINK);
    expect([...pins.used]).toEqual([
      ['GP15', { name: 'GP15', line: 4 }],
      ['GP14', { name: 'GP14', line: 6 }],
    ]);
    expect([...pins.outputs]).toEqual(['GP15']);
  });

  it('reads outputs made by switch_to_output, PWM and NeoPixel, and not inputs or analog reads', () => {
    const code = [
      'from digitalio import DigitalInOut, Direction',
      'a = DigitalInOut(board.GP2)',
      'a.switch_to_output(value=True)',
      'b = DigitalInOut(board.GP3)',
      'b.direction = Direction.INPUT',
      'servo = pwmio.PWMOut(board.GP4, frequency=50)',
      'strip = neopixel.NeoPixel(board.GP5, 8)',
      'knob = analogio.AnalogIn(board.A0)',
      'c = DigitalInOut(board.LED).switch_to_output()',
    ].join('\n');
    const pins = readCodePins(code);
    expect([...pins.outputs].sort()).toEqual(['GP2', 'GP25', 'GP4', 'GP5']);
    expect(pins.used.get('GP26')).toEqual({ name: 'A0', line: 8 });
  });

  it('ignores comments and names that are no pin', () => {
    const pins = readCodePins('# led = DigitalInOut(board.GP1)\ni2c = board.I2C()\nprint("#", board.GP9)');
    expect([...pins.used.keys()]).toEqual(['GP9']);
    expect(pins.outputs.size).toBe(0);
  });
});

describe('boardPinOf', () => {
  it("maps CircuitPython's aliases to the board's pin names", () => {
    expect(boardPinOf('GP0')).toBe('GP0');
    expect(boardPinOf('GP28_A2')).toBe('GP28');
    expect(boardPinOf('LED')).toBe('GP25');
    expect(boardPinOf('GP29')).toBeUndefined();
    expect(boardPinOf('constructor')).toBeUndefined();
  });
});
