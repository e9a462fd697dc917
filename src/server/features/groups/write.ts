import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  type AddStudentsReport,
  emailsOfList,
  type GroupInput,
  type GroupUpdate,
} from '../../../domain/groups.ts';
import type { Db } from '../../db/client.ts';
import { type GroupRow, groupStudents, groups, projects, seats, submissions } from '../../db/schema/index.ts';
import { studentIdsOf, usersByEmail } from './data.ts';

/**
 * Group writes (spec §4 groups, §7 groups). A new group starts with no activities, lastFloor 1
 * and password '{secret}': the schema's defaults, never sent by a client.
 */

export const createGroup = async (db: Db, input: GroupInput): Promise<GroupRow> => {
  const [row] = await db
    .insert(groups)
    .values({
      name: input.name,
      schedule: input.schedule,
      courseId: input.courseId,
      mentorId: input.mentorId,
      isRemote: input.isRemote,
    })
    .returning();
  if (!row) throw new Error('group insert returned no row');
  return row;
};

/** The group after the change, and before it (for the audience of both); null when it is gone. */
export const updateGroup = async (db: Db, id: string, changes: GroupUpdate) =>
  db.transaction(async (tx) => {
    const [before] = await tx.select().from(groups).where(eq(groups.id, id)).for('update');
    if (!before) return null;
    const [after] = await tx
      .update(groups)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(groups.id, id))
      .returning();
    if (!after) return null;
    return { before, after, studentIds: await studentIdsOf(tx, id) };
  });

/**
 * Deletes the group (its students and submissions cascade) and answers what it held: the
 * projects its submissions referenced, which the caller deletes one by one afterwards, and
 * its students, who hear of it.
 */
export const deleteGroup = async (db: Db, id: string) =>
  db.transaction(async (tx) => {
    const projectRows = await tx
      .selectDistinct({ projectId: submissions.projectId })
      .from(submissions)
      .where(and(eq(submissions.groupId, id), isNotNull(submissions.projectId)));
    const studentIds = await studentIdsOf(tx, id);
    // A seat exists only in its group (issue 27): it goes with it, its own projects too.
    const seatIds = (await tx.select({ id: seats.userId }).from(seats).where(eq(seats.groupId, id))).map(
      (r) => r.id,
    );
    const seatProjects =
      seatIds.length === 0
        ? []
        : await tx
            .select({ projectId: projects.id })
            .from(projects)
            .where(inArray(projects.ownerId, seatIds));
    const [row] = await tx.delete(groups).where(eq(groups.id, id)).returning();
    if (!row) return null;
    const projectIds = [
      ...new Set([...projectRows, ...seatProjects].flatMap((r) => (r.projectId ? [r.projectId] : []))),
    ];
    return { row, projectIds, studentIds, seatIds };
  });

/**
 * Adds the people the e-mails name (spec §4: one already in the group changes nothing) and
 * reports who was added, who was there already and which lines named nobody.
 */
export const addStudents = async (
  db: Db,
  groupId: string,
  emails: readonly string[],
): Promise<AddStudentsReport> => {
  const wanted = emailsOfList(emails);
  const found = await usersByEmail(db, wanted);
  const byEmail = new Map(found.map((person) => [person.email.toLowerCase(), person]));
  const notFound = wanted.filter((email) => !byEmail.has(email));
  if (found.length === 0) return { added: [], alreadyInGroup: [], notFound };
  const inserted = await db
    .insert(groupStudents)
    .values(found.map((person) => ({ groupId, userId: person.id })))
    .onConflictDoNothing()
    .returning({ userId: groupStudents.userId });
  const addedIds = new Set(inserted.map((row) => row.userId));
  const inOrder = wanted.flatMap((email) => byEmail.get(email) ?? []);
  return {
    added: inOrder.filter((person) => addedIds.has(person.id)),
    alreadyInGroup: inOrder.filter((person) => !addedIds.has(person.id)),
    notFound,
  };
};

/** Takes a student out of the group; false when they were not in it. */
export const removeStudent = async (db: Db, groupId: string, studentId: string) => {
  const removed = await db
    .delete(groupStudents)
    .where(and(eq(groupStudents.groupId, groupId), inArray(groupStudents.userId, [studentId])))
    .returning({ userId: groupStudents.userId });
  return removed.length > 0;
};
