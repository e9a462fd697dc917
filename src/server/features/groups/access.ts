import { eq, sql } from 'drizzle-orm';
import { type Action, type Actor, can } from '../../../domain/permissions.ts';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { courses, groupStudents, groups, institutions } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { courseInstitutionId } from '../academy/course-access.ts';

/**
 * Spec §6 groups: a group's institution is its course's (courses.institution names it). One
 * indexed query loads a group with what the rules decide on; routes ask `requireGroup`.
 */

/** What the group rules (src/domain/permissions.ts) decide on, with the group's own fields. */
export interface GroupFacts {
  id: string;
  name: string;
  courseId: string;
  mentorId: string | null;
  institutionId: string | null;
  isGroupStudent: boolean;
}

/** `userId` is one of the group's students (group_students' primary key). */
export const studiesIn = (userId: string) => sql<boolean>`exists (
  select 1 from ${groupStudents}
  where ${qualified(groupStudents.groupId)} = ${qualified(groups.id)} and ${qualified(groupStudents.userId)} = ${userId})`;

/**
 * Columns to select from `groups` joined to its course (`.innerJoin(courses, …)`): the facts the
 * group rules decide on, for `userId`. Every group feature loads its group with these, beside its own.
 */
export const groupFactsColumns = (userId: string) => ({
  id: groups.id,
  name: groups.name,
  courseId: groups.courseId,
  mentorId: groups.mentorId,
  institutionId: courseInstitutionId,
  isGroupStudent: studiesIn(userId).mapWith(Boolean),
});

export const findGroupFacts = async (db: Db, actor: Actor, id: string): Promise<GroupFacts | null> => {
  const [row] = await db
    .select(groupFactsColumns(actor.id))
    .from(groups)
    .innerJoin(courses, eq(courses.id, groups.courseId))
    .where(eq(groups.id, id));
  return row ?? null;
};

/** Loads the group for `action`: an unknown id is 404 'Grupo no encontrado', a refusal 403. */
export const requireGroup = async (db: Db, actor: Actor, id: string, action: Action): Promise<GroupFacts> => {
  const facts = await findGroupFacts(db, actor, id);
  if (!facts) throw new HttpError(404, 'GROUP_NOT_FOUND');
  if (!can(actor, action, facts)) throw new HttpError(403, 'FORBIDDEN');
  return facts;
};

/** Only someone who could manage some group gets past the management door. */
export const mayManageGroups = (actor: Actor) => can(actor, 'backoffice:open');

/** The course a group may be given by this actor: unknown 404, outside their institution 403. */
export const requireManagedCourse = async (db: Db, actor: Actor, courseId: string) => {
  const [row] = await db
    .select({ id: courses.id, institutionId: institutions.id })
    .from(courses)
    .leftJoin(institutions, eq(institutions.name, courses.institution))
    .where(eq(courses.id, courseId));
  if (!row) throw new HttpError(404, 'COURSE_NOT_FOUND');
  if (!can(actor, 'group:manage', { institutionId: row.institutionId }))
    throw new HttpError(403, 'FORBIDDEN');
  return row;
};
