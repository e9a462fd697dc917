import type { Locale } from '../../../domain/constants.ts';

/** Spec §2 routes around groups: the Groups page, a student's backoffice, a group's grades. */
export const groupsPath = (lang: Locale) => `/${lang}/groups`;

/** `student/{studentId}` with groupId and studentName in the query (spec §2 Groups page). */
export const studentBackofficePath = (
  lang: Locale,
  studentId: string,
  query: { groupId: string; studentName: string },
) => `/${lang}/student/${encodeURIComponent(studentId)}?${new URLSearchParams(query)}`;

export const gradesPath = (lang: Locale, groupId: string) => `/${lang}/grades/${encodeURIComponent(groupId)}`;
