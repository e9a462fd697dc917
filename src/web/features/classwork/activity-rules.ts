import type { GroupActivities, SubmissionView } from '../../../domain/classwork.ts';
import type { Guide } from '../../../domain/guides.ts';
import type { Project } from '../../../domain/projects.ts';
import { feedbackPanelOf } from '../../../domain/submissions.ts';

/** The activity's starter project, shown read only to a tutor before the student opened it. */
export const templateOf = (guide: Guide, submission: SubmissionView): Project => ({
  id: `activity-template-${submission.activityId}`,
  name: submission.activityName,
  category: 'activity',
  imageUrl: null,
  thumbnailUrl: null,
  // Read only: no picture of it is ever sent.
  circuitHash: '',
  userId: null,
  ownerId: submission.studentId,
  ownerName: submission.studentName,
  createdAt: guide.updatedAt,
  updatedAt: guide.updatedAt,
  isActivity: true,
  isReadOnly: true,
  version: 1,
  permission: 'read',
  diagram: guide.project.diagram,
  code: guide.project.code,
  codeView: guide.project.view,
  blocks: null,
});

/** Spec §4 feedback panel; a reviewer who is not the mentor reads it. */
export const panelModeOf = (submission: SubmissionView) => {
  const mode = feedbackPanelOf(submission, submission.viewer === 'student' ? 'student' : 'mentor');
  return mode === 'edit' && submission.viewer === 'reviewer' ? 'read' : mode;
};

/** The activity's place in the course and the ones before and after it (spec §2 'n/total'). */
export const neighboursOf = (activities: GroupActivities | undefined, activityId: string) => {
  const items = activities?.items ?? [];
  const index = items.findIndex((item) => item.id === activityId);
  if (index < 0) return null;
  return {
    n: index + 1,
    total: items.length,
    previous: items[index - 1] ?? null,
    next: items[index + 1] ?? null,
  };
};
