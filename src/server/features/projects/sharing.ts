import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { PermissionLevel } from '../../../domain/constants.ts';
import type { Db } from '../../db/client.ts';
import { projectPermissions, projects, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { hasEmail, shownEmailOf } from '../seats/hidden.ts';

/** Who may open a project (spec §6): permission rows, always with at least one owner. */

export const listPermissions = (db: Db, projectId: string) =>
  db
    .select({
      userId: projectPermissions.userId,
      email: shownEmailOf(users),
      name: sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.name})`,
      level: projectPermissions.level,
    })
    .from(projectPermissions)
    .innerJoin(users, eq(users.id, projectPermissions.userId))
    .where(eq(projectPermissions.projectId, projectId))
    .orderBy(asc(projectPermissions.createdAt), asc(users.email));

export const findUserIdByEmail = async (db: Db, email: string): Promise<string | null> => {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, hasEmail(users)));
  return user?.id ?? null;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const lastOwner = () => new HttpError(409, 'PROJECT_LAST_OWNER');

/**
 * Inside a transaction holding the project row: when `userId` stops being an owner, another
 * owner must remain, and if `userId` was the project's `ownerId` that role passes to the
 * longest-standing other owner.
 */
const handOverOwnership = async (tx: Tx, projectId: string, userId: string, ownerId: string) => {
  const [next] = await tx
    .select({ userId: projectPermissions.userId })
    .from(projectPermissions)
    .where(
      and(
        eq(projectPermissions.projectId, projectId),
        eq(projectPermissions.level, 'owner'),
        ne(projectPermissions.userId, userId),
      ),
    )
    .orderBy(asc(projectPermissions.createdAt))
    .limit(1);
  if (!next) throw lastOwner();
  if (ownerId === userId) {
    await tx.update(projects).set({ ownerId: next.userId }).where(eq(projects.id, projectId));
  }
};

/** Locks the project row, so owner changes on one project happen one at a time. */
const lockProject = async (tx: Tx, projectId: string) => {
  const [row] = await tx
    .select({ ownerId: projects.ownerId })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  if (!row) throw new HttpError(404, 'PROJECT_NOT_FOUND');
  return row;
};

const levelRowOf = async (tx: Tx, projectId: string, userId: string) => {
  const [row] = await tx
    .select({ level: projectPermissions.level })
    .from(projectPermissions)
    .where(and(eq(projectPermissions.projectId, projectId), eq(projectPermissions.userId, userId)));
  return row?.level ?? null;
};

/** Gives `userId` the level (spec §6: sharing adds a permission entry), keeping an owner. */
export const setPermission = (db: Db, projectId: string, userId: string, level: PermissionLevel) =>
  db.transaction(async (tx) => {
    const { ownerId } = await lockProject(tx, projectId);
    const current = await levelRowOf(tx, projectId, userId);
    if ((current === 'owner' || ownerId === userId) && level !== 'owner') {
      await handOverOwnership(tx, projectId, userId, ownerId);
    }
    await tx
      .insert(projectPermissions)
      .values({ projectId, userId, level })
      .onConflictDoUpdate({
        target: [projectPermissions.projectId, projectPermissions.userId],
        set: { level },
      });
  });

export const removePermission = (db: Db, projectId: string, userId: string) =>
  db.transaction(async (tx) => {
    const { ownerId } = await lockProject(tx, projectId);
    const current = await levelRowOf(tx, projectId, userId);
    if (current === 'owner' || ownerId === userId) {
      await handOverOwnership(tx, projectId, userId, ownerId);
    }
    await tx
      .delete(projectPermissions)
      .where(and(eq(projectPermissions.projectId, projectId), eq(projectPermissions.userId, userId)));
  });
