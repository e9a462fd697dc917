import { describe, expect, it } from 'vitest';
import { ledCircuit, part } from '../circuit/test-builders.ts';
import { LANGUAGE_SHIMS, MICROPYTHON_MODULES, MICROPYTHON_REPL } from './languages.ts';
import { linesOf, mpyCircuit, timeline } from './micropython-support.ts';
import { lastLine, simulate } from './test-support.ts';

/** machine.Pin, PWM, ADC and Timer, time/utime, and the console of a Pico W running main.py. */

const ledOn15 = () =>
  mpyCircuit(
    [part('wokwi-led', 'led1'), part('wokwi-resistor', 'r1')],
    [
      ['pico:GP15', 'r1:1'],
      ['r1:2', 'led1:A'],
      ['led1:C', 'pico:GND.4'],
    ],
  );
const buttonToGnd = () =>
  mpyCircuit(
    [part('wokwi-pushbutton', 'btn1')],
    [
      ['pico:GP15', 'btn1:1.l'],
      ['btn1:2.l', 'pico:GND.4'],
    ],
  );

describe('the console of a Pico W running main.py', () => {
  it('shows the soft reboot, the output with floats as the Pico prints them, then the REPL banner', async () => {
    const { output, result } = await simulate('print("hola", 1/3, [2.5])\n', { diagram: ledOn15() });
    expect(result.status).toBe('finished');
    expect(output).toBe(
      'MPY: soft reboot\nhola 0.3333333 [2.5]\n' +
        'MicroPython v1.24.1 on 2024-11-29; Raspberry Pi Pico W with RP2040\n' +
        'Type "help()" for more information.\n>>> ',
    );
    expect(LANGUAGE_SHIMS.micropython.end).toBe(MICROPYTHON_REPL);
  });

  it('names main.py and its line in a traceback, and hides the frames of the firmware', async () => {
    const code = 'from machine import Pin\n\ndef setup():\n    return Pin(40, Pin.OUT)\n\nsetup()\n';
    const { output, result } = await simulate(code, { diagram: ledOn15() });
    expect(result.error).toEqual({
      traceback:
        'Traceback (most recent call last):\n' +
        '  File "main.py", line 6, in <module>\n' +
        '  File "main.py", line 4, in setup\n' +
        'ValueError: invalid pin\n',
      line: 4,
    });
    expect(output.endsWith(`ValueError: invalid pin\n${MICROPYTHON_REPL}`)).toBe(true);
  });

  it('cannot import CircuitPython’s board under MicroPython', async () => {
    const { result } = await simulate('import board\n', { diagram: ledOn15() });
    expect(lastLine(result.error?.traceback ?? '')).toBe("ImportError: no module named 'board'");
    expect(result.error?.line).toBe(1);
  });

  it('cannot import machine under CircuitPython', async () => {
    const { output, result } = await simulate('import machine\n', { diagram: ledCircuit() });
    expect(output.startsWith('code.py output:\n')).toBe(true);
    expect(result.error?.traceback).toBe(
      'Traceback (most recent call last):\n  File "code.py", line 1, in <module>\nImportError: no module named \'machine\'\n',
    );
  });
});

