import { ERROR_MESSAGES } from '../../../domain/errors.ts';
import { type Action, can } from '../../../domain/permissions.ts';
import type { Project } from '../../../domain/projects.ts';
import type { SessionUser } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { loadActor } from '../me/roles.ts';
import { type FoundProject, findProjectWithWork } from './data.ts';
import { groupWorkOf } from './group-work.ts';

type ProjectAction = Extract<Action, `project:${string}`>;

const forbidden = (userId: string, projectId: string) =>
  new HttpError(
    403,
    'PROJECT_FORBIDDEN',
    ERROR_MESSAGES.PROJECT_FORBIDDEN.replace('{userId}', userId).replace('{projectId}', projectId),
  );

/** What a handed-in activity project refuses: its owner may still read, copy and share it. */
const LOCKED_ACTIONS: readonly ProjectAction[] = ['project:write', 'project:delete'];

/**
 * Loads the project and checks `action` against the caller's level (the rules table of
 * src/domain/permissions.ts): unknown id → 404; no access at all → 403 with the spec §6
 * message; some access but not enough → 403 FORBIDDEN. A student's activity project is also
 * readable by its group's reviewers and locked while handed in (see group-work.ts).
 */
export const requireProject = async (
  db: Db,
  user: SessionUser,
  projectId: string,
  action: ProjectAction,
): Promise<FoundProject> => {
  const found = await findProjectWithWork(db, user.id, projectId);
  if (!found) throw new HttpError(404, 'PROJECT_NOT_FOUND');
  const actor = await loadActor(db, user);
  const work = groupWorkOf(actor, found.handedIn);
  // A student's activity project: its group's reviewers read it, as if it were shared with them.
  const level = found.level ?? (work?.isReviewer ? 'read' : null);
  const resource = { projectLevel: level };
  if (!can(actor, 'project:read', resource)) throw forbidden(user.id, projectId);
  if (!can(actor, action, resource)) throw new HttpError(403, 'FORBIDDEN');
  // Handed in (sent or graded), it is read only to everyone until the mentor returns it (spec §4).
  if (work?.isLocked && LOCKED_ACTIONS.includes(action)) throw new HttpError(409, 'ACTIVITY_PROJECT_LOCKED');
  const isReadOnly = found.project.isReadOnly || !!work?.isLocked;
  return { level, project: { ...found.project, permission: level ?? 'read', isReadOnly } };
};

/**
 * The project as the caller sees it right after a change `checked` (requireProject, this same
 * request) allowed, from the row the change returned (`saved`): their level as read with it, the
 * group work's lock as the check found it.
 */
export const withCheckedAccess = (saved: FoundProject, checked: FoundProject): Project => ({
  ...saved.project,
  permission: saved.level ?? checked.project.permission,
  isReadOnly: saved.project.isReadOnly || checked.project.isReadOnly,
});
