import { and, asc, eq, sql } from 'drizzle-orm';
import {
  type ClassStudent,
  type ClassView,
  floorOrDefault,
  storedKeyboardAccessSchema,
} from '../../../domain/class-activity.ts';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { courses, groupStudents, groups, starterGuides, users } from '../../db/schema/index.ts';
import type { KeyboardAccess } from '../../db/schema/json.ts';
import { groupFactsColumns, studiesIn } from '../groups/access.ts';

const q = qualified;

/** A database or a transaction of it. */
type Executor = Pick<Db, 'select' | 'update' | 'execute'>;

/** A group with what its rules decide on (group:read, group:keyboard-access) and its live audience. */
export interface ClassGroup {
  id: string;
  name: string;
  courseId: string;
  mentorId: string | null;
  institutionId: string | null;
  lastFloor: number;
  updatedAtFloor: Date | null;
  keyboardAccess: KeyboardAccess | null;
  /** The caller is one of its students. */
  isGroupStudent: boolean;
}

/** The group by its primary key, its course's institution (by its unique name) and whether `userId` studies in it. */
export const findClassGroup = async (
  db: Executor,
  groupId: string,
  userId: string,
): Promise<ClassGroup | null> => {
  const [row] = await db
    .select({
      ...groupFactsColumns(userId),
      lastFloor: groups.lastFloor,
      updatedAtFloor: groups.updatedAtFloor,
      keyboardAccess: groups.keyboardAccess,
    })
    .from(groups)
    .innerJoin(courses, eq(courses.id, groups.courseId))
    .where(eq(groups.id, groupId));
  return row ?? null;
};

/** The stored keyboard access, or null when nobody holds it (or what is stored is not one). */
const holderOf = (stored: unknown) => {
  const parsed = storedKeyboardAccessSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
};

export const listGroupStudents = (db: Executor, groupId: string): Promise<ClassStudent[]> =>
  db
    .select({ id: users.id, name: users.name })
    .from(groupStudents)
    .innerJoin(users, eq(users.id, groupStudents.userId))
    .where(eq(groupStudents.groupId, groupId))
    .orderBy(asc(users.name), asc(users.id));

/** One student of the group by id (primary key of group_students), or null. */
export const findGroupStudent = async (db: Executor, groupId: string, studentId: string) => {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(groupStudents)
    .innerJoin(users, eq(users.id, groupStudents.userId))
    .where(and(eq(groupStudents.groupId, groupId), eq(groupStudents.userId, studentId)));
  return row ?? null;
};

/** The activity is one of the group's course (its starter guide, found by the activity index). */
export const isCourseActivity = async (db: Executor, courseId: string, activityId: string) => {
  const [row] = await db
    .select({ id: starterGuides.id })
    .from(starterGuides)
    .where(and(eq(starterGuides.activityId, activityId), eq(starterGuides.courseId, courseId)))
    .limit(1);
  return !!row;
};

/**
 * The class activity as `viewer` sees it. Access held by someone no longer in the group is no
 * access: nobody holds the keyboard until the mentor gives it again.
 */
export const toClassView = async (
  db: Executor,
  group: ClassGroup,
  viewer: { id: string; isMentor: boolean },
): Promise<ClassView> => {
  const stored = holderOf(group.keyboardAccess);
  const holder = stored ? await findGroupStudent(db, group.id, stored.studentUid) : null;
  const keyboardAccess =
    stored && holder
      ? {
          studentId: holder.id,
          studentName: holder.name,
          activityId: stored.activityId || null,
          grantedAt: stored.grantedAt,
        }
      : null;
  return {
    groupId: group.id,
    groupName: group.name,
    lastFloor: floorOrDefault(group.lastFloor),
    updatedAtFloor: group.updatedAtFloor?.toISOString() ?? null,
    keyboardAccess,
    students: viewer.isMentor ? await listGroupStudents(db, group.id) : null,
    canGrant: viewer.isMentor,
    holdsAccess: keyboardAccess?.studentId === viewer.id,
  };
};

/** Hands the keyboard to `studentId`, replacing whoever held it. */
export const grantKeyboardAccess = async (
  db: Executor,
  groupId: string,
  access: { studentId: string; activityId?: string | undefined },
) => {
  const keyboardAccess: KeyboardAccess = {
    studentUid: access.studentId,
    activityId: access.activityId ?? '',
    grantedAt: new Date().toISOString(),
  };
  await db.update(groups).set({ keyboardAccess, updatedAt: new Date() }).where(eq(groups.id, groupId));
};

export const revokeKeyboardAccess = async (db: Executor, groupId: string) => {
  await db.update(groups).set({ keyboardAccess: null, updatedAt: new Date() }).where(eq(groups.id, groupId));
};

/**
 * Sets the floor only if `studentId` holds the keyboard and is still a student of the group, in
 * one statement, so a revoke that lands first wins. True when the floor was written.
 */
export const setFloorAsHolder = async (db: Executor, groupId: string, studentId: string, floor: number) => {
  const written = await db
    .update(groups)
    .set({ lastFloor: floor, updatedAtFloor: new Date() })
    .where(
      and(
        eq(groups.id, groupId),
        sql`${q(groups.keyboardAccess)}->>'studentUid' = ${studentId}`,
        studiesIn(studentId),
      ),
    )
    .returning({ id: groups.id });
  return written.length > 0;
};

/** The group's people, for the live event's audience. */
export const groupAudience = async (db: Executor, group: ClassGroup) => {
  const students = await db
    .select({ id: groupStudents.userId })
    .from(groupStudents)
    .where(eq(groupStudents.groupId, group.id));
  return {
    studentIds: students.map((s) => s.id),
    mentorId: group.mentorId,
    institutionId: group.institutionId,
  };
};
