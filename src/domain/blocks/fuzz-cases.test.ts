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
  [
    // A kept line that is indented at the top reads as the top's: it keeps no indentation there.
    'an indented loop at the top, then a line back at the loop’s own indentation',
    [
      'import board',
      'import neopixel',
      'import time',
      '',
      '# Tiras NeoPixel',
      '',
      'pixels_gp6.fill((0, 0, 0))',
      '    for i in range(len(pixels_gp6)):',
      '        pixels_gp6[i] = (0, 80, 255)',
      '        time.sleep(0.1)',
      '    pixels_gp6.fill((0, 0, 0))',
      '',
    ].join('\n'),
  ],
  [
    // `pass` reads as no block: it does not part a setup's statements either.
    'a `pass` inside the RGB LED’s setup',
    [
      'import pwmio',
      'import time',
      '',
      '# LED RGB',
      'rgb_red = pwmio.PWMOut(board.GP2, frequency=1000)',
      'rgb_green = pwmio.PWMOut(board.GP3, frequency=1000)',
      'rgb_blue = pwmio.PWMOut(board.GP4, frequency=1000)',
      'pass',
      '',
      'def rgb_color(red, green, blue):',
      '    rgb_red.duty_cycle = int(red * 65535 / 255)',
      '    rgb_green.duty_cycle = int(green * 65535 / 255)',
      '    rgb_blue.duty_cycle = int(blue * 65535 / 255)',
      '',
      '',
      'while True:',
      '    rgb_color(255, 0, 0)',
      '    time.sleep(1)',
      '    rgb_color(0, 0, 255)',
      '    time.sleep(1)',
      '',
    ].join('\n'),
  ],
  [
    // Kept Python that says the name the generator would give a device keeps its setup as typed.
    'an OLED set up under a misspelt name, used under the generator’s',
    [
      'import board',
      'import busio',
      '',
      '# Pantalla OLED',
      'olepassd = adafruit_ssd1306.SSD1306_I2C(128, 64, busio.I2C(board.GP1, board.GP0))',
      '',
      'oled.text("Chispa", 0, 0, 1)',
      'oled.show()',
      '',
    ].join('\n'),
  ],
  [
    // The same for a device named by its role and pin.
    'an LED set up under a misspelt name, used under both',
    [
      'import board',
      'import digitalio',
      '',
      '# LEDs',
      'lxed_gp15 = digitalio.DigitalInOut(board.GP15)',
      'lxed_gp15.direction = digitalio.Direction.OUTPUT',
      '',
      'led_gp15.value = True',
      'lxed_gp15.value = False',
      '',
    ].join('\n'),
  ],
  [
    // Found by reading: kept with its indentation at the top, the function would be taken into the
    // generated loop's body (four spaces in); its first line loses the indentation instead.
    'an indented function at the top after a loop whose body is further in',
    ['for i in range(3):', '        print(i)', '    def doble(x):', '    return 2 * x', ''].join('\n'),
  ],
  [
    // Imports indented at the top, one after the other: each is still an import the generator writes.
    'two indented imports at the top',
    [
      '  import board',
      '  import time',
      '',
      '# LEDs',
      'led_gp15 = digitalio.DigitalInOut(board.GP15)',
      'led_gp15.direction = digitalio.Direction.OUTPUT',
      '',
      'while True:',
      '    led_gp15.value = True',
      '    time.sleep(0.5)',
      '    led_gp15.value = False',
      '    time.sleep(0.5)',
      '',
    ].join('\n'),
  ],
  [
    // Two setups of one device (its kind, on its pins): the generator writes one, so the second stays typed.
    'a NeoPixel strip set up twice on GP6',
    [
      'import board',
      'import neopixel',
      'import time',
      '',
      '# Tiras NeoPixel',
      'ppassixels_gp6 = neopixel.NeoPixel(board.GP6, 8, brightness=0.3)',
      'pixels_gp6 = neopixel.NeoPixel(board.GP6, 8, brightness=0.3)',
      '',
      'pixels_gp6.fill((0, 0, 0))',
      'while True:',
      '    for i in range(len(pixels_gp6)):',
      '        pixels_gp6[i] = (0, 80, 255)',
      '        time.sleep(0.1)',
      '    pixels_gp6.fill((0, 0, 0))',
      '',
    ].join('\n'),
  ],
  [
    // Found by reading: both were named `input_gp14` by the generator, one setup hiding the other.
    'a pin read with a pull up and with a pull down',
    [
      'import board',
      'import digitalio',
      '',
      'a = digitalio.DigitalInOut(board.GP14)',
      'a.switch_to_input(pull=digitalio.Pull.UP)',
      'b = digitalio.DigitalInOut(board.GP14)',
      'b.switch_to_input(pull=digitalio.Pull.DOWN)',
      'print(a.value)',
      'print(b.value)',
      '',
    ].join('\n'),
  ],
  [
    // A comment indented under a statement kept as Python is one of its lines: it was dropped.
    'a loop with its body on its line, then an indented comment and a `pass`',
    [
      'def doble(x):',
      '    return 2 * x',
      'print(doble(21))',
      'while True:1',
      '    # nada que hacer',
      '    pass',
      '',
    ].join('\n'),
  ],
  [
    // The grammar puts a comment before `else:` in the `if`, not in its body: it was dropped.
    'a comment cut into the line before an `else`',
    [
      'import digitalio',
      'import time',
      '',
      '# LEDs',
      'led_gp15 = digitalio.DigitalInOut(board.GP15)',
      'led_gp15.direction = digitalio.Direction.OUTPUT',
      '',
      '# Botones',
      'button_gp14 = digitalio.DigitalInOut(board.GP14)',
      'button_gp14.switch_to_input(pull=digitalio.Pull.UP)',
      '',
      'while True:',
      '    if not button_gp14.value:',
      '        led_gp15.value = T#rue',
      '    else:',
      '        led_gp15.value = False',
      '    time.sleep(0.01)',
      '',
    ].join('\n'),
  ],
  [
    // The generator writes a repeat's count as a whole number: `range(0.53)` stays as it was typed.
    'a repeat of 0.53 times',
    [
      'for _ in range(0.53):',
      '    print("hola")',
      'n = 0',
      'while n < 5:',
      '    n += 1',
      'while not (n == 0):',
      '    n -= 1',
      '    if nota == 2:',
      '        continue',
      '    if nota == 3:',
      '        break',
      '    print(nota)',
      'for i in range(1, 11):',
      '    print(i)',
      'for i in range(n):',
      '    pass',
      '',
    ].join('\n'),
  ],
  [
    // The grammar keeps a comment less indented than a loop (indented at the top) in the loop's node.
    'a comment at the left after an indented loop',
    [
      'import board',
      'import pwmio',
      'import time',
      '',
      '# Salidas PWM',
      'pwm_gp15 = pwmio.PWMOut(board.GP15, frequency=1000)',
      '',
      '    for brillo in range(0, 101, 10):',
      '        pwm_gp15.duty_cycle = int(brillo * 65535 / 100)',
      ' #   time.sleep(0.05)',
      '    for brillo in range(100, -1, -10):',
      '        pwm_gp15.duty_cycle = int(brillo * 65535 / 100)',
      '        time.sleep(0.05)',
      '',
    ].join('\n'),
  ],
];

describe('edited generated programs the fuzz test found', () => {
  it.each(CASES)('%s: reads the same again', (_name, code) => {
    readsTheSameAgain(code);
  });
});
