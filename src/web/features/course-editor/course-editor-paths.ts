import type { Locale } from '../../../domain/constants.ts';

/** Spec §2 edit/course/{courseId}: the course editor. */
export const courseEditorPath = (lang: Locale, courseId: string) =>
  `/${lang}/edit/course/${encodeURIComponent(courseId)}`;

/** Spec §2 create-groups-management: course management, where the editor is opened from. */
export const courseManagementPath = (lang: Locale) => `/${lang}/create-groups-management`;
