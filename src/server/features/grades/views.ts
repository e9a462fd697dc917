import type { GroupActivityTable, GroupGrades, StudentBackoffice } from '../../../domain/grades.ts';
import type { Actor } from '../../../domain/permissions.ts';
import type { Db } from '../../db/client.ts';
import { activitiesWithChecks, checkedScoresOf } from '../checks/data.ts';
import type { CsvGrades } from './csv.ts';
import {
  cellOf,
  courseActivitiesOf,
  groupSummaryOf,
  requireGroupReview,
  studentsWithSubmissions,
  studentWithSubmissions,
} from './data.ts';

/** A cell without its feedback: the whole-group tables never carry it. */
const gradeCellOf = (...args: Parameters<typeof cellOf>) => {
  const { feedback: _feedback, ...cell } = cellOf(...args);
  return cell;
};

/** grades/{groupId}: every student (by name) × every activity (in course order), as the mentor sees them. */
export const groupGrades = async (db: Db, actor: Actor, groupId: string): Promise<GroupGrades> => {
  const grades = await csvGrades(db, actor, groupId);
  return {
    ...grades,
    students: grades.students.map((student) => ({
      ...student,
      cells: student.cells.map(({ feedback: _feedback, ...cell }) => cell),
    })),
  };
};

/** The same, each cell with the tutor's feedback: what the CSV export writes. */
export const csvGrades = async (db: Db, actor: Actor, groupId: string): Promise<CsvGrades> => {
  const { group } = await requireGroupReview(db, actor, groupId);
  const withChecks = await activitiesWithChecks(db, group.courseId);
  const activities = courseActivitiesOf(group).map((activity) => ({
    ...activity,
    hasChecks: withChecks.has(activity.id),
  }));
  const students = await studentsWithSubmissions(db, group.id);
  const checked = await checkedScoresOf(db, submissionIdsOf(students));
  return {
    group: groupSummaryOf(group),
    activities,
    students: students.map(({ student, submissions }) => ({
      ...student,
      cells: activities.map((activity) =>
        cellOf(activity.id, submissions.get(activity.id), 'mentor', checked),
      ),
    })),
  };
};

const submissionIdsOf = (students: { submissions: ReadonlyMap<string, { id: string }> }[]) =>
  students.flatMap(({ submissions }) => [...submissions.values()].map((submission) => submission.id));

/** group-activity-table/{activityId}; null when the activity is not one of the group's course. */
export const activityTable = async (
  db: Db,
  actor: Actor,
  groupId: string,
  activityId: string,
): Promise<GroupActivityTable | null> => {
  const { group } = await requireGroupReview(db, actor, groupId);
  const found = courseActivitiesOf(group).find((candidate) => candidate.id === activityId);
  if (!found) return null;
  const activity = { ...found, hasChecks: (await activitiesWithChecks(db, group.courseId)).has(found.id) };
  const students = await studentsWithSubmissions(db, group.id, activity.id);
  const checked = await checkedScoresOf(db, submissionIdsOf(students));
  return {
    group: groupSummaryOf(group),
    activity,
    rows: students.map(({ student, submissions }) => ({
      student,
      cell: gradeCellOf(activity.id, submissions.get(activity.id), 'mentor', checked),
    })),
  };
};

/**
 * student/{studentId}: the course's activities with that student's status, score and feedback, for
 * the student themself and the group's reviewers; null when the student is not in the group.
 */
export const studentBackoffice = async (
  db: Db,
  actor: Actor,
  groupId: string,
  studentId: string,
): Promise<StudentBackoffice | null> => {
  const { group, viewer } = await requireGroupReview(db, actor, groupId, studentId);
  const found = await studentWithSubmissions(db, group.id, studentId);
  if (!found) return null;
  return {
    group: groupSummaryOf(group),
    student: found.student,
    viewer,
    activities: courseActivitiesOf(group).map((activity) => ({
      activity,
      cell: cellOf(activity.id, found.submissions.get(activity.id), viewer),
    })),
  };
};
