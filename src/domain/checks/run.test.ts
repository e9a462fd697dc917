// @vitest-environment node
import { loadMicroPython } from '@micropython/micropython-webassembly-pyscript';
import { describe, expect, it } from 'vitest';
import type { Diagram } from '../circuit/diagram.ts';
import { button, ledCircuit, makeDiagram, wire } from '../circuit/test-builders.ts';
import { blinkCode } from '../simulator/test-support.ts';
import { type CheckResult, runCheck } from './run.ts';
import { parseScenario } from './scenario.ts';

/**
 * The check runner against real MicroPython (issue 25): each step type with a program that meets
 * it and one that does not, determinism, runaways and a program that fails.
 */

const check = async (code: string, yaml: string, diagram: Diagram = ledCircuit(), budgetMs?: number) => {
  const parsed = parseScenario(yaml);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return runCheck({ loadMicroPython, code, diagram, scenario: parsed.scenario, budgetMs });
};

const statuses = (result: CheckResult) => result.steps.map((step) => step.status);

const BLINK = blinkCode;

const BLINK_1HZ = `name: Blink at 1 Hz
version: 1
steps:
  - delay: 250ms
  - expect-pin: { part-id: led1, pin: A, value: 1 }
  - delay: 500ms
  - expect-pin: { part-id: led1, pin: A, value: 0, points: 2 }
  - delay: 500ms
  - expect-pin: { part-id: pico, pin: GP15, value: 1 }
`;

/** A pushbutton from GP14 to GND beside the LED circuit. */
const buttonAndLed = (): Diagram => {
  const base = ledCircuit();
  return makeDiagram({
    parts: [...base.parts, button()],
    wires: [...base.wires, wire('pico:GP14', 'btn1:1.l'), wire('btn1:2.l', 'pico:GND.2', { color: 'black' })],
  });
};

const BUTTON_CODE = (pause: number) => `import board, digitalio, time
led = digitalio.DigitalInOut(board.GP15)
led.direction = digitalio.Direction.OUTPUT
btn = digitalio.DigitalInOut(board.GP14)
btn.pull = digitalio.Pull.UP
print("listo")
while True:
    led.value = not btn.value
    time.sleep(${pause})
`;

const BUTTON_CHECK = `name: The button lights the LED within 100 ms
version: 1
steps:
  - wait-serial: listo
  - expect-pin: { part-id: led1, pin: A, value: 0 }
  - delay: 50ms
  - set-control: { part-id: btn1, control: pressed, value: 1 }
  - wait-pin: { part-id: led1, pin: A, value: 1, timeout: 100ms, points: 5 }
  - set-control: { part-id: btn1, control: pressed, value: 0 }
  - wait-pin: { part-id: led1, pin: A, value: 0, timeout: 100ms }
`;

describe('runCheck', () => {
  it('delay and expect-pin: a 1 Hz blink passes, a faster one fails where it differs', async () => {
    const good = await check(BLINK(0.5), BLINK_1HZ);
    expect(good.status).toBe('passed');
    expect(statuses(good)).toEqual(['done', 'passed', 'done', 'passed', 'done', 'passed']);
    expect([good.awarded, good.possible]).toEqual([4, 4]);
    expect(good.steps.map((step) => step.at)).toEqual([250, 250, 750, 750, 1250, 1250]);
    expect(good.program).toBe('running');
    // Made an output (low), then on, off at 500 ms, on at 1000 ms.
    expect(good.trace.slice(0, 4).map(({ t, level }) => [Math.round(t), level])).toEqual([
      [0, 0],
      [0, 1],
      [500, 0],
      [1000, 1],
    ]);

    // On for 350 ms, off for 350 ms: on at 250 ms, still on at 750 ms, off at 1250 ms.
    const fast = await check(BLINK(0.35), BLINK_1HZ);
    expect(fast.status).toBe('failed');
    expect(statuses(fast)).toEqual(['done', 'passed', 'done', 'failed', 'done', 'failed']);
    expect(fast.steps[3]).toMatchObject({ reason: 'pin', got: 1, at: 750 });
    expect(fast.steps[5]).toMatchObject({ reason: 'pin', got: 0, at: 1250 });
    expect([fast.awarded, fast.possible]).toEqual([1, 4]);
  });

  it('set-control and wait-pin: decided at the exact simulated moment', async () => {
    const quick = await check(BUTTON_CODE(0.01), BUTTON_CHECK, buttonAndLed());
    expect(statuses(quick)).toEqual(['passed', 'passed', 'done', 'done', 'passed', 'done', 'passed']);
    const pressedAt = quick.steps[3]?.at ?? 0;
    const litAt = quick.steps[4]?.at ?? 0;
    expect(litAt - pressedAt).toBeGreaterThan(0);
    expect(litAt - pressedAt).toBeLessThanOrEqual(10.5);

    // Polling every 300 ms misses the 100 ms window.
    const slow = await check(BUTTON_CODE(0.3), BUTTON_CHECK, buttonAndLed());
    expect(slow.steps[4]).toMatchObject({ status: 'failed', reason: 'pin-timeout', got: 0, awarded: 0 });
    expect((slow.steps[4]?.at ?? 0) - (slow.steps[3]?.at ?? 0)).toBeCloseTo(100, 6);
    expect(slow.status).toBe('failed');
  });

  it('wait-serial and write-serial: the program reads what the scenario types', async () => {
    const code = `name = input("Nombre: ")
print("Hola", name)
`;
    const yaml = `name: Greets
version: 1
steps:
  - write-serial: "Ana\\n"
  - wait-serial: Hola Ana
`;
    const good = await check(code, yaml);
    expect(good.status).toBe('passed');
    expect(good.program).toBe('finished');
    expect(good.output).toContain('Hola Ana');

    const wrong = await check(code.replace('"Hola", name', '"Chau"'), yaml);
    expect(wrong.steps[1]).toMatchObject({ status: 'failed', reason: 'serial' });
  });

  it('gives the same verdict and trace every run', async () => {
    const first = await check(BUTTON_CODE(0.05), BUTTON_CHECK, buttonAndLed());
    const second = await check(BUTTON_CODE(0.05), BUTTON_CHECK, buttonAndLed());
    expect(second).toEqual(first);
  });

  it('stops a program that never sleeps at the simulated budget', async () => {
    const code = `import board, digitalio
led = digitalio.DigitalInOut(board.GP15)
led.direction = digitalio.Direction.OUTPUT
while True:
    led.value = not led.value
`;
    const yaml = `name: Waits for a word that never comes
version: 1
steps:
  - wait-serial: never printed
`;
    const result = await check(code, yaml, ledCircuit(), 2000);
    expect(result.steps[0]).toMatchObject({ status: 'failed', reason: 'serial', at: 2000 });
    expect(result.program).toBe('running');
    expect(result.endedAt).toBe(2000);
    expect(result.trace.length).toBeGreaterThan(10);
  });

  it('reports a program that fails, and steps naming parts or controls the circuit lacks', async () => {
    const result = await check(
      'import board\nx = board.GP99\n',
      `name: Broken
version: 1
steps:
  - set-control: { part-id: nobody, control: pressed, value: 1 }
  - set-control: { part-id: led1, control: pressed, value: 1 }
  - expect-pin: { part-id: ghost, pin: A, value: 1 }
`,
    );
    expect(result.program).toBe('error');
    expect(result.error?.traceback).toContain("AttributeError: 'module' object has no attribute 'GP99'");
    expect(result.steps.map((step) => step.reason)).toEqual(['no-part', 'no-control', 'no-part']);
  });
});
