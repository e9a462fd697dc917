import { describe, expect, it } from 'vitest';
import { seededPrograms } from '../../server/db/seed-content/programs.ts';
import type { Diagram } from '../circuit/diagram.ts';
import { ledCircuit } from '../circuit/test-builders.ts';
import { starterDiagramFor } from '../project-starter.ts';
import { simulate } from '../simulator/test-support.ts';
import { GOLDEN_CASES } from './golden-cases.ts';
import { blocksToPython } from './to-python.ts';

/**
 * The generated programs really run: a few representative goldens on the circuit of a seeded guide
 * that has their parts, with every traced line marked as a run of a Blocks project marks it
 * (`_chispa_at(n); ` before the statement), for three simulated seconds without a traceback.
 */

const RUN_MS = 3000;
/** What a run stopped by the test (`runFor`) leaves: not the program's error. */
const STOPPED = 'Traceback (most recent call last):\nRuntimeError: \n';

const diagramOf = (id: string): Diagram => {
  const found = seededPrograms().find((program) => program.id === id);
  if (!found) throw new Error(`no seeded program ${id}`);
  return found.diagram;
};

const CIRCUITS: Array<[golden: string, circuit: () => Diagram]> = [
  ['led-blink', ledCircuit],
  ['button-led', () => diagramOf('activity_pulsador_led')],
  ['distance-alarm', () => diagramOf('activity_alarma_proximidad')],
  ['servo', () => diagramOf('activity_servo_barrido')],
  ['oled', () => diagramOf('activity_pantalla_oled')],
  ['dht', () => diagramOf('activity_dht22_lectura')],
  ['potentiometer-servo', () => diagramOf('practical_brazo_dos_ejes')],
  ['neopixel', () => diagramOf('practical_medidor_luz_neopixel')],
  ['keypad', () => diagramOf('practical_cerradura_teclado')],
  ['math', ledCircuit],
  ['loops', ledCircuit],
  ['board-led', () => starterDiagramFor('pico')],
  ['block-comments', () => diagramOf('practical_medidor_luz_neopixel')],
];

/** The program with `_chispa_at(n); ` before each traced line, and a `_chispa_at` that does nothing. */
const traced = (code: string, traceLines: number[]) => {
  const lines = code.split('\n');
  for (const line of traceLines) {
    const text = lines[line - 1] ?? '';
    const indent = /^\s*/.exec(text)?.[0] ?? '';
    lines[line - 1] = `${indent}_chispa_at(${line}); ${text.slice(indent.length)}`;
  }
  return `def _chispa_at(n):\n    pass\n${lines.join('\n')}`;
};

describe('generated programs on the simulator', () => {
  it.each(CIRCUITS)('%s runs clean, traced', async (name, circuit) => {
    const workspace = GOLDEN_CASES.find((golden) => golden.name === name)?.workspace;
    if (!workspace) throw new Error(`no golden ${name}`);
    const { code, traceLines } = blocksToPython(workspace, { locale: 'es' });
    expect(traceLines.length).toBeGreaterThan(0);
    const { result, output, now } = await simulate(traced(code, traceLines), {
      diagram: circuit(),
      runFor: RUN_MS,
      callCostUs: 20,
    });
    const traceback = result.error?.traceback;
    expect(traceback === undefined || traceback === STOPPED ? 'clean' : output).toBe('clean');
    expect(now).toBeGreaterThan(name === 'math' || name === 'loops' ? -1 : 1000);
  });
});
