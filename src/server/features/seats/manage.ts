import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { LinkedSeat, SeatExport } from '../../../domain/seats.ts';
import type { Db } from '../../db/client.ts';
import {
  courses,
  groupStudents,
  groups,
  institutions,
  projectPermissions,
  projects,
  type SeatRow,
  sessions,
  storedFiles,
  submissions,
  users,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import type { Storage } from '../../storage/storage.ts';
import type { GroupFacts } from '../groups/access.ts';
import { deleteGroupProjects } from '../groups/projects.ts';
import { hasEmail } from './hidden.ts';

/**
 * What only an institution's admin does with a seat (issue 27, LGPD art. 18, COPPA): link it to an
 * e-mail account, export everything kept about it, delete it with its data.
 */

/** An e-mail account that studies in one of the institution's groups (not a seat), or null. */
const findInstitutionAccount = async (db: Db, institutionId: string | null, email: string) => {
  if (!institutionId) return null;
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        hasEmail(users),
        sql`exists (select 1 from ${groupStudents}
          join ${groups} on ${groups.id} = ${groupStudents.groupId}
          join ${courses} on ${courses.id} = ${groups.courseId}
          join ${institutions} on ${institutions.name} = ${courses.institution}
          where ${groupStudents.userId} = ${users.id} and ${institutions.id} = ${institutionId})`,
      ),
    );
  return row ?? null;
};

/**
 * Moves the seat's work to the e-mail account — its projects (ownership and shares), its
 * submissions with their grades and history, its groups, its pictures' quota — and deletes the
 * seat, in one transaction. The account keeps its own identity and password; the seat's secret and
 * sessions end. When the account already has work on an activity the seat also has (same group and
 * activity), nothing moves: 409, the admin decides which to keep.
 */
export const linkSeat = async (
  db: Db,
  seat: SeatRow,
  group: GroupFacts,
  email: string,
): Promise<{ report: LinkedSeat; endedSessionIds: string[] }> => {
  const account = await findInstitutionAccount(db, group.institutionId, email);
  if (!account) throw new HttpError(404, 'SEAT_LINK_ACCOUNT_NOT_FOUND');
  const from = seat.userId;
  const to = account.id;
  return db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: submissions.id })
      .from(submissions)
      .where(
        and(
          eq(submissions.studentId, from),
          sql`exists (select 1 from ${submissions} as mine
            where mine.student_id = ${to} and mine.group_id = ${submissions.groupId}
              and mine.activity_id = ${submissions.activityId})`,
        ),
      )
      .limit(1);
    if (clash) throw new HttpError(409, 'SEAT_LINK_CONFLICT');
    const movedSubmissions = await tx
      .update(submissions)
      .set({ studentId: to })
      .where(eq(submissions.studentId, from))
      .returning({ id: submissions.id });
    const movedProjects = await tx
      .update(projects)
      .set({ ownerId: to })
      .where(eq(projects.ownerId, from))
      .returning({ id: projects.id });
    await tx.update(projects).set({ userId: to }).where(eq(projects.userId, from));
    // A share the account already has on a project stays as it is; the seat's own goes with the seat.
    await tx.execute(sql`update ${projectPermissions} set user_id = ${to}
      where user_id = ${from} and not exists (select 1 from ${projectPermissions} as theirs
        where theirs.project_id = ${projectPermissions.projectId} and theirs.user_id = ${to})`);
    await tx.execute(sql`insert into ${groupStudents} (group_id, user_id)
      select group_id, ${to} from ${groupStudents} where user_id = ${from}
      on conflict do nothing`);
    await tx.update(storedFiles).set({ ownerId: to }).where(eq(storedFiles.ownerId, from));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, from)).returning({ id: sessions.id });
    await tx.delete(users).where(eq(users.id, from));
    return {
      report: {
        user: account,
        movedProjects: movedProjects.length,
        movedSubmissions: movedSubmissions.length,
      },
      endedSessionIds: ended.map((row) => row.id),
    };
  });
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Everything Chispa keeps about the seat, as the admin downloads it. The secret is not included. */
export const exportSeat = async (db: Db, seat: SeatRow): Promise<SeatExport> => {
  const id = seat.userId;
  const [nameRows, projectRows, submissionRows, sessionRows] = [
    await db
      .select({ id: groups.id, name: groups.name })
      .from(groupStudents)
      .innerJoin(groups, eq(groups.id, groupStudents.groupId))
      .where(eq(groupStudents.userId, id))
      .orderBy(asc(groups.name)),
    await db.select().from(projects).where(eq(projects.ownerId, id)).orderBy(asc(projects.createdAt)),
    await db
      .select()
      .from(submissions)
      .where(eq(submissions.studentId, id))
      .orderBy(asc(submissions.createdAt)),
    await db.select().from(sessions).where(eq(sessions.userId, id)).orderBy(asc(sessions.createdAt)),
  ];
  return {
    exportedAt: new Date().toISOString(),
    seat: {
      id,
      name: seat.name,
      nickname: seat.nickname,
      createdAt: seat.createdAt.toISOString(),
      lastSignInAt: iso(seat.lastSignInAt),
    },
    groups: nameRows,
    projects: projectRows.map((p) => ({
      id: p.id,
      name: p.name,
      description: null,
      category: p.category,
      diagram: p.diagram,
      code: p.code,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    })),
    submissions: submissionRows.map((s) => ({
      groupId: s.groupId,
      activityId: s.activityId,
      projectId: s.projectId,
      status: s.status,
      score: s.score,
      feedback: s.feedback,
      sentAt: iso(s.sentAt),
      gradedAt: iso(s.completedAt),
    })),
    sessions: sessionRows.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      userAgent: s.userAgent || null,
    })),
  };
};

/**
 * Deletes the seat and all its data: its projects (with their stored pictures, as deleting a
 * project does), then its account row, whose foreign keys take its submissions, grades history,
 * group places, shares and sessions. Answers the sessions that ended.
 */
export const deleteSeat = async (
  request: FastifyRequest,
  deps: { db: Db; storage: Storage },
  seat: SeatRow,
): Promise<string[]> => {
  const { db } = deps;
  const owned = await db.select({ id: projects.id }).from(projects).where(eq(projects.ownerId, seat.userId));
  await deleteGroupProjects(
    request,
    deps,
    owned.map((row) => row.id),
  );
  const live = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, seat.userId));
  await db.delete(users).where(eq(users.id, seat.userId));
  return live.map((row) => row.id);
};
