import { and, eq, sql } from 'drizzle-orm';
import { proposedScoreOf } from '../../../domain/checks/api.ts';
import type { SubmissionStatus } from '../../../domain/constants.ts';
import type { ErrorCode } from '../../../domain/errors.ts';
import { type SubmissionAction, type SubmissionRole, transition } from '../../../domain/submissions.ts';
import type { Db } from '../../db/client.ts';
import { gradeEvents, projects, submissions } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import type { LiveEvents } from '../../realtime/live-events.ts';
import { latestCheckRun, queueCheckRun } from '../checks/data.ts';
import type { GroupContext } from './group-context.ts';

/** The score the submission's latest finished check run proposes, if any. */
const proposedScoreFor = async (tx: Db, submissionId: string) => {
  const run = await latestCheckRun(tx, submissionId);
  return run?.state === 'done' ? proposedScoreOf(run.awarded, run.possible) : null;
};

export interface Move {
  action: SubmissionAction;
  /** The caller's part in it; null when they are neither the student nor the group's mentor. */
  role: SubmissionRole | null;
  actorId: string;
  /** The version the caller's view started from. */
  version: number;
  /** grade: the new score; grade and return: the feedback (grade keeps the old one when absent). */
  score?: number;
  feedback?: string;
  /** grade: the tutor took the behaviour checks' proposed score (kept only when it is that score). */
  fromProposal?: boolean;
}

export type MoveResult =
  /** `checksQueued`: the send queued a run of the activity's behaviour checks. */
  | { kind: 'moved'; checksQueued: boolean }
  | { kind: 'stale'; current: { version: number; status: SubmissionStatus } };

/** The §8 message of a move the submission's status does not allow. */
const CONFLICT_CODE: Record<SubmissionAction, ErrorCode> = {
  send: 'SUBMISSION_ALREADY_SENT',
  grade: 'SUBMISSION_NOT_SENT',
  return: 'SUBMISSION_NOT_RETURNABLE',
};

/** What a move writes beside the new status (spec §4: sentAt, completedAt; return keeps score and feedback). */
const changesOf = (move: Move, now: Date) => {
  switch (move.action) {
    case 'send':
      return { sentAt: now };
    case 'grade':
      return {
        score: move.score ?? null,
        completedAt: now,
        ...(move.feedback !== undefined ? { feedback: move.feedback } : {}),
      };
    case 'return':
      return { returnedAt: now, feedback: move.feedback ?? null };
  }
};

/**
 * One move of the submission state machine (src/domain/submissions.ts), in one transaction: the
 * row is locked, the rule and the caller's version checked, the row moved and its history written,
 * and the live event sent when it commits. Refusals: 403 (not the caller's move), 409 with the §8
 * message (wrong status), or `stale` (another move landed since the caller looked). A failure
 * anywhere rolls everything back, so a failed grade leaves the work sent without a score.
 */
export const moveSubmission = (
  db: Db,
  live: LiveEvents,
  group: GroupContext,
  key: { activityId: string; studentId: string },
  move: Move,
): Promise<MoveResult> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(submissions)
      .where(
        and(
          eq(submissions.groupId, group.id),
          eq(submissions.activityId, key.activityId),
          eq(submissions.studentId, key.studentId),
        ),
      )
      .for('update');
    const status = row?.status ?? 'created';
    if (!move.role) throw new HttpError(403, 'FORBIDDEN');
    const rule = transition(status, move.action, move.role);
    if (!rule.ok && rule.refusal === 'forbidden') throw new HttpError(403, 'FORBIDDEN');
    if ((row?.version ?? 0) !== move.version)
      return { kind: 'stale', current: { version: row?.version ?? 0, status } } as const;
    if (!rule.ok) throw new HttpError(409, CONFLICT_CODE[move.action]);
    // A created submission without a project has nothing to send: the student opens the activity first.
    if (!row?.projectId) throw new HttpError(409, 'SUBMISSION_NOT_OPENED');
    const now = new Date();
    const [moved] = await tx
      .update(submissions)
      .set({ ...changesOf(move, now), status: rule.to, version: sql`${submissions.version} + 1` })
      .where(and(eq(submissions.id, row.id), eq(submissions.version, move.version)))
      .returning();
    if (!moved) throw new Error('a locked submission changed under its lock');
    let checksQueued = false;
    if (move.action === 'send') {
      // A save that started before the send can no longer land after it: its version is gone.
      await tx
        .update(projects)
        .set({ version: sql`${projects.version} + 1`, updatedAt: sql`${projects.updatedAt}` })
        .where(eq(projects.id, row.projectId));
      checksQueued = await queueCheckRun(tx, row.id, key.activityId);
    }
    const fromProposal =
      move.action === 'grade' &&
      move.fromProposal === true &&
      (await proposedScoreFor(tx, row.id)) === move.score;
    await tx.insert(gradeEvents).values({
      submissionId: row.id,
      actorId: move.actorId,
      action: move.action,
      fromStatus: row.status,
      toStatus: moved.status,
      fromScore: row.score,
      score: moved.score,
      feedback: move.action === 'send' ? null : moved.feedback,
      fromProposal,
      // Strictly after the previous step (the row is locked), so newest-first never ties.
      createdAt: sql`greatest(clock_timestamp(), (select max(${gradeEvents.createdAt}) + interval '1 millisecond'
        from ${gradeEvents} where ${gradeEvents.submissionId} = ${row.id}))`,
    });
    await live.publish(
      { type: 'submission.changed', groupId: group.id, activityId: key.activityId, studentId: key.studentId },
      { studentId: key.studentId, mentorId: group.mentorId, institutionId: group.facts.institutionId },
      tx,
    );
    return { kind: 'moved', checksQueued } as const;
  });
