/**
 * What CircuitPython 9/10 on the Raspberry Pi Pico offers, for completion in the code editor
 * (shared/reference/circuitpython-pico.md). Kinds are CodeMirror completion types.
 */

export type ApiKind = 'namespace' | 'class' | 'function' | 'method' | 'property' | 'constant' | 'variable';

export interface ApiEntry {
  label: string;
  type: ApiKind;
  detail?: string;
  /** Attributes reached with a dot: module members, class attributes, enum members. */
  members?: readonly ApiEntry[];
  /** Attributes of an object the class builds (`led = DigitalInOut(...)`, then `led.`). */
  instance?: readonly ApiEntry[];
}

export const fn = (label: string, detail: string): ApiEntry => ({ label, type: 'function', detail });
export const method = (label: string, detail: string): ApiEntry => ({ label, type: 'method', detail });
export const prop = (label: string, detail?: string): ApiEntry => ({ label, type: 'property', detail });
export const constant = (label: string, detail?: string): ApiEntry => ({ label, type: 'constant', detail });
const enumOf = (label: string, values: string[]): ApiEntry => ({
  label,
  type: 'class',
  members: values.map((value) => constant(value, `${label}.${value}`)),
});

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** `board` names of the Pico, in the firmware's table order (the first of a GPIO is its canonical name). */
export const PICO_PIN_NAMES: readonly string[] = [
  ...range(0, 22).map((n) => `GP${n}`),
  'SMPS_MODE',
  'GP23',
  'VBUS_SENSE',
  'GP24',
  'LED',
  'GP25',
  'GP26_A0',
  'GP26',
  'A0',
  'GP27_A1',
  'GP27',
  'A1',
  'GP28_A2',
  'GP28',
  'A2',
  'A3',
  'VOLTAGE_MONITOR',
];

const PIN_NOTES: Record<string, string> = {
  LED: 'GPIO25, on-board LED',
  SMPS_MODE: 'GPIO23',
  VBUS_SENSE: 'GPIO24',
  A3: 'GPIO29, ADC3',
  VOLTAGE_MONITOR: 'GPIO29, VSYS/3',
};

const deinit = method('deinit', '() releases the pin');

const busio: ApiEntry = {
  label: 'busio',
  type: 'namespace',
  members: [
    {
      label: 'I2C',
      type: 'class',
      detail: '(scl, sda, *, frequency=100000)',
      instance: [
        method('scan', '()'),
        method('try_lock', '()'),
        method('unlock', '()'),
        method('readfrom_into', '(address, buffer)'),
        method('writeto', '(address, buffer)'),
        deinit,
      ],
    },
    {
      label: 'SPI',
      type: 'class',
      detail: '(clock, MOSI=None, MISO=None)',
      instance: [
        method('configure', '(*, baudrate, polarity, phase, bits)'),
        method('try_lock', '()'),
        method('unlock', '()'),
        method('write', '(buffer)'),
        method('readinto', '(buffer)'),
        deinit,
      ],
    },
    {
      label: 'UART',
      type: 'class',
      detail: '(tx, rx, *, baudrate=9600)',
      instance: [
        method('read', '(nbytes)'),
        method('readline', '()'),
        method('write', '(buffer)'),
        prop('in_waiting'),
        deinit,
      ],
    },
  ],
};

