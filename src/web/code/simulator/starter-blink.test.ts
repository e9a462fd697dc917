// @vitest-environment node
import { loadMicroPython } from '@micropython/micropython-webassembly-pyscript';
import { describe, expect, it } from 'vitest';
import { buildNetlist } from '../../../domain/circuit/netlist.ts';
import { LOCALES } from '../../../domain/constants.ts';
import { starterProjectFor } from '../../../domain/project-starter.ts';
import { createVirtualClock } from './clock.ts';
import { createHardware } from './hardware.ts';
import { createRuntime } from './runtime.ts';

/** Virtual time after which the test ends the endless blink, as Stop ends it on the page. */
const RUN_FOR_MS = 3000;

class Stopped extends Error {}

/** Runs a starter project's code on its own diagram until `RUN_FOR_MS`; the GP25 levels it drove. */
const runStarter = async (lang: (typeof LOCALES)[number]) => {
  const { diagram, code } = starterProjectFor('pico', lang);
  const clock = createVirtualClock();
  const levels: [number, boolean][] = [];
  const hardware = createHardware({
    netlist: buildNetlist(diagram),
    inputs: () => ({}),
    clock: {
      now: clock.now,
      sleep: (ms) => {
        if (clock.now() + ms > RUN_FOR_MS) throw new Stopped();
        clock.sleep(ms);
      },
    },
    onDrive: (drive) => {
      const led = drive.GP25;
      if (led?.mode === 'output') levels.push([clock.now(), led.value]);
    },
  });
  let output = '';
  const runtime = await createRuntime({
    loadMicroPython,
    hardware: hardware.bridge,
    write: (text) => {
      output += text;
    },
    readLine: () => '',
  });
  const result = runtime.run(code);
  return { levels, output, result };
};

describe('the "Start with a Pico" program', () => {
  it.each(LOCALES)('blinks the Pico’s own LED every half second, with its %s comments', async (lang) => {
    const { levels, output } = await runStarter(lang);
    // Nothing printed and no error of its own: the only traceback is the test's stop, at a sleep.
    expect(output).toBe(
      'code.py output:\nTraceback (most recent call last):\nRuntimeError: \n\nCode done running.\n',
    );
    expect(levels).toEqual([
      [0, false],
      [0, true],
      [500, false],
      [1000, true],
      [1500, false],
      [2000, true],
      [2500, false],
      [3000, true],
    ]);
  });
});
