import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ParseResult,
  parseDuration,
  parseScenario,
  type Scenario,
  type ScenarioStep,
  scenarioToYaml,
  usesExtensions,
} from './scenario.ts';

const parsed = (source: string): Scenario => {
  const result = parseScenario(source);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.scenario;
};
const problemsOf = (result: ParseResult) => (result.ok ? [] : result.problems);

/** Wokwi's own documentation example (docs/wokwi-ci/automation-scenarios.md). */
const WOKWI_DOCS = `name: 'Your scenario name'
version: 1
author: 'Your name'

steps:
  # List of steps:
  - set-control:
      part-id: btn1
      control: pressed
      value: 1
  - delay: 500ms
  - wait-serial: 'Button 1 pressed'
`;

/** The flow style wokwi-cli users write, with the current `name` keys and step names. */
const FLOW = `name: Pushbutton counter test
version: 1
steps:
  - wait-serial: 'Pushbutton Counter'
  - name: press
    set-control: { part-id: btn1, name: pressed, value: 1 }
  - delay: 100ms
  - set-control: { part-id: btn1, name: pressed, value: 0 }
  - expect-pin: { part-id: led1, name: A, value: 1 }
  - write-serial: [87, 111, 107]
  - write-serial: 'hola'
  - delay: 1.5s
  - delay: 250us
`;

/** The docs' expect-pin, with `pin` and `expected`. */
const DOCS_EXPECT = `name: Sprinkler
version: 1
steps:
  - set-control:
      part-id: dht
      control: humidity
      value: 39
  - delay: 2s
  - expect-pin:
      part-id: esp
      pin: 18
      expected: 1
`;

/** Our extensions: wait-pin with a timeout, points on checking steps. */
const OURS = `name: Botón enciende el LED
version: 1
steps:
  - set-control: { part-id: btn1, control: pressed, value: 1 }
  - wait-pin: { part-id: led1, pin: A, value: 1, timeout: 100ms, points: 3 }
  - wait-serial: { text: 'encendido', points: 2 }
  - expect-pin: { part-id: led1, pin: A, value: 1, points: 1 }
`;

describe('parsing a scenario', () => {
  it("reads Wokwi's documented example", () => {
    expect(parsed(WOKWI_DOCS)).toEqual({
      name: 'Your scenario name',
      version: 1,
      author: 'Your name',
      steps: [
        { type: 'set-control', partId: 'btn1', control: 'pressed', value: 1, controlKey: 'control' },
        { type: 'delay', duration: { text: '500ms', ms: 500 } },
        { type: 'wait-serial', text: 'Button 1 pressed' },
      ],
    });
  });

  it('reads every step type, both key names wokwi-cli takes, step names and durations in each unit', () => {
    const scenario = parsed(FLOW);
    expect(scenario.steps).toEqual([
      { type: 'wait-serial', text: 'Pushbutton Counter' },
      {
        name: 'press',
        type: 'set-control',
        partId: 'btn1',
        control: 'pressed',
        value: 1,
        controlKey: 'name',
      },
      { type: 'delay', duration: { text: '100ms', ms: 100 } },
      { type: 'set-control', partId: 'btn1', control: 'pressed', value: 0, controlKey: 'name' },
      { type: 'expect-pin', partId: 'led1', pin: 'A', value: 1, pinKey: 'name', valueKey: 'value' },
      { type: 'write-serial', data: [87, 111, 107] },
      { type: 'write-serial', data: 'hola' },
      { type: 'delay', duration: { text: '1.5s', ms: 1500 } },
      { type: 'delay', duration: { text: '250us', ms: 0.25 } },
    ]);
    expect(usesExtensions(scenario)).toBe(false);
    const docs = parsed(DOCS_EXPECT).steps[2];
    expect(docs).toEqual({
      type: 'expect-pin',
      partId: 'esp',
      pin: '18',
      value: 1,
      pinKey: 'pin',
      valueKey: 'expected',
    });
  });

  it('reads our two extensions, and says that it uses them', () => {
    const scenario = parsed(OURS);
    expect(scenario.steps.slice(1)).toEqual([
      {
        type: 'wait-pin',
        partId: 'led1',
        pin: 'A',
        value: 1,
        timeout: { text: '100ms', ms: 100 },
        points: 3,
      },
      { type: 'wait-serial', text: 'encendido', points: 2 },
      { type: 'expect-pin', partId: 'led1', pin: 'A', value: 1, pinKey: 'pin', valueKey: 'value', points: 1 },
    ]);
    expect(usesExtensions(scenario)).toBe(true);
  });

  it('reads durations as wokwi-cli does: units required, 0 alone allowed', () => {
    expect(parseDuration('200ms')).toEqual({ text: '200ms', ms: 200 });
    expect(parseDuration('2 s')).toEqual({ text: '2 s', ms: 2000 });
    expect(parseDuration('1500000ns')).toEqual({ text: '1500000ns', ms: 1.5 });
    expect(parseDuration('0')).toEqual({ text: '0', ms: 0 });
    expect(parseDuration(200)).toBe('the duration 200 needs units, e.g. 200ms');
    expect(parseDuration('200')).toBe('the duration 200 needs units (ns, us, ms or s)');
    expect(parseDuration('soon')).toBe('soon is not a duration (e.g. 200ms, 1.5s)');
    expect(parseDuration('11min')).toBe('the duration 11min needs units (ns, us, ms or s)');
    expect(parseDuration('700s')).toBe('700s is longer than 10 minutes');
  });
});

