import { isMap, isSeq, LineCounter, parseDocument, stringify } from 'yaml';
import { z } from 'zod';

/**
 * Behaviour checks (issue 25) are written in Wokwi's automation scenario format, version 1, so a
 * scenario written for `wokwi-cli` imports and exports unchanged:
 *
 *     name: Blink
 *     version: 1
 *     steps:
 *       - wait-serial: 'ready'
 *       - set-control: { part-id: btn1, control: pressed, value: 1 }
 *       - delay: 100ms
 *       - expect-pin: { part-id: led1, pin: A, value: 1 }
 *
 * Steps: `delay`, `wait-serial`, `write-serial`, `set-control` and `expect-pin`, each with an
 * optional `name`, as wokwi-cli reads them (`set-control` and `expect-pin` take the current `name`
 * or the older `control`/`pin`; `expect-pin` also the docs' `expected`). Two extensions of ours,
 * which wokwi-cli does not know (docs/checks.md):
 * - `wait-pin` { part-id, pin, value, timeout }: the pin reaches the value within the timeout
 *   ("the LED turns on within 100 ms of the press");
 * - `points` on a checking step (`expect-pin`, `wait-pin`, and `wait-serial` in its long form
 *   `{ text, points }`): what passing it is worth.
 * Anything else is refused with its step and line, so a scenario never half-runs.
 */

export const SCENARIO_VERSION = 1;
/** The longest time a duration may say: a check runs for 30 s of simulated time by default. */
export const MAX_DURATION_MS = 10 * 60 * 1000;
export const MAX_STEPS = 200;
export const MAX_POINTS = 1000;
export const MAX_TEXT = 1000;

export type Level = 0 | 1;

interface StepBase {
  /** The step's own `name`, shown as it runs. */
  name?: string;
}

/** A duration as written (`200ms`, `1.5s`), kept for export, and in milliseconds. */
export interface Duration {
  text: string;
  ms: number;
}

export type ScenarioStep = StepBase &
  (
    | { type: 'delay'; duration: Duration }
    | { type: 'wait-serial'; text: string; points?: number }
    | { type: 'write-serial'; data: string | readonly number[] }
    | { type: 'set-control'; partId: string; control: string; value: number; controlKey: 'name' | 'control' }
    | {
        type: 'expect-pin';
        partId: string;
        pin: string;
        value: Level;
        pinKey: 'name' | 'pin';
        valueKey: 'value' | 'expected';
        points?: number;
      }
    | { type: 'wait-pin'; partId: string; pin: string; value: Level; timeout: Duration; points?: number }
  );

export type StepType = ScenarioStep['type'];
export const STEP_TYPES: readonly StepType[] = [
  'delay',
  'wait-serial',
  'write-serial',
  'set-control',
  'expect-pin',
  'wait-pin',
];

export interface Scenario {
  name: string;
  version: typeof SCENARIO_VERSION;
  author?: string;
  steps: ScenarioStep[];
}

/** What is wrong with a scenario, where: its step (1-based) and line, when it has them. */
export interface ScenarioProblem {
  code:
    | 'YAML'
    | 'NOT_A_SCENARIO'
    | 'NAME'
    | 'VERSION'
    | 'STEPS'
    | 'UNKNOWN_STEP'
    | 'ONE_STEP_A_LINE'
    | 'BAD_STEP'
    | 'DURATION';
  /** The step's number, from 1. */
  step?: number;
  line?: number;
  /** The step type or field concerned (`delay`, `part-id`). */
  field?: string;
  /** A short English account, for logs and for the YAML view; the page words it in the user's language. */
  message: string;
}

export type ParseResult = { ok: true; scenario: Scenario } | { ok: false; problems: ScenarioProblem[] };

const DURATION = /^(\d+(?:\.\d*)?)\s*(ns|us|ms|s)$/i;
const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, ms: 1, s: 1000 };

/** `200ms` → 200; a number without units, or anything else, is a problem (as in wokwi-cli). */
export const parseDuration = (text: unknown): Duration | string => {
  if (typeof text === 'number') return `the duration ${text} needs units, e.g. ${text}ms`;
  if (typeof text !== 'string') return 'a duration is text with units, e.g. 200ms';
  const trimmed = text.trim();
  if (/^0(\.0*)?$/.test(trimmed)) return { text: trimmed, ms: 0 };
  const match = DURATION.exec(trimmed);
  if (!match) {
    return Number.isFinite(Number.parseFloat(trimmed))
      ? `the duration ${trimmed} needs units (ns, us, ms or s)`
      : `${trimmed} is not a duration (e.g. 200ms, 1.5s)`;
  }
  const ms = Number.parseFloat(match[1] ?? '0') * (UNIT_MS[(match[2] ?? 's').toLowerCase()] ?? 1000);
  if (ms > MAX_DURATION_MS) return `${trimmed} is longer than ${MAX_DURATION_MS / 60_000} minutes`;
  return { text: trimmed, ms };
};

