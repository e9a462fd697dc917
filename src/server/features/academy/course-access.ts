import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Modality } from '../../../domain/constants.ts';
import { type Actor, can } from '../../../domain/permissions.ts';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import {
  courses,
  groupStudents,
  groups,
  guideCategoryCounts,
  institutions,
  practicalGuides,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';

/** What `course:open` and `course:manage` decide on, for one course and one actor. */
export interface CourseFacts {
  modality: Modality;
  mentorId: string | null;
  institutionId: string | null;
  enrolled: boolean;
  /** Spec §4 course lock. */
  block: boolean;
}

const q = qualified;

/**
 * The actor studies or teaches the course: a student of one of its groups, or a group's mentor.
 * Both are indexed lookups (group_students by user, groups by primary key and by course).
 */
const isEnrolledIn = (userId: string) => sql<boolean>`(
  exists (select 1 from ${groups} where ${q(groups.courseId)} = ${q(courses.id)} and ${q(groups.mentorId)} = ${userId})
  or exists (
    select 1 from ${groupStudents} inner join ${groups} on ${q(groups.id)} = ${q(groupStudents.groupId)}
    where ${q(groupStudents.userId)} = ${userId} and ${q(groups.courseId)} = ${q(courses.id)}
  ))`;

/** A course's institution is the institutions row with its name (unique, so indexed). */
export const courseInstitutionId = sql<string | null>`(
  select ${q(institutions.id)} from ${institutions} where ${q(institutions.name)} = ${q(courses.institution)})`;

/** Columns to select beside a `courses` row, so one query brings the facts of the actor's access. */
export const courseFactsColumns = (actor: Actor) => ({
  modality: courses.modality,
  mentorId: courses.mentorId,
  institutionId: courseInstitutionId,
  enrolled: isEnrolledIn(actor.id).mapWith(Boolean),
  block: courses.block,
});

export const canOpenCourse = (actor: Actor, facts: CourseFacts) => can(actor, 'course:open', facts);
export const canManageCourse = (actor: Actor, facts: CourseFacts) =>
  can(actor, 'course:manage', { institutionId: facts.institutionId });

/**
 * The error a course's content gets for someone who may not open it: COURSE_BLOCKED while the
 * course is locked (spec §4 block), else COURSE_LOCKED for a premium course without access (§2, §6),
 * so the page can say which.
 */
export const courseClosed = (facts: Pick<CourseFacts, 'block'>) =>
  new HttpError(403, facts.block ? 'COURSE_BLOCKED' : 'COURSE_LOCKED');

/**
 * `course:open` (src/domain/permissions.ts) as a condition on a `courses` row, for lists that page
 * in SQL and so cannot ask `can` row by row. Keep it in step with the rule: an admin of its
 * institution or a super admin; else, unless the course is locked: free, or enrolled, or its mentor.
 */
const opensCourseSql = (actor: Actor): SQL => {
  if (actor.roles.superAdmin) return sql`true`;
  const adminOf = actor.roles.adminOf.map((own) => own.id);
  return sql`(${adminOf.length === 0 ? sql`false` : sql`${courseInstitutionId} in ${adminOf}`}
    or (not ${q(courses.block)} and (${q(courses.modality)} <> 'premium'
      or ${q(courses.mentorId)} = ${actor.id}
      or ${isEnrolledIn(actor.id)})))`;
};

/** The ids of the courses the actor may open, as a subquery: not correlated, so run once and hashed. */
const openCoursesSql = (actor: Actor): SQL =>
  sql`(select ${q(courses.id)} from ${courses} where ${opensCourseSql(actor)})`;

/**
 * Practical guides the actor may read: those of no course, and those a course generated that the
 * actor may open (a premium or locked course's guides are its content). For the guide lists and batch
 * reads. The courses are looked up once per query rather than once per guide, so a list still walks
 * its index in order and stops at a page. `courseId` names another row's column (a translation's).
 */
export const guideOpenToSql = (
  actor: Actor,
  courseId: SQL | AnyColumn = q(practicalGuides.courseId),
): SQL | undefined =>
  actor.roles.superAdmin ? undefined : sql`(${courseId} is null or ${courseId} in ${openCoursesSql(actor)})`;

/**
 * The same rule for guide_category_counts' rows (`course_key` '' for guides of no course), for the
 * category counts; undefined for someone who may open every course.
 */
export const countedGuideOpenToSql = (actor: Actor): SQL | undefined => {
  const courseKey = q(guideCategoryCounts.courseKey);
  return actor.roles.superAdmin
    ? undefined
    : sql`(${courseKey} = '' or ${courseKey} in ${openCoursesSql(actor)})`;
};

/**
 * 403 COURSE_BLOCKED or COURSE_LOCKED (see `courseClosed`) when the guide is the content of a course
 * the actor may not open; nothing when it belongs to no course, or to one the actor may open. One
 * lookup by the guide's primary key.
 */
export const assertGuideOpen = async (db: Db, actor: Actor, guideId: string): Promise<void> => {
  const [row] = await db
    .select(courseFactsColumns(actor))
    .from(practicalGuides)
    .innerJoin(courses, eq(courses.id, practicalGuides.courseId))
    .where(eq(practicalGuides.id, guideId));
  if (row && !canOpenCourse(actor, row)) throw courseClosed(row);
};
