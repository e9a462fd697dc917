import type { Locale } from '../../../domain/constants.ts';

/** Spec §2 `educational-institutions-management`: institution management, and one institution. */
export const institutionsPath = (lang: Locale) => `/${lang}/educational-institutions-management`;

export const institutionPath = (lang: Locale, id: string) =>
  `${institutionsPath(lang)}/${encodeURIComponent(id)}`;
