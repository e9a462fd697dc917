// @vitest-environment node
import { loadMicroPython } from '@micropython/micropython-webassembly-pyscript';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../../domain/checks/run.ts';
import { parseScenario } from '../../../domain/checks/scenario.ts';
import { SEED_CHECKS } from './checks.ts';
import { seededPrograms } from './programs.ts';

/**
 * The demo's behaviour checks (issue 25): each passes on its activity's template and fails on a
 * mistake students make.
 */

/** A plausible mistake in each checked activity's program: a change of the template's code. */
const MISTAKES: Record<string, [string, string]> = {
  // Sleeping a whole second on and off: half the speed.
  activity_led_parpadeo: ['time.sleep(0.5)', 'time.sleep(1)'],
  // Forgetting that pressing reads False with the pull-up.
  activity_pulsador_led: ['led.value = not boton.value', 'led.value = boton.value'],
  // The comparison the wrong way round: it sounds when the way is clear.
  activity_alarma_proximidad: ['sonar.distance < 20', 'sonar.distance > 20'],
};

const programs = new Map(seededPrograms().map((program) => [program.id, program]));

const check = async (activityId: string, code: string) => {
  const program = programs.get(activityId);
  if (!program) throw new Error(`no seeded activity ${activityId}`);
  const outcomes = [];
  for (const stored of SEED_CHECKS[activityId] ?? []) {
    const parsed = parseScenario(stored.yaml);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    outcomes.push(
      await runCheck({ loadMicroPython, code, diagram: program.diagram, scenario: parsed.scenario }),
    );
  }
  return outcomes;
};

describe('seeded checks', () => {
  it('cover three activities', () => {
    expect(Object.keys(SEED_CHECKS).sort()).toEqual(Object.keys(MISTAKES).sort());
  });

  it.each(Object.keys(SEED_CHECKS))('%s: pass on the template, fail on the mistake', async (activityId) => {
    const template = programs.get(activityId)?.code ?? '';
    const passing = await check(activityId, template);
    expect(
      passing.map((outcome) => [outcome.status, outcome.steps.filter((s) => s.status === 'failed')]),
    ).toEqual(passing.map(() => ['passed', []]));
    const [from, to] = MISTAKES[activityId] ?? ['', ''];
    expect(template).toContain(from);
    const failing = await check(activityId, template.replace(from, to));
    expect(failing[0]?.status).toBe('failed');
  });
});
