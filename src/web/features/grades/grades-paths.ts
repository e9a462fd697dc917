import type { Locale } from '../../../domain/constants.ts';

/** The addresses of spec §2 the grades pages link to (some built by other slices). */

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;
const segment = encodeURIComponent;

export const gradesPath = (lang: Locale, groupId: string) => `/${lang}/grades/${segment(groupId)}`;

export const activityTablePath = (lang: Locale, activityId: string, groupId: string) =>
  withQuery(`/${lang}/group-activity-table/${segment(activityId)}`, { groupId });

export const studentPath = (lang: Locale, studentId: string, groupId: string, studentName: string) =>
  withQuery(`/${lang}/student/${segment(studentId)}`, { groupId, studentName });

/** The grading view of one student's activity (classwork slice). */
export const gradeActivityPath = (lang: Locale, activityId: string, groupId: string, studentUid: string) =>
  withQuery(`/${lang}/grade-activity/${segment(activityId)}`, { groupId, studentUid });

/** One student's activity workspace (classwork slice). */
export const activityPath = (lang: Locale, activityId: string, groupId: string, studentUid: string) =>
  withQuery(`/${lang}/activity/${segment(activityId)}`, { groupId, studentUid });
