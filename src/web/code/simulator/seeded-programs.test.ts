import { describe, expect, it } from 'vitest';
import type { Diagram } from '../../../domain/circuit/diagram.ts';
import { DEMO_COURSES, DEMO_SOUTH_COURSE } from '../../../server/db/seed.ts';
import { PRACTICAL_GUIDES } from '../../../server/db/seed-content/guides.ts';
import { simulate } from './test-support.ts';

/**
 * Our own content works (issue 24): every program of a seeded practical guide and of every
 * activity of the seeded courses runs on its own circuit for three simulated seconds without a
 * traceback. The browser journey (e2e/seeded-programs.e2e.ts) presses Run on the same programs.
 */

const RUN_MS = 3000;
/** What a run stopped by the test (`runFor`) leaves: not the program's error. */
const STOPPED = 'Traceback (most recent call last):\nRuntimeError: \n';

const programs = [
  ...PRACTICAL_GUIDES.map((guide) => ({ name: guide.id, code: guide.code, diagram: guide.diagram })),
  ...[...DEMO_COURSES, DEMO_SOUTH_COURSE].flatMap((course) =>
    course.modules.flatMap((module) =>
      (module.lessons[0]
        ? [...module.lessons[0].classActivities, ...module.lessons[0].homeActivities]
        : []
      ).map((activity) => ({
        name: `${course.id} › ${activity.id}`,
        code: activity.code,
        diagram: activity.componentsDiagram,
      })),
    ),
  ),
];

describe('seeded programs', () => {
  it('are all here', () => {
    expect(programs.length).toBeGreaterThan(20);
  });

  it.each(programs)('$name runs clean', async ({ code, diagram }) => {
    const { result, output } = await simulate(code, {
      diagram: (diagram ?? { parts: [], wires: [] }) as Diagram,
      runFor: RUN_MS,
      callCostUs: 20,
      lines: Array.from({ length: 20 }, () => '1'),
    });
    const traceback = result.error?.traceback;
    expect(traceback === undefined || traceback === STOPPED ? 'clean' : output).toBe('clean');
  });
});
