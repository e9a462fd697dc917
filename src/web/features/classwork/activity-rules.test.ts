import { describe, expect, it } from 'vitest';
import type { GroupActivities, SubmissionView } from '../../../domain/classwork.ts';
import { neighboursOf, panelModeOf } from './activity-rules.ts';

const activities = {
  items: ['a', 'b', 'c'].map((id, index) => ({ id, position: index + 1 })),
} as unknown as GroupActivities;

const submission = (fields: Partial<SubmissionView>) =>
  ({ status: 'created', returnedAt: null, viewer: 'student', ...fields }) as SubmissionView;

describe('the activity bar and feedback panel', () => {
  it("counts an activity's place and finds its neighbours", () => {
    expect(neighboursOf(activities, 'a')).toMatchObject({
      n: 1,
      total: 3,
      previous: null,
      next: { id: 'b' },
    });
    expect(neighboursOf(activities, 'c')).toMatchObject({ n: 3, previous: { id: 'b' }, next: null });
    expect(neighboursOf(activities, 'x')).toBeNull();
    expect(neighboursOf(undefined, 'a')).toBeNull();
  });

  it('shows the feedback once sent: the mentor edits it, the student and other reviewers read it', () => {
    expect(panelModeOf(submission({}))).toBe('hidden');
    expect(panelModeOf(submission({ status: 'sent' }))).toBe('read');
    expect(panelModeOf(submission({ status: 'sent', viewer: 'mentor' }))).toBe('edit');
    expect(panelModeOf(submission({ status: 'calified', viewer: 'reviewer' }))).toBe('read');
    expect(panelModeOf(submission({ returnedAt: '2026-11-26T00:00:00Z', viewer: 'mentor' }))).toBe('read');
  });
});
