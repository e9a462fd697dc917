import { describe, expect, it } from 'vitest';
import type { DiagramPart, DiagramWire } from './diagram.ts';
import {
  boardPartOf,
  buildNetlist,
  computeOutputs,
  interactiveParts,
  parseOhms,
  readDigital,
  readVoltage,
} from './netlist.ts';
import type { BoardDrive, PinDrive } from './simulation.ts';
import {
  button,
  led,
  ledCircuit,
  makeDiagram,
  part,
  pico,
  picoWith,
  resistor,
  wire,
} from './test-builders.ts';

const high: PinDrive = { mode: 'output', value: true };
const low: PinDrive = { mode: 'output', value: false };
const pullUp: PinDrive = { mode: 'input', pull: 'up' };
const pullDown: PinDrive = { mode: 'input', pull: 'down' };
const pwm = (duty: number, frequency = 1000): PinDrive => ({ mode: 'pwm', duty, frequency });

const circuit = (parts: DiagramPart[], wires: DiagramWire[]) => buildNetlist(picoWith(parts, wires));

const ledOf = (parts: DiagramPart[], wires: DiagramWire[], drive: BoardDrive, id = 'led1') =>
  computeOutputs(circuit(parts, wires), drive, {}).leds[id];

describe('LEDs', () => {
  const netlist = buildNetlist(ledCircuit());

  it('lights GP15 → LED → resistor → GND only while GP15 is a high output', () => {
    expect(computeOutputs(netlist, { GP15: high }, {}).leds).toEqual({ led1: 1 });
    expect(computeOutputs(netlist, { GP15: low }, {}).leds).toEqual({ led1: 0 });
    expect(computeOutputs(netlist, {}, {}).leds).toEqual({ led1: 0 });
    expect(computeOutputs(netlist, { GP14: high }, {}).leds).toEqual({ led1: 0 });
  });

  it('stays dark on inputs, pulls and open-drain highs, which source nothing', () => {
    expect(computeOutputs(netlist, { GP15: pullUp }, {}).leds.led1).toBe(0);
    expect(
      computeOutputs(netlist, { GP15: { mode: 'output', value: true, openDrain: true } }, {}).leds.led1,
    ).toBe(0);
  });

  it('follows the PWM duty cycle', () => {
    expect(computeOutputs(netlist, { GP15: pwm(16384) }, {}).leds.led1).toBeCloseTo(0.25, 2);
    expect(computeOutputs(netlist, { GP15: pwm(49151) }, {}).leds.led1).toBeCloseTo(0.75, 2);
    expect(computeOutputs(netlist, { GP15: pwm(65535) }, {}).leds.led1).toBe(1);
    expect(computeOutputs(netlist, { GP15: pwm(0) }, {}).leds.led1).toBe(0);
  });

  it('sinks into a low output: 3V3 → resistor → LED → GP15 glows with 1 − duty', () => {
    const wires = [wire('pico:3V3', 'r1:1'), wire('r1:2', 'led1:A'), wire('led1:C', 'pico:GP15')];
    expect(ledOf([led(), resistor()], wires, { GP15: low })).toBe(1);
    expect(ledOf([led(), resistor()], wires, { GP15: high })).toBe(0);
    expect(ledOf([led(), resistor()], wires, { GP15: pwm(16384) })).toBeCloseTo(0.75, 2);
  });

  it('stays dark without a path to ground', () => {
    const parts = [led(), resistor()];
    const toAnode = [wire('pico:GP15', 'r1:1'), wire('r1:2', 'led1:A')];
    expect(ledOf(parts, toAnode, { GP15: high })).toBe(0);
    const toInput = [...toAnode, wire('led1:C', 'pico:GP14')];
    expect(ledOf(parts, toInput, { GP15: high, GP14: pullDown })).toBe(0);
    expect(ledOf(parts, toInput, { GP15: high, GP14: low })).toBe(1);
  });

  it('stays dark when reversed', () => {
    const wires = [wire('pico:GP15', 'led1:C'), wire('led1:A', 'r1:1'), wire('r1:2', 'pico:GND.1')];
    expect(ledOf([led(), resistor()], wires, { GP15: high })).toBe(0);
  });

  it('does not light through another LED', () => {
    const parts = [led(), led({ id: 'led2' }), resistor()];
    const wires = [
      wire('pico:GP15', 'r1:1'),
      wire('r1:2', 'led1:A'),
      wire('led1:C', 'led2:A'),
      wire('led2:C', 'pico:GND.2'),
    ];
    const outputs = computeOutputs(circuit(parts, wires), { GP15: high }, {});
    expect(outputs.leds).toEqual({ led1: 0, led2: 0 });
  });

  it('lights straight from 3V3 or VSYS, whatever the program does', () => {
    const wires = (supply: string) => [
      wire(`pico:${supply}`, 'r1:1'),
      wire('r1:2', 'led1:A'),
      wire('led1:C', 'pico:GND.8'),
    ];
    expect(ledOf([led(), resistor()], wires('3V3'), {})).toBe(1);
    expect(ledOf([led(), resistor()], wires('VSYS'), {})).toBe(1);
  });

  it('lights on a breadboard: column holes share a net, halves and rails are separate', () => {
    const bb = part('wokwi-breadboard-half', 'bb1');
    const wires = [
      wire('pico:GP15', 'bb1:10t.a'),
      wire('led1:A', 'bb1:10t.c'),
      wire('led1:C', 'bb1:11t.c'),
      wire('r1:1', 'bb1:11t.e'),
      wire('r1:2', 'bb1:tn.3'),
      wire('pico:GND.3', 'bb1:tn.22'),
    ];
    const parts = [bb, led(), resistor()];
    expect(ledOf(parts, wires, { GP15: high })).toBe(1);
    expect(ledOf(parts, wires, { GP15: low })).toBe(0);
    const otherHalf = wires.map((w) => (w.to.pin === '10t.c' ? wire('led1:A', 'bb1:10b.f') : w));
    expect(ledOf(parts, otherHalf, { GP15: high })).toBe(0);
    const otherRail = wires.map((w) => (w.to.pin === 'tn.22' ? wire('pico:GND.3', 'bb1:bn.22') : w));
    expect(ledOf(parts, otherRail, { GP15: high })).toBe(0);
  });

  it('joins columns on the full-size breadboard too', () => {
    const bb = part('wokwi-breadboard', 'bb1');
    const wires = [
      wire('pico:GP15', 'bb1:50b.j'),
      wire('led1:A', 'bb1:50b.f'),
      wire('led1:C', 'bb1:bn.40'),
      wire('pico:GND.1', 'bb1:bn.1'),
    ];
    expect(ledOf([bb, led()], wires, { GP15: high })).toBe(1);
  });

  it('lights an LED through a pressed button', () => {
    const parts = [button(), resistor(), led()];
    const wires = [
      wire('pico:3V3', 'btn1:1.l'),
      wire('btn1:2.r', 'r1:1'),
      wire('r1:2', 'led1:A'),
      wire('led1:C', 'pico:GND.4'),
    ];
    const netlist = circuit(parts, wires);
    expect(computeOutputs(netlist, {}, { btn1: 1 }).leds.led1).toBe(1);
    expect(computeOutputs(netlist, {}, { btn1: 0 }).leds.led1).toBe(0);
    expect(computeOutputs(netlist, {}, {}).leds.led1).toBe(0);
  });

  it('keeps up with a program that toggles the pin many times', () => {
    for (let i = 0; i < 100; i++) {
      const isOn = i % 3 === 0;
      expect(computeOutputs(netlist, { GP15: { mode: 'output', value: isOn } }, {}).leds.led1).toBe(
        isOn ? 1 : 0,
      );
    }
  });
});

