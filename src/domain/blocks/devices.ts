/**
 * What the generated program sets up before it starts: one object per pin (or per bus, or per part
 * with many pins), written once as a teacher would, named from the role of the first block that
 * uses it (`led_gp15`, `button_gp14`). Each kind's setup is a pattern (python-pattern.ts): the
 * generator fills it, the parser recognises it, and the other ways people type the same setup
 * (`switch_to_output()`, a `pwm` object of its own…) are read as that kind too.
 */

export const DEVICE_KINDS = [
  'out',
  'in_up',
  'in_down',
  'in_none',
  'pwm',
  'analog',
  'servo',
  'sonar',
  'dht',
  'neopixel',
  'oled',
  'lcd',
  'rgb',
  'segments',
  'keypad',
] as const;
export type DeviceKindId = (typeof DEVICE_KINDS)[number];

/** What a block uses a device as: gives the device's name and its group's comment. */
export const ROLES = [
  'led',
  'output',
  'button',
  'input',
  'pwm',
  'analog',
  'potentiometer',
  'photoresistor',
  'servo',
  'neopixel',
  'sonar',
  'dht',
  'oled',
  'lcd',
  'rgb',
  'segments',
  'keypad',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_PREFIX: Record<Role, string> = {
  led: 'led',
  output: 'output',
  button: 'button',
  input: 'input',
  pwm: 'pwm',
  analog: 'analog',
  potentiometer: 'pot',
  photoresistor: 'light',
  servo: 'servo',
  neopixel: 'pixels',
  sonar: 'sonar',
  dht: 'dht',
  oled: 'oled',
  lcd: 'lcd',
  rgb: 'rgb',
  segments: 'segments',
  keypad: 'keypad',
};

/** One typed form of a setup: a pattern, and the arguments it implies that it does not say. */
export interface SetupForm {
  python: string;
  fixed?: Record<string, number>;
}

export interface DeviceKind {
  /** The arguments that tell two devices of the kind apart (their pins); none for a one-per-program part. */
  key: readonly string[];
  /** Every argument with its default: pins (`GP15`) and numbers (a strip's COUNT). */
  defaults: Readonly<Record<string, string | number>>;
  /** The name of a one-per-program part (its setup's helpers use it); others are named by role and pin. */
  name?: string;
  imports: readonly string[];
  /** The generated form first; the others are only read. */
  forms: readonly SetupForm[];
  /** The block that sets the device up with its own arguments (a strip's length, a display's pins). */
  setupBlock?: string;
  /** Parsing always shows the setup block (a strip's length matters), not only for other arguments than the defaults. */
  alwaysShowSetup?: boolean;
}

const IMPORT = {
  board: 'import board',
  digitalio: 'import digitalio',
  pwmio: 'import pwmio',
  analogio: 'import analogio',
  busio: 'import busio',
  servo: 'from adafruit_motor import servo',
  hcsr04: 'import adafruit_hcsr04',
  dht: 'import adafruit_dht',
  neopixel: 'import neopixel',
  ssd1306: 'import adafruit_ssd1306',
  lcd: 'import adafruit_character_lcd.character_lcd_i2c as character_lcd',
  keypad: 'import adafruit_matrixkeypad',
} as const;

const digitalIn = (pull: 'UP' | 'DOWN' | null): SetupForm[] => {
  const open = '__dev__ = digitalio.DigitalInOut(board.__PIN__)';
  if (!pull) {
    return [
      { python: `${open}\n__dev__.switch_to_input()` },
      { python: `${open}\n__dev__.direction = digitalio.Direction.INPUT\n__dev__.pull = None` },
      { python: `${open}\n__dev__.direction = digitalio.Direction.INPUT` },
    ];
  }
  return [
    { python: `${open}\n__dev__.switch_to_input(pull=digitalio.Pull.${pull})` },
    {
      python: `${open}\n__dev__.direction = digitalio.Direction.INPUT\n__dev__.pull = digitalio.Pull.${pull}`,
    },
    { python: `${open}\n__dev__.switch_to_input(digitalio.Pull.${pull})` },
  ];
};

const SERVO_PWM = 'pwmio.PWMOut(board.__PIN__, duty_cycle=0, frequency=50)';
const SERVO_PWM_ALT = 'pwmio.PWMOut(board.__PIN__, frequency=50, duty_cycle=0)';
const I2C = 'busio.I2C(board.__SCL__, board.__SDA__)';

const SEGMENT_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
const KEYPAD_ROWS = ['R1', 'R2', 'R3', 'R4'] as const;
const KEYPAD_COLUMNS = ['C1', 'C2', 'C3', 'C4'] as const;
const boardPins = (names: readonly string[]) => names.map((name) => `board.__${name}__`).join(', ');

export const DEVICES: Record<DeviceKindId, DeviceKind> = {
  out: {
    key: ['PIN'],
    defaults: { PIN: 'GP15' },
    imports: [IMPORT.board, IMPORT.digitalio],
    forms: [
      {
        python:
          '__dev__ = digitalio.DigitalInOut(board.__PIN__)\n__dev__.direction = digitalio.Direction.OUTPUT',
      },
      { python: '__dev__ = digitalio.DigitalInOut(board.__PIN__)\n__dev__.switch_to_output()' },
    ],
  },
  in_up: {
    key: ['PIN'],
    defaults: { PIN: 'GP14' },
    imports: [IMPORT.board, IMPORT.digitalio],
    forms: digitalIn('UP'),
  },
  in_down: {
    key: ['PIN'],
    defaults: { PIN: 'GP14' },
    imports: [IMPORT.board, IMPORT.digitalio],
    forms: digitalIn('DOWN'),
  },
  in_none: {
    key: ['PIN'],
    defaults: { PIN: 'GP14' },
    imports: [IMPORT.board, IMPORT.digitalio],
    forms: digitalIn(null),
  },
  pwm: {
    key: ['PIN'],
    defaults: { PIN: 'GP15' },
    imports: [IMPORT.board, IMPORT.pwmio],
    forms: [
      { python: '__dev__ = pwmio.PWMOut(board.__PIN__, frequency=1000)' },
      { python: '__dev__ = pwmio.PWMOut(board.__PIN__, frequency=1000, duty_cycle=0)' },
      { python: '__dev__ = pwmio.PWMOut(board.__PIN__, duty_cycle=0, frequency=1000)' },
      { python: '__dev__ = pwmio.PWMOut(board.__PIN__)' },
    ],
  },
  analog: {
    key: ['PIN'],
    defaults: { PIN: 'GP26' },
    imports: [IMPORT.board, IMPORT.analogio],
    forms: [{ python: '__dev__ = analogio.AnalogIn(board.__PIN__)' }],
  },
  servo: {
    key: ['PIN'],
    defaults: { PIN: 'GP16' },
    imports: [IMPORT.board, IMPORT.pwmio, IMPORT.servo],
    forms: [
      { python: `__dev__ = servo.Servo(${SERVO_PWM})` },
      { python: `__dev__ = servo.Servo(${SERVO_PWM_ALT})` },
      { python: `__pwm__ = ${SERVO_PWM}\n__dev__ = servo.Servo(__pwm__)` },
      { python: `__pwm__ = ${SERVO_PWM_ALT}\n__dev__ = servo.Servo(__pwm__)` },
    ],
  },
  sonar: {
    key: ['TRIGGER', 'ECHO'],
    defaults: { TRIGGER: 'GP2', ECHO: 'GP3' },
    imports: [IMPORT.board, IMPORT.hcsr04],
    forms: [
      { python: '__dev__ = adafruit_hcsr04.HCSR04(trigger_pin=board.__TRIGGER__, echo_pin=board.__ECHO__)' },
    ],
  },
  dht: {
    key: ['PIN'],
    defaults: { PIN: 'GP15' },
    imports: [IMPORT.board, IMPORT.dht],
    forms: [{ python: '__dev__ = adafruit_dht.DHT22(board.__PIN__)' }],
  },
  neopixel: {
    key: ['PIN'],
    defaults: { PIN: 'GP6', COUNT: 8, BRIGHTNESS: 0.3 },
    imports: [IMPORT.board, IMPORT.neopixel],
    forms: [
      { python: '__dev__ = neopixel.NeoPixel(board.__PIN__, __COUNT__, brightness=__BRIGHTNESS__)' },
      { python: '__dev__ = neopixel.NeoPixel(board.__PIN__, __COUNT__)', fixed: { BRIGHTNESS: 1 } },
    ],
    setupBlock: 'chispa_neopixel_setup',
    alwaysShowSetup: true,
  },
  oled: {
    key: [],
    name: 'oled',
    defaults: { SDA: 'GP4', SCL: 'GP5' },
    imports: [IMPORT.board, IMPORT.busio, IMPORT.ssd1306],
    forms: [
      { python: `__dev__ = adafruit_ssd1306.SSD1306_I2C(128, 64, ${I2C})` },
      { python: `__i2c__ = ${I2C}\n__dev__ = adafruit_ssd1306.SSD1306_I2C(128, 64, __i2c__)` },
    ],
    setupBlock: 'chispa_oled_setup',
  },
  lcd: {
    key: [],
    name: 'lcd',
    defaults: { SDA: 'GP4', SCL: 'GP5' },
    imports: [IMPORT.board, IMPORT.busio, IMPORT.lcd],
    forms: [
      { python: `__dev__ = character_lcd.Character_LCD_I2C(${I2C}, 16, 2)` },
      { python: `__i2c__ = ${I2C}\n__dev__ = character_lcd.Character_LCD_I2C(__i2c__, 16, 2)` },
    ],
    setupBlock: 'chispa_lcd_setup',
  },
  rgb: {
    key: [],
    name: 'rgb_color',
    defaults: { RED: 'GP13', GREEN: 'GP11', BLUE: 'GP12' },
    imports: [IMPORT.board, IMPORT.pwmio],
    forms: [
      {
        python: `rgb_red = pwmio.PWMOut(board.__RED__, frequency=1000)
rgb_green = pwmio.PWMOut(board.__GREEN__, frequency=1000)
rgb_blue = pwmio.PWMOut(board.__BLUE__, frequency=1000)


def rgb_color(red, green, blue):
    rgb_red.duty_cycle = int(red * 65535 / 255)
    rgb_green.duty_cycle = int(green * 65535 / 255)
    rgb_blue.duty_cycle = int(blue * 65535 / 255)`,
      },
    ],
    setupBlock: 'chispa_rgb_setup',
  },
  segments: {
    key: [],
    name: 'show_digit',
    defaults: { A: 'GP0', B: 'GP1', C: 'GP2', D: 'GP3', E: 'GP4', F: 'GP5', G: 'GP6' },
    imports: [IMPORT.board, IMPORT.digitalio],
    forms: [
      {
        python: `segments = [digitalio.DigitalInOut(pin) for pin in (${boardPins(SEGMENT_LETTERS)})]
for segment in segments:
    segment.direction = digitalio.Direction.OUTPUT
DIGIT_SEGMENTS = ("abcdef", "bc", "abdeg", "abcdg", "bcfg", "acdfg", "acdefg", "abc", "abcdefg", "abcdfg")


def show_digit(digit):
    for segment, letter in zip(segments, "abcdefg"):
        segment.value = letter in DIGIT_SEGMENTS[int(digit) % 10]`,
      },
    ],
    setupBlock: 'chispa_segments_setup',
  },
  keypad: {
    key: [],
    name: 'keypad',
    defaults: { R1: 'GP9', R2: 'GP8', R3: 'GP7', R4: 'GP6', C1: 'GP5', C2: 'GP4', C3: 'GP3', C4: 'GP2' },
    imports: [IMPORT.board, IMPORT.digitalio, IMPORT.keypad],
    forms: [
      {
        python: `__dev__ = adafruit_matrixkeypad.Matrix_Keypad(
    [digitalio.DigitalInOut(pin) for pin in (${boardPins(KEYPAD_ROWS)})],
    [digitalio.DigitalInOut(pin) for pin in (${boardPins(KEYPAD_COLUMNS)})],
    ((1, 2, 3, "A"), (4, 5, 6, "B"), (7, 8, 9, "C"), ("*", 0, "#", "D")),
)


def pressed_key():
    keys = __dev__.pressed_keys
    return keys[0] if keys else None`,
      },
    ],
    setupBlock: 'chispa_keypad_setup',
  },
};

/** The Pico's analog aliases: `board.A0` is GP26. */
const PIN_ALIASES: Record<string, string> = { A0: 'GP26', A1: 'GP27', A2: 'GP28' };

/** The Pico's own LED, `board.LED`: a pin field's value like a GP pin (the web's pin menu offers it). */
export const BOARD_LED_PIN = 'LED';

/** The pin a `board.<name>` names, as a pin field holds it; null for a name that is no Pico GP pin nor its LED. */
export const pinOf = (name: string): string | null => {
  const pin = Object.hasOwn(PIN_ALIASES, name) ? (PIN_ALIASES[name] as string) : name;
  return /^GP([0-9]|1[0-9]|2[0-8])$/.test(pin) || pin === BOARD_LED_PIN ? pin : null;
};

/**
 * The name of a device used in a role on a pin: `led_gp15`, `button_gp14`. The board's own LED set
 * as an output is `board_led` (what it is, whichever block used it first); in another role it is
 * named by the role (`button_led`), so two roles on it never share a name.
 */
export const deviceNameOf = (kind: DeviceKindId, role: Role, pin: string): string =>
  pin === BOARD_LED_PIN && kind === 'out' ? 'board_led' : `${ROLE_PREFIX[role]}_${pin.toLowerCase()}`;