describe('machine.Pin', () => {
  it('drives an output: on, off, toggle and value() reach the board at their times', async () => {
    const code = `from machine import Pin
import utime
led = Pin(15, Pin.OUT)
led.on()
utime.sleep_ms(100)
led.off()
utime.sleep_ms(100)
led.toggle()
utime.sleep(0.1)
led(0)
print(led.value(), led)
`;
    const { drives, printed } = await simulate(code, { diagram: ledOn15() });
    expect(drives.map(({ at, drive }) => [at, drive.GP15])).toEqual([
      [0, { mode: 'output', value: false }],
      [0, { mode: 'output', value: true }],
      [100, { mode: 'output', value: false }],
      [200, { mode: 'output', value: true }],
      [300, { mode: 'output', value: false }],
    ]);
    expect(printed).toBe('0 Pin(GPIO15, mode=OUT)\n');
  });

  it('reads a button to GND through PULL_UP: 1 at rest, 0 pressed', async () => {
    const code = `from machine import Pin
import time
button = Pin(15, Pin.IN, Pin.PULL_UP)
for _ in range(3):
    print(button.value())
    time.sleep_ms(100)
`;
    const { printed, drives } = await simulate(code, {
      diagram: buttonToGnd(),
      inputsAt: timeline([
        [100, { btn1: 1 }],
        [200, {}],
      ]),
    });
    expect(linesOf(printed)).toEqual(['1', '0', '1']);
    expect(drives[0]?.drive.GP15).toEqual({ mode: 'input', pull: 'up' });
  });

  it('calls an IRQ handler on the falling edge of a press, between the program’s sleeps', async () => {
    const code = `from machine import Pin
import time
presses = []
def pressed(pin):
    presses.append((time.ticks_ms(), pin.value()))
button = Pin(15, Pin.IN, Pin.PULL_UP)
button.irq(trigger=Pin.IRQ_FALLING, handler=pressed)
time.sleep(1)
print(presses)
`;
    const { printed } = await simulate(code, {
      diagram: buttonToGnd(),
      inputsAt: timeline([
        [300, { btn1: 1 }],
        [500, {}],
        [700, { btn1: 1 }],
      ]),
    });
    expect(printed).toBe('[(300, 0), (700, 0)]\n');
  });

  it('names the Pico W’s LED: Pin("LED") drives the board’s LED', async () => {
    const code = 'from machine import Pin\nled = Pin("LED", Pin.OUT)\nled.value(1)\nprint(led)\n';
    const { drives, printed } = await simulate(code, { diagram: ledOn15() });
    expect(drives.at(-1)?.drive.GP25).toEqual({ mode: 'output', value: true });
    expect(printed).toBe('Pin(WL_GPIO0, mode=OUT)\n');
  });

  it('gives the port’s error for a name the board does not have', async () => {
    const { result } = await simulate('from machine import Pin\nPin("GP25")\n', { diagram: ledOn15() });
    expect(lastLine(result.error?.traceback ?? '')).toBe('ValueError: unknown named pin "GP25"');
  });
});

describe('machine.PWM', () => {
  it('sends freq and duty_u16 to the board as the slice makes them, and reads them back', async () => {
    const code = `from machine import Pin, PWM
pwm = PWM(Pin(15), freq=1000, duty_u16=32768)
print(pwm.freq(), pwm.duty_u16(), pwm.duty_ns())
pwm.freq(50)
pwm.duty_u16(4915)
print(pwm.freq(), pwm.duty_u16())
pwm.deinit()
`;
    const { drives, printed } = await simulate(code, { diagram: ledOn15() });
    // duty_ns from the compare level and the divided clock, rounded as the port does: 499999, not 500000.
    expect(printed).toBe('1000 32768 499999\n50 4915\n');
    expect(drives.map(({ drive }) => drive.GP15)).toEqual([
      { mode: 'pwm', duty: 32768, frequency: 1000 },
      // freq(50) keeps the duty's fraction (32768 / 65535) at the new frequency, then 4915.
      { mode: 'pwm', duty: 32768, frequency: 50 },
      { mode: 'pwm', duty: 4915, frequency: 50 },
      { mode: 'output', value: false },
    ]);
  });

  it('starts only once both the frequency and the duty are set, and refuses a frequency too low', async () => {
    const code = 'from machine import Pin, PWM\npwm = PWM(Pin(15))\npwm.duty_u16(100)\npwm.freq(7)\n';
    const { drives, result } = await simulate(code, { diagram: ledOn15() });
    expect(drives.map(({ drive }) => drive.GP15)).toEqual([{ mode: 'output', value: false }]);
    expect(lastLine(result.error?.traceback ?? '')).toBe('ValueError: freq too small');
  });
});