describe('RGB LEDs', () => {
  const rgb = (common: string) => part('wokwi-rgb-led', 'rgb1', { attrs: { common } });

  it('lights each channel of a common-cathode LED from its own pin', () => {
    const wires = [
      wire('pico:GP13', 'rgb1:R'),
      wire('pico:GP14', 'rgb1:G'),
      wire('pico:GP15', 'rgb1:B'),
      wire('rgb1:COM', 'pico:GND.4'),
    ];
    const outputs = computeOutputs(
      circuit([rgb('cathode')], wires),
      { GP13: high, GP14: low, GP15: pwm(32768) },
      {},
    );
    const [r, g, b] = outputs.rgbLeds.rgb1 ?? [];
    expect([r, g]).toEqual([1, 0]);
    expect(b).toBeCloseTo(0.5, 2);
  });

  it('lights a common-anode channel when its pin goes low', () => {
    const wires = [wire('pico:GP13', 'rgb1:R'), wire('pico:GP14', 'rgb1:G'), wire('rgb1:COM', 'pico:3V3')];
    const outputs = computeOutputs(circuit([rgb('anode')], wires), { GP13: low, GP14: high }, {});
    expect(outputs.rgbLeds.rgb1).toEqual([1, 0, 0]);
  });
});

describe('digital inputs', () => {
  const buttonTo = (supply: string) =>
    circuit([button()], [wire('btn1:1.l', 'pico:GP14'), wire('btn1:2.r', `pico:${supply}`)]);

  it('reads a button to 3V3 with a pull-down: pressed true, released false', () => {
    const netlist = buttonTo('3V3');
    expect(readDigital(netlist, { GP14: pullDown }, { btn1: 1 }, 'GP14')).toBe(true);
    expect(readDigital(netlist, { GP14: pullDown }, { btn1: 0 }, 'GP14')).toBe(false);
    expect(readDigital(netlist, { GP14: pullDown }, {}, 'GP14')).toBe(false);
  });

  it('reads a button to GND with a pull-up: pressed false, released true', () => {
    const netlist = buttonTo('GND.5');
    expect(readDigital(netlist, { GP14: pullUp }, { btn1: 1 }, 'GP14')).toBe(false);
    expect(readDigital(netlist, { GP14: pullUp }, {}, 'GP14')).toBe(true);
  });

  it('reads an external pull-down resistor, which beats the internal pull-up', () => {
    const netlist = circuit(
      [button(), resistor({ attrs: { value: '10k' } })],
      [
        wire('btn1:1.l', 'pico:GP14'),
        wire('btn1:2.l', 'pico:3V3'),
        wire('pico:GP14', 'r1:1'),
        wire('r1:2', 'pico:GND.2'),
      ],
    );
    const input: PinDrive = { mode: 'input' };
    expect(readDigital(netlist, { GP14: input }, {}, 'GP14')).toBe(false);
    expect(readDigital(netlist, { GP14: input }, { btn1: 1 }, 'GP14')).toBe(true);
    expect(readDigital(netlist, { GP14: pullUp }, {}, 'GP14')).toBe(false);
  });

  it('reads a floating pin as its pull, else false', () => {
    const netlist = buttonTo('3V3');
    expect(readDigital(netlist, {}, {}, 'GP14')).toBe(false);
    expect(readDigital(netlist, { GP14: pullUp }, {}, 'GP14')).toBe(true);
    expect(readDigital(netlist, { GP2: pullUp }, {}, 'GP2')).toBe(true);
    expect(readDigital(netlist, {}, {}, 'GP2')).toBe(false);
  });

  it('reads another pin that drives the same net, and a short as low', () => {
    const netlist = circuit([], [wire('pico:GP14', 'pico:GP15')]);
    expect(readDigital(netlist, { GP15: high, GP14: pullDown }, {}, 'GP14')).toBe(true);
    expect(readDigital(netlist, { GP15: low, GP14: pullUp }, {}, 'GP14')).toBe(false);
    const shorted = circuit([], [wire('pico:GP15', 'pico:GND.1')]);
    expect(readDigital(shorted, { GP15: high }, {}, 'GP15')).toBe(false);
  });

  it('reads a slide switch: position 0 joins pin 2 to pin 1, position 1 to pin 3', () => {
    const sw = (attrs: Record<string, string> = {}) => part('wokwi-slide-switch', 'sw1', { attrs });
    const wires = [wire('sw1:2', 'pico:GP14'), wire('sw1:1', 'pico:3V3'), wire('sw1:3', 'pico:GND.6')];
    const netlist = circuit([sw()], wires);
    expect(readDigital(netlist, {}, {}, 'GP14')).toBe(true);
    expect(readDigital(netlist, {}, { sw1: 0 }, 'GP14')).toBe(true);
    expect(readDigital(netlist, {}, { sw1: 1 }, 'GP14')).toBe(false);
    expect(readDigital(circuit([sw({ value: '1' })], wires), {}, {}, 'GP14')).toBe(false);
  });
});

