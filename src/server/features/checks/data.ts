import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type ActivityChecks,
  type CheckOutcome,
  type CheckSet,
  checkNameOf,
  outcomeForStudent,
  proposedScoreOf,
  type SaveActivityChecks,
  type SubmissionChecks,
  stepCountOf,
} from '../../../domain/checks/api.ts';
import type { Diagram } from '../../../domain/circuit/diagram.ts';
import { repairDiagram } from '../../../domain/circuit/repair.ts';
import type { Db } from '../../db/client.ts';
import {
  type ActivityChecksRow,
  activityChecks,
  type CheckRunRow,
  checkRuns,
  courses,
  groups,
  projects,
  type StoredCheck,
  submissions,
} from '../../db/schema/index.ts';
import { courseInstitutionId } from '../academy/course-access.ts';

/**
 * An activity's behaviour checks and their runs on submissions (issue 25): read and saved by the
 * course's managers, read without a hidden check's expectations by everyone else who may open the
 * activity, queued by a send and taken by the check queue (queue.ts).
 */

export const findActivityChecks = async (db: Db, activityId: string): Promise<ActivityChecksRow | null> => {
  const [row] = await db.select().from(activityChecks).where(eq(activityChecks.activityId, activityId));
  return row ?? null;
};

/** The checks as `editable` (a manager of the course) or anyone else who may open the activity sees them. */
export const viewActivityChecks = (
  activityId: string,
  row: ActivityChecksRow | null,
  editable: boolean,
): ActivityChecks => ({ activityId, ...viewChecks(row, editable) });

/** Stored checks as an editor (whole) or anyone else (a hidden one named only) sees them. */
export const viewChecks = (
  row: { checks: StoredCheck[]; version: number } | null,
  editable: boolean,
): CheckSet => {
  const stored = row?.checks ?? [];
  return {
    editable,
    version: row?.version ?? 0,
    checks: stored.map((check) =>
      check.hidden && !editable
        ? { id: check.id, name: checkNameOf(check.yaml), hidden: true, stepCount: stepCountOf(check.yaml) }
        : { id: check.id, name: checkNameOf(check.yaml), hidden: false, yaml: check.yaml },
    ),
    ...(editable ? { editing: stored.map((check) => ({ ...check, name: checkNameOf(check.yaml) })) } : {}),
  };
};

/** The checks to store: each keeps its id when it has one of its own, a new one gets one. */
export const storedChecksOf = (input: SaveActivityChecks): StoredCheck[] => {
  const seen = new Set<string>();
  return input.checks.map((check) => {
    const id = check.id !== undefined && !seen.has(check.id) ? check.id : randomUUID();
    seen.add(id);
    return { id, yaml: check.yaml, hidden: check.hidden };
  });
};

/** A versioned save of checks: the row written, or the version a stale save lost to. */
export type ChecksWrite<Row = ActivityChecksRow> =
  | { kind: 'saved'; row: Row }
  | { kind: 'conflict'; current: { version: number } };

/** Replaces the activity's checks at `version` (0: it had none yet); a stale version is a conflict. */
export const saveActivityChecks = (
  db: Db,
  key: { courseId: string; activityId: string; actorId: string },
  input: SaveActivityChecks,
): Promise<ChecksWrite> =>
  db.transaction(async (tx) => {
    const checks = storedChecksOf(input);
    const [written] =
      input.version === 0
        ? await tx
            .insert(activityChecks)
            .values({ activityId: key.activityId, courseId: key.courseId, checks, updatedBy: key.actorId })
            .onConflictDoNothing()
            .returning()
        : await tx
            .update(activityChecks)
            .set({ checks, updatedBy: key.actorId, version: sql`${activityChecks.version} + 1` })
            .where(
              and(
                eq(activityChecks.activityId, key.activityId),
                eq(activityChecks.courseId, key.courseId),
                eq(activityChecks.version, input.version),
              ),
            )
            .returning();
    if (written) return { kind: 'saved', row: written };
    const [current] = await tx
      .select({ version: activityChecks.version })
      .from(activityChecks)
      .where(eq(activityChecks.activityId, key.activityId));
    return { kind: 'conflict', current: { version: current?.version ?? 0 } };
  });

type Executor = Pick<Db, 'select' | 'insert'>;

/** Queues a run of the activity's checks on a submission just sent, in the send's transaction. */
export const queueCheckRun = async (
  tx: Executor,
  submissionId: string,
  activityId: string,
): Promise<boolean> => {
  const [row] = await tx
    .select({ checks: activityChecks.checks })
    .from(activityChecks)
    .where(eq(activityChecks.activityId, activityId));
  if (!row || row.checks.length === 0) return false;
  await tx.insert(checkRuns).values({ submissionId, checks: row.checks });
  return true;
};

/** The submission's latest run, or null. */
export const latestCheckRun = async (db: Db, submissionId: string): Promise<CheckRunRow | null> => {
  const [row] = await db
    .select()
    .from(checkRuns)
    .where(eq(checkRuns.submissionId, submissionId))
    .orderBy(desc(checkRuns.queuedAt))
    .limit(1);
  return row ?? null;
};

/** Whether the activity carries any check. */
export const activityHasChecks = async (db: Db, activityId: string): Promise<boolean> => {
  const [row] = await db
    .select({ count: sql<number>`jsonb_array_length(${activityChecks.checks})` })
    .from(activityChecks)
    .where(eq(activityChecks.activityId, activityId));
  return Number(row?.count ?? 0) > 0;
};

