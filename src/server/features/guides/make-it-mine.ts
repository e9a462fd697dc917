import { repairDiagram } from '../../../domain/circuit/repair.ts';
import type { ProjectCategory } from '../../../domain/constants.ts';
import type { Guide } from '../../../domain/guides.ts';
import { PROJECT_LIMITS, type Project } from '../../../domain/projects.ts';
import type { Db } from '../../db/client.ts';
import { createProject, findProject } from '../projects/data.ts';

/**
 * "Make it mine" (spec §4): a guide's circuit (repaired, so it is a valid project), code and view
 * (its blocks parsed from the code when opened) as a new project of the user's. Practical guides
 * and activities' guides alike.
 */
export const createProjectFromGuide = async (
  db: Db,
  userId: string,
  guide: Pick<Guide, 'name' | 'project'>,
  category: ProjectCategory,
): Promise<Project> => {
  const id = await createProject(db, userId, {
    name: guide.name.slice(0, PROJECT_LIMITS.nameMax),
    category,
    diagram: repairDiagram(guide.project.diagram).diagram,
    code: guide.project.code,
    codeView: guide.project.view,
  });
  const created = await findProject(db, userId, id);
  if (!created) throw new Error('created project vanished');
  return created.project;
};