describe('machine.ADC', () => {
  it('reads a potentiometer with read_u16, by pin or by channel', async () => {
    const diagram = mpyCircuit(
      [part('wokwi-potentiometer', 'pot1')],
      [
        ['pot1:VCC', 'pico:3V3'],
        ['pot1:GND', 'pico:GND.8'],
        ['pot1:SIG', 'pico:GP26'],
      ],
    );
    const code = `from machine import ADC, Pin
import time
pot = ADC(Pin(26))
same = ADC(0)
for _ in range(3):
    print(pot.read_u16(), same.read_u16())
    time.sleep(1)
print(ADC(4).read_u16())
ADC(Pin(15))
`;
    const positions = [{ pot1: 0 }, { pot1: 0.5 }, { pot1: 1 }];
    const { printed, result } = await simulate(code, {
      diagram,
      inputsAt: (ms) => positions[Math.min(2, Math.floor(ms / 1000))] ?? {},
    });
    const rows = linesOf(printed)
      .slice(0, 3)
      .map((line) => line.split(' ').map(Number));
    expect(rows.map(([byPin, byChannel]) => byPin === byChannel)).toEqual([true, true, true]);
    const [low, middle, high] = rows.map((row) => row[0] ?? -1);
    expect(low).toBeLessThan(100);
    expect(middle).toBeGreaterThan(32000);
    expect(middle).toBeLessThan(33600);
    expect(high).toBe(65535);
    // Channel 4, the RP2040's sensor: 0.706 V at 27 °C is 876 of 4095, stretched to 16 bits.
    expect(linesOf(printed)[3]).toBe(String((876 << 4) | (876 >> 8)));
    expect(lastLine(result.error?.traceback ?? '')).toBe("ValueError: Pin doesn't have ADC capabilities");
  });
});

describe('machine.Timer and time', () => {
  it('calls a periodic Timer every period on the simulated clock, a one-shot once, none after deinit', async () => {
    const code = `from machine import Timer
import time
ticks = []
once = []
timer = Timer(period=100, mode=Timer.PERIODIC, callback=lambda t: ticks.append(time.ticks_ms()))
Timer(mode=Timer.ONE_SHOT, period=250, callback=lambda t: once.append(time.ticks_ms()))
time.sleep_ms(450)
timer.deinit()
time.sleep(1)
print(ticks, once)
`;
    const { printed, now } = await simulate(code, { diagram: ledOn15() });
    expect(printed).toBe('[100, 200, 300, 400] [250]\n');
    expect(now).toBe(1450);
  });

  it('wraps ticks as MicroPython does: ticks_add and ticks_diff across the wrap', async () => {
    const code = `import time
start = time.ticks_ms()
time.sleep_us(2500)
print(time.ticks_diff(time.ticks_ms(), start), time.ticks_diff(time.ticks_us(), 0))
print(time.ticks_diff(time.ticks_add(2**30 - 10, 25), 2**30 - 10), time.localtime()[:3])
`;
    const { printed } = await simulate(code, { diagram: ledOn15() });
    expect(printed).toBe('2 2500\n25 (2021, 1, 1)\n');
  });
});

describe('what main.py can import', () => {
  it('imports every module MICROPYTHON_MODULES lists, utime as time, and nothing of the simulator itself', async () => {
    const names = [...MICROPYTHON_MODULES.simulated, ...MICROPYTHON_MODULES.builtins];
    const code = `${names.map((name) => `import ${name}`).join('\n')}
import utime, ujson
print(utime is time, ujson is json)
import _chispa
`;
    const { printed, result } = await simulate(code, { diagram: ledOn15() });
    expect(printed.startsWith('True True\n')).toBe(true);
    expect(lastLine(result.error?.traceback ?? '')).toBe("ImportError: no module named '_chispa'");
  });
});
