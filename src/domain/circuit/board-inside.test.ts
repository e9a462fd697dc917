import { describe, expect, it } from 'vitest';
import { controlsOf } from '../checks/controls.ts';
import { bitDogLabControls } from '../devices/bitdoglab-controls.ts';
import { controlKeysOf } from '../devices/registry.ts';
import { BITDOGLAB_TYPE } from './bitdoglab.ts';
import { drawnPartOf, simulatedDiagram } from './board-inside.ts';
import { checkCircuit } from './checks.ts';
import type { Diagram } from './diagram.ts';
import { buildNetlist } from './netlist.ts';
import { PICO_TYPE } from './parts.ts';
import { ledCircuit, makeDiagram, part, wire } from './test-builders.ts';
import { fromWokwiJson, toWokwiJson } from './wokwi.ts';

const bitDogLab = (version?: 'v6' | 'v7', id = 'bdl1') =>
  part(BITDOGLAB_TYPE, id, {
    x: 40,
    y: 60,
    attrs: { env: 'micropython-20231227-v1.22.0', ...(version ? { version } : {}) },
  });

/** The Pico pin an inner part's pin is wired to (`bdl1/rgb.r:1` → `GP13`), from the expanded diagram. */
const picoPinOf = (diagram: Diagram, partId: string, pin: string): string | undefined => {
  for (const { from, to } of diagram.wires) {
    if (from.part === partId && from.pin === pin && to.part === 'bdl1') return to.pin;
    if (to.part === partId && to.pin === pin && from.part === 'bdl1') return from.pin;
  }
  return undefined;
};

describe('simulatedDiagram', () => {
  it('leaves a diagram without a BitDogLab as it is', () => {
    const diagram = ledCircuit();
    expect(simulatedDiagram(diagram)).toBe(diagram);
  });

  it('runs the board as a Pico of the same id, with its attrs (env, version) kept', () => {
    const board = bitDogLab('v6');
    const [pico] = simulatedDiagram(makeDiagram({ parts: [board] })).parts;
    expect(pico).toEqual({ ...board, type: PICO_TYPE });
    expect(buildNetlist(simulatedDiagram(makeDiagram({ parts: [board] }))).board).toBe('bdl1');
  });

  it('wires the peripherals inside to the official pins (v7)', () => {
    const diagram = simulatedDiagram(makeDiagram({ parts: [bitDogLab('v7')] }));
    expect(diagram.parts.map((p) => [p.id, p.type])).toEqual([
      ['bdl1', PICO_TYPE],
      ['bdl1/rgb', 'wokwi-rgb-led'],
      ['bdl1/rgb.r', 'wokwi-resistor'],
      ['bdl1/rgb.g', 'wokwi-resistor'],
      ['bdl1/rgb.b', 'wokwi-resistor'],
      ['bdl1/buttonA', 'wokwi-pushbutton'],
      ['bdl1/buttonB', 'wokwi-pushbutton'],
      ['bdl1/joystick', 'wokwi-analog-joystick'],
      ['bdl1/matrix', 'wokwi-led-ring'],
      ['bdl1/buzzer1', 'wokwi-buzzer'],
      ['bdl1/buzzer2', 'wokwi-buzzer'],
      ['bdl1/microphone', 'chispa-microphone'],
      ['bdl1/oled', 'wokwi-ssd1306'],
    ]);
    const pins = (id: string, ...names: string[]) => names.map((name) => picoPinOf(diagram, id, name));
    expect(pins('bdl1/rgb.r', '1')).toEqual(['GP13']);
    expect(pins('bdl1/rgb.g', '1')).toEqual(['GP11']);
    expect(pins('bdl1/rgb.b', '1')).toEqual(['GP12']);
    expect(pins('bdl1/rgb', 'COM')).toEqual(['GND.4']);
    expect(pins('bdl1/buttonA', '1.l', '2.l')).toEqual(['GP5', 'GND.1']);
    expect(pins('bdl1/buttonB', '1.l', '2.l')).toEqual(['GP6', 'GND.2']);
    expect(pins('bdl1/joystick', 'HORZ', 'VERT', 'SEL', 'VCC')).toEqual(['GP27', 'GP26', 'GP22', '3V3']);
    expect(pins('bdl1/matrix', 'DIN')).toEqual(['GP7']);
    expect(pins('bdl1/buzzer1', '2')).toEqual(['GP21']);
    expect(pins('bdl1/buzzer2', '2')).toEqual(['GP10']);
    expect(pins('bdl1/microphone', 'SIG')).toEqual(['GP28']);
    expect(pins('bdl1/oled', 'DATA', 'CLK')).toEqual(['GP2', 'GP3']);
    const matrix = diagram.parts.find((p) => p.id === 'bdl1/matrix');
    expect(matrix?.attrs.pixels).toBe('25');
    expect(diagram.parts.find((p) => p.id === 'bdl1/oled')?.attrs.i2cAddress).toBe('0x3c');
  });

  it('puts v6’s OLED on GP14/GP15', () => {
    const diagram = simulatedDiagram(makeDiagram({ parts: [bitDogLab('v6')] }));
    expect(picoPinOf(diagram, 'bdl1/oled', 'DATA')).toBe('GP14');
    expect(picoPinOf(diagram, 'bdl1/oled', 'CLK')).toBe('GP15');
  });

  it('keeps the user’s wires to the header: they reach the Pico’s pins of the same name', () => {
    const drawn = makeDiagram({
      parts: [
        bitDogLab(),
        part('wokwi-led', 'led1'),
        part('wokwi-resistor', 'r1', { attrs: { value: '220' } }),
      ],
      wires: [wire('bdl1:GP4', 'led1:A'), wire('led1:C', 'r1:1'), wire('r1:2', 'bdl1:GND.1')],
    });
    const diagram = simulatedDiagram(drawn);
    expect(diagram.wires.slice(0, 3)).toEqual(drawn.wires);
    const netlist = buildNetlist(diagram);
    expect(netlist.boardPins.get('GP4')).toBe(netlist.pinNets.get('led1:A'));
  });

  it('gives two boards insides of their own, with ids that never meet', () => {
    const diagram = simulatedDiagram(makeDiagram({ parts: [bitDogLab('v7', 'a'), bitDogLab('v6', 'b')] }));
    const ids = [...diagram.parts, ...diagram.wires].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('a/oled');
    expect(ids).toContain('b/oled');
  });

  it('names the drawn part behind an inner one', () => {
    expect(drawnPartOf('bdl1/joystick')).toBe('bdl1');
    expect(drawnPartOf('led1')).toBe('led1');
  });
});

