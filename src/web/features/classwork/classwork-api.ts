import {
  activityProjectSchema,
  type GradeSubmission,
  groupActivitiesSchema,
  type ReturnSubmission,
  submissionHistorySchema,
  submissionViewSchema,
} from '../../../domain/classwork.ts';
import { request } from '../../lib/api.ts';

/** A student's activity in a group and its submission (src/domain/classwork.ts is the contract). */

export interface WorkKey {
  groupId: string;
  activityId: string;
  studentId: string;
}

const groupPath = (groupId: string) => `/api/groups/${encodeURIComponent(groupId)}`;
const activityPath = (groupId: string, activityId: string) =>
  `${groupPath(groupId)}/activities/${encodeURIComponent(activityId)}`;
const workPath = ({ groupId, activityId, studentId }: WorkKey) =>
  `${activityPath(groupId, activityId)}/students/${encodeURIComponent(studentId)}`;

/** The group's course activities in order, with the caller's own work on each. */
export const fetchGroupActivities = (groupId: string) =>
  request('GET', `${groupPath(groupId)}/activities`, { schema: groupActivitiesSchema });

/** The student's own project of the activity: made the first time, the same one afterwards. */
export const openActivityProject = (groupId: string, activityId: string) =>
  request('POST', `${activityPath(groupId, activityId)}/project`, { schema: activityProjectSchema });

export const fetchSubmission = (key: WorkKey) =>
  request('GET', workPath(key), { schema: submissionViewSchema });

export const fetchSubmissionHistory = (key: WorkKey) =>
  request('GET', `${workPath(key)}/history`, { schema: submissionHistorySchema });

export const sendSubmission = (key: WorkKey, version: number) =>
  request('POST', `${workPath(key)}/send`, { body: { version }, schema: submissionViewSchema });

export const gradeSubmission = (key: WorkKey, body: GradeSubmission) =>
  request('POST', `${workPath(key)}/grade`, { body, schema: submissionViewSchema });

export const returnSubmission = (key: WorkKey, body: ReturnSubmission) =>
  request('POST', `${workPath(key)}/return`, { body, schema: submissionViewSchema });