const text = z.string().min(1).max(MAX_TEXT);
const partId = z.string().min(1).max(100);
const pinName = z.union([z.string().min(1).max(40), z.number().int().min(0).max(99).transform(String)]);
const level = z.union([z.literal(0), z.literal(1), z.boolean().transform((on) => (on ? 1 : 0) as Level)]);
const points = z.number().int().min(0).max(MAX_POINTS).optional();
const stepName = z.string().min(1).max(200).optional();
const duration = z.unknown().transform((value, ctx) => {
  const parsed = parseDuration(value);
  if (typeof parsed === 'string') {
    ctx.addIssue({ code: 'custom', message: parsed, params: { duration: true } });
    return z.NEVER;
  }
  return parsed;
});

const BODIES = {
  delay: duration.transform((d) => ({ type: 'delay' as const, duration: d })),
  'wait-serial': z.union([
    text.transform((t) => ({ type: 'wait-serial' as const, text: t })),
    z.strictObject({ text, points }).transform((b) => ({ type: 'wait-serial' as const, ...b })),
  ]),
  'write-serial': z.union([
    text.transform((t) => ({ type: 'write-serial' as const, data: t })),
    z
      .array(z.number().int().min(0).max(255))
      .min(1)
      .max(MAX_TEXT)
      .transform((bytes) => ({ type: 'write-serial' as const, data: bytes })),
  ]),
  'set-control': z
    .strictObject({
      'part-id': partId,
      name: z.string().min(1).max(40).optional(),
      control: z.string().min(1).max(40).optional(),
      value: z.number(),
    })
    .refine((b) => (b.name === undefined) !== (b.control === undefined), {
      message: 'set-control names its control once: `name` (or the older `control`)',
    })
    .transform((b) => ({
      type: 'set-control' as const,
      partId: b['part-id'],
      control: (b.name ?? b.control) as string,
      value: b.value,
      controlKey: b.name !== undefined ? ('name' as const) : ('control' as const),
    })),
  'expect-pin': z
    .strictObject({
      'part-id': partId,
      name: pinName.optional(),
      pin: pinName.optional(),
      value: level.optional(),
      expected: level.optional(),
      points,
    })
    .refine((b) => (b.name === undefined) !== (b.pin === undefined), {
      message: 'expect-pin names its pin once: `name` (or the older `pin`)',
    })
    .refine((b) => (b.value === undefined) !== (b.expected === undefined), {
      message: 'expect-pin says the level once, 0 or 1: `value` (or `expected`)',
    })
    .transform((b) => ({
      type: 'expect-pin' as const,
      partId: b['part-id'],
      pin: (b.name ?? b.pin) as string,
      value: (b.value ?? b.expected) as Level,
      pinKey: b.name !== undefined ? ('name' as const) : ('pin' as const),
      valueKey: b.value !== undefined ? ('value' as const) : ('expected' as const),
      ...(b.points === undefined ? {} : { points: b.points }),
    })),
  'wait-pin': z
    .strictObject({ 'part-id': partId, pin: pinName, value: level, timeout: duration, points })
    .transform((b) => ({
      type: 'wait-pin' as const,
      partId: b['part-id'],
      pin: b.pin,
      value: b.value,
      timeout: b.timeout,
      ...(b.points === undefined ? {} : { points: b.points }),
    })),
} satisfies Record<StepType, z.ZodType>;

const isStepType = (key: string): key is StepType => Object.hasOwn(BODIES, key);

