import { z } from 'zod';
import type { CheckResult, StepResult } from './run.ts';
import { MAX_STEPS, parseScenario, type ScenarioProblem } from './scenario.ts';

/**
 * The behaviour checks of an activity and their results on a submission, as the API carries them
 * (issue 25). An activity holds a few checks, each a scenario in YAML and whether it is hidden:
 * a hidden check's expectations never reach a student, who sees its name and whether it passed.
 */

export const CHECK_LIMITS = {
  checksPerActivity: 10,
  /** A scenario's YAML, in characters: 200 steps of a long line each. */
  yamlMax: 40_000,
} as const;

const id = z.string().min(1).max(200);

export const activityCheckInputSchema = z.object({
  /** Kept when a check is edited; a new one gets an id from the server. */
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  yaml: z.string().min(1).max(CHECK_LIMITS.yamlMax),
  hidden: z.boolean(),
});
export type ActivityCheckInput = z.infer<typeof activityCheckInputSchema>;

export const saveActivityChecksSchema = z.object({
  /** The version the editor started from: 0 before the activity had checks. */
  version: z.number().int().min(0).max(2_147_483_647),
  checks: z.array(activityCheckInputSchema).max(CHECK_LIMITS.checksPerActivity),
});
export type SaveActivityChecks = z.infer<typeof saveActivityChecksSchema>;

/**
 * A practical guide's checks: never hidden, since a guide has no sending for the server to check;
 * its readers run every check themselves.
 */
export const saveGuideChecksSchema = saveActivityChecksSchema.extend({
  checks: z
    .array(activityCheckInputSchema.extend({ hidden: z.literal(false) }))
    .max(CHECK_LIMITS.checksPerActivity),
});

/** A check as its editors see it. */
export const activityCheckSchema = z.object({
  id: z.string(),
  name: z.string(),
  yaml: z.string(),
  hidden: z.boolean(),
});
export type ActivityCheck = z.infer<typeof activityCheckSchema>;

/**
 * A check as a viewer who may not edit the activity sees it: the scenario of a visible check (the
 * browser runs it), only the name and the number of steps of a hidden one.
 */
export const viewedCheckSchema = z.discriminatedUnion('hidden', [
  z.object({ id: z.string(), name: z.string(), hidden: z.literal(false), yaml: z.string() }),
  z.object({ id: z.string(), name: z.string(), hidden: z.literal(true), stepCount: z.number().int() }),
]);
export type ViewedCheck = z.infer<typeof viewedCheckSchema>;

/** The checks of an activity or a practical guide, as the caller may see them. */
export const checkSetSchema = z.object({
  /** Whether the caller may edit the checks (then `checks` are whole, hidden ones included). */
  editable: z.boolean(),
  version: z.number().int(),
  checks: z.array(viewedCheckSchema),
  /** Only for those who may edit: every check with its YAML. */
  editing: z.array(activityCheckSchema).optional(),
});
export type CheckSet = z.infer<typeof checkSetSchema>;

export const activityChecksSchema = checkSetSchema.extend({ activityId: z.string() });
export type ActivityChecks = z.infer<typeof activityChecksSchema>;

export const guideChecksSchema = checkSetSchema.extend({ guideId: z.string() });
export type GuideChecks = z.infer<typeof guideChecksSchema>;

export const activityCheckParams = z.object({ activityId: id });
export const guideCheckParams = z.object({ id });

/** A scenario problem of one check of the list, for the 400 of a save. */
export const checkProblemSchema = z.object({
  check: z.number().int(),
  code: z.string(),
  step: z.number().int().optional(),
  line: z.number().int().optional(),
  field: z.string().optional(),
  message: z.string(),
});
export type CheckProblem = z.infer<typeof checkProblemSchema>;

/** Every problem of a list of checks, each with its check's place (from 0). */
export const problemsOfChecks = (checks: readonly { yaml: string }[]): CheckProblem[] =>
  checks.flatMap((check, index) => {
    const parsed = parseScenario(check.yaml);
    return parsed.ok ? [] : parsed.problems.map((problem: ScenarioProblem) => ({ check: index, ...problem }));
  });

