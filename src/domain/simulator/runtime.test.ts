// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Diagram } from '../circuit/diagram.ts';
import { buildNetlist, computeOutputs } from '../circuit/netlist.ts';
import type { PartInputs } from '../circuit/simulation.ts';
import { ledCircuit } from '../circuit/test-builders.ts';
import { buttonCircuit, lastLine, potCircuit, simulate } from './test-support.ts';

describe('running code.py', () => {
  it('frames the output as the board does: header, output, blank line, Code done running.', async () => {
    const { output, result } = await simulate('print("hola")\nprint(1 + 1)\n');
    expect(output).toBe('code.py output:\nhola\n2\n\nCode done running.\n');
    expect(result).toEqual({ status: 'finished' });
  });

  it('prints a traceback in CircuitPython format, with the innermost code.py line', async () => {
    const code = [
      'import board, digitalio',
      'led = digitalio.DigitalInOut(board.GP15)',
      'def claim_again():',
      '    return digitalio.DigitalInOut(board.GP15)',
      'claim_again()',
    ].join('\n');
    const { output, result } = await simulate(code);
    const traceback = [
      'Traceback (most recent call last):',
      '  File "code.py", line 5, in <module>',
      '  File "code.py", line 4, in claim_again',
      'ValueError: GP15 in use',
      '',
    ].join('\n');
    expect(output).toBe(`code.py output:\n${traceback}\nCode done running.\n`);
    expect(result).toEqual({ status: 'error', error: { traceback, line: 4 } });
  });

  it('shows a SyntaxError with its line and no function', async () => {
    const { result } = await simulate('x = 1\nif x == 1\n    print(x)\n');
    expect(result.error?.traceback).toBe(
      'Traceback (most recent call last):\n  File "code.py", line 2\nSyntaxError: invalid syntax\n',
    );
    expect(result.error?.line).toBe(2);
  });

  it('ends quietly on sys.exit()', async () => {
    const { output, result } = await simulate('import sys\nprint("a")\nsys.exit()\nprint("b")\n');
    expect(output).toBe('code.py output:\na\n\nCode done running.\n');
    expect(result.status).toBe('finished');
  });

  it('input() prints the prompt, returns the typed line and echoes it', async () => {
    const { printed, prompts } = await simulate('name = input("Name? ")\nprint("Hola,", name)\n', {
      lines: ['Ana'],
    });
    expect(prompts).toEqual(['Name? ']);
    expect(printed).toBe('Name? Ana\nHola, Ana\n');
  });

  it('names a library the simulator does not have, as the board does when it is missing', async () => {
    const { result } = await simulate('import board\nimport adafruit_bme280\n');
    expect(result.error?.traceback).toBe(
      'Traceback (most recent call last):\n  File "code.py", line 2, in <module>\nImportError: no module named \'adafruit_bme280\'\n',
    );
    expect(lastLine((await simulate('from adafruit_motor import motor')).output.split('\n\n')[0] ?? '')).toBe(
      "ImportError: no module named 'adafruit_motor.motor'",
    );
  });

  it.each([
    ['import utime', "ImportError: no module named 'utime'"],
    ['import machine', "ImportError: no module named 'machine'"],
    ['from js import document', "ImportError: no module named 'js'"],
    ['import time\ntime.sleep_ms(10)', "AttributeError: 'module' object has no attribute 'sleep_ms'"],
    ['import time\ntime.ticks_ms()', "AttributeError: 'module' object has no attribute 'ticks_ms'"],
    ['import board\nboard.GP29', "AttributeError: 'module' object has no attribute 'GP29'"],
    ['open("log.txt", "a")', 'OSError: [Errno 30] Read-only filesystem'],
  ])('gives CircuitPython’s error for MicroPython habits: %s', async (code, error) => {
    expect(lastLine((await simulate(code)).result.error?.traceback ?? '')).toBe(error);
  });

  it('prints floats as the board does, not as 17-digit doubles', async () => {
    const { printed } = await simulate(
      'print(3.3 * 512 / 65535, 1 / 3, 2.0, 1e6, 100000.0)\nprint((0.1 + 0.2,), [1.5, "a"], -0.0, end="|")\nprint()',
    );
    expect(printed).toBe("0.0257816 0.333333 2.0 1e+06 100000.0\n(0.3,) [1.5, 'a'] -0.0|\n");
  });

  it('lets code.py use the MicroPython modules CircuitPython shares', async () => {
    const { printed } = await simulate(
      'import random, math\nprint(random.randint(1, 6) in range(1, 7), math.floor(2.5))',
    );
    expect(printed).toBe('True 2\n');
  });
});

