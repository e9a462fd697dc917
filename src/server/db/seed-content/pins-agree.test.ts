import { describe, expect, it } from 'vitest';
import { checkCircuit } from '../../../domain/circuit/checks.ts';
import { readCodePins } from '../../../domain/circuit/code-pins.ts';
import { languageOf } from '../../../domain/code/language.ts';
import { LOCALES } from '../../../domain/constants.ts';
import { blinkCodeFor, starterDiagramFor } from '../../../domain/project-starter.ts';
import { seededPrograms } from './programs.ts';
import { DEMO_PROJECTS } from './school.ts';

/**
 * Circuit and code agree (issue 26) in our own content: no seeded guide, activity or demo project,
 * nor a new project's starter, shows a student a part on a pin its code never uses.
 */

const programs = [
  ...seededPrograms(),
  ...DEMO_PROJECTS.map((p) => ({ id: p.name, code: p.code, diagram: p.diagram })),
  ...LOCALES.map((lang) => ({
    id: `starter ${lang}`,
    code: blinkCodeFor(lang),
    diagram: starterDiagramFor('pico'),
  })),
];

describe('seeded programs and their circuits', () => {
  it('are many', () => {
    expect(programs.length).toBeGreaterThan(40);
  });

  // Else the checks below would pass by reading nothing (a MicroPython program read as CircuitPython).
  it('include the BitDogLab guides, their MicroPython read pin by pin', () => {
    const micropython = programs.filter(({ diagram }) => languageOf(diagram) === 'micropython');
    expect(micropython.length).toBeGreaterThanOrEqual(18);
    for (const { id, code, diagram } of micropython) {
      const pins = readCodePins(code, languageOf(diagram));
      expect(pins.used.size, id).toBeGreaterThan(0);
      expect(pins.hasHiddenPins, id).toBe(false);
    }
  });

  it('have no part on a pin the code never uses', () => {
    const found = programs.flatMap(({ id, code, diagram }) =>
      checkCircuit({ diagram, code })
        .filter((w) => w.kind === 'pinUnused')
        .map((w) => `${id}: ${w.partIds.join(', ')} on ${w.pins.join(', ')}`),
    );
    expect(found).toEqual([]);
  });

  // An activity the student wires from an empty board is left out: an empty board says so.
  it('that have a circuit give no warning at all (every wire, resistor and pin in place)', () => {
    const found = programs
      .filter(({ diagram }) => diagram.parts.length > 0)
      .flatMap(({ id, code, diagram }) =>
        checkCircuit({ diagram, code }).map(
          (w) => `${id}: ${w.kind} ${[...w.partIds, ...w.pins].join(', ')}`,
        ),
      );
    expect(found).toEqual([]);
  });
});
