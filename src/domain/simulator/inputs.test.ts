// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Diagram, DiagramWire } from '../circuit/diagram.ts';
import { buildNetlist, computeOutputs } from '../circuit/netlist.ts';
import type { PartInputs } from '../circuit/simulation.ts';
import { makeDiagram, part, pico, wire } from '../circuit/test-builders.ts';
import { lastLine, simulate } from './test-support.ts';

/**
 * The keypad, the rotary encoder, the 7-segment display and the NeoPixel ring in code.py
 * (issue 24): each library's own example, pins moved to the Pico.
 */

/** What a run printed before the test stopped it (`runFor`), line by line. */
const printedLines = (printed: string) =>
  printed
    .replace(/Traceback \(most recent call last\):\nRuntimeError: \n$/, '')
    .split('\n')
    .filter((line) => line !== '');

/**
 * Inputs that change at given times (ms): the same object while nothing changes, as the page
 * gives them. `[[0, {}], [100, { x: 1 }]]`.
 */
const timeline =
  (steps: readonly (readonly [number, PartInputs])[]) =>
  (ms: number): PartInputs => {
    let current: PartInputs = {};
    for (const [at, inputs] of steps) if (ms >= at) current = inputs;
    return current;
  };

// ─── Keypad ───────────────────────────────────────────────────────────────────

/** A 4×4 membrane keypad: rows R1–R4 on GP2–GP5, columns C1–C4 on GP6–GP9, unless told. */
const keypadCircuit = (wires?: DiagramWire[]): Diagram =>
  makeDiagram({
    parts: [pico(), part('wokwi-membrane-keypad', 'kp1')],
    wires:
      wires ??
      [1, 2, 3, 4].flatMap((n) => [
        wire(`kp1:R${n}`, `pico:GP${n + 1}`),
        wire(`kp1:C${n}`, `pico:GP${n + 5}`),
      ]),
  });

/** The bitmask of pressed keys: bit row × 4 + column. */
const keys = (...pressed: [row: number, column: number][]): PartInputs => ({
  'kp1.keys': pressed.reduce((mask, [row, column]) => mask | (1 << (row * 4 + column)), 0),
});

/** CircuitPython's KeyMatrix example (keypad docs), on the Pico's pins. */
const KEYMATRIX_EXAMPLE = `import board
import keypad

km = keypad.KeyMatrix(
    row_pins=(board.GP2, board.GP3, board.GP4, board.GP5),
    column_pins=(board.GP6, board.GP7, board.GP8, board.GP9),
)

while True:
    event = km.events.get()
    if event:
        print(event)
`;

/** adafruit_matrixkeypad's 4×4 example, on the Pico's pins. */
const MATRIXKEYPAD_EXAMPLE = `import time
from digitalio import DigitalInOut
import board
import adafruit_matrixkeypad

# Extended 4x4 matrix keypad
cols = [DigitalInOut(x) for x in (board.GP6, board.GP7, board.GP8, board.GP9)]
rows = [DigitalInOut(x) for x in (board.GP2, board.GP3, board.GP4, board.GP5)]
keys = ((1, 2, 3, "A"), (4, 5, 6, "B"), (7, 8, 9, "C"), ("*", 0, "#", "D"))

keypad = adafruit_matrixkeypad.Matrix_Keypad(rows, cols, keys)

while True:
    keys = keypad.pressed_keys
    if keys:
        print("Pressed: ", keys)
    time.sleep(0.1)
`;

