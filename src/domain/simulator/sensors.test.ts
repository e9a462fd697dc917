// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Diagram } from '../circuit/diagram.ts';
import type { PartInputs } from '../circuit/simulation.ts';
import { makeDiagram, part, pico, wire } from '../circuit/test-builders.ts';
import { lastLine, simulate } from './test-support.ts';

/** The sensors in code.py (issue 24): each library's own simpletest, pins moved to the Pico. */

/** An HC-SR04 on VBUS: TRIG on GP2, ECHO on GP3 unless told; `power: false` leaves VCC unwired. */
const sonarCircuit = ({ trig = 'GP2', echo = 'GP3', power = true } = {}): Diagram =>
  makeDiagram({
    parts: [pico(), part('wokwi-hc-sr04', 'sonar1', { attrs: { distance: '100' } })],
    wires: [
      ...(power ? [wire('sonar1:VCC', 'pico:VBUS')] : []),
      wire('sonar1:GND', 'pico:GND.8'),
      wire('sonar1:TRIG', `pico:${trig}`),
      wire('sonar1:ECHO', `pico:${echo}`),
    ],
  });

/** A DHT22 on 3V3 with its data pin on GP15; `power: false` leaves VCC unwired. */
const dhtCircuit = ({ power = true } = {}): Diagram =>
  makeDiagram({
    parts: [pico(), part('wokwi-dht22', 'dht1')],
    wires: [
      ...(power ? [wire('dht1:VCC', 'pico:3V3')] : []),
      wire('dht1:GND', 'pico:GND.3'),
      wire('dht1:SDA', 'pico:GP15'),
    ],
  });

/** Inputs that stay put: the same object every time, as the page gives while nothing moves. */
const steady = (inputs: PartInputs) => () => inputs;

const HCSR04_SIMPLETEST = `import time

import board

import adafruit_hcsr04

sonar = adafruit_hcsr04.HCSR04(trigger_pin=board.GP2, echo_pin=board.GP3)

while True:
    try:
        print((sonar.distance,))
    except RuntimeError:
        print("Retrying!")
    time.sleep(0.1)
`;

const DHT_SIMPLETEST = `import time

import board

import adafruit_dht

# Initial the dht device, with data pin connected to:
dhtDevice = adafruit_dht.DHT22(board.GP15)

while True:
    try:
        # Print the values to the serial port
        temperature_c = dhtDevice.temperature
        temperature_f = temperature_c * (9 / 5) + 32
        humidity = dhtDevice.humidity
        print(f"Temp: {temperature_f:.1f} F / {temperature_c:.1f} C    Humidity: {humidity}% ")

    except RuntimeError as error:
        # Errors happen fairly often, DHT's are hard to read, just keep going
        print(error.args[0])
        time.sleep(2.0)
        continue
    except Exception as error:
        dhtDevice.exit()
        raise error

    time.sleep(2.0)
`;

/** Prints how long one read of `expression` took, in microseconds, then its value. */
const timed = (setup: string, expression: string) => `${setup}
t0 = time.monotonic_ns()
value = ${expression}
print((time.monotonic_ns() - t0) // 1000)
print(value)
`;

/** What a run printed before the test stopped it (`runFor`), line by line. */
const printedLines = (printed: string) =>
  printed
    .replace(/Traceback \(most recent call last\):\nRuntimeError: \n$/, '')
    .split('\n')
    .filter((line) => line !== '');

/** What adafruit_hcsr04 reads for `cm`: Wokwi's 58 µs per cm, timed, × the library's 0.017. */
const sonarReading = (cm: number) => cm * 58 * 0.017;