describe('membrane keypad', () => {
  const keypad = () => part('wokwi-membrane-keypad', 'kp1');
  // Rows on GP2–GP5, columns on GP6–GP9, as a KeyMatrix scan drives them.
  const wires = [1, 2, 3, 4].flatMap((n) => [
    wire(`kp1:R${n}`, `pico:GP${n + 1}`),
    wire(`kp1:C${n}`, `pico:GP${n + 5}`),
  ]);
  const netlist = circuit([keypad()], wires);
  const scanRow = (row: number): BoardDrive => {
    const drive: Record<string, PinDrive> = {};
    for (let n = 0; n < 4; n++) {
      drive[`GP${n + 2}`] = n === row ? low : pullUp;
      drive[`GP${n + 6}`] = pullUp;
    }
    return drive;
  };
  /** What a scan of `row` reads on the four columns. */
  const columnsOf = (row: number, keys: number) =>
    [6, 7, 8, 9].map((gp) => readDigital(netlist, scanRow(row), { 'kp1.keys': keys }, `GP${gp}`));

  it('joins a pressed key’s row and column: key 6 (row 2, column 3) pulls C3 low while R2 is low', () => {
    expect(columnsOf(1, 1 << 6)).toEqual([true, true, false, true]);
    expect(columnsOf(0, 1 << 6)).toEqual([true, true, true, true]);
    expect(columnsOf(1, 0)).toEqual([true, true, true, true]);
  });

  it('reads several keys at once, each bit a key (row × 4 + column)', () => {
    const keys = (1 << 0) | (1 << 5) | (1 << 15);
    expect(columnsOf(0, keys)).toEqual([false, true, true, true]);
    expect(columnsOf(1, keys)).toEqual([true, false, true, true]);
    expect(columnsOf(2, keys)).toEqual([true, true, true, true]);
    expect(columnsOf(3, keys)).toEqual([true, true, true, false]);
  });

  it('leaves a key on an unwired row or column open', () => {
    const partly = circuit([keypad()], [wire('kp1:R1', 'pico:GP2'), wire('kp1:C1', 'pico:GP6')]);
    const drive: BoardDrive = { GP2: low, GP6: pullUp };
    expect(readDigital(partly, drive, { 'kp1.keys': 1 << 0 }, 'GP6')).toBe(false);
    expect(readDigital(partly, drive, { 'kp1.keys': 1 << 4 }, 'GP6')).toBe(true);
  });

  it('is a part the user operates', () => {
    expect(interactiveParts(netlist)).toEqual([{ id: 'kp1', kind: 'keypad' }]);
  });
});

