import type { Locale } from '../../../domain/constants.ts';

export interface WorkQuery {
  groupId: string;
  studentUid: string;
}

const query = ({ groupId, studentUid }: WorkQuery) =>
  `?${new URLSearchParams({ groupId, studentUid }).toString()}`;

/** Spec §2 activity/{activityId}: a student's activity workspace (the student's own, or read only for the tutor). */
export const activityPath = (lang: Locale, activityId: string, work: WorkQuery) =>
  `/${lang}/activity/${encodeURIComponent(activityId)}${query(work)}`;

/** Spec §2 grade-activity/{activityId}: the tutor's grading of a student's activity. */
export const gradeActivityPath = (lang: Locale, activityId: string, work: WorkQuery) =>
  `/${lang}/grade-activity/${encodeURIComponent(activityId)}${query(work)}`;
