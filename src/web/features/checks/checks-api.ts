import {
  activityChecksSchema,
  type SaveActivityChecks,
  submissionChecksSchema,
} from '../../../domain/checks/api.ts';
import { request } from '../../lib/api.ts';
import type { WorkKey } from '../classwork/classwork-api.ts';

/** An activity's behaviour checks and a submission's check results (src/domain/checks/api.ts is the contract). */

const checksPath = (activityId: string) => `/api/academy/activities/${encodeURIComponent(activityId)}/checks`;

export const fetchActivityChecks = (activityId: string) =>
  request('GET', checksPath(activityId), { schema: activityChecksSchema });

export const saveActivityChecks = (activityId: string, body: SaveActivityChecks) =>
  request('PUT', checksPath(activityId), { body, schema: activityChecksSchema });

export const fetchSubmissionChecks = ({ groupId, activityId, studentId }: WorkKey) =>
  request(
    'GET',
    `/api/groups/${encodeURIComponent(groupId)}/activities/${encodeURIComponent(activityId)}/students/${encodeURIComponent(studentId)}/checks`,
    { schema: submissionChecksSchema },
  );

/** Under `['academy']` and `['groups']`, so `course.changed` and `submission.changed` refresh them. */
export const checkKeys = {
  activity: (activityId: string) => ['academy', 'activity', activityId, 'checks'] as const,
  submission: ({ groupId, activityId, studentId }: WorkKey) =>
    ['groups', groupId, 'activities', activityId, 'students', studentId, 'checks'] as const,
};
