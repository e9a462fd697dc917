import type { CourseView } from '../../../domain/academy.ts';

/** The module holding `activityId` (course/{activityId} opens on it), else the first. */
export const moduleIndexOf = (
  course: Pick<CourseView, 'modules'>,
  activityId: string | undefined,
): number => {
  if (!activityId) return 0;
  const index = course.modules.findIndex((module) =>
    [...module.classActivities, ...module.homeActivities].some((activity) => activity.id === activityId),
  );
  return Math.max(0, index);
};

/** The lock modal's contact button: an e-mail to the provider about this course (spec §2, §6). */
export const contactHref = (email: string, subject: string) =>
  `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
