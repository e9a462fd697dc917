import type { Locale } from '../../../domain/constants.ts';

/** Spec §2 routes of the academy: the page, a course by id or by one of its activities, an activity's guide. */
export const academyPath = (lang: Locale) => `/${lang}/academy`;
export const coursePath = (lang: Locale, courseId: string) =>
  `/${lang}/academy/course/${encodeURIComponent(courseId)}`;
export const courseOfActivityPath = (lang: Locale, activityId: string) =>
  `/${lang}/course/${encodeURIComponent(activityId)}`;
/** The activity's starter guide in the guide workspace; `edit` is the course managers' template editing. */
export const templatePath = (
  lang: Locale,
  activityId: string,
  options: { edit?: boolean; checks?: boolean } = {},
) => {
  const query = [options.edit ? 'edit=1' : '', options.checks ? 'checks=1' : ''].filter(Boolean).join('&');
  return `/${lang}/template/${encodeURIComponent(activityId)}${query ? `?${query}` : ''}`;
};
