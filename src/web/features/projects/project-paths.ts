import type { Locale } from '../../../domain/constants.ts';

/** Spec §2 routes of the projects feature. */
export const projectsPath = (lang: Locale) => `/${lang}/projects`;
export const boardPath = (lang: Locale, id: string) => `/${lang}/board/${encodeURIComponent(id)}`;
