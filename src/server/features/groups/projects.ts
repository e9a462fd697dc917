import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { deleteStoredFile } from '../../storage/image-upload.ts';
import type { Storage } from '../../storage/storage.ts';
import { deleteProject } from '../projects/data.ts';

/**
 * Spec §7 groups: deleting a group deletes the projects its activities referenced. Each goes on
 * its own, with its stored image as a project deletion does elsewhere; one that fails is logged
 * and the rest still go. Answers the ids that could not be deleted.
 */
export const deleteEach = async (
  projectIds: readonly string[],
  deleteOne: (projectId: string) => Promise<void>,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<string[]> => {
  const failed: string[] = [];
  for (const projectId of projectIds) {
    try {
      await deleteOne(projectId);
    } catch (err) {
      log.error({ err, projectId }, 'a project of a deleted group could not be deleted');
      failed.push(projectId);
    }
  }
  return failed;
};

export const deleteGroupProjects = (
  request: FastifyRequest,
  deps: { db: Db; storage: Storage },
  projectIds: readonly string[],
) =>
  deleteEach(
    projectIds,
    async (projectId) => {
      const deleted = await deleteProject(deps.db, projectId);
      if (deleted) await deleteStoredFile(request, deps.storage, deleted.imageKey);
    },
    request.log,
  );
