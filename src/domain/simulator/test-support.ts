import { loadMicroPython } from '@micropython/micropython-webassembly-pyscript';
import { simulatedDiagram } from '../circuit/board-inside.ts';
import type { Diagram } from '../circuit/diagram.ts';
import { buildNetlist } from '../circuit/netlist.ts';
import type { BoardDrive, PartInputs } from '../circuit/simulation.ts';
import { ledCircuit, makeDiagram, part, pico, wire } from '../circuit/test-builders.ts';
import { type CodeLanguage, languageOf } from '../code/language.ts';
import type { DeviceView } from '../devices/device.ts';
import { createVirtualClock } from './clock.ts';
import { createHardware } from './hardware.ts';
import { LANGUAGE_SHIMS } from './languages.ts';
import { createRuntime } from './runtime.ts';

/** Test helpers: run a program in real MicroPython (Node) on a virtual clock. */

export interface SimulateOptions {
  diagram?: Diagram;
  /** The program's language; by default the diagram's (its board's `env`), as the page runs it. */
  language?: CodeLanguage;
  /** The user's inputs at a virtual time (ms); return the same object for the same state. */
  inputsAt?: (ms: number) => PartInputs;
  /** Lines the user types, one per input(). */
  lines?: string[];
  /** Ends an endless program: a sleep that would pass this virtual time (ms) throws, as Stop does. */
  runFor?: number;
  /**
   * Virtual time (µs) every call into the board costs, as the interpreter's own time would on a
   * Pico: a loop that never sleeps still moves the clock, and `runFor` ends it too.
   */
  callCostUs?: number;
  /** Lines whose reaching the run reports (the Blocks view's runs): see `lines` in the result. */
  traceLines?: number[];
}

class Stopped extends Error {}

const AT_REST: PartInputs = {};

export const simulate = async (code: string, options: SimulateOptions = {}) => {
  const clock = createVirtualClock();
  const drives: { at: number; drive: BoardDrive }[] = [];
  const prompts: string[] = [];
  const lines = [...(options.lines ?? [])];
  const inputsAt = options.inputsAt ?? (() => AT_REST);
  // A BitDogLab runs as the Pico with its insides, as in the worker and the checker.
  const diagram = simulatedDiagram(options.diagram ?? ledCircuit());
  const views: { at: number; views: Record<string, DeviceView> }[] = [];
  const hardware = createHardware({
    netlist: buildNetlist(diagram),
    diagram,
    inputs: () => inputsAt(clock.now()),
    clock: {
      now: clock.now,
      sleep: (ms) => {
        if (options.runFor !== undefined && clock.now() + ms > options.runFor) throw new Stopped();
        clock.sleep(ms);
      },
    },
    onDrive: (drive) => drives.push({ at: clock.now(), drive }),
    onViews: (next) => views.push({ at: clock.now(), views: next }),
  });
  let output = '';
  const reached: { at: number; line: number }[] = [];
  const costUs = options.callCostUs;
  const bridge =
    costUs === undefined
      ? hardware.bridge
      : (Object.fromEntries(
          Object.entries(hardware.bridge).map(([name, call]) => [
            name,
            (...args: unknown[]) => {
              if (options.runFor !== undefined && clock.now() > options.runFor) throw new Stopped();
              clock.advance(costUs / 1000);
              return (call as (...a: unknown[]) => unknown)(...args);
            },
          ]),
        ) as unknown as typeof hardware.bridge);
  const language = options.language ?? languageOf(diagram);
  const runtime = await createRuntime({
    loadMicroPython,
    language,
    hardware: bridge,
    write: (text) => {
      output += text;
    },
    readLine: (prompt) => {
      prompts.push(prompt);
      return lines.shift() ?? '';
    },
    onLine: (line) => reached.push({ at: clock.now(), line }),
  });
  const result = runtime.run(code, { traceLines: options.traceLines });
  /** What the program printed, without the console's first line (`code.py output:`) and its end block. */
  const { start, end } = LANGUAGE_SHIMS[language];
  const printed = output.slice(
    output.startsWith(start) ? start.length : 0,
    output.endsWith(end) ? -end.length : undefined,
  );
  return {
    output,
    printed,
    result,
    drives,
    prompts,
    now: clock.now(),
    /** What the devices showed as the run went (at most every 16 ms and before each sleep). */
    views,
    /** What the devices show at the end of the run. */
    finalViews: hardware.views(),
    /** The traced lines reached, in order, with the virtual time (ms) each was reached at. */
    reached,
  };
};

/** The last line of the traceback, e.g. `ValueError: GP15 in use`. */
export const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);

/** A pushbutton between GP15 and `to` (a Pico pin such as `3V3` or `GND.1`). */
export const buttonCircuit = (to: string): Diagram =>
  makeDiagram({
    parts: [pico(), part('wokwi-pushbutton', 'btn1')],
    wires: [wire('pico:GP15', 'btn1:1.l'), wire('btn1:2.l', `pico:${to}`)],
  });

/** A potentiometer across 3V3 and GND with its wiper on GP26 (A0). */
export const potCircuit = (): Diagram =>
  makeDiagram({
    parts: [pico(), part('wokwi-potentiometer', 'pot1')],
    wires: [wire('pot1:VCC', 'pico:3V3'), wire('pot1:GND', 'pico:GND.8'), wire('pot1:SIG', 'pico:GP26')],
  });

/** An LED on GP15 blinking: on for `seconds`, off for `seconds` (1 Hz at 0.5). */
export const blinkCode = (seconds: number) => `import board, digitalio, time
led = digitalio.DigitalInOut(board.GP15)
led.direction = digitalio.Direction.OUTPUT
while True:
    led.value = True
    time.sleep(${seconds})
    led.value = False
    time.sleep(${seconds})
`;
