import type { CodeView } from '../../../domain/blocks/json.ts';
import { LIMITS } from '../../../domain/constants.ts';
import type { ProjectStarter } from '../../../domain/project-starter.ts';
import { startingCodeView } from '../../../domain/project-view.ts';
import { useMe } from '../auth/session.ts';
import { useNewestProjects } from './project-queries.ts';

/**
 * The view the create modal offers first (issue 30): Blocks for a student's first project. Their
 * newest projects (home's list, read while `isCreating`) say whether they own one yet; until that
 * is known, Python, as for everyone else.
 */
export const useStartingView = (isCreating: boolean, starter: ProjectStarter): CodeView => {
  const me = useMe().data;
  const newest = useNewestProjects(LIMITS.homeNewestProjects, isCreating && Boolean(me));
  if (!me || !newest.data) return 'python';
  const ownsAProject = newest.data.items.some((project) => project.ownerId === me.user.id);
  return startingCodeView({ roles: me.roles, ownsAProject, starter });
};