describe('the BitDogLab’s inputs', () => {
  const diagram = makeDiagram({ parts: [bitDogLab()] });

  it('are slots of a run, under the keys the drawing writes', () => {
    const { parts } = simulatedDiagram(diagram);
    const slots = new Set([...parts.map((p) => p.id), ...controlKeysOf(parts)]);
    for (const control of bitDogLabControls('bdl1')) expect(slots).toContain(control.key);
    expect(bitDogLabControls('bdl1').map((c) => c.key)).toEqual([
      'bdl1/buttonA',
      'bdl1/buttonB',
      'bdl1/joystick.x',
      'bdl1/joystick.y',
      'bdl1/joystick.press',
      'bdl1/microphone.level',
    ]);
  });

  it('are what a behaviour check’s set-control moves', () => {
    expect(controlsOf(diagram, 'bdl1/joystick').map((c) => [c.name, c.key])).toEqual([
      ['x', 'bdl1/joystick.x'],
      ['y', 'bdl1/joystick.y'],
      ['press', 'bdl1/joystick.press'],
    ]);
    expect(controlsOf(diagram, 'bdl1/buttonA')).toEqual([
      { name: 'pressed', key: 'bdl1/buttonA', min: 0, max: 1, step: 1 },
    ]);
    expect(controlsOf(diagram, 'bdl1/microphone')).toEqual([
      { name: 'level', key: 'bdl1/microphone.level', min: 0, max: 100, step: 1 },
    ]);
  });
});

describe('circuit checks on a BitDogLab', () => {
  it('find a board, and stay quiet about the peripherals the code does not use', () => {
    const diagram = makeDiagram({ parts: [bitDogLab()] });
    const code =
      'import board, digitalio\nled = digitalio.DigitalInOut(board.GP13)\nled.switch_to_output()\n';
    expect(checkCircuit({ diagram, code })).toEqual([]);
  });

  it('point at the board, not at an inner part', () => {
    // Not a wire a student can draw (GP5 is not on the header), but one that makes button A short 3V3.
    const diagram = makeDiagram({ parts: [bitDogLab()], wires: [wire('bdl1:GP5', 'bdl1:3V3')] });
    const warnings = checkCircuit({ diagram, code: '' });
    expect(warnings.map((w) => [w.kind, w.partIds])).toEqual([['supplyShort', ['bdl1']]]);
  });

  it('warn of an LED on the header with no resistor, as on a Pico', () => {
    const diagram = makeDiagram({
      parts: [bitDogLab(), part('wokwi-led', 'led1')],
      wires: [wire('bdl1:GP4', 'led1:A'), wire('led1:C', 'bdl1:GND.2')],
    });
    // The BitDogLab runs MicroPython (its `env`): its program is read as such.
    const code = 'from machine import Pin\nled = Pin(4, Pin.OUT)\nled.on()\n';
    expect(checkCircuit({ diagram, code }).map((w) => [w.kind, w.partIds])).toEqual([
      ['ledWithoutResistor', ['led1']],
    ]);
  });
});

describe('diagram.json', () => {
  it('keeps the BitDogLab’s type and attrs through export and import', () => {
    const drawn = makeDiagram({
      parts: [bitDogLab('v6'), part('wokwi-led', 'led1', { x: 300, y: 20, attrs: { color: 'red' } })],
      wires: [wire('bdl1:GP4', 'led1:A'), wire('led1:C', 'bdl1:GND.1')],
    });
    const json = JSON.parse(JSON.stringify(toWokwiJson(drawn)));
    expect(json.parts[0]).toMatchObject({
      type: 'chispa-bitdoglab',
      id: 'bdl1',
      attrs: { env: 'micropython-20231227-v1.22.0', version: 'v6' },
    });
    const back = fromWokwiJson(json);
    expect(back.ok && back.diagram).toEqual(drawn);
  });
});
