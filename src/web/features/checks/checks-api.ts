import {
  activityChecksSchema,
  type CheckSet,
  guideChecksSchema,
  type SaveActivityChecks,
  submissionChecksSchema,
} from '../../../domain/checks/api.ts';
import type { Guide } from '../../../domain/guides.ts';
import { request } from '../../lib/api.ts';
import { fetchActivityGuide } from '../academy/academy-api.ts';
import type { WorkKey } from '../classwork/classwork-api.ts';
import { fetchGuide } from '../guide-workspace/guide-workspace-api.ts';

/** An activity's or a guide's behaviour checks and a submission's check results (src/domain/checks/api.ts is the contract). */

/**
 * What carries checks, an activity or a practical guide: where they are read and saved, their
 * template (the solution "Run on the template" proves a check on) and whether a check may be hidden.
 */
export interface ChecksOwner {
  queryKey: readonly string[];
  fetch: () => Promise<CheckSet>;
  save: (body: SaveActivityChecks) => Promise<CheckSet>;
  fetchTemplate: () => Promise<Guide>;
  /**
   * An activity's checks may be hidden (the server runs them on what is sent) and its readers send
   * their work; a guide has no sending, so its checks are all its readers' to run.
   */
  kind: 'activity' | 'guide';
}

const activityChecksPath = (activityId: string) =>
  `/api/academy/activities/${encodeURIComponent(activityId)}/checks`;
const guideChecksPath = (guideId: string) => `/api/guides/${encodeURIComponent(guideId)}/checks`;

/** Under `['academy']` and `['guides']`, so `course.changed` and `guide.changed` refresh them. */
export const activityChecksOwner = (activityId: string): ChecksOwner => ({
  queryKey: ['academy', 'activity', activityId, 'checks'],
  fetch: () => request('GET', activityChecksPath(activityId), { schema: activityChecksSchema }),
  save: (body) => request('PUT', activityChecksPath(activityId), { body, schema: activityChecksSchema }),
  fetchTemplate: () => fetchActivityGuide(activityId),
  kind: 'activity',
});

export const guideChecksOwner = (guideId: string): ChecksOwner => ({
  queryKey: ['guides', 'detail', guideId, 'checks'],
  fetch: () => request('GET', guideChecksPath(guideId), { schema: guideChecksSchema }),
  save: (body) => request('PUT', guideChecksPath(guideId), { body, schema: guideChecksSchema }),
  fetchTemplate: () => fetchGuide(guideId),
  kind: 'guide',
});

export const fetchSubmissionChecks = ({ groupId, activityId, studentId }: WorkKey) =>
  request(
    'GET',
    `/api/groups/${encodeURIComponent(groupId)}/activities/${encodeURIComponent(activityId)}/students/${encodeURIComponent(studentId)}/checks`,
    { schema: submissionChecksSchema },
  );

/** Under `['groups']`, so `submission.changed` refreshes them. */
export const checkKeys = {
  submission: ({ groupId, activityId, studentId }: WorkKey) =>
    ['groups', groupId, 'activities', activityId, 'students', studentId, 'checks'] as const,
};
