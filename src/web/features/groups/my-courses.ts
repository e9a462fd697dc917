import type { Locale } from '../../../domain/constants.ts';
import type { MyGroup } from '../../../domain/groups.ts';
import { gradesPath, studentBackofficePath } from '../../lib/classroom-paths.ts';

/** A course on the Groups page, with the caller's groups of it by schedule. */
export interface MyCourse {
  id: string;
  name: string;
  imageUrl: string | null;
  groups: MyGroup[];
}

/** The caller's groups gathered by course, in the order the server sent them (course, then schedule). */
export const coursesOf = (groups: readonly MyGroup[]): MyCourse[] => {
  const byId = new Map<string, MyCourse>();
  for (const group of groups) {
    const course = byId.get(group.course.id) ?? { ...group.course, groups: [] };
    course.groups.push(group);
    byId.set(course.id, course);
  }
  return [...byId.values()];
};

export interface Viewer {
  id: string;
  name: string;
  isTutor: boolean;
}

/** Where a group takes its person: a mentor to its grades, a student to their own backoffice. */
export const groupTarget = (lang: Locale, viewer: Viewer, group: MyGroup) =>
  group.role === 'mentor'
    ? gradesPath(lang, group.id)
    : studentBackofficePath(lang, viewer.id, { groupId: group.id, studentName: viewer.name });

/**
 * Spec §2 Groups page: a course opens the popup of its groups for a tutor or someone with more
 * than one group of it; a student with exactly one goes straight there.
 */
export const courseTarget = (
  lang: Locale,
  viewer: Viewer,
  course: MyCourse,
): { kind: 'popup' } | { kind: 'go'; to: string } => {
  const [only] = course.groups;
  if (viewer.isTutor || course.groups.length !== 1 || !only) return { kind: 'popup' };
  return { kind: 'go', to: groupTarget(lang, viewer, only) };
};
