import type { Locale } from '../../../domain/constants.ts';

/** Spec §2 `create-groups-management`: course management. */
export const courseAdminPath = (lang: Locale) => `/${lang}/create-groups-management`;

/** Spec §2 `edit/course/{courseId}`: the course editor. */
export const courseEditorPath = (lang: Locale, courseId: string) =>
  `/${lang}/edit/course/${encodeURIComponent(courseId)}`;
