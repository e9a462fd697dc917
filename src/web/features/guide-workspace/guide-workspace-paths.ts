import type { Locale } from '../../../domain/constants.ts';

/**
 * Spec §2 practical-guide/{guideId}. Template editing (spec §3 isTemplateEditing) is the same
 * route with `?edit=1`, open to super admins: the guide's circuit and code saved to the guide.
 */
export const guideWorkspacePath = (lang: Locale, id: string, options: { edit?: boolean } = {}) =>
  `/${lang}/practical-guide/${encodeURIComponent(id)}${options.edit ? '?edit=1' : ''}`;

export const TEMPLATE_EDITING_PARAM = 'edit';

export const recommendedProjectsPath = (lang: Locale) => `/${lang}/recommended-projects`;
