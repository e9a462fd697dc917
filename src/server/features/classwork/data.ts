import { and, desc, eq, sql } from 'drizzle-orm';
import { repairDiagram } from '../../../domain/circuit/repair.ts';
import type {
  ClassworkViewer,
  GroupActivities,
  SubmissionEvent,
  SubmissionView,
} from '../../../domain/classwork.ts';
import { DEFAULTS } from '../../../domain/constants.ts';
import { PROJECT_LIMITS } from '../../../domain/projects.ts';
import { presentSubmission } from '../../../domain/submissions.ts';
import type { Db } from '../../db/client.ts';
import {
  gradeEvents,
  projectPermissions,
  projects,
  type SubmissionRow,
  starterGuides,
  submissions,
  users,
} from '../../db/schema/index.ts';
import { starterGuideAsGuide } from '../courses/template.ts';
import { type CourseActivityEntry, courseActivitiesOf, type GroupContext } from './group-context.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const roleOf = (viewer: ClassworkViewer) => (viewer === 'student' ? 'student' : 'mentor');

/** A person's name as the classroom shows it: display name, else name, else 'Estudiante' (spec §4). */
const personName = sql<string>`coalesce(nullif(trim(${users.displayName}), ''), nullif(trim(${users.name}), ''), ${DEFAULTS.studentName})`;

export const findSubmission = async (
  db: Db,
  key: { groupId: string; activityId: string; studentId: string },
): Promise<SubmissionRow | null> => {
  const [row] = await db
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.groupId, key.groupId),
        eq(submissions.activityId, key.activityId),
        eq(submissions.studentId, key.studentId),
      ),
    );
  return row ?? null;
};

/** The course's activities in order; a student sees their own work on each (one indexed query). */
export const listGroupActivities = async (
  db: Db,
  group: GroupContext,
  viewer: ClassworkViewer,
  userId: string,
): Promise<GroupActivities> => {
  const entries = courseActivitiesOf(group.course.content);
  const own =
    viewer === 'student'
      ? await db
          .select({
            activityId: submissions.activityId,
            status: submissions.status,
            returnedAt: submissions.returnedAt,
          })
          .from(submissions)
          .where(and(eq(submissions.groupId, group.id), eq(submissions.studentId, userId)))
      : [];
  const byActivity = new Map(own.map((row) => [row.activityId, row]));
  return {
    groupId: group.id,
    groupName: group.name,
    courseId: group.course.id,
    courseName: group.course.name,
    viewer,
    total: entries.length,
    items: entries.map((entry) => {
      const row = byActivity.get(entry.id);
      const submission = row
        ? {
            status: row.status,
            presentation: presentSubmission(
              { status: row.status, returnedAt: iso(row.returnedAt) },
              'student',
            ),
          }
        : null;
      return { ...entry, submission };
    }),
  };
};

/** The student's work as `viewer` sees it; before the first opening, an empty 'created' one (version 0). */
export const findSubmissionView = async (
  db: Db,
  group: GroupContext,
  activity: CourseActivityEntry,
  studentId: string,
  viewer: ClassworkViewer,
): Promise<SubmissionView> => {
  const [student] = await db.select({ name: personName }).from(users).where(eq(users.id, studentId));
  const row = await findSubmission(db, { groupId: group.id, activityId: activity.id, studentId });
  const returnedAt = iso(row?.returnedAt ?? null);
  return {
    groupId: group.id,
    activityId: activity.id,
    activityName: activity.name,
    studentId,
    studentName: student?.name ?? DEFAULTS.studentName,
    viewer,
    status: row?.status ?? 'created',
    presentation: presentSubmission(row ? { status: row.status, returnedAt } : null, roleOf(viewer)),
    score: row?.score ?? null,
    feedback: row?.feedback ?? null,
    sentAt: iso(row?.sentAt ?? null),
    completedAt: iso(row?.completedAt ?? null),
    returnedAt,
    version: row?.version ?? 0,
    projectId: row?.projectId ?? null,
  };
};