describe('keypad.KeyMatrix', () => {
  it('runs the docs example: an event for each press and release of the keys set', async () => {
    const { printed } = await simulate(KEYMATRIX_EXAMPLE, {
      diagram: keypadCircuit(),
      inputsAt: timeline([
        [100, keys([1, 1])],
        [200, {}],
        [300, keys([3, 2], [0, 3])],
        [360, keys([0, 3])],
        [420, {}],
      ]),
      runFor: 500,
    });
    expect(printedLines(printed)).toEqual([
      '<Event: key_number 5 pressed>',
      '<Event: key_number 5 released>',
      '<Event: key_number 3 pressed>',
      '<Event: key_number 14 pressed>',
      '<Event: key_number 14 released>',
      '<Event: key_number 3 released>',
    ]);
  });

  it('stamps events with supervisor.ticks_ms() of the scan, one scan per interval', async () => {
    const code = `import board, keypad, time
km = keypad.KeyMatrix((board.GP2, board.GP3, board.GP4, board.GP5), (board.GP6, board.GP7, board.GP8, board.GP9), interval=0.05)
time.sleep(0.13)
event = km.events.get()
print(event.key_number, event.pressed, event.released, event.timestamp)
print(km.events.get(), km.key_count, km.key_number_to_row_column(14), km.row_column_to_key_number(3, 2))
`;
    const { printed } = await simulate(code, {
      diagram: keypadCircuit(),
      inputsAt: timeline([[40, keys([0, 0])]]),
    });
    expect(printedLines(printed)).toEqual(['0 True False 130', 'None 16 (3, 2) 14']);
  });

  it('gives no event for a key held at the start, until reset()', async () => {
    const code = `import board, keypad
km = keypad.KeyMatrix((board.GP2, board.GP3, board.GP4, board.GP5), (board.GP6, board.GP7, board.GP8, board.GP9))
print(km.events.get())
km.reset()
print(km.events.get())
`;
    const { printed } = await simulate(code, { diagram: keypadCircuit(), inputsAt: () => keys([2, 2]) });
    expect(printedLines(printed)).toEqual(['None', '<Event: key_number 10 pressed>']);
  });

  it('queues events up to max_events, then drops new ones and sets overflowed', async () => {
    const code = `import board, keypad, time
km = keypad.KeyMatrix((board.GP2, board.GP3, board.GP4, board.GP5), (board.GP6, board.GP7, board.GP8, board.GP9), max_events=2)
time.sleep(0.1)
events = km.events
print(len(events), events.overflowed, bool(events))
event = keypad.Event()
print(events.get_into(event), event, event == keypad.Event(1, True))
events.clear()
print(len(events), events.overflowed, events.get_into(event))
`;
    const { printed } = await simulate(code, {
      diagram: keypadCircuit(),
      inputsAt: timeline([[50, keys([0, 1], [0, 2], [1, 0])]]),
    });
    expect(printedLines(printed)).toEqual([
      '2 True True',
      'True <Event: key_number 1 pressed> True',
      '0 False False',
    ]);
  });

  it('reads nothing from a keypad whose columns are not wired', async () => {
    const rowsOnly = [1, 2, 3, 4].map((n) => wire(`kp1:R${n}`, `pico:GP${n + 1}`));
    const { printed } = await simulate(KEYMATRIX_EXAMPLE, {
      diagram: keypadCircuit(rowsOnly),
      inputsAt: timeline([[50, keys([1, 1], [2, 3])]]),
      runFor: 200,
    });
    expect(printedLines(printed)).toEqual([]);
  });

  it('swaps row and column numbers when rows and columns are swapped in the wiring', async () => {
    const swapped = [1, 2, 3, 4].flatMap((n) => [
      wire(`kp1:C${n}`, `pico:GP${n + 1}`),
      wire(`kp1:R${n}`, `pico:GP${n + 5}`),
    ]);
    const { printed } = await simulate(KEYMATRIX_EXAMPLE, {
      diagram: keypadCircuit(swapped),
      inputsAt: timeline([[50, keys([0, 3])]]),
      runFor: 200,
    });
    expect(printedLines(printed)).toEqual(['<Event: key_number 12 pressed>']);
  });

  it.each([
    [
      'keypad.KeyMatrix((board.GP2, board.GP3), (board.GP3, board.GP4))',
      'TypeError: row_pins and column_pins contain duplicate pins',
    ],
    [
      'keypad.KeyMatrix((board.GP2, 3), (board.GP4,))',
      'TypeError: object in row_pins must be of type Pin, not int',
    ],
    [
      'led = digitalio.DigitalInOut(board.GP4)\nkeypad.KeyMatrix((board.GP2, board.GP3), (board.GP4,))',
      'ValueError: GP4 in use',
    ],
    ['keypad.KeyMatrix((board.GP2,), (board.GP4,), True)', 'TypeError: extra positional arguments given'],
    ['keypad.KeyMatrix((board.GP2,), (board.GP4,), interval=-1)', 'ValueError: interval must be >= 0'],
    ['keypad.KeyMatrix((board.GP2,), (board.GP4,), max_events=0)', 'ValueError: max_events must be >= 1'],
    ['keypad.Keys((board.GP2,))', "TypeError: 'value_when_pressed' argument required"],
    ['keypad.EventQueue()', "TypeError: cannot create 'EventQueue' instances"],
    [
      'km = keypad.KeyMatrix((board.GP2,), (board.GP4,))\nkm.deinit()\nkm.events',
      'ValueError: Object has been deinitialized and can no longer be used. Create a new object.',
    ],
  ])('gives CircuitPython’s error for %s', async (line, error) => {
    const { result } = await simulate(`import board, digitalio, keypad\n${line}\n`, {
      diagram: keypadCircuit(),
    });
    expect(lastLine(result.error?.traceback ?? '')).toBe(error);
  });

  it('frees its pins on deinit and in a with block', async () => {
    const code = `import board, digitalio, keypad
with keypad.KeyMatrix((board.GP2,), (board.GP4,)) as km:
    pass
km2 = keypad.Keys((board.GP2, board.GP4), value_when_pressed=False)
km2.deinit()
led = digitalio.DigitalInOut(board.GP2)
print("free")
`;
    expect(printedLines((await simulate(code, { diagram: keypadCircuit() })).printed)).toEqual(['free']);
  });
});

