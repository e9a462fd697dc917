import { describe, expect, it } from 'vitest';
import {
  type CircuitWarning,
  checkBoard,
  checkCircuit,
  checkLeds,
  checkOutputClashes,
  checkOutputsToSupply,
  checkSupplyShorts,
  checkUnwiredPins,
} from './checks.ts';
import { readCodePins } from './code-pins.ts';
import type { DiagramPart, DiagramWire } from './diagram.ts';
import { buildNetlist } from './netlist.ts';
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

const netlistOf = (parts: DiagramPart[], wires: DiagramWire[]) => buildNetlist(picoWith(parts, wires));
const kinds = (warnings: CircuitWarning[]) => warnings.map((w) => w.kind);
const GP15_OUT = new Set(['GP15']);

describe('no board', () => {
  it('warns on a circuit without a Pico, and not with one', () => {
    expect(checkBoard(makeDiagram({ parts: [led()] }))).toEqual([
      { kind: 'noBoard', partIds: [], pins: [], params: {} },
    ]);
    expect(checkBoard(makeDiagram())).toHaveLength(1);
    expect(checkBoard(makeDiagram({ parts: [pico(), led()] }))).toEqual([]);
  });
});

describe('LED without a resistor', () => {
  const straight = [wire('pico:GP15', 'led1:A'), wire('led1:C', 'pico:GND.1')];

  it('warns on GP15 → LED → GND when the program drives GP15', () => {
    expect(checkLeds(netlistOf([led()], straight), GP15_OUT)).toEqual([
      { kind: 'ledWithoutResistor', partIds: ['led1'], pins: ['GP15'], params: { pin: 'GP15', ohms: 0 } },
    ]);
  });

  it('is quiet once a resistor is in series, on either side of the LED', () => {
    expect(checkLeds(buildNetlist(ledCircuit()), GP15_OUT)).toEqual([]);
    const before = [wire('pico:GP15', 'r1:1'), wire('r1:2', 'led1:A'), wire('led1:C', 'pico:GND.1')];
    expect(checkLeds(netlistOf([led(), resistor()], before), GP15_OUT)).toEqual([]);
  });

  it('is quiet while nothing drives the pin, and when the LED is reversed', () => {
    expect(checkLeds(netlistOf([led()], straight), new Set())).toEqual([]);
    const reversed = [wire('pico:GP15', 'led1:C'), wire('led1:A', 'pico:GND.1')];
    expect(checkLeds(netlistOf([led()], reversed), GP15_OUT)).toEqual([]);
  });

  it('warns on 3V3 → LED → GND whatever the program does, and through a 0 Ω or 10 Ω resistor', () => {
    const fromSupply = [wire('pico:3V3', 'led1:A'), wire('led1:C', 'pico:GND.8')];
    expect(kinds(checkLeds(netlistOf([led()], fromSupply), new Set()))).toEqual(['ledWithoutResistor']);
    const through = (ohms: string) =>
      checkLeds(netlistOf([led(), resistor({ attrs: { value: ohms } })], ledCircuit().wires), GP15_OUT);
    expect(through('0')).toHaveLength(1);
    expect(through('10')[0]?.params).toEqual({ pin: 'GP15', ohms: 10 });
    expect(through('220')).toEqual([]);
  });

  it('warns on an LED that reaches GND only through a button, since it will be pressed', () => {
    const wires = [wire('pico:GP15', 'led1:A'), wire('led1:C', 'btn1:1.l'), wire('btn1:2.r', 'pico:GND.3')];
    expect(kinds(checkLeds(netlistOf([led(), button()], wires), GP15_OUT))).toEqual(['ledWithoutResistor']);
  });

  it('checks each colour of an RGB LED, once a part', () => {
    const rgb = part('wokwi-rgb-led', 'rgb1', { attrs: { common: 'cathode' } });
    const straight = [
      wire('pico:GP15', 'rgb1:R'),
      wire('pico:GP14', 'rgb1:G'),
      wire('rgb1:COM', 'pico:GND.1'),
    ];
    const warnings = checkLeds(netlistOf([rgb], straight), new Set(['GP14', 'GP15']));
    expect(warnings.map((w) => [w.partIds, w.pins])).toEqual([[['rgb1'], ['GP15']]]);
    const throughResistor = [
      wire('pico:GP15', 'r1:1'),
      wire('r1:2', 'rgb1:R'),
      wire('rgb1:COM', 'pico:GND.1'),
    ];
    expect(checkLeds(netlistOf([rgb, resistor()], throughResistor), GP15_OUT)).toEqual([]);
    const commonAnode = part('wokwi-rgb-led', 'rgb1', { attrs: { common: 'anode' } });
    const sinking = [wire('pico:3V3', 'rgb1:COM'), wire('rgb1:B', 'pico:GP15')];
    expect(kinds(checkLeds(netlistOf([commonAnode], sinking), GP15_OUT))).toEqual(['ledWithoutResistor']);
  });

  it('follows a breadboard column', () => {
    const bb = part('wokwi-breadboard-half', 'bb1');
    const wires = [wire('pico:GP15', 'bb1:10t.a'), wire('led1:A', 'bb1:10t.c'), wire('led1:C', 'pico:GND.2')];
    expect(kinds(checkLeds(netlistOf([bb, led()], wires), GP15_OUT))).toEqual(['ledWithoutResistor']);
  });
});

