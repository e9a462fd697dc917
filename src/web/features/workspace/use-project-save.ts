import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Project } from '../../../domain/projects.ts';
import { getDiagram } from '../../editor/index.ts';
import {
  fetchProject,
  type ProjectPatch,
  patchProject,
  projectThumbnailPath,
} from '../projects/project-api.ts';
import { projectKeys, updateCachedSummaries } from '../projects/project-queries.ts';
import { cancelCircuitPicture, orderCircuitPicture } from './circuit-picture-sender.ts';
import { canSaveProject, isEditorReadOnly } from './project-rules.ts';
import type { SaveOutcome } from './project-saver.ts';
import { type OpenedDocument, useDocumentSave } from './use-document-save.ts';

/** Saves still landing after their workspace closed; opening the project again waits for them. */
const leavingSaves = new Map<string, Promise<void>>();

export const fetchProjectAfterLeavingSaves = async (id: string) => {
  await leavingSaves.get(id);
  return fetchProject(id);
};

export interface EditableValues {
  name: string;
  category: Project['category'];
  code: string;
}

const openedFrom = (project: Project): OpenedDocument<EditableValues> => ({
  diagram: project.diagram,
  values: { name: project.name, category: project.category, code: project.code },
  version: project.version,
});

/**
 * The open project's editable values and their autosave (spec §4): name and code live here, the
 * diagram in the editor store. Saving is a PATCH of what changed, with the version it started from.
 */
export const useProjectSave = (project: Project) => {
  const queryClient = useQueryClient();
  const canSave = canSaveProject(project);
  const document = useDocumentSave<EditableValues>({
    key: project.id,
    opened: openedFrom(project),
    isReadOnly: isEditorReadOnly(project),
    canSave,
    send: async (fields, version, options, current) => {
      const patch: ProjectPatch = { version };
      for (const field of fields) {
        if (field === 'diagram') patch.diagram = current.diagram;
        else patch[field] = current.values[field] as never;
      }
      const result = await patchProject(project.id, patch, options);
      if (result.kind === 'conflict') return result satisfies SaveOutcome;
      if (patch.diagram) {
        const { circuitHash } = result.project;
        orderCircuitPicture({
          path: projectThumbnailPath(project.id),
          circuitHash,
          diagram: current.diagram,
        });
      }
      queryClient.setQueryData(projectKeys.detail(project.id), result.project);
      updateCachedSummaries(queryClient, project.id, (summary) => ({
        ...summary,
        name: result.project.name,
        category: result.project.category,
        updatedAt: result.project.updatedAt,
      }));
      return { kind: 'saved', version: result.project.version } satisfies SaveOutcome;
    },
    onClose: (landing) => {
      leavingSaves.set(project.id, landing);
      void landing.finally(() => {
        if (leavingSaves.get(project.id) === landing) leavingSaves.delete(project.id);
        void queryClient.invalidateQueries({ queryKey: projectKeys.lists });
      });
    },
  });

  // A circuit with no current picture gets one from the canvas that draws it now, so its card
  // stops drawing it (an uploaded image covers the card: no picture needed then).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per project opened, after its diagram is loaded.
  useEffect(() => {
    if (canSave && !project.thumbnailUrl && !project.imageUrl) {
      const path = projectThumbnailPath(project.id);
      orderCircuitPicture({ path, circuitHash: project.circuitHash, diagram: getDiagram() });
    }
    return cancelCircuitPicture;
  }, [project.id]);

  /** Take the server's copy (the conflict choice 'reload theirs'). */
  const reloadTheirs = async () => {
    const fresh = await fetchProject(project.id);
    queryClient.setQueryData(projectKeys.detail(project.id), fresh);
    document.reload(openedFrom(fresh));
  };

  const { values, change, state, saver } = document;
  return { values, change, state, saver, canSave, reloadTheirs };
};
