// @vitest-environment node
import { loadMicroPython } from '@micropython/micropython-webassembly-pyscript';
import { expect, it } from 'vitest';
import type { Diagram } from '../circuit/diagram.ts';
import { ledCircuit } from '../circuit/test-builders.ts';
import { LANGUAGE_ENV } from '../code/language.ts';
import { runCheck } from './run.ts';
import { parseScenario } from './scenario.ts';

/** Behaviour checks on a MicroPython board (issue 29): the diagram's language picks the runtime. */

const mpyLedCircuit = (): Diagram => {
  const base = ledCircuit();
  return {
    ...base,
    parts: base.parts.map((p) => (p.id === 'pico' ? { ...p, attrs: { env: LANGUAGE_ENV.micropython } } : p)),
  };
};

const check = async (code: string, yaml: string) => {
  const parsed = parseScenario(yaml);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return runCheck({ loadMicroPython, code, diagram: mpyLedCircuit(), scenario: parsed.scenario });
};

const BLINK_1HZ = `name: Blink at 1 Hz
version: 1
steps:
  - wait-serial: listo
  - delay: 250ms
  - expect-pin: { part-id: led1, pin: A, value: 1 }
  - delay: 500ms
  - expect-pin: { part-id: led1, pin: A, value: 0 }
`;

it('runs a MicroPython blink on a MicroPython board, its output without the soft-reboot line', async () => {
  const code = `from machine import Pin
import time
led = Pin(15, Pin.OUT)
print("listo")
while True:
    led.toggle()
    time.sleep_ms(500)
`;
  const result = await check(code, BLINK_1HZ);
  expect(result.status).toBe('passed');
  expect(result.output).toBe('listo\n');
});

it('runs CircuitPython code on a MicroPython board as the board would: board cannot be imported', async () => {
  const code = 'import board, digitalio\nprint("listo")\n';
  const result = await check(code, BLINK_1HZ);
  expect(result.program).toBe('error');
  expect(result.error).toEqual({
    traceback: `Traceback (most recent call last):\n  File "main.py", line 1, in <module>\nImportError: no module named 'board'\n`,
    line: 1,
  });
});
