import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Me } from '../../../domain/me.ts';
import { type Action, type Actor, can } from '../../../domain/permissions.ts';
import type { SessionUser } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { groups, institutionAdmins, institutions, superAdmins, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';

/**
 * Spec §6. Student is the default (no other role); tutor by role or by leading a group; institution admin when an
 * institution lists the user among its admins; super admin when listed in super_admins. One
 * statement, not three: nearly every request asks, and on PostgreSQL three parallel queries held
 * three pool connections at once.
 */
export const computeRoles = async (db: Db, user: SessionUser): Promise<Me['roles']> => {
  const [row] = await db
    .select({
      ledGroup: sql<boolean>`exists (select 1 from ${groups} where ${groups.mentorId} = ${user.id})`,
      superAdmin: sql<boolean>`exists (select 1 from ${superAdmins} where ${superAdmins.userId} = ${user.id})`,
      adminOf: sql<Me['roles']['adminOf']>`coalesce((
        select json_agg(json_build_object('id', ${institutions.id}, 'name', ${institutions.name})
          order by ${institutions.name}, ${institutions.id})
        from ${institutionAdmins}
        join ${institutions} on ${institutions.id} = ${institutionAdmins.institutionId}
        where ${institutionAdmins.userId} = ${user.id}
      ), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, user.id));
  const adminOf = row?.adminOf ?? [];
  const tutor = user.role === 'tutor' || row?.ledGroup === true;
  const isSuperAdmin = row?.superAdmin === true;
  return {
    student: !tutor && adminOf.length === 0 && !isSuperAdmin,
    tutor,
    adminOf,
    superAdmin: isSuperAdmin,
  };
};

export const toMe = (user: SessionUser, roles: Me['roles']): Me => ({
  user: {
    id: user.id,
    email: user.email,
    name: user.name,
    displayName: user.displayName,
    image: user.image,
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

export const loadActor = async (db: Db, user: SessionUser): Promise<Actor> => ({
  id: user.id,
  roles: await computeRoles(db, user),
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