describe('HC-SR04 with adafruit_hcsr04', () => {
  it('runs the library’s simpletest: 50 cm reads 50 ± 1', async () => {
    const { printed } = await simulate(HCSR04_SIMPLETEST, {
      diagram: sonarCircuit(),
      inputsAt: steady({ 'sonar1.distance': 50 }),
      runFor: 500,
    });
    const lines = printedLines(printed).filter((line) => line.startsWith('('));
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(Number(line.slice(1, -2))).toBeCloseTo(50, -0.3); // 49.3
  });

  it('takes as long as the echo: half a millisecond and 58 µs per centimetre (±10 %)', async () => {
    const setup = 'import time, board, adafruit_hcsr04\nsonar = adafruit_hcsr04.HCSR04(board.GP2, board.GP3)';
    for (const distance of [10, 200, 400]) {
      const { printed } = await simulate(timed(setup, 'sonar.distance'), {
        diagram: sonarCircuit(),
        inputsAt: steady({ 'sonar1.distance': distance }),
      });
      const [micros, value] = printedLines(printed).map(Number);
      expect(value).toBeCloseTo(sonarReading(distance), 1);
      const echoUs = 10 + 500 + distance * 58;
      expect(micros).toBeGreaterThanOrEqual(echoUs);
      expect(micros).toBeLessThanOrEqual(echoUs * 1.1);
    }
  });

  it('reads the distance set at the time of each reading, from the part’s attr at first', async () => {
    const code =
      'import time, board, adafruit_hcsr04\nsonar = adafruit_hcsr04.HCSR04(board.GP2, board.GP3)\nfor _ in range(3):\n    print(round(sonar.distance))\n    time.sleep(1)\n';
    const { printed } = await simulate(code, {
      diagram: sonarCircuit(),
      inputsAt: (ms): PartInputs =>
        ms < 500 ? {} : ms < 1500 ? { 'sonar1.distance': 25 } : { 'sonar1.distance': 300 },
    });
    expect(printed).toBe('99\n25\n296\n'); // 100, 25 and 300 cm
  });

  it('times out after `timeout` seconds when the sensor has no power, as on the board', async () => {
    const { printed } = await simulate(HCSR04_SIMPLETEST, {
      diagram: sonarCircuit({ power: false }),
      runFor: 600,
    });
    expect(printedLines(printed)).toEqual(['Retrying!', 'Retrying!', 'Retrying!']);
    const setup =
      'import time, board, adafruit_hcsr04\nsonar = adafruit_hcsr04.HCSR04(board.GP2, board.GP3, timeout=0.05)';
    const { result } = await simulate(timed(setup, 'sonar.distance'), {
      diagram: sonarCircuit({ power: false }),
    });
    expect(result.error?.traceback).toMatch(
      /^Traceback \(most recent call last\):\n {2}File "code\.py", line 4, in <module>\n {2}File "adafruit_hcsr04\.py", line \d+, in distance\nRuntimeError: Timed out\n$/,
    );
  });

  it('times out with TRIG and ECHO swapped, and frees its pins on deinit and `with`', async () => {
    const swapped = await simulate(HCSR04_SIMPLETEST, {
      diagram: sonarCircuit({ trig: 'GP3', echo: 'GP2' }),
      inputsAt: steady({ 'sonar1.distance': 50 }),
      runFor: 350,
    });
    // Each try waits 0.1 s and a millisecond, then the loop sleeps 0.1 s.
    expect(printedLines(swapped.printed)).toEqual(['Retrying!', 'Retrying!']);
    const code = [
      'import board, digitalio, adafruit_hcsr04',
      'with adafruit_hcsr04.HCSR04(trigger_pin=board.GP2, echo_pin=board.GP3) as sonar:',
      '    print(round(sonar.distance))',
      'trig = digitalio.DigitalInOut(board.GP2)',
      'echo = digitalio.DigitalInOut(board.GP3)',
      'print("free")',
    ].join('\n');
    const { printed } = await simulate(code, {
      diagram: sonarCircuit(),
      inputsAt: steady({ 'sonar1.distance': 120 }),
    });
    expect(printed).toBe('118\nfree\n'); // 120 cm
  });
});

