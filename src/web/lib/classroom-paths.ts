import type { Locale } from '../../domain/constants.ts';

/**
 * The addresses of spec §2 around groups, in one place: the Groups page, a group's grades, one
 * activity's table, a student's backoffice, a student's activity and its grading, and the class
 * activity. Every classroom page links to the others through these.
 */

const segment = encodeURIComponent;
const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

/** Whose work on which group: the query spec §2 gives activity/ and grade-activity/. */
export interface WorkQuery {
  groupId: string;
  studentUid: string;
}

export const groupsPath = (lang: Locale) => `/${lang}/groups`;

/** Issue 27: a group's seats (names, secrets, the class code) and their printable cards (`?seat=` one alone). */
export const groupSeatsPath = (lang: Locale, groupId: string) => `/${lang}/group-seats/${segment(groupId)}`;

export const seatCardsPath = (lang: Locale, groupId: string, seatId?: string) =>
  seatId
    ? withQuery(`/${lang}/group-seats/${segment(groupId)}/cards`, { seat: seatId })
    : `/${lang}/group-seats/${segment(groupId)}/cards`;

export const gradesPath = (lang: Locale, groupId: string) => `/${lang}/grades/${segment(groupId)}`;

export const activityTablePath = (lang: Locale, activityId: string, groupId: string) =>
  withQuery(`/${lang}/group-activity-table/${segment(activityId)}`, { groupId });

/** `student/{studentId}` with groupId and studentName in the query (spec §2 Groups page). */
export const studentBackofficePath = (
  lang: Locale,
  studentId: string,
  query: { groupId: string; studentName: string },
) => withQuery(`/${lang}/student/${segment(studentId)}`, query);

/** A student's activity workspace: their own, or read only for the tutor. */
export const activityPath = (lang: Locale, activityId: string, work: WorkQuery) =>
  withQuery(`/${lang}/activity/${segment(activityId)}`, { ...work });

/** The tutor's grading of a student's activity. */
export const gradeActivityPath = (lang: Locale, activityId: string, work: WorkQuery) =>
  withQuery(`/${lang}/grade-activity/${segment(activityId)}`, { ...work });

/** The group's keypad and floor demo, full screen (`class-activity/{activityId?}`). */
export const classActivityPath = (lang: Locale, groupId: string, activityId?: string) =>
  withQuery(`/${lang}/class-activity${activityId ? `/${segment(activityId)}` : ''}`, { groupId });