describe('analog inputs', () => {
  const pot = (attrs: Record<string, string> = {}) => part('wokwi-potentiometer', 'pot1', { attrs });
  const potWires = [
    wire('pot1:GND', 'pico:GND.7'),
    wire('pot1:VCC', 'pico:3V3'),
    wire('pot1:SIG', 'pico:GP26'),
  ];

  it('reads the potentiometer wiper at 0, 0.5 and 1', () => {
    const netlist = circuit([pot()], potWires);
    expect(readVoltage(netlist, {}, { pot1: 0 }, 'GP26')).toBeCloseTo(0, 3);
    expect(readVoltage(netlist, {}, { pot1: 0.5 }, 'GP26')).toBeCloseTo(1.65, 3);
    expect(readVoltage(netlist, {}, { pot1: 1 }, 'GP26')).toBeCloseTo(3.3, 3);
  });

  it('starts the wiper at attr value / 1023, else half way', () => {
    expect(readVoltage(circuit([pot({ value: '1023' })], potWires), {}, {}, 'GP26')).toBeCloseTo(3.3, 3);
    expect(readVoltage(circuit([pot()], potWires), {}, {}, 'GP26')).toBeCloseTo(1.65, 3);
  });

  it('measures from the GND side, so swapped ends invert it', () => {
    const swapped = [
      wire('pot1:GND', 'pico:3V3'),
      wire('pot1:VCC', 'pico:GND.7'),
      wire('pot1:SIG', 'pico:GP26'),
    ];
    expect(readVoltage(circuit([pot()], swapped), {}, { pot1: 0.25 }, 'GP26')).toBeCloseTo(2.475, 3);
  });

  it('reads 0 V when the pin floats, and a divider midway', () => {
    expect(readVoltage(circuit([], []), {}, {}, 'GP27')).toBe(0);
    const divider = circuit(
      [resistor({ attrs: { value: '10k' } }), resistor({ id: 'r2', attrs: { value: '10k' } })],
      [wire('pico:3V3', 'r1:1'), wire('r1:2', 'r2:1'), wire('r2:2', 'pico:GND.1'), wire('r1:2', 'pico:GP28')],
    );
    expect(readVoltage(divider, {}, {}, 'GP28')).toBeCloseTo(1.65, 3);
  });

  it("reads a photoresistor module's AO falling with light, and DO high in the dark", () => {
    const ldr = part('wokwi-photoresistor-sensor', 'ldr1', { attrs: { lux: '500' } });
    const netlist = circuit(
      [ldr],
      [
        wire('ldr1:VCC', 'pico:3V3'),
        wire('ldr1:GND', 'pico:GND.8'),
        wire('ldr1:AO', 'pico:GP27'),
        wire('ldr1:DO', 'pico:GP20'),
      ],
    );
    // Wokwi's module: 10 kΩ to VCC over an LDR of 50 kΩ × (10 / lux)^0.7.
    expect(readVoltage(netlist, {}, {}, 'GP27')).toBeCloseTo(0.808, 2);
    expect(readVoltage(netlist, {}, { ldr1: 10 }, 'GP27')).toBeCloseTo(2.75, 2);
    expect(readVoltage(netlist, {}, { ldr1: 1 }, 'GP27')).toBeGreaterThan(3);
    expect(readDigital(netlist, {}, { ldr1: 1 }, 'GP20')).toBe(true);
    expect(readDigital(netlist, {}, { ldr1: 1000 }, 'GP20')).toBe(false);
  });
});

