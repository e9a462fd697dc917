import type { DiagramPart, DiagramWire } from '../../../domain/circuit/diagram.ts';
import {
  type CourseActivity,
  idStartOf,
  newActivity,
  practicalGuideIdOf,
} from '../../../domain/course-content.ts';
import type { Db } from '../../db/client.ts';
import {
  courses,
  groupStudents,
  groups,
  type NewCourseRow,
  practicalGuides,
  starterGuides,
} from '../../db/schema/index.ts';

/**
 * Builders for the academy's server tests and the access matrix: rows straight into the real
 * database, shaped as course management stores them (one module, starter guide id = idStart).
 */

export const activityOf = (id: string, fields: Partial<CourseActivity> = {}): CourseActivity =>
  newActivity(id, {
    id,
    InitialProjectDescription: `Describe ${id}`,
    introductionText: `Intro ${id}`,
    ...fields,
  });

const diagramOf = (activity: CourseActivity) =>
  (activity.componentsDiagram ?? {}) as { parts?: DiagramPart[]; wires?: DiagramWire[] };

/** A course of one module whose class activities each get their starter guide. */
export const insertCourse = async (
  db: Db,
  course: Omit<NewCourseRow, 'content'> & { id: string; name: string; content?: unknown },
  activities: CourseActivity[] = [],
) => {
  const content = course.content ?? {
    modules: [
      { number: '1', name: 'Primeros pasos', lessons: [{ classActivities: activities, homeActivities: [] }] },
    ],
  };
  await db.insert(courses).values({ ...course, content: content as NewCourseRow['content'] });
  if (activities.length === 0) return;
  await db.insert(starterGuides).values(
    activities.map((activity, activityIndex) => ({
      id: activity.idStart,
      activityId: activity.id,
      courseId: course.id,
      courseName: course.name,
      moduleIndex: 0,
      moduleNumber: '1',
      moduleName: 'Primeros pasos',
      activityIndex,
      activityName: activity.name,
      name: activity.name,
      initialProjectDescription: activity.InitialProjectDescription,
      project: {
        name: activity.name,
        code: activity.code,
        components: diagramOf(activity).parts ?? [],
        connections: diagramOf(activity).wires ?? [],
      },
      steps: activity.steps,
      introduction: [activity.introductionText],
      titleIntroduction: activity.name,
    })),
  );
};

/** The published practical guide a published course generates from an activity's starter guide. */
export const insertGeneratedGuide = async (db: Db, courseId: string, activity: CourseActivity) => {
  const id = practicalGuideIdOf(activity.idStart || idStartOf(activity.id));
  await db.insert(practicalGuides).values({
    id,
    name: activity.name,
    description: activity.InitialProjectDescription,
    isPublished: true,
    courseId,
    project: { name: activity.name, code: activity.code, components: [], connections: [] },
    code: activity.code,
  });
  return id;
};

/** A group of the course, led by `mentorId`, with `studentIds` enrolled. */
export const insertGroup = async (
  db: Db,
  courseId: string,
  people: { mentorId?: string; studentIds?: string[] },
) => {
  const [group] = await db
    .insert(groups)
    .values({ name: 'Grupo A', courseId, mentorId: people.mentorId ?? null })
    .returning({ id: groups.id });
  if (!group) throw new Error('group insert returned no row');
  const studentIds = people.studentIds ?? [];
  if (studentIds.length > 0)
    await db.insert(groupStudents).values(studentIds.map((userId) => ({ groupId: group.id, userId })));
  return group.id;
};