const describeIssue = (issue: z.core.$ZodIssue): string => {
  const at = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  if (issue.code === 'unrecognized_keys')
    return `${at}unknown field ${issue.keys.map((k) => `\`${k}\``).join(', ')}`;
  return `${at}${issue.message}`;
};

/** One step, as it comes from the YAML: a map with its type's key and, maybe, `name`. */
const parseStep = (
  raw: unknown,
  step: number,
  line: number | undefined,
): ScenarioStep | ScenarioProblem[] => {
  const where = { step, ...(line === undefined ? {} : { line }) };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return [{ code: 'BAD_STEP', ...where, message: `step ${step} is not a step (e.g. "- delay: 100ms")` }];
  }
  const entries = Object.entries(raw as Record<string, unknown>);
  const nameEntry = entries.find(([key]) => key === 'name');
  const keys = entries.filter(([key]) => key !== 'name');
  const unknown = keys.filter(([key]) => !isStepType(key));
  if (unknown.length > 0) {
    const [key] = unknown[0] ?? [''];
    return [
      {
        code: 'UNKNOWN_STEP',
        ...where,
        field: key,
        message: `step ${step}: "${key}" is not a step this simulator runs (${STEP_TYPES.join(', ')})`,
      },
    ];
  }
  if (keys.length !== 1) {
    return [{ code: 'ONE_STEP_A_LINE', ...where, message: `step ${step} must hold exactly one action` }];
  }
  const [[type, body]] = keys as [[StepType, unknown]];
  const name = stepName.safeParse(nameEntry?.[1]);
  if (!name.success) {
    return [
      { code: 'BAD_STEP', ...where, field: 'name', message: `step ${step}: its name must be short text` },
    ];
  }
  const parsed = BODIES[type].safeParse(body);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => ({
      code: (issue.code === 'custom' && issue.params?.duration
        ? 'DURATION'
        : 'BAD_STEP') as ScenarioProblem['code'],
      ...where,
      field: type,
      message: `step ${step} (${type}): ${describeIssue(issue)}`,
    }));
  }
  return { ...(name.data === undefined ? {} : { name: name.data }), ...parsed.data } as ScenarioStep;
};

/** Parses a scenario's YAML. Every problem found is reported, each with its step and line. */
export const parseScenario = (source: string): ParseResult => {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return {
      ok: false,
      problems: doc.errors.map((error) => ({
        code: 'YAML' as const,
        line: error.linePos?.[0].line,
        message: error.message.split('\n')[0] ?? 'not valid YAML',
      })),
    };
  }
  const root = doc.contents;
  if (!isMap(root)) {
    return {
      ok: false,
      problems: [{ code: 'NOT_A_SCENARIO', message: 'a scenario is a map with name, version and steps' }],
    };
  }
  const lineOf = (node: unknown) => {
    const range = (node as { range?: [number, number, number] } | null)?.range;
    return range ? lines.linePos(range[0]).line : undefined;
  };
  const problems: ScenarioProblem[] = [];
  const value = doc.toJS() as Record<string, unknown>;
  const allowed = new Set(['name', 'version', 'author', 'steps']);
  for (const key of Object.keys(value)) {
    if (!allowed.has(key)) {
      problems.push({
        code: 'NOT_A_SCENARIO',
        field: key,
        line: lineOf(root.get(key, true)),
        message: `unknown field "${key}"`,
      });
    }
  }
  const name = z.string().min(1).max(200).safeParse(value.name);
  if (!name.success) problems.push({ code: 'NAME', message: 'the scenario needs a name (text)' });
  if (value.version !== SCENARIO_VERSION) {
    problems.push({
      code: 'VERSION',
      line: lineOf(root.get('version', true)),
      message: `unsupported scenario version: ${String(value.version)} (only ${SCENARIO_VERSION})`,
    });
  }
  const author = z.string().max(200).optional().safeParse(value.author);
  if (!author.success) problems.push({ code: 'NAME', field: 'author', message: 'the author is text' });
  const stepsNode = root.get('steps', true);
  const rawSteps = value.steps;
  const steps: ScenarioStep[] = [];
  if (!Array.isArray(rawSteps) || !isSeq(stepsNode) || rawSteps.length === 0) {
    problems.push({ code: 'STEPS', line: lineOf(stepsNode), message: 'the scenario needs a list of steps' });
  } else if (rawSteps.length > MAX_STEPS) {
    problems.push({ code: 'STEPS', line: lineOf(stepsNode), message: `at most ${MAX_STEPS} steps` });
  } else {
    rawSteps.forEach((raw, index) => {
      const parsed = parseStep(raw, index + 1, lineOf(stepsNode.items[index]));
      if (Array.isArray(parsed)) problems.push(...parsed);
      else steps.push(parsed);
    });
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    scenario: {
      name: name.data as string,
      version: SCENARIO_VERSION,
      ...(author.data === undefined ? {} : { author: author.data }),
      steps,
    },
  };
};

const exportStep = (step: ScenarioStep): Record<string, unknown> => {
  const named = step.name === undefined ? {} : { name: step.name };
  const scored = (points: number | undefined) => (points === undefined ? {} : { points });
  switch (step.type) {
    case 'delay':
      return { ...named, delay: step.duration.text };
    case 'wait-serial':
      return {
        ...named,
        'wait-serial': step.points === undefined ? step.text : { text: step.text, points: step.points },
      };
    case 'write-serial':
      return { ...named, 'write-serial': step.data };
    case 'set-control':
      return {
        ...named,
        'set-control': { 'part-id': step.partId, [step.controlKey]: step.control, value: step.value },
      };
    case 'expect-pin':
      return {
        ...named,
        'expect-pin': {
          'part-id': step.partId,
          [step.pinKey]: step.pin,
          [step.valueKey]: step.value,
          ...scored(step.points),
        },
      };
    case 'wait-pin':
      return {
        ...named,
        'wait-pin': {
          'part-id': step.partId,
          pin: step.pin,
          value: step.value,
          timeout: step.timeout.text,
          ...scored(step.points),
        },
      };
  }
};

/** The scenario as YAML that wokwi-cli reads (but for our two extensions, where used). */
export const scenarioToYaml = (scenario: Scenario): string =>
  stringify(
    {
      name: scenario.name,
      version: scenario.version,
      ...(scenario.author === undefined ? {} : { author: scenario.author }),
      steps: scenario.steps.map(exportStep),
    },
    { lineWidth: 0 },
  );

/** Whether the scenario uses what wokwi-cli does not know (`wait-pin`, `points`). */
export const usesExtensions = (scenario: Scenario): boolean =>
  scenario.steps.some((step) => step.type === 'wait-pin' || ('points' in step && step.points !== undefined));