// ─── Results ──────────────────────────────────────────────────────────────────

const stepResultSchema = z.object({
  index: z.number().int(),
  type: z.string(),
  name: z.string().optional(),
  status: z.enum(['passed', 'failed', 'done', 'not-reached']),
  at: z.number().optional(),
  possible: z.number(),
  awarded: z.number(),
  reason: z.string().optional(),
  got: z.number().optional(),
});

export const checkOutcomeSchema = z.object({
  checkId: z.string(),
  name: z.string(),
  hidden: z.boolean(),
  /** runaway: stopped for its CPU time (a loop that never sleeps nor calls the board). */
  status: z.enum(['passed', 'failed', 'runaway']),
  awarded: z.number(),
  possible: z.number(),
  /** Absent for a student's view of a hidden check. */
  steps: z.array(stepResultSchema).optional(),
  program: z.enum(['running', 'finished', 'error']).optional(),
  error: z.string().optional(),
  endedAt: z.number().optional(),
  /** Board pin changes, for a tutor: the first ones of the run. */
  trace: z.array(z.object({ t: z.number(), pin: z.string(), level: z.number() })).optional(),
  output: z.string().optional(),
});
export type CheckOutcome = z.infer<typeof checkOutcomeSchema>;

export const CHECK_RUN_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type CheckRunState = (typeof CHECK_RUN_STATES)[number];

/** The checks of a handed-in submission: the latest run, or `none` when the activity has none. */
export const submissionChecksSchema = z.object({
  state: z.enum(['none', ...CHECK_RUN_STATES]),
  queuedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  awarded: z.number(),
  possible: z.number(),
  /** The score the checks propose (0–100), null until they ran or when nothing is worth points. */
  proposedScore: z.number().int().nullable(),
  /**
   * Each check's outcome, with the scenario it ran (as it was at the send) for those who may see
   * it, so its steps are told in words: a reviewer sees every one, a student a visible one only.
   */
  checks: z.array(checkOutcomeSchema.extend({ yaml: z.string().optional() })),
});
export type SubmissionChecks = z.infer<typeof submissionChecksSchema>;

/** 0–100 from points; null when nothing is worth anything. */
export const proposedScoreOf = (awarded: number, possible: number): number | null =>
  possible > 0 ? Math.round((100 * awarded) / possible) : null;

/** A run's outcome for one check, whole. */
export const outcomeOf = (
  check: { id: string; name: string; hidden: boolean },
  result: CheckResult,
): CheckOutcome => ({
  checkId: check.id,
  name: check.name,
  hidden: check.hidden,
  status: result.status,
  awarded: result.awarded,
  possible: result.possible,
  steps: result.steps.map((step: StepResult) => ({ ...step })),
  program: result.program,
  ...(result.error ? { error: result.error.traceback } : {}),
  endedAt: result.endedAt,
  trace: result.trace,
  output: result.output,
});

/** What a student may see of an outcome: a hidden check's name, pass/fail and points only. */
export const outcomeForStudent = (outcome: CheckOutcome): CheckOutcome =>
  outcome.hidden
    ? {
        checkId: outcome.checkId,
        name: outcome.name,
        hidden: true,
        status: outcome.status,
        awarded: outcome.awarded,
        possible: outcome.possible,
      }
    : { ...outcome, trace: undefined };

/** The name of a check: its scenario's `name`, or the start of its YAML when it does not parse. */
export const checkNameOf = (yaml: string): string => {
  const parsed = parseScenario(yaml);
  return parsed.ok ? parsed.scenario.name : (yaml.split('\n')[0] ?? '').slice(0, 80);
};

export const stepCountOf = (yaml: string): number => {
  const parsed = parseScenario(yaml);
  return parsed.ok ? Math.min(parsed.scenario.steps.length, MAX_STEPS) : 0;
};
