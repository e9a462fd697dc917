import type { Locale } from '../../../domain/constants.ts';

/**
 * Spec §2 institution-scoped routes; `?institution=<id>` names the institution shown (the
 * Backoffice fills it in when it is missing, so the URL always says it).
 */

const withInstitution = (path: string, institutionId?: string) =>
  institutionId ? `${path}?${new URLSearchParams({ institution: institutionId })}` : path;

/** `groups-management-test`: the institution admin's group management. */
export const backofficeGroupsPath = (lang: Locale, institutionId?: string) =>
  withInstitution(`/${lang}/groups-management-test`, institutionId);

/** `create-groups-management-test`: the institution admin's course management. */
export const backofficeCoursesPath = (lang: Locale, institutionId?: string) =>
  withInstitution(`/${lang}/create-groups-management-test`, institutionId);

/** `create-groups-management-test/groups-test/{studentId}`: one student of the institution. */
export const backofficeStudentPath = (lang: Locale, studentId: string, institutionId: string) =>
  withInstitution(
    `/${lang}/create-groups-management-test/groups-test/${encodeURIComponent(studentId)}`,
    institutionId,
  );