describe('time', () => {
  it('blinks GP15 with the programmed period on the virtual clock', async () => {
    const code = [
      'import board, digitalio, time',
      'led = digitalio.DigitalInOut(board.GP15)',
      'led.direction = digitalio.Direction.OUTPUT',
      'for _ in range(3):',
      '    led.value = True',
      '    time.sleep(0.5)',
      '    led.value = False',
      '    time.sleep(0.25)',
    ].join('\n');
    const { drives, now } = await simulate(code);
    const levels = drives.map(({ at, drive }) => {
      const pin = drive.GP15;
      return [at, pin?.mode === 'output' ? pin.value : pin?.mode];
    });
    expect(levels).toEqual([
      [0, 'input'],
      [0, false],
      [0, true],
      [500, false],
      [750, true],
      [1250, false],
      [1500, true],
      [2000, false],
    ]);
    expect(now).toBe(2250);
  });

  it('lights the LED the blink drives only while its cathode has a path to GND', async () => {
    const code = [
      'import board, digitalio, time',
      'led = digitalio.DigitalInOut(board.GP15)',
      'led.switch_to_output(True)',
      'time.sleep(1)',
    ].join('\n');
    const brightnessWhileLit = async (diagram: Diagram) => {
      const { drives } = await simulate(code, { diagram });
      const lit = drives.find(({ drive }) => drive.GP15?.mode === 'output' && drive.GP15.value);
      if (!lit) throw new Error('GP15 was never driven high');
      return computeOutputs(buildNetlist(diagram), lit.drive, {}).leds.led1;
    };
    expect(await brightnessWhileLit(ledCircuit())).toBe(1);
    const withoutGround = ledCircuit();
    expect(await brightnessWhileLit({ ...withoutGround, wires: withoutGround.wires.slice(0, 2) })).toBe(0);
  });

  it('keeps monotonic(), time() and localtime() on the simulated clock', async () => {
    const { printed } = await simulate(
      'import time\ntime.sleep(1.5)\nprint(time.monotonic(), time.monotonic_ns(), time.time())\nprint(time.localtime())',
    );
    expect(printed).toBe(
      '1.5 1500000000 946684801\n' +
        'struct_time(tm_year=2000, tm_mon=1, tm_mday=1, tm_hour=0, tm_min=0, tm_sec=1, tm_wday=5, tm_yday=1, tm_isdst=-1)\n',
    );
  });

  it('refuses a negative sleep', async () => {
    const { result } = await simulate('import time\ntime.sleep(-1)');
    expect(result.error?.traceback).toBe(
      'Traceback (most recent call last):\n  File "code.py", line 2, in <module>\nValueError: seconds must be >= 0\n',
    );
  });
});

describe('digital and analog inputs', () => {
  const pressedBetween =
    (from: number, to: number) =>
    (ms: number): PartInputs =>
      ms >= from && ms < to ? PRESSED : RELEASED;
  const PRESSED: PartInputs = { btn1: 1 };
  const RELEASED: PartInputs = {};
  const readEvery100ms = (pull: 'UP' | 'DOWN') =>
    [
      'import board, digitalio, time',
      'button = digitalio.DigitalInOut(board.GP15)',
      `button.switch_to_input(pull=digitalio.Pull.${pull})`,
      'for _ in range(4):',
      '    print(button.value)',
      '    time.sleep(0.1)',
    ].join('\n');

  it('reads a button to 3V3 with Pull.DOWN: True pressed, False released', async () => {
    const { printed } = await simulate(readEvery100ms('DOWN'), {
      diagram: buttonCircuit('3V3'),
      inputsAt: pressedBetween(100, 300),
    });
    expect(printed).toBe('False\nTrue\nTrue\nFalse\n');
  });

  it('reads a button to GND with Pull.UP: False pressed, True released', async () => {
    const { printed } = await simulate(readEvery100ms('UP'), {
      diagram: buttonCircuit('GND.1'),
      inputsAt: pressedBetween(100, 300),
    });
    expect(printed).toBe('True\nFalse\nFalse\nTrue\n');
  });

  it('follows a potentiometer on AnalogIn(board.A0)', async () => {
    const positions: PartInputs[] = [{ pot1: 0 }, { pot1: 0.5 }, { pot1: 1 }];
    const code = [
      'import analogio, board, time',
      'pot = analogio.AnalogIn(board.A0)',
      'for _ in range(3):',
      '    print(pot.value)',
      '    time.sleep(1)',
    ].join('\n');
    const { printed } = await simulate(code, {
      diagram: potCircuit(),
      inputsAt: (ms) => positions[Math.min(2, Math.floor(ms / 1000))] ?? {},
    });
    const [low, middle, high] = printed.trim().split('\n').map(Number);
    expect(low).toBeLessThan(100);
    expect(middle).toBeGreaterThan(32000);
    expect(middle).toBeLessThan(33600);
    expect(high).toBe(65535);
  });
});