describe('keypad.Keys', () => {
  it('reads a pushbutton to GND with the pull-up it enables', async () => {
    const diagram = makeDiagram({
      parts: [pico(), part('wokwi-pushbutton', 'btn1')],
      wires: [wire('pico:GP15', 'btn1:1.l'), wire('btn1:2.l', 'pico:GND.4')],
    });
    const code = `import board, keypad
keys = keypad.Keys((board.GP15,), value_when_pressed=False)
while True:
    event = keys.events.get()
    if event:
        print(event.key_number, event.pressed)
`;
    const { printed } = await simulate(code, {
      diagram,
      inputsAt: timeline([
        [100, { btn1: 1 }],
        [200, {}],
      ]),
      runFor: 300,
    });
    expect(printedLines(printed)).toEqual(['0 True', '0 False']);
  });
});

/** adafruit_matrixkeypad's simpletest (a 3×4 keypad), on the Pico's pins. */
const MATRIXKEYPAD_SIMPLETEST = `import time
import digitalio
import board
import adafruit_matrixkeypad

# Classic 3x4 matrix keypad
cols = [digitalio.DigitalInOut(x) for x in (board.GP6, board.GP7, board.GP8)]
rows = [digitalio.DigitalInOut(x) for x in (board.GP2, board.GP3, board.GP4, board.GP5)]
keys = ((1, 2, 3),
        (4, 5, 6),
        (7, 8, 9),
        ('*', 0, '#'))

keypad = adafruit_matrixkeypad.Matrix_Keypad(rows, cols, keys)

while True:
    keys = keypad.pressed_keys
    if keys:
        print("Pressed: ", keys)
    time.sleep(0.1)
`;