describe('servos', () => {
  const servo = part('wokwi-servo', 'servo1');
  const wires = [
    wire('servo1:PWM', 'pico:GP16'),
    wire('servo1:V+', 'pico:VBUS'),
    wire('servo1:GND', 'pico:GND.5'),
  ];
  const angle = (drive: BoardDrive, w = wires) =>
    computeOutputs(circuit([servo], w), drive, {}).servos.servo1;

  it('turns to the angle adafruit_motor.servo writes at 50 Hz', () => {
    expect(angle({ GP16: pwm(4915, 50) })).toBeCloseTo(90, 0);
    expect(angle({ GP16: pwm(2457, 50) })).toBeCloseTo(0, 0);
    expect(angle({ GP16: pwm(7372, 50) })).toBeCloseTo(180, 0);
    expect(angle({ GP16: pwm(65535, 50) })).toBe(180);
  });

  it('gets no pulses from duty 0, a steady output or a missing power wire', () => {
    expect(angle({ GP16: pwm(0, 50) })).toBeNull();
    expect(angle({ GP16: high })).toBeNull();
    expect(angle({})).toBeNull();
    expect(angle({ GP16: pwm(4915, 50) }, wires.slice(0, 2))).toBeNull();
  });
});

describe('buzzers', () => {
  const buzzer = part('wokwi-buzzer', 'bz1');
  const wires = [wire('bz1:2', 'pico:GP18'), wire('bz1:1', 'pico:GND.5')];
  const tone = (drive: BoardDrive, w = wires) => computeOutputs(circuit([buzzer], w), drive, {}).buzzers.bz1;

  it('sounds at the PWM frequency', () => {
    expect(tone({ GP18: pwm(32768, 442) })).toBe(442);
    expect(tone({ GP18: pwm(32768, 660) })).toBe(660);
  });

  it('is silent on duty 0, a steady high or without ground', () => {
    expect(tone({ GP18: pwm(0, 442) })).toBeNull();
    expect(tone({ GP18: pwm(65535, 442) })).toBeNull();
    expect(tone({ GP18: high })).toBeNull();
    expect(tone({ GP18: pwm(32768, 442) }, wires.slice(0, 1))).toBeNull();
  });

  it('hears PWM through a resistor, but not from the far side of ground', () => {
    const parts = [buzzer, resistor(), resistor({ id: 'r2' })];
    const throughResistor = [wire('bz1:2', 'r1:1'), wire('r1:2', 'pico:GP18'), wire('bz1:1', 'pico:GND.5')];
    expect(computeOutputs(circuit(parts, throughResistor), { GP18: pwm(32768, 442) }, {}).buzzers.bz1).toBe(
      442,
    );
    const beyondGround = [
      wire('bz1:2', 'r1:1'),
      wire('r1:2', 'pico:GND.5'),
      wire('bz1:1', 'pico:GND.6'),
      wire('pico:GP18', 'r2:1'),
      wire('r2:2', 'pico:GND.2'),
    ];
    expect(
      computeOutputs(circuit(parts, beyondGround), { GP18: pwm(32768, 442) }, {}).buzzers.bz1,
    ).toBeNull();
  });
});