describe('DHT22 with adafruit_dht', () => {
  it('runs the library’s simpletest: 22.5 °C and 61 % every two seconds', async () => {
    const { printed } = await simulate(DHT_SIMPLETEST, {
      diagram: dhtCircuit(),
      inputsAt: steady({ 'dht1.temperature': 22.5, 'dht1.humidity': 61 }),
      runFor: 5000,
    });
    expect(printedLines(printed)).toEqual(Array(3).fill('Temp: 72.5 F / 22.5 C    Humidity: 61.0% '));
  });

  it('reads on a clock where every call takes time, as on the page: listening starts with the start signal', async () => {
    // The sensor answers 30 µs after the board lets go; two calls of 100 µs each after the trigger
    // (a slow page's) would start listening too late and lose the first edges.
    const { printed } = await simulate(DHT_SIMPLETEST, {
      diagram: dhtCircuit(),
      inputsAt: steady({ 'dht1.temperature': 22.5, 'dht1.humidity': 61 }),
      runFor: 3000,
      callCostUs: 100,
    });
    expect(printedLines(printed)[0]).toBe('Temp: 72.5 F / 22.5 C    Humidity: 61.0% ');
  });

  it('takes a quarter of a second and a millisecond to read (±10 %); the second value is the same reading', async () => {
    const setup = 'import time, board, adafruit_dht\ndht = adafruit_dht.DHT22(board.GP15)';
    const { printed } = await simulate(
      `${timed(setup, 'dht.temperature')}t1 = time.monotonic_ns()\nprint(dht.humidity, (time.monotonic_ns() - t1) // 1000)\n`,
      { diagram: dhtCircuit(), inputsAt: steady({ 'dht1.temperature': -10.1, 'dht1.humidity': 99.9 }) },
    );
    const [micros, temperature, humidity] = printedLines(printed);
    expect(Number(micros)).toBeGreaterThanOrEqual(251_000 * 0.9);
    expect(Number(micros)).toBeLessThanOrEqual(251_000 * 1.1);
    expect(temperature).toBe('-10.1');
    expect(humidity).toBe('99.9 0');
  });

  it('gives the cached reading when asked again within 2 s, a new one after', async () => {
    const code = [
      'import time, board, adafruit_dht',
      'dht = adafruit_dht.DHT22(board.GP15)',
      'for _ in range(3):',
      '    print(dht.temperature)',
      '    time.sleep(1)',
    ].join('\n');
    const { printed } = await simulate(code, {
      diagram: dhtCircuit(),
      inputsAt: (ms) => (ms < 500 ? { 'dht1.temperature': 20 } : { 'dht1.temperature': 30 }),
    });
    // Reads at 0 s (20.0), 1.25 s (cached) and 2.25 s (new: 30.0).
    expect(printed).toBe('20.0\n20.0\n30.0\n');
  });

  it('says the sensor is not found when it has no power or its data pin is elsewhere', async () => {
    const unpowered = await simulate(DHT_SIMPLETEST, { diagram: dhtCircuit({ power: false }), runFor: 3000 });
    // Tries at 0 s and at 2.25 s (2 s after the first, which took 0.25 s).
    expect(printedLines(unpowered.printed)).toEqual(Array(2).fill('DHT sensor not found, check wiring'));
    const code = 'import board, adafruit_dht\ndht = adafruit_dht.DHT22(board.GP14)\nprint(dht.temperature)\n';
    const { result } = await simulate(code, { diagram: dhtCircuit() });
    expect(lastLine(result.error?.traceback ?? '')).toBe('RuntimeError: DHT sensor not found, check wiring');
  });

  it('reads the DHT22’s bytes as a DHT11 would with adafruit_dht.DHT11 (the wrong class)', async () => {
    const code =
      'import board, adafruit_dht\ndht = adafruit_dht.DHT11(board.GP15)\nprint(dht.temperature, dht.humidity)\n';
    const { printed } = await simulate(code, {
      diagram: dhtCircuit(),
      inputsAt: steady({ 'dht1.temperature': 22.5, 'dht1.humidity': 61 }),
    });
    // 61.0 % is 0x0262: a DHT11 takes 0x02; 22.5 °C is 0x00E1: 0 °C and a tenth from 0xE1's low nibble.
    expect(printed).toBe('0.1 2\n');
  });

  it('frees its pin on exit(), and refuses to bit-bang as on CircuitPython', async () => {
    const code = [
      'import board, digitalio, adafruit_dht',
      'dht = adafruit_dht.DHT22(board.GP15)',
      'dht.exit()',
      'pin = digitalio.DigitalInOut(board.GP15)',
      'print("free")',
      'adafruit_dht.DHT22(board.GP16, use_pulseio=False)',
    ].join('\n');
    const { printed, result } = await simulate(code, { diagram: dhtCircuit() });
    expect(printed.startsWith('free\n')).toBe(true);
    expect(lastLine(result.error?.traceback ?? '')).toBe(
      'ValueError: Bitbanging is not supported when using CircuitPython.',
    );
  });
});