describe('adafruit_matrixkeypad', () => {
  it('runs the simpletest on the first three columns: a key of the fourth is not scanned', async () => {
    const { printed } = await simulate(MATRIXKEYPAD_SIMPLETEST, {
      diagram: keypadCircuit(),
      inputsAt: timeline([
        [50, keys([3, 2])],
        [150, keys([2, 3])],
        [250, keys([0, 0], [2, 1])],
        [350, {}],
      ]),
      runFor: 400,
    });
    expect(printedLines(printed)).toEqual(["Pressed:  ['#']", 'Pressed:  [1, 8]']);
  });

  it('runs the 4×4 example: the values of the keys held, row by row', async () => {
    const { printed } = await simulate(MATRIXKEYPAD_EXAMPLE, {
      diagram: keypadCircuit(),
      inputsAt: timeline([
        [150, keys([1, 1], [0, 3])],
        [250, {}],
        [350, keys([3, 0])],
        [450, {}],
      ]),
      runFor: 550,
    });
    expect(printedLines(printed)).toEqual(["Pressed:  ['A', 5]", "Pressed:  ['*']"]);
  });

  it('gives the library’s error when the key names do not fit the pins', async () => {
    const code = `import board, digitalio, adafruit_matrixkeypad
rows = [digitalio.DigitalInOut(board.GP2)]
cols = [digitalio.DigitalInOut(board.GP6), digitalio.DigitalInOut(board.GP7)]
adafruit_matrixkeypad.Matrix_Keypad(rows, cols, ((1, 2, 3),))
`;
    const { result } = await simulate(code, { diagram: keypadCircuit() });
    expect(lastLine(result.error?.traceback ?? '')).toBe(
      "RuntimeError: Key name matrix doesn't match # of rows",
    );
  });
});

// ─── Rotary encoder ───────────────────────────────────────────────────────────

/** A KY-040 on 3V3 with CLK on GP10 and DT on GP11, SW on GP12, unless told. */
const encoderCircuit = ({ clk = 'GP10', dt = 'GP11', ground = true } = {}): Diagram =>
  makeDiagram({
    parts: [pico(), part('wokwi-ky-040', 'enc1')],
    wires: [
      wire('enc1:VCC', 'pico:3V3'),
      ...(ground ? [wire('enc1:GND', 'pico:GND.3')] : []),
      wire('enc1:CLK', `pico:${clk}`),
      wire('enc1:DT', `pico:${dt}`),
      wire('enc1:SW', 'pico:GP12'),
    ],
  });

const turns = (count: number, press = 0): PartInputs => ({ 'enc1.turns': count, 'enc1.press': press });

/** The rotaryio example from CircuitPython's docs, on the Pico's pins. */
const ROTARYIO_EXAMPLE = `import rotaryio
import time
import board

enc = rotaryio.IncrementalEncoder(board.GP10, board.GP11)
last_position = None
while True:
    position = enc.position
    if last_position == None or position != last_position:
        print(position)
    last_position = position
`;