/** The proposed scores of the latest finished runs of these submissions. */
export const checkedScoresOf = async (db: Db, submissionIds: readonly string[]) => {
  const scores = new Map<string, number | null>();
  if (submissionIds.length === 0) return scores;
  const rows = await db
    .selectDistinctOn([checkRuns.submissionId], {
      submissionId: checkRuns.submissionId,
      state: checkRuns.state,
      awarded: checkRuns.awarded,
      possible: checkRuns.possible,
    })
    .from(checkRuns)
    .where(inArray(checkRuns.submissionId, [...submissionIds]))
    .orderBy(checkRuns.submissionId, desc(checkRuns.queuedAt));
  for (const row of rows)
    scores.set(row.submissionId, row.state === 'done' ? proposedScoreOf(row.awarded, row.possible) : null);
  return scores;
};

/** The activities of a course that carry checks. */
export const activitiesWithChecks = async (db: Db, courseId: string): Promise<Set<string>> => {
  const rows = await db
    .select({ activityId: activityChecks.activityId })
    .from(activityChecks)
    .where(and(eq(activityChecks.courseId, courseId), sql`jsonb_array_length(${activityChecks.checks}) > 0`));
  return new Set(rows.map((row) => row.activityId));
};

/** A run as the API shows it: whole to the tutor, a hidden check reduced to its name and pass/fail for the student. */
export const viewCheckRun = (run: CheckRunRow | null, forStudent: boolean): SubmissionChecks => {
  if (!run) {
    return {
      state: 'none',
      queuedAt: null,
      finishedAt: null,
      awarded: 0,
      possible: 0,
      proposedScore: null,
      checks: [],
    };
  }
  return {
    state: run.state,
    queuedAt: run.queuedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    awarded: run.awarded,
    possible: run.possible,
    proposedScore: run.state === 'done' ? proposedScoreOf(run.awarded, run.possible) : null,
    checks:
      run.state === 'done'
        ? run.outcomes.map((outcome) => {
            const yaml = run.checks.find((check) => check.id === outcome.checkId)?.yaml;
            if (!forStudent) return { ...outcome, ...(yaml === undefined ? {} : { yaml }) };
            const shown = outcomeForStudent(outcome);
            return outcome.hidden || yaml === undefined ? shown : { ...shown, yaml };
          })
        : [],
  };
};

// ─── The queue ────────────────────────────────────────────────────────────────

/** A run that has been `running` this long was left by a process that stopped: it is taken again. */
const STALE_RUN = sql`interval '3 minutes'`;
/** After this many tries a run is given up as failed. */
export const MAX_ATTEMPTS = 3;

export interface ClaimedRun {
  run: CheckRunRow;
  submission: { groupId: string; activityId: string; studentId: string };
  /** Who hears that the run is done: the student, the group's mentor, the institution's admins. */
  audience: { studentId: string; mentorId: string | null; institutionId: string | null };
  project: { code: string; diagram: Diagram } | null;
}

/**
 * Takes the oldest waiting run, `FOR UPDATE SKIP LOCKED` so that several server processes share
 * the queue without taking the same run twice; null when none waits.
 */
export const claimCheckRun = async (db: Db): Promise<ClaimedRun | null> => {
  const claimed = await db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: checkRuns.id })
      .from(checkRuns)
      .where(
        sql`${checkRuns.state} = 'queued' or (${checkRuns.state} = 'running' and ${checkRuns.startedAt} < now() - ${STALE_RUN})`,
      )
      .orderBy(checkRuns.queuedAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return null;
    const [run] = await tx
      .update(checkRuns)
      .set({ state: 'running', startedAt: sql`now()`, attempts: sql`${checkRuns.attempts} + 1` })
      .where(eq(checkRuns.id, next.id))
      .returning();
    return run ?? null;
  });
  if (!claimed) return null;
  const [found] = await db
    .select({
      groupId: submissions.groupId,
      activityId: submissions.activityId,
      studentId: submissions.studentId,
      mentorId: groups.mentorId,
      institutionId: courseInstitutionId,
      code: projects.code,
      diagram: projects.diagram,
    })
    .from(submissions)
    .innerJoin(groups, eq(groups.id, submissions.groupId))
    .innerJoin(courses, eq(courses.id, groups.courseId))
    .leftJoin(projects, eq(projects.id, submissions.projectId))
    .where(eq(submissions.id, claimed.submissionId));
  if (!found) return null;
  const project =
    found.code === null || found.diagram === null
      ? null
      : { code: found.code, diagram: repairDiagram(found.diagram).diagram };
  return {
    run: claimed,
    submission: { groupId: found.groupId, activityId: found.activityId, studentId: found.studentId },
    audience: { studentId: found.studentId, mentorId: found.mentorId, institutionId: found.institutionId },
    project,
  };
};

export const finishCheckRun = async (db: Db, runId: string, outcomes: CheckOutcome[]) => {
  const awarded = outcomes.reduce((sum, o) => sum + o.awarded, 0);
  const possible = outcomes.reduce((sum, o) => sum + o.possible, 0);
  await db
    .update(checkRuns)
    .set({ state: 'done', outcomes, awarded, possible, finishedAt: sql`now()`, error: null })
    .where(eq(checkRuns.id, runId));
};

/** A run that could not be done (its runner broke): queued again until its tries are spent. */
export const failCheckRun = async (db: Db, run: CheckRunRow, error: string) => {
  const givenUp = run.attempts >= MAX_ATTEMPTS;
  await db
    .update(checkRuns)
    .set({
      state: givenUp ? 'failed' : 'queued',
      error: error.slice(0, 2000),
      ...(givenUp ? { finishedAt: sql`now()` } : {}),
    })
    .where(eq(checkRuns.id, run.id));
};
