import { type AnyColumn, and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  GroupDetail,
  GroupListPage,
  GroupListQuery,
  GroupOptions,
  GroupStudent,
  MyGroup,
} from '../../../domain/groups.ts';
import type { Actor } from '../../../domain/permissions.ts';
import type { Db } from '../../db/client.ts';
import { cursorTimestamp, decodeCursor, encodeCursor, escapeLike } from '../../db/paging.ts';
import {
  courses,
  groupStudents,
  groups,
  institutionMentors,
  institutions,
  users,
} from '../../db/schema/index.ts';
import { courseImageUrlOf } from '../courses/data.ts';
import { managedInstitutionsSql } from '../institutions/scope.ts';
import { hasEmail, shownEmailOf } from '../seats/hidden.ts';

/** Group reads (spec §2 Groups page and group management, §7 groups). */

const mentors = alias(users, 'mentors');

/** A person as the pages name them: their display name, else their name. */
export const displayNameOf = (table: { displayName: AnyColumn; name: AnyColumn }) =>
  sql<string>`coalesce(nullif(${table.displayName}, ''), ${table.name})`;

const mentorColumns = { mentorId: mentors.id, mentorName: displayNameOf(mentors) };
const mentorOf = (row: { mentorId: string | null; mentorName: string | null }) =>
  row.mentorId ? { id: row.mentorId, name: row.mentorName ?? '' } : null;

/**
 * Super admins manage every group; an institution admin those of their institution's courses (a
 * course names its institution). `only` narrows it to the Backoffice's institution (by name).
 * Meant for queries joined with `courses`.
 */
export const managedCoursesSql = (actor: Actor, only?: string): SQL | undefined =>
  managedInstitutionsSql(actor, courses.institution, only);

const myGroupColumns = {
  id: groups.id,
  name: groups.name,
  schedule: groups.schedule,
  isRemote: groups.isRemote,
  courseId: courses.id,
  courseName: courses.name,
  courseImage: courses.image,
  ...mentorColumns,
};

interface MyGroupRow {
  id: string;
  name: string;
  schedule: string;
  isRemote: boolean;
  courseId: string;
  courseName: string;
  courseImage: string | null;
  mentorId: string | null;
  mentorName: string | null;
}

const toMyGroup = (row: MyGroupRow, role: MyGroup['role']): MyGroup => ({
  id: row.id,
  name: row.name,
  schedule: row.schedule,
  isRemote: row.isRemote,
  course: { id: row.courseId, name: row.courseName, imageUrl: courseImageUrlOf(row.courseImage) },
  mentor: mentorOf(row),
  role,
});

/**
 * `GET /api/me/groups`: the groups the user studies in (group_students by user, indexed) and
 * those they lead (groups by mentor, indexed), by course then schedule. A group they both lead
 * and study in counts as led.
 */
export const listMyGroups = async (db: Db, userId: string): Promise<MyGroup[]> => {
  const base = () =>
    db
      .select(myGroupColumns)
      .from(groups)
      .innerJoin(courses, eq(courses.id, groups.courseId))
      .leftJoin(mentors, eq(mentors.id, groups.mentorId));
  const [led, studied] = await Promise.all([
    base().where(eq(groups.mentorId, userId)),
    base()
      .innerJoin(groupStudents, eq(groupStudents.groupId, groups.id))
      .where(eq(groupStudents.userId, userId)),
  ]);
  const ledIds = new Set(led.map((row) => row.id));
  const all = [
    ...led.map((row) => toMyGroup(row, 'mentor')),
    ...studied.filter((row) => !ledIds.has(row.id)).map((row) => toMyGroup(row, 'student')),
  ];
  const collator = new Intl.Collator('es');
  return all.sort(
    (a, b) =>
      collator.compare(a.course.name, b.course.name) ||
      collator.compare(a.schedule, b.schedule) ||
      collator.compare(a.name, b.name),
  );
};