describe('NeoPixels', () => {
  const pixel = (id: string) => part('wokwi-neopixel', id);
  const power = (id: string) => [wire(`${id}:VDD`, 'pico:VSYS'), wire(`${id}:VSS`, 'pico:GND.1')];
  // A series resistor on the data line, as Adafruit recommends.
  const chainWires = [
    wire('pico:GP0', 'r1:1'),
    wire('r1:2', 'px1:DIN'),
    wire('px1:DOUT', 'px2:DIN'),
    ...power('px1'),
    ...power('px2'),
    ...power('px3'),
  ];
  const netlist = circuit([pixel('px2'), pixel('px3'), pixel('px1'), resistor()], chainWires);
  const neopixel = (pixels: [number, number, number][]): PinDrive => ({ mode: 'neopixel', pixels });

  it('gives each pixel of a chain its colour, in chain order', () => {
    const outputs = computeOutputs(
      netlist,
      {
        GP0: neopixel([
          [255, 0, 0],
          [0, 255, 0],
        ]),
      },
      {},
    );
    expect(outputs.neopixels).toEqual({ px1: [255, 0, 0], px2: [0, 255, 0], px3: [0, 0, 0] });
  });

  it('shows pixels the program has not sent, or any without a NeoPixel pin, dark', () => {
    expect(computeOutputs(netlist, { GP0: neopixel([[1, 2, 3]]) }, {}).neopixels.px2).toEqual([0, 0, 0]);
    expect(computeOutputs(netlist, { GP0: high }, {}).neopixels.px1).toEqual([0, 0, 0]);
  });

  it('reads the colours live as the program sends new ones', () => {
    expect(computeOutputs(netlist, { GP0: neopixel([[9, 9, 9]]) }, {}).neopixels.px1).toEqual([9, 9, 9]);
    expect(computeOutputs(netlist, { GP0: neopixel([[7, 0, 7]]) }, {}).neopixels.px1).toEqual([7, 0, 7]);
  });

  it('stays dark unpowered', () => {
    const unpowered = circuit([pixel('px1')], [wire('pico:GP0', 'px1:DIN')]);
    expect(computeOutputs(unpowered, { GP0: neopixel([[255, 0, 0]]) }, {}).neopixels.px1).toEqual([0, 0, 0]);
  });
});

