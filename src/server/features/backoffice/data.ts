import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InstitutionStudent } from '../../../domain/backoffice.ts';
import { normalizeCourseContent } from '../../../domain/course-content.ts';
import type { InstitutionRef } from '../../../domain/me.ts';
import type { Db } from '../../db/client.ts';
import { courses, groupStudents, groups, submissions, users } from '../../db/schema/index.ts';
import { displayNameOf } from '../groups/data.ts';
import { shownEmailOf } from '../seats/hidden.ts';

/**
 * create-groups-management-test/groups-test/{studentId} (docs/decisions.md): one student of an
 * institution, their groups in it and their progress in each.
 */

const mentors = alias(users, 'mentors');

/** Activities a course holds: each module's class and home activities (as grades count them). */
const activityCountOf = (content: unknown) =>
  normalizeCourseContent(content, randomUUID).modules.reduce((sum, module) => {
    const lesson = module.lessons[0];
    return sum + (lesson?.classActivities.length ?? 0) + (lesson?.homeActivities.length ?? 0);
  }, 0);

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`(select count(*) from ${submissions}
    where ${submissions.groupId} = ${groups.id} and ${submissions.studentId} = ${groupStudents.userId}
    and ${condition})`.mapWith(Number);

/**
 * The student and their groups of the institution's courses (by course, then schedule); null when
 * they are in none of them, so the institution's admin learns nothing of other schools' students.
 */
export const loadInstitutionStudent = async (
  db: Db,
  institution: InstitutionRef,
  studentId: string,
): Promise<InstitutionStudent | null> => {
  const rows = await db
    .select({
      id: groups.id,
      name: groups.name,
      schedule: groups.schedule,
      courseId: courses.id,
      courseName: courses.name,
      content: courses.content,
      mentorId: mentors.id,
      mentorName: displayNameOf(mentors),
      sent: countWhere(sql`${submissions.status} in ('sent', 'calified')`),
      graded: countWhere(sql`${submissions.status} = 'calified'`),
      average: sql<number | null>`(select round(avg(${submissions.score})::numeric, 1) from ${submissions}
        where ${submissions.groupId} = ${groups.id} and ${submissions.studentId} = ${groupStudents.userId}
        and ${submissions.status} = 'calified' and ${submissions.score} is not null)`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(groupStudents)
    .innerJoin(groups, eq(groups.id, groupStudents.groupId))
    .innerJoin(courses, eq(courses.id, groups.courseId))
    .leftJoin(mentors, eq(mentors.id, groups.mentorId))
    .where(and(eq(groupStudents.userId, studentId), eq(courses.institution, institution.name)))
    .orderBy(asc(courses.name), asc(groups.schedule), asc(groups.name), asc(groups.id));
  if (rows.length === 0) return null;
  const [student] = await db
    .select({ id: users.id, name: displayNameOf(users), email: shownEmailOf(users) })
    .from(users)
    .where(eq(users.id, studentId));
  if (!student) return null;
  return {
    institution: { id: institution.id, name: institution.name },
    student,
    groups: rows.map((row) => ({
      id: row.id,
      name: row.name,
      schedule: row.schedule,
      course: { id: row.courseId, name: row.courseName },
      mentor: row.mentorId ? { id: row.mentorId, name: row.mentorName ?? '' } : null,
      activityCount: activityCountOf(row.content),
      sent: row.sent,
      graded: row.graded,
      average: row.average,
    })),
  };
};