/** The history of one student's work, newest first, with who did each step. */
export const listSubmissionHistory = async (
  db: Db,
  key: { groupId: string; activityId: string; studentId: string },
): Promise<SubmissionEvent[]> => {
  const rows = await db
    .select({
      id: gradeEvents.id,
      action: gradeEvents.action,
      actorId: gradeEvents.actorId,
      actorName: sql<string | null>`case when ${users.id} is null then null else ${personName} end`,
      fromStatus: gradeEvents.fromStatus,
      toStatus: gradeEvents.toStatus,
      fromScore: gradeEvents.fromScore,
      score: gradeEvents.score,
      feedback: gradeEvents.feedback,
      fromProposal: gradeEvents.fromProposal,
      createdAt: gradeEvents.createdAt,
    })
    .from(gradeEvents)
    .innerJoin(submissions, eq(submissions.id, gradeEvents.submissionId))
    .leftJoin(users, eq(users.id, gradeEvents.actorId))
    .where(
      and(
        eq(submissions.groupId, key.groupId),
        eq(submissions.activityId, key.activityId),
        eq(submissions.studentId, key.studentId),
      ),
    )
    .orderBy(desc(gradeEvents.createdAt), desc(gradeEvents.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
};

export type OpenedProject = { projectId: string; submissionId: string; isNew: boolean };

/** Two first openings raced: this one's project is rolled back and the winner's is handed out. */
class LostFirstOpening extends Error {}

/**
 * The student's own project of the activity, made once (spec §4 "Duplicating an activity
 * template"): '{activity} - {student}', category activity, the template's circuit and code, with
 * a random id the never-saved rule does not catch. The project and its submission (created) are
 * written in one transaction; the submission's unique key makes two first openings settle on one.
 */
export const openActivityProject = async (
  db: Db,
  group: GroupContext,
  activity: CourseActivityEntry,
  studentId: string,
): Promise<OpenedProject> => {
  const key = { groupId: group.id, activityId: activity.id, studentId };
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: submissions.id, projectId: submissions.projectId })
        .from(submissions)
        .where(
          and(
            eq(submissions.groupId, key.groupId),
            eq(submissions.activityId, key.activityId),
            eq(submissions.studentId, key.studentId),
          ),
        )
        .for('update');
      if (existing?.projectId)
        return { projectId: existing.projectId, submissionId: existing.id, isNew: false };
      const projectId = await insertActivityProject(tx, group, activity, studentId);
      if (existing) {
        await tx.update(submissions).set({ projectId }).where(eq(submissions.id, existing.id));
        return { projectId, submissionId: existing.id, isNew: true };
      }
      const [inserted] = await tx
        .insert(submissions)
        .values({
          ...key,
          mentorId: group.mentorId,
          projectId,
          lessonNumber: activity.moduleNumber,
          status: 'created',
        })
        .onConflictDoNothing()
        .returning({ id: submissions.id });
      if (!inserted) throw new LostFirstOpening();
      return { projectId, submissionId: inserted.id, isNew: true };
    });
  } catch (error) {
    if (!(error instanceof LostFirstOpening)) throw error;
    const winner = await findSubmission(db, key);
    if (!winner?.projectId) throw new Error('the first opening vanished');
    return { projectId: winner.projectId, submissionId: winner.id, isNew: false };
  }
};

const insertActivityProject = async (
  tx: Db,
  group: GroupContext,
  activity: CourseActivityEntry,
  studentId: string,
): Promise<string> => {
  const [starter] = await tx.select().from(starterGuides).where(eq(starterGuides.activityId, activity.id));
  const template = starter
    ? (await starterGuideAsGuide(tx, starter, group.course.isPublished)).project
    : null;
  const [student] = await tx.select({ name: personName }).from(users).where(eq(users.id, studentId));
  const name = `${activity.name} - ${student?.name ?? DEFAULTS.studentName}`.slice(0, PROJECT_LIMITS.nameMax);
  const [created] = await tx
    .insert(projects)
    .values({
      name,
      category: 'activity',
      isActivity: true,
      ownerId: studentId,
      userId: studentId,
      diagram: repairDiagram(template?.diagram ?? {}).diagram,
      ...(template ? { code: template.code, codeView: template.view } : {}),
    })
    .returning({ id: projects.id });
  if (!created) throw new Error('project insert returned no row');
  await tx.insert(projectPermissions).values({ projectId: created.id, userId: studentId, level: 'owner' });
  return created.id;
};