describe('NeoPixel rings', () => {
  const ring = (id: string, pixels?: string) =>
    part('wokwi-led-ring', id, { attrs: pixels === undefined ? {} : { pixels } });
  const power = (id: string) => [wire(`${id}:VCC`, 'pico:VSYS'), wire(`${id}:GND`, 'pico:GND.1')];
  const neopixel = (pixels: [number, number, number][]): PinDrive => ({ mode: 'neopixel', pixels });
  const shades = (count: number) =>
    Array.from({ length: count }, (_, i): [number, number, number] => [i, 0, 0]);

  it('shows one colour per pixel, 16 by default, dark past what the program sent', () => {
    const netlist = circuit([ring('ring1')], [wire('pico:GP0', 'ring1:DIN'), ...power('ring1')]);
    const colours = computeOutputs(netlist, { GP0: neopixel(shades(10)) }, {}).rings.ring1;
    expect(colours).toHaveLength(16);
    expect(colours?.slice(0, 10)).toEqual(shades(10));
    expect(colours?.slice(10)).toEqual(Array(6).fill([0, 0, 0]));
  });

  it('takes its size from the attr `pixels`', () => {
    const netlist = circuit([ring('ring1', '12')], [wire('pico:GP0', 'ring1:DIN'), ...power('ring1')]);
    expect(computeOutputs(netlist, { GP0: neopixel(shades(12)) }, {}).rings.ring1).toEqual(shades(12));
  });

  it('chains like single pixels: a pixel, a ring of 8, a pixel', () => {
    const netlist = circuit(
      [part('wokwi-neopixel', 'px1'), ring('ring1', '8'), part('wokwi-neopixel', 'px2')],
      [
        wire('pico:GP0', 'px1:DIN'),
        wire('px1:DOUT', 'ring1:DIN'),
        wire('ring1:DOUT', 'px2:DIN'),
        wire('px1:VDD', 'pico:VSYS'),
        wire('px1:VSS', 'pico:GND.1'),
        wire('px2:VDD', 'pico:VSYS'),
        wire('px2:VSS', 'pico:GND.1'),
        ...power('ring1'),
      ],
    );
    const outputs = computeOutputs(netlist, { GP0: neopixel(shades(10)) }, {});
    expect(outputs.neopixels).toEqual({ px1: [0, 0, 0], px2: [9, 0, 0] });
    expect(outputs.rings.ring1).toEqual(shades(9).slice(1));
  });

  it('stays dark unpowered', () => {
    const netlist = circuit([ring('ring1', '4')], [wire('pico:GP0', 'ring1:DIN')]);
    expect(computeOutputs(netlist, { GP0: neopixel(shades(4)) }, {}).rings.ring1).toEqual(
      Array(4).fill([0, 0, 0]),
    );
  });
});

describe('the board and its interactive parts', () => {
  it('names the first Pico as the board', () => {
    expect(boardPartOf(buildNetlist(ledCircuit()))).toBe('pico');
    expect(boardPartOf(buildNetlist(makeDiagram({ parts: [led()] })))).toBeUndefined();
  });

  it('lists the parts the user operates, in diagram order', () => {
    const netlist = buildNetlist(
      makeDiagram({
        parts: [
          pico(),
          button(),
          led(),
          part('wokwi-potentiometer', 'pot1'),
          part('wokwi-slide-switch', 'sw1'),
          part('wokwi-photoresistor-sensor', 'ldr1'),
          resistor(),
        ],
      }),
    );
    expect(interactiveParts(netlist)).toEqual([
      { id: 'btn1', kind: 'button' },
      { id: 'pot1', kind: 'potentiometer' },
      { id: 'sw1', kind: 'switch' },
      { id: 'ldr1', kind: 'photoresistor' },
    ]);
  });

  it('works with no board at all', () => {
    const netlist = buildNetlist(makeDiagram({ parts: [led()] }));
    expect(computeOutputs(netlist, { GP15: high }, {}).leds).toEqual({ led1: 0 });
    expect(readDigital(netlist, { GP15: high }, {}, 'GP15')).toBe(true);
  });
});

describe('parseOhms', () => {
  it('reads plain, k and M values, else the catalogue default', () => {
    expect(parseOhms('220')).toBe(220);
    expect(parseOhms('4.7k')).toBe(4700);
    expect(parseOhms('10kΩ')).toBe(10_000);
    expect(parseOhms('1M')).toBe(1_000_000);
    expect(parseOhms('abc')).toBe(220);
    expect(parseOhms(undefined)).toBe(220);
  });
});