export const CIRCUITPYTHON_MODULES: readonly ApiEntry[] = [
  {
    label: 'board',
    type: 'namespace',
    detail: 'Raspberry Pi Pico pins',
    members: [
      ...PICO_PIN_NAMES.map((name) => constant(name, PIN_NOTES[name] ?? 'Pin')),
      constant('board_id', '"raspberry_pi_pico"'),
      fn('STEMMA_I2C', '() busio.I2C on GP5 (SCL) / GP4 (SDA)'),
    ],
  },
  {
    label: 'digitalio',
    type: 'namespace',
    members: [
      {
        label: 'DigitalInOut',
        type: 'class',
        detail: '(pin)',
        instance: [
          prop('direction', 'Direction.INPUT / Direction.OUTPUT'),
          prop('value', 'bool'),
          prop('pull', 'Pull.UP / Pull.DOWN / None'),
          prop('drive_mode', 'DriveMode'),
          method('switch_to_output', '(value=False, drive_mode=DriveMode.PUSH_PULL)'),
          method('switch_to_input', '(pull=None)'),
          deinit,
        ],
      },
      enumOf('Direction', ['INPUT', 'OUTPUT']),
      enumOf('Pull', ['UP', 'DOWN']),
      enumOf('DriveMode', ['PUSH_PULL', 'OPEN_DRAIN']),
    ],
  },
  {
    label: 'analogio',
    type: 'namespace',
    members: [
      {
        label: 'AnalogIn',
        type: 'class',
        detail: '(pin) GP26–GP28',
        instance: [prop('value', 'int 0–65535'), prop('reference_voltage', '3.3'), deinit],
      },
      {
        label: 'AnalogOut',
        type: 'class',
        detail: '(pin) not on the RP2040',
        instance: [prop('value'), deinit],
      },
    ],
  },
  {
    label: 'pwmio',
    type: 'namespace',
    members: [
      {
        label: 'PWMOut',
        type: 'class',
        detail: '(pin, *, duty_cycle=0, frequency=500, variable_frequency=False)',
        instance: [prop('duty_cycle', 'int 0–65535'), prop('frequency', 'int Hz'), deinit],
      },
    ],
  },
  {
    label: 'time',
    type: 'namespace',
    members: [
      fn('sleep', '(seconds)'),
      fn('monotonic', '() float seconds'),
      fn('monotonic_ns', '() int ns'),
      fn('time', '() int seconds since 1970'),
      fn('localtime', '([secs]) struct_time'),
      fn('mktime', '(t)'),
      { label: 'struct_time', type: 'class' },
    ],
  },
  {
    label: 'neopixel',
    type: 'namespace',
    members: [
      {
        label: 'NeoPixel',
        type: 'class',
        detail: '(pin, n, *, bpp=3, brightness=1.0, auto_write=True, pixel_order=None)',
        instance: [
          method('fill', '(color)'),
          method('show', '()'),
          prop('brightness', 'float 0.0–1.0'),
          prop('auto_write', 'bool'),
          prop('n', 'int'),
          deinit,
        ],
      },
      ...['RGB', 'GRB', 'BGR', 'RGBW', 'GRBW'].map((order) => constant(order, 'pixel order')),
    ],
  },
  busio,
  {
    label: 'microcontroller',
    type: 'namespace',
    members: [
      {
        label: 'cpu',
        type: 'variable',
        members: [
          prop('temperature', 'float °C'),
          prop('frequency', 'int Hz'),
          prop('voltage'),
          prop('uid', 'bytearray'),
        ],
      },
      fn('reset', '()'),
      fn('delay_us', '(delay)'),
      { label: 'pin', type: 'namespace', members: range(0, 29).map((n) => constant(`GPIO${n}`, 'Pin')) },
    ],
  },
  { label: 'supervisor', type: 'namespace', members: [fn('reload', '()'), fn('ticks_ms', '() int')] },
  {
    label: 'simpleio',
    type: 'namespace',
    members: [
      fn('tone', '(pin, frequency, duration=1, length=100)'),
      fn('map_range', '(x, in_min, in_max, out_min, out_max)'),
    ],
  },
  { label: 'rainbowio', type: 'namespace', members: [fn('colorwheel', '(pos) 0xRRGGBB')] },
  {
    label: 'random',
    type: 'namespace',
    members: [
      fn('randint', '(a, b)'),
      fn('random', '()'),
      fn('uniform', '(a, b)'),
      fn('choice', '(seq)'),
      fn('randrange', '(start, stop[, step])'),
      fn('seed', '(n)'),
    ],
  },
  {
    label: 'adafruit_motor',
    type: 'namespace',
    members: [
      {
        label: 'servo',
        type: 'namespace',
        members: [
          {
            label: 'Servo',
            type: 'class',
            detail: '(pwm_out, *, actuation_range=180, min_pulse=750, max_pulse=2250)',
            instance: [
              prop('angle', 'degrees or None'),
              prop('fraction', '0.0–1.0 or None'),
              prop('actuation_range'),
            ],
          },
          {
            label: 'ContinuousServo',
            type: 'class',
            detail: '(pwm_out, *, min_pulse=750, max_pulse=2250)',
            instance: [prop('throttle', '-1.0–1.0'), prop('fraction')],
          },
        ],
      },
    ],
  },
  {
    label: 'adafruit_hcsr04',
    type: 'namespace',
    members: [
      {
        label: 'HCSR04',
        type: 'class',
        detail: '(trigger_pin, echo_pin, *, timeout=0.1)',
        instance: [prop('distance', 'cm'), deinit],
      },
    ],
  },
  {
    label: 'adafruit_dht',
    type: 'namespace',
    members: ['DHT11', 'DHT22'].map((label) => ({
      label,
      type: 'class' as const,
      detail: '(pin)',
      instance: [prop('temperature', '°C'), prop('humidity', '%'), method('exit', '()')],
    })),
  },
];
