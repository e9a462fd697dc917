import type { Diagram } from '../circuit/diagram.ts';
import type { PartInputs } from '../circuit/simulation.ts';
import { makeDiagram, type part, pico, wire } from '../circuit/test-builders.ts';
import { LANGUAGE_ENV } from '../code/language.ts';

/** Test builders for MicroPython programs: a Pico whose `env` is MicroPython, with Wokwi parts. */

export const mpyPico = () => pico({ attrs: { env: LANGUAGE_ENV.micropython } });

/** A MicroPython Pico with `parts` and `wires` (`'pico:GP15'`, `'led1:A'`). */
export const mpyCircuit = (parts: ReturnType<typeof part>[], wires: [string, string][]): Diagram =>
  makeDiagram({ parts: [mpyPico(), ...parts], wires: wires.map(([from, to]) => wire(from, to)) });

/** The inputs from each time on (ms): `[[100, { btn1: 1 }], [200, {}]]`; at rest before the first. */
export const timeline = (steps: [number, PartInputs][]) => {
  const atRest: PartInputs = {};
  return (ms: number): PartInputs => steps.filter(([at]) => at <= ms).at(-1)?.[1] ?? atRest;
};

/** The lines the program printed. */
export const linesOf = (printed: string): string[] => printed.trimEnd().split('\n');