const studentCountSql =
  sql<number>`(select count(*) from ${groupStudents} where ${groupStudents.groupId} = ${groups.id})`.mapWith(
    Number,
  );

/**
 * The group management table: the groups the actor manages (of the institution named `only`, for
 * the Backoffice), filtered as the URL says, newest first.
 */
export const listManagedGroups = async (
  db: Db,
  actor: Actor,
  query: GroupListQuery,
  only?: string,
): Promise<GroupListPage> => {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const pattern = query.name ? `%${escapeLike(query.name)}%` : null;
  const rows = await db
    .select({
      id: groups.id,
      name: groups.name,
      schedule: groups.schedule,
      isRemote: groups.isRemote,
      courseId: courses.id,
      courseName: courses.name,
      ...mentorColumns,
      studentCount: studentCountSql,
      cursorAt: cursorTimestamp(groups.createdAt),
    })
    .from(groups)
    .innerJoin(courses, eq(courses.id, groups.courseId))
    .leftJoin(mentors, eq(mentors.id, groups.mentorId))
    .where(
      and(
        managedCoursesSql(actor, only),
        pattern ? sql`${groups.name} ilike ${pattern}` : undefined,
        query.mentorId ? eq(groups.mentorId, query.mentorId) : undefined,
        query.courseId ? eq(groups.courseId, query.courseId) : undefined,
        cursor
          ? sql`(${groups.createdAt}, ${groups.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(groups.createdAt), desc(groups.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      name: row.name,
      schedule: row.schedule,
      isRemote: row.isRemote,
      course: { id: row.courseId, name: row.courseName },
      mentor: mentorOf(row),
      studentCount: Number(row.studentCount),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
};

/** An institution by id and name, as the Backoffice names the one it shows. */
export interface InstitutionRef {
  id: string;
  name: string;
}

/**
 * Who the actor may make a group's mentor (spec §6 "mentors are per institution"): for a super
 * admin every tutor (by role, by an institution's mentor list, or leading a group); for an
 * institution admin their institution's mentors and whoever leads one of its groups. `only`
 * narrows it to one institution's mentors and group leaders (the Backoffice's, or the
 * institution of the course a group is given), which the caller may manage.
 */
const mentorCandidatesSql = (actor: Actor, only?: InstitutionRef | null): SQL => {
  const leadsGroup = (scope: SQL | undefined) => sql`exists (
    select 1 from ${groups} inner join ${courses} on ${courses.id} = ${groups.courseId}
    where ${groups.mentorId} = ${users.id} ${scope ? sql`and ${scope}` : sql``})`;
  const mentorOfAny = (ids: string[]) => sql`exists (
      select 1 from ${institutionMentors}
      where ${institutionMentors.userId} = ${users.id} and ${inArray(institutionMentors.institutionId, ids)})`;
  if (only)
    return sql`(${mentorOfAny([only.id])} or ${leadsGroup(sql`${courses.institution} = ${only.name}`)})`;
  if (actor.roles.superAdmin) {
    return sql`(${users.role} = 'tutor' or ${leadsGroup(undefined)} or exists (
      select 1 from ${institutionMentors} where ${institutionMentors.userId} = ${users.id}))`;
  }
  const own = actor.roles.adminOf;
  if (own.length === 0) return sql`false`;
  return sql`(${mentorOfAny(own.map((institution) => institution.id))}
    or ${leadsGroup(managedInstitutionsSql(actor, courses.institution))})`;
};

const MENTOR_OPTIONS_MAX = 1000;

/** The editor's and filters' options; `only` narrows them to the Backoffice's institution. */
export const listGroupOptions = async (
  db: Db,
  actor: Actor,
  only?: InstitutionRef,
): Promise<GroupOptions> => {
  const [mentorRows, courseRows] = await Promise.all([
    db
      .select({ id: users.id, name: displayNameOf(users), email: users.email })
      .from(users)
      .where(mentorCandidatesSql(actor, only))
      .orderBy(asc(displayNameOf(users)), asc(users.id))
      .limit(MENTOR_OPTIONS_MAX),
    db
      .select({ id: courses.id, name: courses.name })
      .from(courses)
      .where(managedCoursesSql(actor, only?.name))
      .orderBy(asc(courses.name), asc(courses.id)),
  ]);
  return { mentors: mentorRows, courses: courseRows };
};

/**
 * Whether `mentorId` is among the mentors the actor may assign to a group of a course of
 * `institution`: for an institution admin, that institution's (an admin of two cannot lend one
 * school's mentor to the other's group); a super admin may assign any tutor.
 */
export const isMentorCandidate = async (
  db: Db,
  actor: Actor,
  mentorId: string,
  institution: InstitutionRef | null,
) => {
  const only = actor.roles.superAdmin ? undefined : institution;
  if (only === null) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, mentorId), mentorCandidatesSql(actor, only)));
  return !!row;
};

/** The students of a group, by name; `q` matches a name or an e-mail, any case. */
export const listGroupStudents = async (db: Db, groupId: string, q?: string): Promise<GroupStudent[]> => {
  const pattern = q ? `%${escapeLike(q)}%` : null;
  return db
    .select({ id: users.id, name: displayNameOf(users), email: shownEmailOf(users) })
    .from(groupStudents)
    .innerJoin(users, eq(users.id, groupStudents.userId))
    .where(
      and(
        eq(groupStudents.groupId, groupId),
        pattern
          ? or(
              sql`${users.name} ilike ${pattern}`,
              sql`${users.displayName} ilike ${pattern}`,
              sql`${shownEmailOf(users)} ilike ${pattern}`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(displayNameOf(users)), asc(users.id));
};

/** The ids of a group's students, for the audience of its live event. */
export const studentIdsOf = async (db: Db, groupId: string): Promise<string[]> => {
  const rows = await db
    .select({ id: groupStudents.userId })
    .from(groupStudents)
    .where(eq(groupStudents.groupId, groupId));
  return rows.map((row) => row.id);
};

/** `GET /api/groups/:id`: the group as its page shows it; its students when `withStudents`. */
export const loadGroupDetail = async (
  db: Db,
  groupId: string,
  withStudents: boolean,
): Promise<GroupDetail | null> => {
  const [row] = await db
    .select({
      ...myGroupColumns,
      createdAt: groups.createdAt,
      updatedAt: groups.updatedAt,
    })
    .from(groups)
    .innerJoin(courses, eq(courses.id, groups.courseId))
    .leftJoin(mentors, eq(mentors.id, groups.mentorId))
    .where(eq(groups.id, groupId));
  if (!row) return null;
  const { role: _, ...group } = toMyGroup(row, 'student');
  return {
    ...group,
    ...(withStudents ? { students: await listGroupStudents(db, groupId) } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

/** Users found by e-mail (stored lower-case, indexed unique). */
export const usersByEmail = async (db: Db, emails: readonly string[]) =>
  emails.length === 0
    ? []
    : db
        .select({ id: users.id, name: displayNameOf(users), email: users.email })
        .from(users)
        .where(and(inArray(users.email, [...emails]), hasEmail(users)));

/** The institution id of a course, for the audience of a group's live event. */
export const institutionOfCourse = async (db: Db, courseId: string): Promise<string | null> => {
  const [row] = await db
    .select({ id: institutions.id })
    .from(courses)
    .innerJoin(institutions, eq(institutions.name, courses.institution))
    .where(eq(courses.id, courseId));
  return row?.id ?? null;
};

/** The institution a course names, by id and name; null when it names none (or an unknown one). */
export const institutionRefOfCourse = async (db: Db, courseId: string): Promise<InstitutionRef | null> => {
  const [row] = await db
    .select({ id: institutions.id, name: institutions.name })
    .from(courses)
    .innerJoin(institutions, eq(institutions.name, courses.institution))
    .where(eq(courses.id, courseId));
  return row ?? null;
};
