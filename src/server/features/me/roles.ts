import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Me } from '../../../domain/me.ts';
import { type Action, type Actor, can } from '../../../domain/permissions.ts';
import type { SessionUser } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { groups, institutionAdmins, institutions, superAdmins, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';

/**
 * What the roles are made of, as columns of one row for the user `userId` (an id or a column):
 * whether they lead a group, whether they are a super admin, the institutions they administer.
 * The session read (auth/session.ts) selects them with the session and the user, so a request's
 * roles cost no statement of their own.
 */
export const roleColumns = (userId: SQLWrapper | string) => ({
  ledGroup: sql<boolean>`exists (select 1 from ${groups} where ${groups.mentorId} = ${userId})`,
  superAdmin: sql<boolean>`exists (select 1 from ${superAdmins} where ${superAdmins.userId} = ${userId})`,
  adminOf: sql<Me['roles']['adminOf']>`coalesce((
    select json_agg(json_build_object('id', ${institutions.id}, 'name', ${institutions.name})
      order by ${institutions.name}, ${institutions.id})
    from ${institutionAdmins}
    join ${institutions} on ${institutions.id} = ${institutionAdmins.institutionId}
    where ${institutionAdmins.userId} = ${userId}
  ), '[]'::json)`,
});

export interface RoleFacts {
  ledGroup: boolean;
  superAdmin: boolean;
  adminOf: Me['roles']['adminOf'];
}

/**
 * Spec §6. Student is the default (no other role); tutor by role or by leading a group; institution
 * admin when an institution lists the user among its admins; super admin when listed in
 * super_admins.
 */
export const rolesFrom = (role: string | null, facts: RoleFacts | undefined): Me['roles'] => {
  const adminOf = facts?.adminOf ?? [];
  const tutor = role === 'tutor' || facts?.ledGroup === true;
  const isSuperAdmin = facts?.superAdmin === true;
  return {
    student: !tutor && adminOf.length === 0 && !isSuperAdmin,
    tutor,
    adminOf,
    superAdmin: isSuperAdmin,
  };
};

/**
 * The user's roles as they are now, in one statement (on PostgreSQL, three parallel queries held
 * three pool connections at once).
 */
export const computeRoles = async (db: Db, user: SessionUser): Promise<Me['roles']> => {
  const [row] = await db.select(roleColumns(user.id)).from(users).where(eq(users.id, user.id));
  return rolesFrom(user.role, row);
};

export const toMe = (user: SessionUser, roles: Me['roles']): Me => ({
  user: {
    id: user.id,
    // A seat's address is a reserved placeholder: never shown (issue 27).
    email: user.isSeat ? '' : user.email,
    name: user.name,
    displayName: user.displayName,
    image: user.image,
    ...(user.isSeat ? { isSeat: true } : {}),
  },
  roles,
});

/** `GET /api/me` for a user id just signed in or changed; the row must exist. */
export const loadMe = async (db: Db, userId: string): Promise<Me> => {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} vanished`);
  const user = { ...row, displayName: row.displayName ?? null, image: row.image ?? null };
  return toMe(user, await computeRoles(db, user));
};

/**
 * The user as permission checks see them: their roles as the session read found them at the start
 * of this request (no statement), or as they are now when the user was not read with a session.
 */
export const loadActor = async (db: Db, user: SessionUser): Promise<Actor> => ({
  id: user.id,
  roles: user.rolesAtRead ?? (await computeRoles(db, user)),
});

/**
 * A hook for routes only some roles may call (`action` of the permission table, no resource): 403
 * for everyone else, before the handler, and before the body is read when used as `preParsing`.
 */
export const allowOnly =
  (db: Db, userOf: (request: FastifyRequest) => SessionUser, action: Action) =>
  async (request: FastifyRequest): Promise<void> => {
    if (!can(await loadActor(db, userOf(request)), action)) throw new HttpError(403, 'FORBIDDEN');
  };
