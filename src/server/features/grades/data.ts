import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { SubmissionStatus } from '../../../domain/constants.ts';
import { normalizeCourseContent } from '../../../domain/course-content.ts';
import type { GradeActivity, GradeCell, GradeStudent } from '../../../domain/grades.ts';
import { type Actor, can } from '../../../domain/permissions.ts';
import { presentSubmission, type SubmissionRole } from '../../../domain/submissions.ts';
import type { Db } from '../../db/client.ts';
import { courses, groupStudents, groups, submissions, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { groupFactsColumns } from '../groups/access.ts';
import { shownEmailOf } from '../seats/hidden.ts';

/**
 * A group with what its access rules decide on (its mentor, its course's institution, whether the
 * actor studies in it) and its course's content: one lookup by primary key.
 */
const findGroup = async (db: Db, actor: Actor, groupId: string) => {
  const [row] = await db
    .select({ ...groupFactsColumns(actor.id), courseName: courses.name, content: courses.content })
    .from(groups)
    .innerJoin(courses, eq(courses.id, groups.courseId))
    .where(eq(groups.id, groupId));
  return row ?? null;
};

export type FoundGroup = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

/**
 * The group for `group:review` (its mentor and managers): 404 GROUP_NOT_FOUND for an unknown
 * group, 403 for anyone else. `alsoStudent` lets that student of the group in too (their own
 * backoffice).
 */
export const requireGroupReview = async (
  db: Db,
  actor: Actor,
  groupId: string,
  alsoStudent?: string,
): Promise<{ group: FoundGroup; viewer: SubmissionRole }> => {
  const group = await findGroup(db, actor, groupId);
  if (!group) throw new HttpError(404, 'GROUP_NOT_FOUND');
  if (can(actor, 'group:review', group)) return { group, viewer: 'mentor' };
  if (alsoStudent === actor.id && group.isGroupStudent) return { group, viewer: 'student' };
  throw new HttpError(403, 'FORBIDDEN');
};

export const groupSummaryOf = (group: FoundGroup) => ({
  id: group.id,
  name: group.name,
  courseId: group.courseId,
  courseName: group.courseName,
});

/** The course's activities in course order: modules, then each module's class then home activities. */
export const courseActivitiesOf = (group: FoundGroup): GradeActivity[] =>
  normalizeCourseContent(group.content, randomUUID).modules.flatMap((module) => {
    const lesson = module.lessons[0];
    const of = (kind: GradeActivity['kind']) => (activity: { id: string; name: string }) => ({
      id: activity.id,
      name: activity.name,
      moduleNumber: module.number,
      kind,
    });
    return [
      ...(lesson?.classActivities ?? []).map(of('class')),
      ...(lesson?.homeActivities ?? []).map(of('home')),
    ];
  });

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const submissionColumns = {
  id: submissions.id,
  activityId: submissions.activityId,
  status: submissions.status,
  score: submissions.score,
  feedback: submissions.feedback,
  sentAt: submissions.sentAt,
  returnedAt: submissions.returnedAt,
};

interface SubmissionFacts {
  id: string;
  activityId: string;
  status: SubmissionStatus;
  score: number | null;
  feedback: string | null;
  sentAt: Date | null;
  returnedAt: Date | null;
}

/** A cell as `viewer` sees it; a student who has not started the activity has no submission. */
export const cellOf = (
  activityId: string,
  submission: SubmissionFacts | undefined,
  viewer: SubmissionRole,
  checkedScores?: ReadonlyMap<string, number | null>,
): GradeCell & { feedback: string | null } => {
  const found = submission?.status
    ? { status: submission.status, returnedAt: iso(submission.returnedAt) }
    : null;
  return {
    activityId,
    status: found?.status ?? null,
    presentation: presentSubmission(found, viewer),
    score: submission?.score ?? null,
    sentAt: iso(submission?.sentAt ?? null),
    returnedAt: found?.returnedAt ?? null,
    feedback: submission?.feedback ?? null,
    ...(checkedScores && submission ? { checkedScore: checkedScores.get(submission.id) ?? null } : {}),
  };
};

const studentColumns = { id: users.id, name: users.name, email: shownEmailOf(users) };

/**
 * The group's students, by name, each with their submissions (of `activityId` only, when given),
 * unexecuted so a test can ask PostgreSQL for its plan: group_students by its primary key,
 * submissions by their (group, activity, student) key.
 */
export const studentsQuery = (db: Db, groupId: string, activityId?: string) =>
  db
    .select({ student: studentColumns, submission: submissionColumns })
    .from(groupStudents)
    .innerJoin(users, eq(users.id, groupStudents.userId))
    .leftJoin(
      submissions,
      and(
        eq(submissions.groupId, groupStudents.groupId),
        eq(submissions.studentId, groupStudents.userId),
        activityId === undefined ? undefined : eq(submissions.activityId, activityId),
      ),
    )
    .where(eq(groupStudents.groupId, groupId))
    .orderBy(asc(users.name), asc(users.id));

/** The group's students with their submissions, one query whatever the group's size. */
export const studentsWithSubmissions = async (db: Db, groupId: string, activityId?: string) => {
  const rows = await studentsQuery(db, groupId, activityId);
  const students = new Map<string, { student: GradeStudent; submissions: Map<string, SubmissionFacts> }>();
  for (const row of rows) {
    const entry = students.get(row.student.id) ?? { student: row.student, submissions: new Map() };
    students.set(row.student.id, entry);
    if (row.submission?.activityId) entry.submissions.set(row.submission.activityId, row.submission);
  }
  return [...students.values()];
};

/** One student of the group with their submissions; null when they are not in it. */
export const studentWithSubmissions = async (db: Db, groupId: string, studentId: string) => {
  const rows = await db
    .select({ student: studentColumns, submission: submissionColumns })
    .from(groupStudents)
    .innerJoin(users, eq(users.id, groupStudents.userId))
    .leftJoin(
      submissions,
      and(eq(submissions.groupId, groupStudents.groupId), eq(submissions.studentId, groupStudents.userId)),
    )
    .where(and(eq(groupStudents.groupId, groupId), eq(groupStudents.userId, studentId)));
  const [first] = rows;
  if (!first) return null;
  const found = new Map<string, SubmissionFacts>();
  for (const row of rows)
    if (row.submission?.activityId) found.set(row.submission.activityId, row.submission);
  return { student: first.student, submissions: found };
};