describe('outputs', () => {
  it('refuses a float duty cycle, the classic `65535 * 0.5`', async () => {
    const code = 'import board, pwmio\npwm = pwmio.PWMOut(board.GP15)\npwm.duty_cycle = 65535 * 0.5\n';
    expect((await simulate(code)).result.error?.traceback).toBe(
      'Traceback (most recent call last):\n  File "code.py", line 3, in <module>\nTypeError: can\'t convert float to int\n',
    );
  });

  it('reads back the frequency the PWM divider achieves', async () => {
    const requested = [50, 100, 200, 262, 440, 500, 880, 1000, 2000, 5000, 1];
    const code = [
      'import board, pwmio',
      'pwm = pwmio.PWMOut(board.GP15, frequency=440, variable_frequency=True)',
      `for f in ${JSON.stringify(requested)}:`,
      '    pwm.frequency = f',
      '    print(pwm.frequency)',
    ].join('\n');
    const { printed, drives } = await simulate(code);
    expect(printed.trim().split('\n').map(Number)).toEqual([
      50, 100, 199, 263, 442, 500, 872, 984, 2000, 5000, 7,
    ]);
    expect(drives[0]?.drive.GP15).toEqual({ mode: 'pwm', duty: 0, frequency: 442 });
  });

  it('turns a servo angle into the library’s duty cycle', async () => {
    const code = [
      'import board, pwmio',
      'from adafruit_motor import servo',
      'pwm = pwmio.PWMOut(board.GP15, duty_cycle=2 ** 15, frequency=50)',
      'motor = servo.Servo(pwm)',
      'for angle in (0, 90, 180):',
      '    motor.angle = angle',
      '    print(pwm.duty_cycle)',
    ].join('\n');
    const { printed, drives } = await simulate(code);
    expect(printed).toBe('2457\n4914\n7372\n');
    expect(drives.at(-1)?.drive.GP15).toEqual({ mode: 'pwm', duty: 7372, frequency: 50 });
  });

  it('sends NeoPixel colours scaled by brightness, keeping the colours as set', async () => {
    const code = [
      'import board, neopixel',
      'pixels = neopixel.NeoPixel(board.GP0, 3, brightness=0.5)',
      'pixels.fill((255, 128, 0))',
      'pixels[1] = 0x0000FF',
      'print(pixels[0], pixels[1])',
    ].join('\n');
    const { printed, drives } = await simulate(code);
    expect(printed).toBe('(255, 128, 0) (0, 0, 255)\n');
    expect(drives.map(({ drive }) => drive.GP0)).toEqual([
      { mode: 'input' },
      { mode: 'output', value: false },
      {
        mode: 'neopixel',
        pixels: [
          [127, 64, 0],
          [127, 64, 0],
          [127, 64, 0],
        ],
      },
      {
        mode: 'neopixel',
        pixels: [
          [127, 64, 0],
          [0, 0, 127],
          [127, 64, 0],
        ],
      },
    ]);
  });

  it('shows the library frame when a NeoPixel’s pin is taken', async () => {
    const code =
      'import board, digitalio, neopixel\nled = digitalio.DigitalInOut(board.GP0)\nneopixel.NeoPixel(board.GP0, 8)\n';
    const traceback = (await simulate(code)).result.error?.traceback ?? '';
    expect(traceback).toMatch(
      /^Traceback \(most recent call last\):\n {2}File "code\.py", line 3, in <module>\n {2}File "neopixel\.py", line \d+, in __init__\nValueError: GP0 in use\n$/,
    );
  });
});

