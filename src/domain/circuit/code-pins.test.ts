import { describe, expect, it } from 'vitest';
import { applyTextChanges } from '../code/text-changes.ts';
import { boardPinOf, readCodePins, renamePinChanges, roleInCode } from './code-pins.ts';

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

describe('how the code uses each pin', () => {
  it('tells digital inputs, outputs and analog reads apart', () => {
    const pins = readCodePins(`${BLINK}knob = analogio.AnalogIn(board.A1)\nprint(board.GP3)`);
    expect([...pins.inputs]).toEqual(['GP14']);
    expect([...pins.analog]).toEqual(['GP27']);
    expect(['GP15', 'GP14', 'GP27', 'GP3'].map((pin) => roleInCode(pins, pin))).toEqual([
      'output',
      'input',
      'analog',
      undefined,
    ]);
  });

  it('counts the Pico’s ready-made I2C bus as its two pins', () => {
    const pins = readCodePins('i2c = board.STEMMA_I2C()');
    expect([...pins.used]).toEqual([
      ['GP5', { name: 'STEMMA_I2C', line: 1 }],
      ['GP4', { name: 'STEMMA_I2C', line: 1 }],
    ]);
  });

  it('says when the code reaches pins a line-based reading cannot follow', () => {
    expect(readCodePins(BLINK).hasHiddenPins).toBe(false);
    for (const code of [
      'pin = getattr(board, "GP" + str(n))',
      'from board import GP15',
      'import board as b',
      'import microcontroller\np = microcontroller.pin.GPIO15',
    ]) {
      expect(readCodePins(code).hasHiddenPins, code).toBe(true);
    }
    expect(readCodePins('# from board import GP15').hasHiddenPins).toBe(false);
  });
});

describe('renamePinChanges', () => {
  const rename = (code: string, from: string, to: string) =>
    applyTextChanges(code, renamePinChanges(code, from, to));

  it('renames every use of the pin, by any of its names, and leaves comments alone', () => {
    const code = [
      '# The LED on the board (board.LED)',
      'led = digitalio.DigitalInOut(board.LED)  # board.LED',
      'print(board.GP25, board.LED_X, board.GP2)',
    ].join('\r\n');
    expect(rename(code, 'LED', 'GP15')).toBe(
      [
        '# The LED on the board (board.LED)',
        'led = digitalio.DigitalInOut(board.GP15)  # board.LED',
        'print(board.GP15, board.LED_X, board.GP2)',
      ].join('\r\n'),
    );
  });

  it('gives the changes in order, each the name after `board.`', () => {
    const code = 'a = board.GP16\nb = (board.GP16)';
    expect(renamePinChanges(code, 'GP16', 'GP15')).toEqual([
      { from: 10, to: 14, insert: 'GP15' },
      { from: 26, to: 30, insert: 'GP15' },
    ]);
    expect(readCodePins(rename(code, 'GP16', 'GP15')).used.has('GP16')).toBe(false);
  });

  it('changes nothing for names that are no pin', () => {
    expect(renamePinChanges('x = board.GP15', 'I2C', 'GP15')).toEqual([]);
    expect(renamePinChanges('x = board.GP15', 'GP15', 'GP99')).toEqual([]);
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