describe('rotaryio with a KY-040', () => {
  it('runs the docs example: one step per detent, clockwise up, counter-clockwise down', async () => {
    const { printed } = await simulate(ROTARYIO_EXAMPLE, {
      diagram: encoderCircuit(),
      inputsAt: timeline([
        [100, turns(1)],
        [200, turns(3)],
        [300, turns(2)],
        [400, turns(-1)],
      ]),
      runFor: 500,
    });
    expect(printedLines(printed)).toEqual(['0', '1', '2', '3', '2', '1', '0', '-1']);
  });

  it('counts every detent turned while the program slept', async () => {
    const code = `import board, rotaryio, time
enc = rotaryio.IncrementalEncoder(board.GP11, board.GP10, divisor=2)
time.sleep(0.1)
print(enc.position)
time.sleep(0.1)
print(enc.position, enc.divisor)
enc.position = 100
time.sleep(0.1)
print(enc.position)
`;
    const { printed } = await simulate(code, {
      diagram: encoderCircuit(),
      inputsAt: timeline([
        [50, turns(5)],
        [150, turns(7)],
      ]),
    });
    // Pins given B first count the other way; divisor 2 counts two steps a detent.
    expect(printedLines(printed)).toEqual(['-10', '-14 2', '100']);
  });

  it('lets a student decode CLK and DT with digitalio, as Wokwi’s example does', async () => {
    const code = `import board, digitalio, time
clk = digitalio.DigitalInOut(board.GP10)
dt = digitalio.DigitalInOut(board.GP11)
sw = digitalio.DigitalInOut(board.GP12)
sw.pull = digitalio.Pull.UP
last_clk = clk.value
was_pressed = False
while True:
    new_clk = clk.value
    if new_clk != last_clk:
        last_clk = new_clk
        if not new_clk:
            print("clockwise" if dt.value else "counterclockwise")
    if (not sw.value) != was_pressed:
        was_pressed = not sw.value
        print("pressed" if was_pressed else "released")
    time.sleep(0.001)
`;
    const { printed } = await simulate(code, {
      diagram: encoderCircuit(),
      inputsAt: timeline([
        [0, turns(0)],
        [100, turns(2)],
        [200, turns(1)],
        [300, turns(1, 1)],
        [350, turns(1)],
      ]),
      runFor: 400,
    });
    expect(printedLines(printed)).toEqual([
      'clockwise',
      'clockwise',
      'counterclockwise',
      'pressed',
      'released',
    ]);
  });

  it('rests with CLK and DT high through the module’s pull-ups', async () => {
    const code = `import board, digitalio
pins = [digitalio.DigitalInOut(p) for p in (board.GP10, board.GP11)]
print([p.value for p in pins])
`;
    expect(printedLines((await simulate(code, { diagram: encoderCircuit() })).printed)).toEqual([
      '[True, True]',
    ]);
  });

  it('gives the Pico’s error for pins that are not neighbours', async () => {
    const code = 'import board, rotaryio\nenc = rotaryio.IncrementalEncoder(board.GP10, board.GP12)\n';
    const { result } = await simulate(code, { diagram: encoderCircuit({ dt: 'GP12' }) });
    expect(lastLine(result.error?.traceback ?? '')).toBe('RuntimeError: Pins must be sequential GPIO pins');
  });

  it('stays at 0 when the module’s GND is not wired, or its pins go elsewhere', async () => {
    const code =
      'import board, rotaryio, time\nenc = rotaryio.IncrementalEncoder(board.GP10, board.GP11)\ntime.sleep(0.2)\nprint(enc.position)\n';
    const inputsAt = timeline([[50, turns(3)]]);
    for (const diagram of [encoderCircuit({ ground: false }), encoderCircuit({ clk: 'GP14', dt: 'GP15' })]) {
      expect(printedLines((await simulate(code, { diagram, inputsAt })).printed)).toEqual(['0']);
    }
  });

  it('frees its pins on deinit; using it after is an error', async () => {
    const code = `import board, digitalio, rotaryio
enc = rotaryio.IncrementalEncoder(board.GP10, board.GP11)
enc.deinit()
clk = digitalio.DigitalInOut(board.GP10)
enc.position
`;
    const { result } = await simulate(code, { diagram: encoderCircuit() });
    expect(lastLine(result.error?.traceback ?? '')).toBe(
      'ValueError: Object has been deinitialized and can no longer be used. Create a new object.',
    );
  });
});

// ─── 7-segment display ────────────────────────────────────────────────────────

/** Segment patterns of the digits, bit 0 = A … bit 6 = G. */
const DIGIT_SEGMENTS = [0x3f, 0x06, 0x5b, 0x4f, 0x66, 0x6d, 0x7d, 0x07, 0x7f, 0x6f];
const SEGMENT_NAMES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'DP'];
/** What the view shows for a digit lit steadily: 1 per segment of it, DP dark. */
const litDigit = (digit: number) => SEGMENT_NAMES.map((_, s) => ((DIGIT_SEGMENTS[digit] ?? 0) >> s) & 1);