describe('PIR motion sensor read with digitalio', () => {
  const PIR_LOOP = `import time
import board
import digitalio

pir = digitalio.DigitalInOut(board.GP28)
pir.direction = digitalio.Direction.INPUT
old_value = pir.value

while True:
    pir_value = pir.value
    if pir_value and not old_value:
        print("Motion detected!", round(time.monotonic(), 1))
    elif old_value and not pir_value:
        print("Motion ended!", round(time.monotonic(), 1))
    old_value = pir_value
    time.sleep(0.1)
`;
  const pirCircuit = (attrs: Record<string, string> = {}, power = true) =>
    makeDiagram({
      parts: [pico(), part('wokwi-pir-motion-sensor', 'pir1', { attrs })],
      wires: [
        ...(power ? [wire('pir1:VCC', 'pico:VBUS')] : []),
        wire('pir1:GND', 'pico:GND.6'),
        wire('pir1:OUT', 'pico:GP28'),
      ],
    });
  const before = { 'pir1.motion': 0 };
  const after = { 'pir1.motion': 1 };
  const motionAt = (ms: number) => (now: number) => (now < ms ? before : after);

  it('goes high on motion and stays high for its delay (5 s unless delayTime says)', async () => {
    const { printed, finalViews } = await simulate(PIR_LOOP, {
      diagram: pirCircuit(),
      inputsAt: motionAt(1000),
      runFor: 7000,
    });
    expect(printedLines(printed)).toEqual(['Motion detected! 1.0', 'Motion ended! 6.0']);
    expect(finalViews.pir1).toEqual({ kind: 'signal', on: false });
    const short = await simulate(PIR_LOOP, {
      diagram: pirCircuit({ delayTime: '2' }),
      inputsAt: motionAt(1000),
      runFor: 2500,
    });
    expect(printedLines(short.printed)).toEqual(['Motion detected! 1.0']);
    expect(short.finalViews.pir1).toEqual({ kind: 'signal', on: true });
  });

  it('senses nothing without power', async () => {
    const { printed } = await simulate(PIR_LOOP, {
      diagram: pirCircuit({}, false),
      inputsAt: motionAt(1000),
      runFor: 3000,
    });
    expect(printedLines(printed)).toEqual([]);
  });
});

