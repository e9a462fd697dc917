// @vitest-environment node
import { loadMicroPython } from '@micropython/micropython-webassembly-pyscript';
import { describe, expect, it } from 'vitest';
import { BITDOGLAB_TYPE } from '../circuit/bitdoglab.ts';
import { makeDiagram, part } from '../circuit/test-builders.ts';
import { runCheck } from './run.ts';
import { parseScenario } from './scenario.ts';

/**
 * A behaviour check on a BitDogLab (issue 29): `set-control` moves the board's own button and
 * joystick by their inner part ids, and `expect-pin` reads the board's pins by the board's id.
 */

const diagram = makeDiagram({
  parts: [part(BITDOGLAB_TYPE, 'bdl1', { attrs: { env: 'circuitpython-8.0.2', version: 'v7' } })],
});

const CODE = `import board, digitalio, analogio, time
red = digitalio.DigitalInOut(board.GP13)
red.switch_to_output()
blue = digitalio.DigitalInOut(board.GP12)
blue.switch_to_output()
a = digitalio.DigitalInOut(board.GP5)
a.switch_to_input(pull=digitalio.Pull.UP)
x = analogio.AnalogIn(board.GP27)
print("listo")
while True:
    red.value = not a.value
    blue.value = x.value > 50000
    time.sleep(0.01)
`;

const SCENARIO = `name: Button A lights red, the stick to the right lights blue
version: 1
steps:
  - wait-serial: listo
  - expect-pin: { part-id: bdl1, pin: GP13, value: 0 }
  - set-control: { part-id: bdl1/buttonA, control: pressed, value: 1 }
  - delay: 50ms
  - expect-pin: { part-id: bdl1, pin: GP13, value: 1 }
  - expect-pin: { part-id: bdl1, pin: GP12, value: 0 }
  - set-control: { part-id: bdl1/joystick, control: x, value: 1 }
  - delay: 50ms
  - expect-pin: { part-id: bdl1, pin: GP12, value: 1 }
  - set-control: { part-id: bdl1/microphone, control: level, value: 40 }
`;

describe('a behaviour check on a BitDogLab', () => {
  it('presses button A and moves the joystick through their inner parts', async () => {
    const parsed = parseScenario(SCENARIO);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    const result = await runCheck({ loadMicroPython, code: CODE, diagram, scenario: parsed.scenario });
    expect(result.steps.map((step) => [step.type, step.status])).toEqual([
      ['wait-serial', 'passed'],
      ['expect-pin', 'passed'],
      ['set-control', 'done'],
      ['delay', 'done'],
      ['expect-pin', 'passed'],
      ['expect-pin', 'passed'],
      ['set-control', 'done'],
      ['delay', 'done'],
      ['expect-pin', 'passed'],
      ['set-control', 'done'],
    ]);
    expect(result.status).toBe('passed');
  });
});
