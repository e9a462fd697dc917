// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { ledCircuit } from '../../domain/circuit/test-builders.ts';
import { createCheckRunner } from './runner.ts';

/** The check thread (issue 25): real worker threads, real MicroPython. */

const BLINK = `import board, digitalio, time
led = digitalio.DigitalInOut(board.GP15)
led.direction = digitalio.Direction.OUTPUT
while True:
    led.value = not led.value
    time.sleep(0.5)
`;

const LIT_AT_250 = `name: Lit at 250 ms
version: 1
steps:
  - delay: 250ms
  - expect-pin: { part-id: led1, pin: A, value: 1 }
`;

const runner = createCheckRunner({ checkCpuMs: 3000 });
afterAll(() => runner.close());

describe('check runner', () => {
  it('runs each check of a job in the thread, hidden or not', async () => {
    const outcomes = await runner.run({
      code: BLINK,
      diagram: ledCircuit(),
      checks: [
        { id: 'a', yaml: LIT_AT_250, hidden: false },
        { id: 'b', yaml: LIT_AT_250.replace('value: 1', 'value: 0'), hidden: true },
      ],
    });
    expect(outcomes.map((o) => [o.checkId, o.name, o.hidden, o.status])).toEqual([
      ['a', 'Lit at 250 ms', false, 'passed'],
      ['b', 'Lit at 250 ms', true, 'failed'],
    ]);
  });

  it('stops a program that never yields, reports it, and goes on with a fresh thread', async () => {
    const stuck = runner.run({
      code: 'while True:\n    pass\n',
      diagram: ledCircuit(),
      checks: [{ id: 'stuck', yaml: LIT_AT_250, hidden: false }],
    });
    // Queued behind the stuck one: it runs once the thread has been replaced.
    const after = runner.run({
      code: BLINK,
      diagram: ledCircuit(),
      checks: [{ id: 'ok', yaml: LIT_AT_250, hidden: false }],
    });
    const [outcome] = await stuck;
    expect(outcome).toMatchObject({
      checkId: 'stuck',
      status: 'runaway',
      error: 'still running after 3000 ms',
    });
    expect((await after).map((o) => o.status)).toEqual(['passed']);
  });

  it('reports a scenario that does not parse without running it', async () => {
    const [outcome] = await runner.run({
      code: BLINK,
      diagram: ledCircuit(),
      checks: [{ id: 'bad', yaml: 'name: x\nversion: 2\nsteps: []\n', hidden: false }],
    });
    expect(outcome?.status).toBe('failed');
    expect(outcome?.error).toMatch(/version/);
  });
});
