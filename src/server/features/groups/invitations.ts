import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { MyInvitation, PendingInvitation } from '../../../domain/invitations.ts';
import type { Db } from '../../db/client.ts';
import {
  courses,
  groupInvitations,
  groupStudents,
  groups,
  superAdmins,
  users,
} from '../../db/schema/index.ts';
import { isOpen } from './enrol.ts';

/**
 * A person's invitations (issue 27): those to their account's address, still open. A super admin
 * has none: a school never adds them (docs/decisions.md "A school enrols its own people").
 */
const addressedTo = (userId: string) => sql`${groupInvitations.email} = (
  select lower(${users.email}) from ${users} where ${users.id} = ${userId}
  and not exists (select 1 from ${superAdmins} where ${superAdmins.userId} = ${userId}))`;

export const listMyInvitations = async (db: Db, userId: string): Promise<MyInvitation[]> => {
  const rows = await db
    .select({
      id: groupInvitations.id,
      groupId: groups.id,
      groupName: groups.name,
      schedule: groups.schedule,
      courseId: courses.id,
      courseName: courses.name,
      institution: courses.institution,
      expiresAt: groupInvitations.expiresAt,
    })
    .from(groupInvitations)
    .innerJoin(groups, eq(groups.id, groupInvitations.groupId))
    .innerJoin(courses, eq(courses.id, groups.courseId))
    .where(and(addressedTo(userId), isOpen))
    .orderBy(asc(groupInvitations.createdAt), asc(groupInvitations.id));
  return rows.map((row) => ({
    id: row.id,
    group: { id: row.groupId, name: row.groupName, schedule: row.schedule },
    course: { id: row.courseId, name: row.courseName },
    institution: row.institution,
    expiresAt: row.expiresAt.toISOString(),
  }));
};

/** Takes the invitation up: the person joins its group. Null when it is not theirs or not open. */
export const acceptInvitation = async (db: Db, userId: string, id: string) =>
  db.transaction(async (tx) => {
    const [taken] = await tx
      .delete(groupInvitations)
      .where(and(eq(groupInvitations.id, id), addressedTo(userId), isOpen))
      .returning({ groupId: groupInvitations.groupId });
    if (!taken) return null;
    await tx.insert(groupStudents).values({ groupId: taken.groupId, userId }).onConflictDoNothing();
    return taken;
  });

/** Turns the invitation down (it is gone); false when it was not theirs. */
export const declineInvitation = async (db: Db, userId: string, id: string) => {
  const gone = await db
    .delete(groupInvitations)
    .where(and(eq(groupInvitations.id, id), addressedTo(userId)))
    .returning({ id: groupInvitations.id });
  return gone.length > 0;
};

/** A group's open invitations, newest first, as its managers typed the addresses. */
export const listGroupInvitations = async (db: Db, groupId: string): Promise<PendingInvitation[]> => {
  const rows = await db
    .select({
      id: groupInvitations.id,
      email: groupInvitations.email,
      createdAt: groupInvitations.createdAt,
      expiresAt: groupInvitations.expiresAt,
    })
    .from(groupInvitations)
    .where(and(eq(groupInvitations.groupId, groupId), isOpen))
    .orderBy(desc(groupInvitations.createdAt), asc(groupInvitations.email));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
};

/** Withdraws one of the group's invitations; false when the group has no such one. */
export const cancelInvitation = async (db: Db, groupId: string, id: string) => {
  const gone = await db
    .delete(groupInvitations)
    .where(and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.id, id)))
    .returning({ id: groupInvitations.id });
  return gone.length > 0;
};
