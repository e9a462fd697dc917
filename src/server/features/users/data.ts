import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type {
  UserAdminRow,
  UserListPage,
  UserListQuery,
  UserRolesUpdate,
} from '../../../domain/user-admin.ts';
import type { Db } from '../../db/client.ts';
import { cursorTimestamp, decodeCursor, encodeCursor, escapeLike } from '../../db/paging.ts';
import { groups, institutionAdmins, institutions, superAdmins, users } from '../../db/schema/index.ts';
import { hasEmail, shownEmailOf } from '../seats/hidden.ts';

/** The users screen (super admins): who is who, and the two roles given here. */

const shownNameSql = sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.name})`;

/**
 * `users.id` spelled out with its table: drizzle leaves a single table's columns unqualified in a
 * select list, and inside a subquery on `groups` a bare "id" would be the group's.
 */
const userIdSql = sql`${users}.${sql.identifier('id')}`;

const rowColumns = {
  id: users.id,
  name: shownNameSql,
  email: shownEmailOf(users),
  role: users.role,
  createdAt: users.createdAt,
  cursorAt: cursorTimestamp(users.createdAt),
  leadsGroups: sql<boolean>`exists (select 1 from ${groups} where ${groups.mentorId} = ${userIdSql})`,
  superAdmin: sql<boolean>`exists (select 1 from ${superAdmins} where ${superAdmins.userId} = ${userIdSql})`,
};

type BaseRow = {
  id: string;
  name: string;
  email: string;
  role: string | null;
  createdAt: Date;
  leadsGroups: boolean;
  superAdmin: boolean;
};

/** The institutions each of `userIds` administers, by name. */
const adminOfUsers = async (db: Db, userIds: string[]) => {
  const byUser = new Map<string, { id: string; name: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: institutionAdmins.userId, id: institutions.id, name: institutions.name })
    .from(institutionAdmins)
    .innerJoin(institutions, eq(institutions.id, institutionAdmins.institutionId))
    .where(inArray(institutionAdmins.userId, userIds))
    .orderBy(asc(institutions.name), asc(institutions.id));
  for (const { userId, ...institution } of rows) {
    byUser.set(userId, [...(byUser.get(userId) ?? []), institution]);
  }
  return byUser;
};

const toRow = (row: BaseRow, adminOf: { id: string; name: string }[]): UserAdminRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  tutor: row.role === 'tutor',
  leadsGroups: Boolean(row.leadsGroups),
  superAdmin: Boolean(row.superAdmin),
  adminOf,
  createdAt: row.createdAt.toISOString(),
});

/** `GET /api/users`: everyone, newest first; `search` matches a name or an e-mail, any case. */
export const listUsers = async (db: Db, query: UserListQuery): Promise<UserListPage> => {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const rows = await db
    .select(rowColumns)
    .from(users)
    .where(
      and(
        // Seats are a class's, not the platform's users: never listed or found here (issue 27).
        hasEmail(users),
        pattern
          ? or(
              sql`${users.name} ilike ${pattern}`,
              sql`${users.displayName} ilike ${pattern}`,
              sql`${users.email} ilike ${pattern}`,
            )
          : undefined,
        cursor
          ? sql`(${users.createdAt}, ${users.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const [adminOf, [count]] = await Promise.all([
    adminOfUsers(
      db,
      page.map((row) => row.id),
    ),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(superAdmins),
  ]);
  const last = page.at(-1);
  return {
    superAdminCount: count?.n ?? 0,
    items: page.map((row) => toRow(row, adminOf.get(row.id) ?? [])),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
};

export const loadUserRow = async (db: Db, userId: string): Promise<UserAdminRow | null> => {
  const [row] = await db.select(rowColumns).from(users).where(eq(users.id, userId));
  if (!row) return null;
  return toRow(row, (await adminOfUsers(db, [userId])).get(userId) ?? []);
};

export type RolesOutcome = 'updated' | 'notFound' | 'lastSuperAdmin';

/**
 * Gives or takes the tutor and super admin roles. Taking a super admin's role locks every super
 * admin row first, so two revocations racing are decided one after the other: the second sees
 * the first's and finds the last one left (spec: there is always a super admin).
 */
export const updateUserRoles = (db: Db, userId: string, changes: UserRolesUpdate): Promise<RolesOutcome> =>
  db.transaction(async (tx) => {
    // A class seat is no one the users screen lists, so no one it gives a role to (issue 27).
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), hasEmail(users)))
      .for('update');
    if (!user) return 'notFound';
    if (changes.superAdmin === false) {
      const admins = await tx
        .select({ userId: superAdmins.userId })
        .from(superAdmins)
        .orderBy(asc(superAdmins.userId))
        .for('update');
      const isOne = admins.some((admin) => admin.userId === userId);
      if (isOne && admins.length <= 1) return 'lastSuperAdmin';
      if (isOne) await tx.delete(superAdmins).where(eq(superAdmins.userId, userId));
    }
    if (changes.superAdmin === true) await tx.insert(superAdmins).values({ userId }).onConflictDoNothing();
    if (changes.tutor !== undefined) {
      await tx
        .update(users)
        .set({ role: changes.tutor ? 'tutor' : null, updatedAt: new Date() })
        .where(eq(users.id, userId));
    }
    return 'updated';
  });