describe('analog modules read with analogio', () => {
  const BETA_FORMULA = `import math
import board
import analogio

BETA = 3950
ntc = analogio.AnalogIn(board.A0)
value = ntc.value
celsius = 1 / (math.log(1 / (65535 / value - 1)) / BETA + 1.0 / 298.15) - 273.15
print(round(celsius, 1))
`;
  const ntcCircuit = (power = true) =>
    makeDiagram({
      parts: [pico(), part('wokwi-ntc-temperature-sensor', 'ntc1')],
      wires: [
        ...(power ? [wire('ntc1:VCC', 'pico:3V3')] : []),
        wire('ntc1:GND', 'pico:GND.8'),
        wire('ntc1:OUT', 'pico:GP26'),
      ],
    });

  it('NTC: Wokwi’s formula gives back the temperature set (to the ADC’s step)', async () => {
    for (const celsius of [-10, 24, 55.5]) {
      const { printed } = await simulate(BETA_FORMULA, {
        diagram: ntcCircuit(),
        inputsAt: steady({ 'ntc1.temperature': celsius }),
      });
      expect(Number(printed)).toBeCloseTo(celsius, 0);
    }
    const { printed } = await simulate(BETA_FORMULA, { diagram: ntcCircuit() });
    expect(Number(printed)).toBeCloseTo(24, 0); // Wokwi's default
  });

  it('NTC: with VCC unwired, OUT is not a reading of the temperature', async () => {
    const { printed } = await simulate('import board, analogio\nprint(analogio.AnalogIn(board.A0).value)\n', {
      diagram: ntcCircuit(false),
      inputsAt: steady({ 'ntc1.temperature': 24 }),
    });
    expect(printed).toBe('0\n');
  });

  const JOYSTICK = `import board
import analogio
import digitalio

horizontal = analogio.AnalogIn(board.A0)
vertical = analogio.AnalogIn(board.A1)
select = digitalio.DigitalInOut(board.GP22)
select.switch_to_input(pull=digitalio.Pull.UP)
print(horizontal.value, vertical.value, select.value)
`;
  const joystickCircuit = makeDiagram({
    parts: [pico(), part('wokwi-analog-joystick', 'joy1')],
    wires: [
      wire('joy1:VCC', 'pico:3V3'),
      wire('joy1:GND', 'pico:GND.6'),
      wire('joy1:HORZ', 'pico:GP26'),
      wire('joy1:VERT', 'pico:GP27'),
      wire('joy1:SEL', 'pico:GP22'),
    ],
  });

  it('joystick: axes at half scale at rest, SEL high through the pull-up', async () => {
    const { printed } = await simulate(JOYSTICK, { diagram: joystickCircuit });
    expect(printed).toBe('32776 32776 True\n');
  });

  it('joystick: right reads HORZ 0, up reads VERT full scale, pressed reads SEL low', async () => {
    const { printed } = await simulate(JOYSTICK, {
      diagram: joystickCircuit,
      inputsAt: steady({ 'joy1.x': 1, 'joy1.y': 1, 'joy1.press': 1 }),
    });
    expect(printed).toBe('0 65535 False\n');
    const leftDown = await simulate(JOYSTICK, {
      diagram: joystickCircuit,
      inputsAt: steady({ 'joy1.x': -1, 'joy1.y': -0.5 }),
    });
    expect(leftDown.printed).toBe('65535 16388 True\n');
  });

  it('slide potentiometer: SIG is value / 1023 of the supply', async () => {
    const diagram = makeDiagram({
      parts: [pico(), part('wokwi-slide-potentiometer', 'slide1', { attrs: { value: '1023' } })],
      wires: [
        wire('slide1:VCC', 'pico:3V3'),
        wire('slide1:GND', 'pico:GND.8'),
        wire('slide1:SIG', 'pico:GP28'),
      ],
    });
    const code = 'import board, analogio\nprint(analogio.AnalogIn(board.A2).value)\n';
    expect((await simulate(code, { diagram })).printed).toBe('65535\n');
    expect((await simulate(code, { diagram, inputsAt: steady({ 'slide1.value': 0 }) })).printed).toBe('0\n');
    expect((await simulate(code, { diagram, inputsAt: steady({ 'slide1.value': 512 }) })).printed).toBe(
      '32808\n',
    );
  });
});
