import type { Locale } from '../../../domain/constants.ts';

/**
 * Spec §2 class-activity/{activityId?}: the keypad and floor demo of a group (`groupId` in the
 * query), full screen. The tutor's and student's group pages link here.
 */
export const classActivityPath = (lang: Locale, groupId: string, activityId?: string) =>
  `/${lang}/class-activity${activityId ? `/${encodeURIComponent(activityId)}` : ''}?groupId=${encodeURIComponent(groupId)}`;
