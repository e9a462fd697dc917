import type { Locale } from '../../../domain/constants.ts';

/**
 * Spec §2 practical-guide/{guideId}. Template editing (spec §3 isTemplateEditing) is the same
 * route with `?edit=1`, open to super admins: the guide's circuit and code saved to the guide.
 */
export const guideWorkspacePath = (
  lang: Locale,
  id: string,
  options: { edit?: boolean; checks?: boolean } = {},
) => {
  const query = [options.edit ? `${TEMPLATE_EDITING_PARAM}=1` : '', options.checks ? `${CHECKS_PARAM}=1` : '']
    .filter(Boolean)
    .join('&');
  return `/${lang}/practical-guide/${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
};

export const TEMPLATE_EDITING_PARAM = 'edit';
/** Opens the guide's behaviour checks at once (guide management's link to them, issue 25). */
export const CHECKS_PARAM = 'checks';

export const recommendedProjectsPath = (lang: Locale) => `/${lang}/recommended-projects`;
