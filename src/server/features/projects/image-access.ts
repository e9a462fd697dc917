import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { can } from '../../../domain/permissions.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { projectPermissions, projects } from '../../db/schema/index.ts';
import type { FileReadPolicy } from '../files/routes.ts';
import { loadActor } from '../me/roles.ts';
import { findGroupWork } from './group-work.ts';

/**
 * A project's uploaded image is the project's: only people who may read the project see it
 * (spec §6), a student's activity project's group reviewers included. Signed out is a 401;
 * anyone else gets false, and the file route a 404.
 */
export const projectImagePolicy =
  (db: Db, sessions: Sessions): FileReadPolicy =>
  async (request: FastifyRequest, key: string) => {
    const user = await sessions.require(request);
    const [row] = await db
      .select({ id: projects.id, ownerId: projects.ownerId, level: projectPermissions.level })
      .from(projects)
      .leftJoin(
        projectPermissions,
        and(eq(projectPermissions.projectId, projects.id), eq(projectPermissions.userId, user.id)),
      )
      .where(eq(projects.imageKey, key))
      .limit(1);
    if (!row) return false;
    const actor = await loadActor(db, user);
    const level = row.ownerId === user.id ? 'owner' : row.level;
    // A student's activity project is its group reviewers' to read too (see access.ts).
    const projectLevel = level ?? ((await findGroupWork(db, actor, row.id))?.isReviewer ? 'read' : null);
    return can(actor, 'project:read', { projectLevel });
  };
