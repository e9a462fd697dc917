import { ERROR_MESSAGES } from '../../../domain/errors.ts';
import { type Action, can } from '../../../domain/permissions.ts';
import type { SessionUser } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { loadActor } from '../me/roles.ts';
import { type FoundProject, findProject } from './data.ts';

type ProjectAction = Extract<Action, `project:${string}`>;

const forbidden = (userId: string, projectId: string) =>
  new HttpError(
    403,
    'PROJECT_FORBIDDEN',
    ERROR_MESSAGES.PROJECT_FORBIDDEN.replace('{userId}', userId).replace('{projectId}', projectId),
  );

/**
 * Loads the project and checks `action` against the caller's level (the rules table of
 * src/domain/permissions.ts): unknown id → 404; no access at all → 403 with the spec §6
 * message; some access but not enough → 403 FORBIDDEN.
 */
export const requireProject = async (
  db: Db,
  user: SessionUser,
  projectId: string,
  action: ProjectAction,
): Promise<FoundProject> => {
  const found = await findProject(db, user.id, projectId);
  if (!found) throw new HttpError(404, 'PROJECT_NOT_FOUND');
  const actor = await loadActor(db, user);
  const resource = { projectLevel: found.level };
  if (!can(actor, 'project:read', resource)) throw forbidden(user.id, projectId);
  if (!can(actor, action, resource)) throw new HttpError(403, 'FORBIDDEN');
  return found;
};
