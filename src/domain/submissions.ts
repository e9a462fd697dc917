import { z } from 'zod';
import { LIMITS, type SubmissionStatus } from './constants.ts';

/**
 * Spec §4 group activity status, one rule table: created → sent (the student, after the
 * confirmation warning) → calified (the group's mentor, with an integer grade 0–100). Beyond the
 * spec, as Google Classroom and Moodle do, the mentor may return a sent or graded activity for
 * revision: it goes back to created (editable again) with its feedback and last grade kept, and
 * the student sends it again. A grade may be changed while calified (a regrade).
 */
export const SUBMISSION_ACTIONS = ['send', 'grade', 'return'] as const;
export type SubmissionAction = (typeof SUBMISSION_ACTIONS)[number];

/** What a submission's history records: the three moves, and feedback saved without one. */
export const SUBMISSION_EVENT_ACTIONS = [...SUBMISSION_ACTIONS, 'feedback'] as const;
export type SubmissionEventAction = (typeof SUBMISSION_EVENT_ACTIONS)[number];

/** Who takes an action: the submission's own student, or the mentor of its group. */
export type SubmissionRole = 'student' | 'mentor';

interface Transition {
  by: SubmissionRole;
  from: readonly SubmissionStatus[];
  to: SubmissionStatus;
}

export const TRANSITIONS = {
  send: { by: 'student', from: ['created'], to: 'sent' },
  grade: { by: 'mentor', from: ['sent', 'calified'], to: 'calified' },
  return: { by: 'mentor', from: ['sent', 'calified'], to: 'created' },
} as const satisfies Record<SubmissionAction, Transition>;

/** Why a transition is refused: the caller may not take it, or the submission is not in a state for it. */
export type TransitionRefusal = 'forbidden' | 'conflict';

export type TransitionResult = { ok: true; to: SubmissionStatus } | { ok: false; refusal: TransitionRefusal };

/** Whether `role` may take `action` on a submission in `status`, and where it ends. */
export const transition = (
  status: SubmissionStatus,
  action: SubmissionAction,
  role: SubmissionRole,
): TransitionResult => {
  const rule: Transition = TRANSITIONS[action];
  if (rule.by !== role) return { ok: false, refusal: 'forbidden' };
  if (!rule.from.includes(status)) return { ok: false, refusal: 'conflict' };
  return { ok: true, to: rule.to };
};

/**
 * What a person sees (spec §4 "in progress, sent, graded or not received", plus returned): a
 * created submission is the student's work in progress, or "not received" to the tutor; one the
 * tutor sent back is "returned" to both until it is sent again.
 */
export const SUBMISSION_PRESENTATIONS = ['inProgress', 'sent', 'graded', 'returned', 'notReceived'] as const;
export type SubmissionPresentation = (typeof SUBMISSION_PRESENTATIONS)[number];

export const presentSubmission = (
  submission: { status: SubmissionStatus; returnedAt: string | null } | null,
  viewer: SubmissionRole,
): SubmissionPresentation => {
  if (!submission) return viewer === 'mentor' ? 'notReceived' : 'inProgress';
  if (submission.status === 'sent') return 'sent';
  if (submission.status === 'calified') return 'graded';
  if (submission.returnedAt) return 'returned';
  return viewer === 'mentor' ? 'notReceived' : 'inProgress';
};

/**
 * Spec §4 action button, shown when both groupId and studentUid are in the query: its label and
 * whether it is enabled, for the student (send when created) and the mentor (grade when sent).
 */
export type ActionButton = {
  label: 'send' | 'sent' | 'graded' | 'notReceived' | 'grade';
  isEnabled: boolean;
};

export const actionButtonOf = (status: SubmissionStatus, viewer: SubmissionRole): ActionButton => {
  if (viewer === 'student') {
    if (status === 'created') return { label: 'send', isEnabled: true };
    return { label: status === 'sent' ? 'sent' : 'graded', isEnabled: false };
  }
  if (status === 'created') return { label: 'notReceived', isEnabled: false };
  return status === 'sent' ? { label: 'grade', isEnabled: true } : { label: 'graded', isEnabled: false };
};

/** Spec §4 feedback panel: shown once sent; the mentor edits it when sent or calified, others read it. */
export const feedbackPanelOf = (
  submission: { status: SubmissionStatus; returnedAt: string | null },
  viewer: SubmissionRole,
): 'hidden' | 'edit' | 'read' => {
  const wasSent = submission.status !== 'created' || submission.returnedAt !== null;
  if (!wasSent) return 'hidden';
  if (viewer === 'mentor' && submission.status !== 'created') return 'edit';
  return 'read';
};

/** Spec §5 grade: required, an integer 0 to 100. */
export const gradeSchema = z.number().int().min(LIMITS.gradeMin).max(LIMITS.gradeMax);
export const FEEDBACK_MAX = 5000;
export const feedbackSchema = z.string().max(FEEDBACK_MAX);

/** Spec §5 feedback panel: save is disabled unless the score is a number from 0 to 100. */
export const isValidScore = (score: number | null | undefined): score is number =>
  gradeSchema.safeParse(score).success;
