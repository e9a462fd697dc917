import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type {
  InstitutionDetail,
  InstitutionListPage,
  InstitutionListQuery,
  InstitutionSummary,
} from '../../../domain/institutions.ts';
import type { Db } from '../../db/client.ts';
import { cursorTimestamp, decodeCursor, encodeCursor, escapeLike } from '../../db/paging.ts';
import {
  courses,
  groupStudents,
  groups,
  institutionAdmins,
  institutionCourses,
  institutionMentors,
  institutions,
  users,
} from '../../db/schema/index.ts';
import { displayNameOf, usersByEmail } from '../groups/data.ts';
import { shownEmailOf } from '../seats/hidden.ts';

/**
 * Institution reads (spec §2 educational-institutions-management, §7 educationalInstitutions). A
 * course names its institution (courses.institution, indexed), so its courses, groups and students
 * are counted through that name; every count is a subquery of the one select.
 */

const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

const ofThisInstitution = sql`${courses.institution} = ${institutions.name}`;

const summaryColumns = {
  id: institutions.id,
  name: institutions.name,
  createdAt: institutions.createdAt,
  updatedAt: institutions.updatedAt,
  adminCount: count(
    sql`select count(*) from ${institutionAdmins} where ${institutionAdmins.institutionId} = ${institutions.id}`,
  ),
  mentorCount: count(
    sql`select count(*) from ${institutionMentors} where ${institutionMentors.institutionId} = ${institutions.id}`,
  ),
  courseCount: count(sql`select count(*) from ${courses} where ${ofThisInstitution}`),
  groupCount: count(sql`select count(*) from ${groups}
    inner join ${courses} on ${courses.id} = ${groups.courseId} where ${ofThisInstitution}`),
  studentCount: count(sql`select count(distinct ${groupStudents.userId}) from ${groupStudents}
    inner join ${groups} on ${groups.id} = ${groupStudents.groupId}
    inner join ${courses} on ${courses.id} = ${groups.courseId} where ${ofThisInstitution}`),
};

type SummaryRow = Omit<InstitutionSummary, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

const toSummary = (row: SummaryRow): InstitutionSummary => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  adminCount: row.adminCount,
  mentorCount: row.mentorCount,
  courseCount: row.courseCount,
  groupCount: row.groupCount,
  studentCount: row.studentCount,
});

/** The management table: newest first, filtered by a name fragment in any case. */
export const listInstitutions = async (db: Db, query: InstitutionListQuery): Promise<InstitutionListPage> => {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const rows = await db
    .select({ ...summaryColumns, cursorAt: cursorTimestamp(institutions.createdAt) })
    .from(institutions)
    .where(
      and(
        pattern ? sql`${institutions.name} ilike ${pattern}` : undefined,
        cursor
          ? sql`(${institutions.createdAt}, ${institutions.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(institutions.createdAt), desc(institutions.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toSummary),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
};

export const findInstitution = async (db: Db, id: string) => {
  const [row] = await db.select().from(institutions).where(eq(institutions.id, id));
  return row ?? null;
};

/** The institution's page: its counts, admins, mentors and courses; null for an unknown id. */
export const loadInstitutionDetail = async (db: Db, id: string): Promise<InstitutionDetail | null> => {
  const [summary] = await db.select(summaryColumns).from(institutions).where(eq(institutions.id, id));
  if (!summary) return null;
  const [admins, mentors, courseRows] = await Promise.all([
    db
      .select({ id: users.id, name: displayNameOf(users), email: shownEmailOf(users) })
      .from(institutionAdmins)
      .innerJoin(users, eq(users.id, institutionAdmins.userId))
      .where(eq(institutionAdmins.institutionId, id))
      .orderBy(asc(displayNameOf(users)), asc(users.id)),
    db
      .select({
        id: users.id,
        name: sql<string>`coalesce(nullif(${institutionMentors.name}, ''), ${displayNameOf(users)})`,
        email: shownEmailOf(users),
      })
      .from(institutionMentors)
      .innerJoin(users, eq(users.id, institutionMentors.userId))
      .where(eq(institutionMentors.institutionId, id))
      .orderBy(asc(institutionMentors.name), asc(users.id)),
    db
      .select({
        id: courses.id,
        name: courses.name,
        addedAt: sql<Date>`coalesce(${institutionCourses.addedAt}, ${courses.createdAt})`.mapWith(
          institutionCourses.addedAt,
        ),
        isPublished: courses.isPublished,
        groupCount: count(sql`select count(*) from ${groups} where ${groups.courseId} = ${courses.id}`),
      })
      .from(courses)
      .leftJoin(
        institutionCourses,
        and(eq(institutionCourses.courseId, courses.id), eq(institutionCourses.institutionId, id)),
      )
      .where(eq(courses.institution, summary.name))
      .orderBy(asc(courses.name), asc(courses.id)),
  ]);
  return {
    ...toSummary(summary),
    admins,
    mentors,
    courses: courseRows.map((row) => ({ ...row, addedAt: row.addedAt.toISOString() })),
  };
};

/** The account an e-mail names (accounts keep their address lower-cased, as the schema sends it). */
export const findUserByEmail = async (db: Db, email: string) => (await usersByEmail(db, [email]))[0] ?? null;

/** Who manages the institution: read before it is deleted, as their rights go with it. */
export const readAdminIds = async (db: Db, institutionId: string): Promise<string[]> => {
  const rows = await db
    .select({ userId: institutionAdmins.userId })
    .from(institutionAdmins)
    .where(eq(institutionAdmins.institutionId, institutionId));
  return rows.map((row) => row.userId);
};