describe('a bad scenario', () => {
  it('names the step and the line of each problem, all of them at once', () => {
    const result = parseScenario(`name: Mal
version: 1
steps:
  - delay: 500
  - take-screenshot: { part-id: oled1, compare-with: a.png }
  - expect-pin: { part-id: led1, pin: A, value: 2 }
  - set-control: { part-id: btn1, control: pressed, value: 1, extra: 3 }
  - delay: 1s
    wait-serial: 'both'
`);
    expect(problemsOf(result).map(({ code, step, line }) => ({ code, step, line }))).toEqual([
      { code: 'DURATION', step: 1, line: 4 },
      { code: 'UNKNOWN_STEP', step: 2, line: 5 },
      { code: 'BAD_STEP', step: 3, line: 6 },
      { code: 'BAD_STEP', step: 4, line: 7 },
      { code: 'ONE_STEP_A_LINE', step: 5, line: 8 },
    ]);
    const messages = problemsOf(result).map((problem) => problem.message);
    expect(messages[0]).toBe('step 1 (delay): the duration 500 needs units, e.g. 500ms');
    expect(messages[1]).toContain('"take-screenshot" is not a step this simulator runs');
    expect(messages[3]).toContain('unknown field `extra`');
  });

  it('refuses another version, a missing name, no steps, unknown fields and what is not YAML', () => {
    expect(problemsOf(parseScenario('name: x\nversion: 2\nsteps:\n  - delay: 1ms\n'))).toEqual([
      { code: 'VERSION', line: 2, message: 'unsupported scenario version: 2 (only 1)' },
    ]);
    expect(problemsOf(parseScenario('version: 1\nsteps:\n  - delay: 1ms\n')).map((p) => p.code)).toEqual([
      'NAME',
    ]);
    expect(problemsOf(parseScenario('name: x\nversion: 1\nsteps: []\n')).map((p) => p.code)).toEqual([
      'STEPS',
    ]);
    expect(problemsOf(parseScenario('name: x\nversion: 1\ncolor: red\nsteps:\n  - delay: 1ms\n'))).toEqual([
      { code: 'NOT_A_SCENARIO', field: 'color', line: 3, message: 'unknown field "color"' },
    ]);
    const yaml = problemsOf(parseScenario('name: [unclosed\nversion: 1\n'));
    expect(yaml[0]?.code).toBe('YAML');
    expect(yaml[0]?.line).toBeGreaterThan(0);
    expect(problemsOf(parseScenario('- just a list\n')).map((p) => p.code)).toEqual(['NOT_A_SCENARIO']);
    expect(problemsOf(parseScenario('name: x\nname: y\nversion: 1\nsteps:\n  - delay: 1ms\n'))[0]?.code).toBe(
      'YAML',
    );
  });

  it('refuses a pin or control named twice, or a level other than 0 and 1', () => {
    const both = parseScenario(
      'name: x\nversion: 1\nsteps:\n  - expect-pin: { part-id: a, pin: A, name: A, value: 1 }\n',
    );
    expect(problemsOf(both)[0]?.message).toContain('names its pin once');
    const levels = parseScenario(
      'name: x\nversion: 1\nsteps:\n  - expect-pin: { part-id: a, pin: A, value: 1, expected: 0 }\n',
    );
    expect(problemsOf(levels)[0]?.message).toContain('says the level once');
    const control = parseScenario('name: x\nversion: 1\nsteps:\n  - set-control: { part-id: a, value: 1 }\n');
    expect(problemsOf(control)[0]?.message).toContain('names its control once');
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (source) => {
        const result = parseScenario(source);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('exporting a scenario', () => {
  it.each([
    ['the docs example', WOKWI_DOCS],
    ['the flow style', FLOW],
    ['the docs expect-pin', DOCS_EXPECT],
    ['our extensions', OURS],
  ])('gives back %s as it came in', (_name, source) => {
    const scenario = parsed(source);
    const again = scenarioToYaml(scenario);
    expect(parsed(again)).toEqual(scenario);
    // The keys wokwi-cli reads are the ones written: an imported scenario exports unchanged.
    expect(scenarioToYaml(parsed(again))).toBe(again);
  });

  it('writes the keys wokwi-cli reads', () => {
    expect(scenarioToYaml(parsed(WOKWI_DOCS))).toBe(`name: Your scenario name
version: 1
author: Your name
steps:
  - set-control:
      part-id: btn1
      control: pressed
      value: 1
  - delay: 500ms
  - wait-serial: Button 1 pressed
`);
  });

  const durationArb = fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.constantFrom('ms', 's', 'us', 'ns'))
    .map(([n, unit]) => `${n}${unit}`)
    .filter((text) => typeof parseDuration(text) !== 'string');
  const id = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/);
  const words = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() === s && s.length > 0);
  const pointsArb = fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined });
  const withPoints = <T extends object>(step: T, points: number | undefined) =>
    points === undefined ? step : { ...step, points };
  const stepArb: fc.Arbitrary<ScenarioStep> = fc.oneof(
    durationArb.map((text) => ({
      type: 'delay' as const,
      duration: parseDuration(text) as { text: string; ms: number },
    })),
    fc
      .tuple(words, pointsArb)
      .map(([text, points]) => withPoints({ type: 'wait-serial' as const, text }, points)),
    fc
      .oneof(words, fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 5 }))
      .map((data) => ({
        type: 'write-serial' as const,
        data,
      })),
    fc
      .tuple(
        id,
        id,
        fc.integer({ min: -100, max: 1000 }),
        fc.constantFrom('name' as const, 'control' as const),
      )
      .map(([partId, control, value, controlKey]) => ({
        type: 'set-control' as const,
        partId,
        control,
        value,
        controlKey,
      })),
    fc
      .tuple(
        id,
        id,
        fc.constantFrom(0 as const, 1 as const),
        fc.constantFrom('name' as const, 'pin' as const),
        fc.constantFrom('value' as const, 'expected' as const),
        pointsArb,
      )
      .map(([partId, pin, value, pinKey, valueKey, points]) =>
        withPoints({ type: 'expect-pin' as const, partId, pin, value, pinKey, valueKey }, points),
      ),
    fc
      .tuple(id, id, fc.constantFrom(0 as const, 1 as const), durationArb, pointsArb)
      .map(([partId, pin, value, timeout, points]) =>
        withPoints(
          {
            type: 'wait-pin' as const,
            partId,
            pin,
            value,
            timeout: parseDuration(timeout) as { text: string; ms: number },
          },
          points,
        ),
      ),
  );

  it('round-trips any scenario through YAML', () => {
    fc.assert(
      fc.property(words, fc.array(stepArb, { minLength: 1, maxLength: 12 }), (name, steps) => {
        const scenario: Scenario = { name, version: 1, steps };
        expect(parsed(scenarioToYaml(scenario))).toEqual(scenario);
      }),
      { numRuns: 200 },
    );
  });
});