/**
 * A 4-digit common-anode display: segments A–DP on GP2–GP9 each through 220 Ω, DIG1–DIG4 on
 * GP10–GP13.
 */
const fourDigitCircuit = (): Diagram =>
  makeDiagram({
    parts: [
      pico(),
      part('wokwi-7segment', 'seg1', { attrs: { digits: '4', common: 'anode' } }),
      ...SEGMENT_NAMES.map((_, i) => part('wokwi-resistor', `r${i}`, { attrs: { value: '220' } })),
    ],
    wires: [
      ...SEGMENT_NAMES.flatMap((name, i) => [
        wire(`pico:GP${i + 2}`, `r${i}:1`),
        wire(`r${i}:2`, `seg1:${name}`),
      ]),
      ...[1, 2, 3, 4].map((n) => wire(`seg1:DIG${n}`, `pico:GP${n + 9}`)),
    ],
  });

/** A student's multiplexing loop: each digit of 1234 for `ms`, in turn, forever. */
const multiplexing = (ms: number) => `import board, digitalio, time

PATTERNS = (${DIGIT_SEGMENTS.join(', ')})
segments = [digitalio.DigitalInOut(p) for p in (board.GP2, board.GP3, board.GP4, board.GP5, board.GP6, board.GP7, board.GP8, board.GP9)]
digits = [digitalio.DigitalInOut(p) for p in (board.GP10, board.GP11, board.GP12, board.GP13)]
for pin in segments:
    pin.switch_to_output(value=True)  # common anode: a high segment is dark
for pin in digits:
    pin.switch_to_output(value=False)

def show(number):
    text = "%04d" % number
    for place, char in enumerate(text):
        pattern = PATTERNS[int(char)]
        for bit, pin in enumerate(segments):
            pin.value = not (pattern >> bit) & 1
        digits[place].value = True
        time.sleep(${ms / 1000})
        digits[place].value = False

while True:
    show(1234)
`;

describe('7-segment display', () => {
  it.each([1, 2, 4, 5])(
    'shows every digit of a %i ms-per-digit multiplexing loop, steady and lit',
    async (ms) => {
      const { views, finalViews } = await simulate(multiplexing(ms), {
        diagram: fourDigitCircuit(),
        runFor: 400,
      });
      const expected = { kind: 'segments', digits: [1, 2, 3, 4].map(litDigit), colon: 0 };
      expect(finalViews.seg1).toEqual(expected);
      // Steady after the first rounds: the page got its last new view early on, and it was this.
      const last = views.at(-1);
      expect(last?.views.seg1).toEqual(expected);
      expect(last?.at).toBeLessThan(60);
    },
  );

  it('lights a single common-cathode digit on GND with its segments high', async () => {
    const diagram = makeDiagram({
      parts: [pico(), part('wokwi-7segment', 'seg1', { attrs: { common: 'cathode' } })],
      wires: [
        wire('seg1:COM.2', 'pico:GND.1'),
        ...SEGMENT_NAMES.map((name, i) => wire(`seg1:${name}`, `pico:GP${i + 2}`)),
      ],
    });
    const code = `import board, digitalio, time
pins = [digitalio.DigitalInOut(p) for p in (board.GP2, board.GP3, board.GP4, board.GP5, board.GP6, board.GP7, board.GP8, board.GP9)]
for bit, pin in enumerate(pins):
    pin.switch_to_output(value=bool((0x07 >> bit) & 1))
time.sleep(0.1)
`;
    const { finalViews } = await simulate(code, { diagram });
    expect(finalViews.seg1).toEqual({ kind: 'segments', digits: [litDigit(7)] });
  });

  it('stays dark with its digit pins unwired, or driven the wrong way round', async () => {
    const unwired = makeDiagram({
      parts: fourDigitCircuit().parts,
      wires: fourDigitCircuit().wires.filter((w) => !w.to.pin.startsWith('GP1')),
    });
    const dark = { kind: 'segments', digits: [0, 0, 0, 0].map(() => Array(8).fill(0)), colon: 0 };
    expect((await simulate(multiplexing(2), { diagram: unwired, runFor: 200 })).finalViews.seg1).toEqual(
      dark,
    );
    const asCathode = makeDiagram({
      parts: fourDigitCircuit().parts.map((p) =>
        p.id === 'seg1' ? { ...p, attrs: { digits: '4', common: 'cathode' } } : p,
      ),
      wires: fourDigitCircuit().wires,
    });
    const shown = (await simulate(multiplexing(2), { diagram: asCathode, runFor: 200 })).finalViews.seg1;
    // While one digit's pin is high, the other three light the segments it leaves dark.
    const ghost = (place: number) =>
      SEGMENT_NAMES.map((_, s) =>
        [1, 2, 3, 4].some((digit, other) => other !== place && litDigit(digit)[s] === 0) ? 1 : 0,
      );
    expect(shown).toEqual({ kind: 'segments', digits: [0, 1, 2, 3].map(ghost), colon: 0 });
  });
});

