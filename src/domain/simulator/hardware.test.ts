// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildNetlist } from '../circuit/netlist.ts';
import type { BoardDrive, PartInputs } from '../circuit/simulation.ts';
import { ledCircuit } from '../circuit/test-builders.ts';
import { createVirtualClock } from './clock.ts';
import { createHardware, pixelsFromWire } from './hardware.ts';
import { buttonCircuit } from './test-support.ts';

const setUp = (diagram = ledCircuit(), inputs: () => PartInputs = () => ({})) => {
  const changes: BoardDrive[] = [];
  const hardware = createHardware({
    netlist: buildNetlist(diagram),
    inputs,
    clock: createVirtualClock(),
    onDrive: (drive) => changes.push(drive),
  });
  return { ...hardware, changes };
};

describe('the board drive', () => {
  it('reports a change once, not every write of the same value', () => {
    const { bridge, changes, drive } = setUp();
    for (let i = 0; i < 1000; i++) bridge.drive_output('GP15', true, false);
    bridge.drive_pwm('GP14', 100, 500);
    bridge.drive_pwm('GP14', 100, 500);
    bridge.drive_neopixel('GP0', '00ff00');
    bridge.drive_neopixel('GP0', '00ff00');
    expect(changes).toHaveLength(3);
    expect(drive()).toEqual({
      GP15: { mode: 'output', value: true },
      GP14: { mode: 'pwm', duty: 100, frequency: 500 },
      GP0: { mode: 'neopixel', pixels: [[255, 0, 0]] },
    });
  });

  it('gives each change a new object and forgets released pins', () => {
    const { bridge, changes } = setUp();
    bridge.drive_input('GP15', 'up');
    bridge.drive_input('GP15', 'down');
    bridge.release('GP15');
    bridge.release('GP15');
    expect(changes).toEqual([
      { GP15: { mode: 'input', pull: 'up' } },
      { GP15: { mode: 'input', pull: 'down' } },
      {},
    ]);
    expect(changes[0]).not.toBe(changes[1]);
  });

  it('reads NeoPixel bytes as the GRB a WS2812 expects', () => {
    expect(pixelsFromWire('ff0000' + '00ff00' + '0000ff' + 'ff')).toEqual([
      [0, 255, 0],
      [255, 0, 0],
      [0, 0, 255],
    ]);
  });
});

describe('reads', () => {
  it('reads the circuit with the inputs of the moment', () => {
    let inputs: PartInputs = {};
    const { bridge } = setUp(buttonCircuit('3V3'), () => inputs);
    bridge.drive_input('GP15', 'down');
    expect(bridge.read_digital('GP15')).toBe(false);
    inputs = { btn1: 1 };
    expect(bridge.read_digital('GP15')).toBe(true);
    bridge.drive_input('GP15', 'up');
    inputs = {};
    expect(bridge.read_digital('GP15')).toBe(true);
  });

  it('reads the board’s own sensing pins: VBUS present, VSYS / 3 on A3', () => {
    const { bridge } = setUp();
    expect(bridge.read_digital('GP24')).toBe(true);
    expect(bridge.read_voltage('GP29')).toBeCloseTo(4.7 / 3);
  });
});
