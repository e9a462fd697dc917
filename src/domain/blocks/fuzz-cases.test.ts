import { beforeAll, describe, it } from 'vitest';
import { readsTheSameAgain, setUpBlockly } from './blockly-test-support.ts';

/**
 * Counterexamples the fuzz test (fuzz.test.ts) found with other seeds, each kept with its exact
 * input: an edited generated program that is still Python reads as the same blocks from the code
 * those blocks generate.
 */

beforeAll(setUpBlockly);

const SEGMENTS_SETUP = [
  'import board',
  'import digitalio',
  '',
  '# Display de 7 segmentos',
  'segments = [digitalio.DigitalInOut(pin) for pin in (board.GP0, board.GP1, board.GP2, board.GP3, board.GP4, board.GP5, board.GP6)]',
  'for segment in segments:',
  '    segment.direction = digitalio.Direction.OUTPUT',
  'DIGIT_SEGMENTS = ("abcdef", "bc", "abdeg", "abcdg", "bcfg", "acdfg", "acdefg", "abc", "abcdefg", "abcdfg")',
];

const CASES: Array<[name: string, code: string]> = [
  [
    // lezer's node for a kept statement runs on over the blank lines after it.
    'a kept loop followed by blank lines keeps none of them',
    [
      ...SEGMENTS_SETUP,
      '',
      '',
      '    for segment, letter in zip(segments, "abcdefg"):',
      '        segment.value = letter in DIGIT_SEGMENTS[int(digit) % 10]',
      '',
      '',
      '  show_digit(7)',
      '',
    ].join('\n'),
  ],
  [
    // The generator writes a group comment's words over a setup only; elsewhere they are a note.
    'a note with a group comment’s words, before the setup it names',
    [
      'import board',
      'import busio',
      'import time',
      '',
      'pass# Pantalla LCD',
      '# Pantalla LCD',
      'lcd = character_lcd.Character_LCD_I2C(busio.I2C(board.GP5, board.GP4), 16, 2)',
      '',
      'lcd.clear()',
      'lcd.message = "Hola\\nChispa"',
      'time.sleep(2)',
      'lcd.message = str(42)',
      '',
    ].join('\n'),
  ],
  [
    // An import the generator writes again is dropped: it does not part a setup's statements.
    'a second import inside the keypad’s setup',
    [
      'import adafruit_matrixkeypad',
      'import board',
      'import digitalio',
      'import time',
      '',
      '# Teclado matricial',
      'keypad = adafruit_matrixkeypad.Matrix_Keypad(',
      '    [digitalio.DigitalInOut(pin) for pin in (board.GP10, board.GP11, board.GP12, board.GP13)],',
      '    [digitalio.DigitalInOut(pin) for pin in (board.GP18, board.GP19, board.GP20, board.GP21)],',
      '    ((1, 2, 3, "A"), (4, 5, 6, "B"), (7, 8, 9, "C"), ("*", 0, "#", "D")),',
      ')',
      'import board',
      '',
      'def pressed_key():',
      '    keys = keypad.pressed_keys',
      '    return keys[0] if keys else None',
      '',
      '',
      'while True:',
      '    tecla = pressed_key()',
      '    if tecla != None:',
      '        print(tecla)',
      '    print(len(keypad.pressed_keys))',
      '    time.sleep(0.1)',
      '',
    ].join('\n'),
  ],
  [
    // Kept Python at the top keeps its indentation: taken off, `return` would leave the function.
    'an indented function at the top, its body as indented as its header',
    [
      '    def doble(x):',
      '    return 2 * x',
      'print(doble(21))',
      'while True:',
      '    # nada que hacer',
      '    pass',
      '',
    ].join('\n'),
  ],
];

describe('edited generated programs the fuzz test found', () => {
  it.each(CASES)('%s: reads the same again', (_name, code) => {
    readsTheSameAgain(code);
  });
});