// ─── NeoPixel ring ────────────────────────────────────────────────────────────

/** A 16-pixel ring on VSYS with DIN on GP0 (through 330 Ω, as Adafruit advises). */
const ringCircuit = (pixels = '16'): Diagram =>
  makeDiagram({
    parts: [
      pico(),
      part('wokwi-led-ring', 'ring1', { attrs: { pixels } }),
      part('wokwi-resistor', 'r1', { attrs: { value: '330' } }),
    ],
    wires: [
      wire('ring1:VCC', 'pico:VSYS'),
      wire('ring1:GND', 'pico:GND.1'),
      wire('pico:GP0', 'r1:1'),
      wire('r1:2', 'ring1:DIN'),
    ],
  });

const ringAfter = async (code: string, diagram: Diagram) => {
  const { drives, result } = await simulate(code, { diagram });
  expect(result.status).toBe('finished');
  const drive = drives.at(-1)?.drive ?? {};
  return computeOutputs(buildNetlist(diagram), drive, {}).rings.ring1;
};

describe('NeoPixel ring', () => {
  it('shows a fill, then single pixels set after it', async () => {
    const code = `import board, neopixel
pixels = neopixel.NeoPixel(board.GP0, 16, brightness=0.5, auto_write=False)
pixels.fill((255, 0, 0))
pixels[3] = (0, 0, 255)
pixels[15] = 0x00FF00
pixels.show()
`;
    const colours = await ringAfter(code, ringCircuit());
    const red = [127, 0, 0];
    expect(colours).toEqual([red, red, red, [0, 0, 127], ...Array(11).fill(red), [0, 127, 0]]);
  });

  it('leaves pixels past those the program drives dark, and a ring of 12 takes 12', async () => {
    const code = 'import board, neopixel\npixels = neopixel.NeoPixel(board.GP0, 8)\npixels.fill((1, 2, 3))\n';
    expect(await ringAfter(code, ringCircuit())).toEqual([
      ...Array(8).fill([1, 2, 3]),
      ...Array(8).fill([0, 0, 0]),
    ]);
    const all = 'import board, neopixel\npixels = neopixel.NeoPixel(board.GP0, 16)\npixels.fill((9, 9, 9))\n';
    expect(await ringAfter(all, ringCircuit('12'))).toEqual(Array(12).fill([9, 9, 9]));
  });

  it('stays dark with its data on another pin', async () => {
    const code =
      'import board, neopixel\npixels = neopixel.NeoPixel(board.GP1, 16)\npixels.fill((255, 255, 255))\n';
    expect(await ringAfter(code, ringCircuit())).toEqual(Array(16).fill([0, 0, 0]));
  });
});
