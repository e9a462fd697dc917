import type { Locale } from '../../../domain/constants.ts';

/** Spec §2 `groups-management`: group management. */
export const groupAdminPath = (lang: Locale) => `/${lang}/groups-management`;