describe('CircuitPython’s own wording (circuitpython-pico.md)', () => {
  const setUp = 'import board, digitalio, analogio, pwmio, neopixel, time\n';
  it.each([
    ['digitalio.DigitalInOut(15)', 'TypeError: pin must be of type Pin, not int'],
    ['digitalio.DigitalInOut(pin=board.GP1)', "TypeError: function doesn't take keyword arguments"],
    [
      'd = digitalio.DigitalInOut(board.GP1)\nd.value = 1',
      'AttributeError: Cannot set value when direction is input.',
    ],
    [
      'd = digitalio.DigitalInOut(board.GP1)\nd.switch_to_output()\nd.pull',
      'AttributeError: Pull not used when direction is output.',
    ],
    [
      'd = digitalio.DigitalInOut(board.GP1)\nd.drive_mode',
      'AttributeError: Drive mode not used when direction is input.',
    ],
    ['d = digitalio.DigitalInOut(board.GP1)\nd.direction = 1', 'ValueError: Invalid direction'],
    [
      'd = digitalio.DigitalInOut(board.GP1)\nd.pull = 1',
      'TypeError: pull must be of type Pull or None, not int',
    ],
    ['digitalio.Direction.IN', "AttributeError: type object 'Direction' has no attribute 'IN'"],
    [
      'with digitalio.DigitalInOut(board.GP1) as d:\n    pass\nd.value',
      'ValueError: Object has been deinitialized and can no longer be used. Create a new object.',
    ],
    [
      'a = analogio.AnalogIn(board.A0)\na.deinit()\na.deinit()\na.value',
      'ValueError: Object has been deinitialized and can no longer be used. Create a new object.',
    ],
    [
      'with pwmio.PWMOut(board.GP14, frequency=1000) as p:\n    pass\np.duty_cycle',
      'ValueError: Object has been deinitialized and can no longer be used. Create a new object.',
    ],
    // deinit frees the pin and the PWM channel: the same pin at another frequency is then fine.
    [
      'p = pwmio.PWMOut(board.GP14, frequency=1000)\np.deinit()\nq = pwmio.PWMOut(board.GP14, frequency=50)\nr = pwmio.PWMOut(board.GP14)',
      'ValueError: GP14 in use',
    ],
    ['a = analogio.AnalogIn(board.A0)\nb = analogio.AnalogIn(board.GP26)', 'ValueError: GP26_A0 in use'],
    ['a = digitalio.DigitalInOut(board.GP25)\nb = pwmio.PWMOut(board.LED)', 'ValueError: LED in use'],
    ['analogio.AnalogIn(board.GP15)', 'ValueError: Invalid pin'],
    ['a = analogio.AnalogIn(board.A1)\na.value = 1', "AttributeError: can't set attribute 'value'"],
    ['analogio.AnalogOut(board.GP15)', 'NotImplementedError: AnalogOut'],
    ['pwmio.PWMOut(board.GP15, 1000)', 'TypeError: extra positional arguments given'],
    ['pwmio.PWMOut(board.GP15, frequency=440.0)', "TypeError: can't convert float to int"],
    ['p = pwmio.PWMOut(board.GP15)\np.duty_cycle = 65536', 'ValueError: duty_cycle must be 0-65535'],
    ['p = pwmio.PWMOut(board.GP15)\np.frequency = 440', 'AttributeError: Invalid variable_frequency'],
    ['pwmio.PWMOut(board.GP15, frequency=0)', 'ValueError: Invalid frequency'],
    [
      'a = pwmio.PWMOut(board.GP0)\nb = pwmio.PWMOut(board.GP16)',
      'RuntimeError: Internal resource(s) in use',
    ],
    [
      'a = pwmio.PWMOut(board.GP0)\nb = pwmio.PWMOut(board.GP1, variable_frequency=True)',
      'ValueError: Invalid variable_frequency',
    ],
    [
      'a = pwmio.PWMOut(board.GP0)\nb = pwmio.PWMOut(board.GP1, frequency=1000)',
      'ValueError: Invalid frequency',
    ],
    ['p = neopixel.NeoPixel(board.GP0, 2)\np[0] = (1, 2)', 'ValueError: color length must be 3-4'],
    ['p = neopixel.NeoPixel(board.GP0, 2)\np[2] = 0', 'IndexError: index out of range'],
    ['time.localtime(0)', 'OverflowError: timestamp out of range for platform time_t'],
    [
      'from adafruit_motor import servo\ns = servo.Servo(pwmio.PWMOut(board.GP15, frequency=50))\ns.angle = 181',
      'ValueError: Angle out of range',
    ],
    [
      'from adafruit_motor import servo\ns = servo.Servo(pwmio.PWMOut(board.GP15))\ns.angle = 170',
      'ValueError: duty_cycle must be 0-65535',
    ],
  ])('%s', async (code, error) => {
    expect(lastLine((await simulate(setUp + code)).result.error?.traceback ?? '')).toBe(error);
  });

  it('names pins by their first board name and shares them with microcontroller.pin', async () => {
    const { printed } = await simulate(
      'import board, microcontroller\nprint(board.A0, board.GP25, board.VOLTAGE_MONITOR, microcontroller.pin.GPIO25 is board.LED)',
    );
    expect(printed).toBe('board.GP26_A0 board.LED board.A3 True\n');
  });

  it('turns the colour wheel as rainbowio does', async () => {
    const { printed } = await simulate(
      'from rainbowio import colorwheel\nprint([hex(colorwheel(p)) for p in (0, 85, 170, 256)])',
    );
    expect(printed).toBe("['0xff0000', '0xff00', '0xff', '0xff0000']\n");
  });
});