describe('supply short', () => {
  it('warns on 3V3 wired to GND, and names the supply', () => {
    const warnings = checkSupplyShorts(netlistOf([], [wire('pico:3V3', 'pico:GND.8')]));
    expect(warnings).toEqual([
      { kind: 'supplyShort', partIds: ['pico'], pins: ['3V3', 'GND'], params: { supply: '3V3' } },
    ]);
  });

  it('warns on VBUS to GND through a pushbutton once pressed, naming the button', () => {
    const wires = [wire('pico:VBUS', 'btn1:1.l'), wire('btn1:2.l', 'pico:GND.1')];
    expect(checkSupplyShorts(netlistOf([button()], wires))).toEqual([
      {
        kind: 'supplyShort',
        partIds: ['pico', 'btn1'],
        pins: ['VBUS', 'GND'],
        params: { supply: 'VBUS', button: 'btn1' },
      },
    ]);
  });

  it('is quiet with a resistor between them, or with a button to a GPIO', () => {
    const throughResistor = [wire('pico:3V3', 'r1:1'), wire('r1:2', 'pico:GND.1')];
    expect(checkSupplyShorts(netlistOf([resistor()], throughResistor))).toEqual([]);
    const buttonToPin = [wire('pico:GP14', 'btn1:1.l'), wire('btn1:2.l', 'pico:GND.1')];
    expect(checkSupplyShorts(netlistOf([button()], buttonToPin))).toEqual([]);
  });
});

describe('pin used in code but not wired', () => {
  const code = 'led = digitalio.DigitalInOut(board.GP15)\nprint(board.LED)';

  it('names a pin the code uses that reaches no part', () => {
    const diagram = makeDiagram({ parts: [pico(), led()], wires: [wire('pico:GP14', 'led1:A')] });
    expect(checkUnwiredPins(diagram, buildNetlist(diagram), readCodePins(code))).toEqual([
      {
        kind: 'pinUnwired',
        partIds: ['pico'],
        pins: ['GP15'],
        params: { pin: 'GP15', name: 'GP15', line: 1 },
      },
    ]);
  });

  it('counts a breadboard hole alone as not wired, and a part in its column as wired', () => {
    const bb = part('wokwi-breadboard-half', 'bb1');
    const toHole = [wire('pico:GP15', 'bb1:10t.a')];
    const alone = makeDiagram({ parts: [pico(), bb, led()], wires: toHole });
    expect(kinds(checkUnwiredPins(alone, buildNetlist(alone), readCodePins(code)))).toEqual(['pinUnwired']);
    const wired = makeDiagram({
      parts: [pico(), bb, led()],
      wires: [...toHole, wire('led1:A', 'bb1:10t.e')],
    });
    expect(checkUnwiredPins(wired, buildNetlist(wired), readCodePins(code))).toEqual([]);
  });
});

describe('two outputs on one net', () => {
  const wires = [wire('pico:GP14', 'led1:A'), wire('pico:GP15', 'led1:A')];

  it('warns when two driven pins share a net', () => {
    expect(checkOutputClashes(netlistOf([led()], wires), new Set(['GP14', 'GP15']))).toEqual([
      { kind: 'outputsClash', partIds: ['pico'], pins: ['GP14', 'GP15'], params: { pins: 'GP14, GP15' } },
    ]);
  });

  it('is quiet when one of them is an input, or a resistor stands between them', () => {
    expect(checkOutputClashes(netlistOf([led()], wires), GP15_OUT)).toEqual([]);
    const apart = [wire('pico:GP14', 'r1:1'), wire('r1:2', 'pico:GP15')];
    expect(checkOutputClashes(netlistOf([resistor()], apart), new Set(['GP14', 'GP15']))).toEqual([]);
  });
});

describe('an output joined to a supply', () => {
  const toGround = [wire('pico:GP14', 'btn1:1.l'), wire('btn1:2.l', 'pico:GND.3')];

  it('warns of a button from GND to a pin the code drives, since it will be pressed', () => {
    expect(checkOutputsToSupply(netlistOf([button()], toGround), new Set(['GP14']))).toEqual([
      {
        kind: 'outputToSupply',
        partIds: ['pico'],
        pins: ['GP14', 'GND'],
        params: { pin: 'GP14', supply: 'GND' },
      },
    ]);
    const straight = [wire('pico:GP15', 'pico:3V3')];
    expect(checkOutputsToSupply(netlistOf([], straight), GP15_OUT)[0]?.params).toEqual({
      pin: 'GP15',
      supply: '3V3',
    });
  });

  it('is quiet when the pin is an input, or a resistor stands between', () => {
    expect(checkOutputsToSupply(netlistOf([button()], toGround), new Set())).toEqual([]);
    const pulled = [wire('pico:GP15', 'r1:1'), wire('r1:2', 'pico:3V3')];
    expect(checkOutputsToSupply(netlistOf([resistor()], pulled), GP15_OUT)).toEqual([]);
  });
});

describe('checkCircuit', () => {
  const BLINK = 'led = digitalio.DigitalInOut(board.GP15)\nled.direction = digitalio.Direction.OUTPUT\n';

  it('reads outputs from the code and from the running program', () => {
    const diagram = makeDiagram({
      parts: [pico(), led()],
      wires: [wire('pico:GP15', 'led1:A'), wire('pico:GP14', 'led1:A'), wire('led1:C', 'pico:GND.1')],
    });
    expect(kinds(checkCircuit({ diagram, code: BLINK }))).toEqual(['ledWithoutResistor']);
    expect(kinds(checkCircuit({ diagram, code: BLINK, drivenPins: ['GP14'] }))).toEqual([
      'ledWithoutResistor',
      'outputsClash',
    ]);
  });

  it('says nothing about a first lesson wired right', () => {
    expect(checkCircuit({ diagram: ledCircuit(), code: BLINK })).toEqual([]);
  });

  it('on an empty canvas, only says that the board is missing', () => {
    expect(kinds(checkCircuit({ diagram: makeDiagram(), code: BLINK }))).toEqual(['noBoard']);
  });
});
