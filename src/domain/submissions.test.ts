import { describe, expect, it } from 'vitest';
import { SUBMISSION_STATUSES, type SubmissionStatus } from './constants.ts';
import {
  actionButtonOf,
  feedbackPanelOf,
  isValidScore,
  presentSubmission,
  SUBMISSION_ACTIONS,
  type SubmissionAction,
  type SubmissionRole,
  transition,
} from './submissions.ts';

const ROLES: SubmissionRole[] = ['student', 'mentor'];

/** Every allowed move, written out by hand: anything not here must be refused. */
const ALLOWED: Record<string, SubmissionStatus> = {
  'created send student': 'sent',
  'sent grade mentor': 'calified',
  'calified grade mentor': 'calified',
  'sent return mentor': 'created',
  'calified return mentor': 'created',
};

describe('the submission state machine', () => {
  for (const status of SUBMISSION_STATUSES)
    for (const action of SUBMISSION_ACTIONS)
      for (const role of ROLES) {
        const key = `${status} ${action} ${role}`;
        it(`${key} → ${ALLOWED[key] ?? 'refused'}`, () => {
          const result = transition(status, action as SubmissionAction, role);
          if (ALLOWED[key]) expect(result).toEqual({ ok: true, to: ALLOWED[key] });
          else expect(result.ok).toBe(false);
        });
      }

  it('refuses a role that never takes the action as forbidden, a wrong state as a conflict', () => {
    expect(transition('created', 'grade', 'student')).toEqual({ ok: false, refusal: 'forbidden' });
    expect(transition('sent', 'send', 'mentor')).toEqual({ ok: false, refusal: 'forbidden' });
    expect(transition('sent', 'send', 'student')).toEqual({ ok: false, refusal: 'conflict' });
    expect(transition('created', 'grade', 'mentor')).toEqual({ ok: false, refusal: 'conflict' });
    expect(transition('created', 'return', 'mentor')).toEqual({ ok: false, refusal: 'conflict' });
  });

  it('walks the revision loop: send, grade, return, send again, regrade', () => {
    let status: SubmissionStatus = 'created';
    const steps: [SubmissionAction, SubmissionRole][] = [
      ['send', 'student'],
      ['grade', 'mentor'],
      ['return', 'mentor'],
      ['send', 'student'],
      ['grade', 'mentor'],
      ['grade', 'mentor'],
    ];
    for (const [action, role] of steps) {
      const result = transition(status, action, role);
      if (!result.ok) throw new Error(`${status} ${action} ${role} refused`);
      status = result.to;
    }
    expect(status).toBe('calified');
  });
});

describe('how a submission is presented', () => {
  it('names the five states as student and tutor see them', () => {
    expect(presentSubmission(null, 'student')).toBe('inProgress');
    expect(presentSubmission(null, 'mentor')).toBe('notReceived');
    expect(presentSubmission({ status: 'created', returnedAt: null }, 'student')).toBe('inProgress');
    expect(presentSubmission({ status: 'created', returnedAt: null }, 'mentor')).toBe('notReceived');
    expect(presentSubmission({ status: 'created', returnedAt: '2026-11-01T10:00:00Z' }, 'mentor')).toBe(
      'returned',
    );
    expect(presentSubmission({ status: 'sent', returnedAt: '2026-11-01T10:00:00Z' }, 'student')).toBe('sent');
    expect(presentSubmission({ status: 'calified', returnedAt: null }, 'student')).toBe('graded');
  });

  it('labels the action button as spec §4 says, enabled only for the next move', () => {
    expect(actionButtonOf('created', 'student')).toEqual({ label: 'send', isEnabled: true });
    expect(actionButtonOf('sent', 'student')).toEqual({ label: 'sent', isEnabled: false });
    expect(actionButtonOf('calified', 'student')).toEqual({ label: 'graded', isEnabled: false });
    expect(actionButtonOf('created', 'mentor')).toEqual({ label: 'notReceived', isEnabled: false });
    expect(actionButtonOf('sent', 'mentor')).toEqual({ label: 'grade', isEnabled: true });
    expect(actionButtonOf('calified', 'mentor')).toEqual({ label: 'graded', isEnabled: false });
  });

  it('opens the feedback panel once sent, for the mentor to edit and the student to read', () => {
    const never = { status: 'created' as const, returnedAt: null };
    const returned = { status: 'created' as const, returnedAt: '2026-11-01T10:00:00Z' };
    expect(feedbackPanelOf(never, 'student')).toBe('hidden');
    expect(feedbackPanelOf(never, 'mentor')).toBe('hidden');
    expect(feedbackPanelOf({ status: 'sent', returnedAt: null }, 'mentor')).toBe('edit');
    expect(feedbackPanelOf({ status: 'calified', returnedAt: null }, 'mentor')).toBe('edit');
    expect(feedbackPanelOf({ status: 'calified', returnedAt: null }, 'student')).toBe('read');
    expect(feedbackPanelOf(returned, 'student')).toBe('read');
    expect(feedbackPanelOf(returned, 'mentor')).toBe('read');
  });

  it('takes an integer score from 0 to 100 only', () => {
    for (const score of [0, 1, 85, 100]) expect(isValidScore(score)).toBe(true);
    for (const score of [null, undefined, -1, 101, 85.5, Number.NaN]) expect(isValidScore(score)).toBe(false);
  });
});
