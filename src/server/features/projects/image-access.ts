import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { can } from '../../../domain/permissions.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { projectPermissions, projects } from '../../db/schema/index.ts';
import type { FileReadPolicy } from '../files/routes.ts';
import { loadActor } from '../me/roles.ts';
import { findGroupWork } from './group-work.ts';

/** Storage folder of projects' circuit pictures: `project-thumbnail/{projectId}/…`, private like their images. */
export const PROJECT_THUMBNAIL_FOLDER = 'project-thumbnail';

/**
 * Files that are a project's: only people who may read the project (found by `projectOf(key)`)
 * see them (spec §6), a student's activity project's group reviewers included. Signed out is a
 * 401; anyone else gets false, and the file route a 404.
 */
const projectFilePolicy =
  (db: Db, sessions: Sessions, projectOf: (key: string) => SQL | undefined): FileReadPolicy =>
  async (request: FastifyRequest, key: string) => {
    const user = await sessions.require(request);
    const where = projectOf(key);
    if (!where) return false;
    const [row] = await db
      .select({ id: projects.id, ownerId: projects.ownerId, level: projectPermissions.level })
      .from(projects)
      .leftJoin(
        projectPermissions,
        and(eq(projectPermissions.projectId, projects.id), eq(projectPermissions.userId, user.id)),
      )
      .where(where)
      .limit(1);
    if (!row) return false;
    const actor = await loadActor(db, user);
    const level = row.ownerId === user.id ? 'owner' : row.level;
    // A student's activity project is its group reviewers' to read too (see access.ts).
    const projectLevel = level ?? ((await findGroupWork(db, actor, row.id))?.isReviewer ? 'read' : null);
    return can(actor, 'project:read', { projectLevel });
  };

/** A project's uploaded image, found by its key (`projects_image_key_idx`). */
export const projectImagePolicy = (db: Db, sessions: Sessions): FileReadPolicy =>
  projectFilePolicy(db, sessions, (key) => eq(projects.imageKey, key));

/** A project's circuit picture: the project named in its key, while the picture is still its own. */
export const projectThumbnailPolicy = (db: Db, sessions: Sessions): FileReadPolicy =>
  projectFilePolicy(db, sessions, (key) => {
    const projectId = key.split('/')[1];
    return projectId ? and(eq(projects.id, projectId), eq(projects.thumbnailKey, key)) : undefined;
  });
