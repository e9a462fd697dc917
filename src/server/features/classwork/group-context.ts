import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ClassworkViewer } from '../../../domain/classwork.ts';
import { moduleDisplayName, normalizeCourseContent } from '../../../domain/course-content.ts';
import { type Actor, can } from '../../../domain/permissions.ts';
import type { Db } from '../../db/client.ts';
import { courses, groupStudents, groups } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { type CourseFacts, courseFactsColumns } from '../academy/course-access.ts';
import { studiesIn } from '../groups/access.ts';

/** A group with its course and the caller's standing in it: what every classwork route decides on. */
export interface GroupContext {
  id: string;
  name: string;
  mentorId: string | null;
  course: { id: string; name: string; content: unknown; isPublished: boolean };
  facts: CourseFacts;
  /** The caller is one of the group's students. */
  isGroupStudent: boolean;
}

/** One indexed lookup by the group's primary key, with its course's facts for the caller. 404 when unknown. */
export const loadGroupContext = async (db: Db, actor: Actor, groupId: string): Promise<GroupContext> => {
  const [row] = await db
    .select({
      id: groups.id,
      name: groups.name,
      mentorId: groups.mentorId,
      course: {
        id: courses.id,
        name: courses.name,
        content: courses.content,
        isPublished: courses.isPublished,
      },
      facts: courseFactsColumns(actor),
      isGroupStudent: studiesIn(actor.id).mapWith(Boolean),
    })
    .from(groups)
    .innerJoin(courses, eq(courses.id, groups.courseId))
    .where(eq(groups.id, groupId));
  if (!row) throw new HttpError(404, 'GROUP_NOT_FOUND');
  return row;
};

/** What `group:read`, `group:review` and `group:grade` read of a group. */
export const groupResource = (group: GroupContext) => ({
  mentorId: group.mentorId,
  institutionId: group.facts.institutionId,
  isGroupStudent: group.isGroupStudent,
});

/** How the caller sees the group's work, or null when they may not see it at all (`group:read`). */
export const viewerOf = (actor: Actor, group: GroupContext): ClassworkViewer | null => {
  if (!can(actor, 'group:read', groupResource(group))) return null;
  if (group.isGroupStudent) return 'student';
  if (can(actor, 'group:grade', groupResource(group))) return 'mentor';
  return 'reviewer';
};

/** 403 unless the caller may read the group. */
export const requireGroupViewer = (actor: Actor, group: GroupContext): ClassworkViewer => {
  const viewer = viewerOf(actor, group);
  if (!viewer) throw new HttpError(403, 'FORBIDDEN');
  return viewer;
};

/**
 * How the caller sees one student's work: that student themself, the group's mentor, or a manager
 * reviewing it (`group:review`); anyone else (another student, another group's mentor) gets 403.
 */
export const requireWorkViewer = (actor: Actor, group: GroupContext, studentId: string): ClassworkViewer => {
  if (group.isGroupStudent && actor.id === studentId) return 'student';
  if (can(actor, 'group:grade', groupResource(group))) return 'mentor';
  if (can(actor, 'group:review', groupResource(group))) return 'reviewer';
  throw new HttpError(403, 'FORBIDDEN');
};

export interface CourseActivityEntry {
  id: string;
  name: string;
  moduleNumber: string;
  moduleName: string;
  kind: 'class' | 'home';
  position: number;
}

/** The course's activities in course order: modules, then each lesson's class and home activities. */
export const courseActivitiesOf = (content: unknown): CourseActivityEntry[] => {
  const entries: CourseActivityEntry[] = [];
  for (const module of normalizeCourseContent(content, randomUUID).modules) {
    const lesson = module.lessons[0];
    const moduleName = moduleDisplayName(module);
    const lists = [
      ['class', lesson?.classActivities ?? []],
      ['home', lesson?.homeActivities ?? []],
    ] as const;
    for (const [kind, activities] of lists)
      for (const activity of activities)
        entries.push({
          id: activity.id,
          name: activity.name,
          moduleNumber: module.number,
          moduleName,
          kind,
          position: entries.length + 1,
        });
  }
  return entries;
};

/** The activity of the group's course, or 404 'No se encontró la actividad en el grupo' (spec §5, §8). */
export const requireGroupActivity = (group: GroupContext, activityId: string): CourseActivityEntry => {
  const activity = courseActivitiesOf(group.course.content).find((entry) => entry.id === activityId);
  if (!activity) throw new HttpError(404, 'ACTIVITY_NOT_IN_GROUP');
  return activity;
};

/** The student of the group, by id; 404 when they are not in it. */
export const requireGroupStudent = async (db: Db, groupId: string, studentId: string) => {
  const [row] = await db
    .select({ userId: groupStudents.userId })
    .from(groupStudents)
    .where(and(eq(groupStudents.groupId, groupId), eq(groupStudents.userId, studentId)));
  if (!row) throw new HttpError(404, 'STUDENT_NOT_IN_GROUP');
};
