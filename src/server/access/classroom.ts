import type { Db } from '../db/client.ts';
import { activityOf, insertCourse, insertGroup } from '../features/academy/fixtures.ts';

/** A course with two groups, as the access matrix and the groups' server tests use it. */
export interface Classroom {
  courseId: string;
  /** The course's two class activities, in order. */
  activityIds: [string, string];
  /** Group A and group B of the course. */
  groupA: string;
  groupB: string;
}

interface GroupPeople {
  mentorId: string;
  studentIds: string[];
}

/**
 * A published free course of `institution` with two activities, and two groups of it. `key`
 * keeps ids apart when a test builds several.
 */
export const buildClassroom = async (
  db: Db,
  opts: { key: string; institution: string; groupA: GroupPeople; groupB: GroupPeople },
): Promise<Classroom> => {
  const courseId = `course_${opts.key}`;
  const first = activityOf(`activity_${opts.key}_led`, { name: 'LED' });
  const second = activityOf(`activity_${opts.key}_boton`, { name: 'Botón' });
  await insertCourse(
    db,
    { id: courseId, name: `Curso ${opts.key}`, institution: opts.institution, isPublished: true },
    [first, second],
  );
  const groupA = await insertGroup(db, courseId, opts.groupA);
  const groupB = await insertGroup(db, courseId, opts.groupB);
  return { courseId, activityIds: [first.id, second.id], groupA, groupB };
};
