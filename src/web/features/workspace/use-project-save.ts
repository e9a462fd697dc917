import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { copyNameOf } from '../../../domain/project-limits.ts';
import type { Project } from '../../../domain/projects.ts';
import { getDiagram } from '../../editor/index.ts';
import { isApiError } from '../../lib/api.ts';
import { onReconnect } from '../../offline/connection.ts';
import { keepEntry } from '../../offline/outbox.ts';
import { entryOfSaver, type OutboxRefusal, outboxId } from '../../offline/outbox-entry.ts';
import { claimProject } from '../../offline/outbox-flush.ts';
import { useMe } from '../auth/session.ts';
import {
  duplicateProject,
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
  codeView: Project['codeView'];
  blocks: Project['blocks'];
}

const openedFrom = (project: Project, pending?: OpenedDocument<EditableValues>['pending']) => ({
  diagram: project.diagram,
  values: {
    name: project.name,
    category: project.category,
    code: project.code,
    // An outbox entry kept before views existed has none: Python, as the server's default.
    codeView: project.codeView ?? 'python',
    blocks: project.blocks ?? null,
  },
  version: project.version,
  pending,
});

/** How a refused save is kept with its entry: the user is told, nothing retries it by itself. */
const refusalOf = (error: unknown): OutboxRefusal | null =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429
    ? { status: error.status, code: error.code }
    : null;

/**
 * The open project's editable values and their autosave (spec §4): name and code live here, the
 * diagram in the editor store. Saving is a PATCH of what changed, with the version it started from.
 * What is not accepted yet is kept in the save outbox (offline/outbox.ts) on every change; `project`
 * comes with the outbox's fields over it (`pending`) when edits of an earlier visit still wait.
 */
export const useProjectSave = (project: Project, pending: OpenedDocument<EditableValues>['pending'] = []) => {
  const queryClient = useQueryClient();
  const userId = useMe().data?.user.id;
  const canSave = canSaveProject(project);
  const kept = useRef<{ refusal: OutboxRefusal | null }>({ refusal: null });
  const release = useRef<((landing: Promise<void>) => void) | null>(null);
  const document = useDocumentSave<EditableValues>({
    key: project.id,
    opened: openedFrom(project, pending),
    isReadOnly: isEditorReadOnly(project),
    canSave,
    keep: (state, current) => {
      if (!userId) return;
      const entry = entryOfSaver(
        { userId, projectId: project.id },
        state,
        { ...current.values, diagram: current.diagram },
        kept.current.refusal,
        new Date(),
      );
      void keepEntry(outboxId(userId, project.id), entry);
    },
    send: async (fields, version, options, current) => {
      const patch: ProjectPatch = { version };
      for (const field of fields) {
        if (field === 'diagram') patch.diagram = current.diagram;
        else patch[field] = current.values[field] as never;
      }
      kept.current.refusal = null;
      const result = await patchProject(project.id, patch, options).catch((error: unknown) => {
        kept.current.refusal = refusalOf(error);
        throw error;
      });
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
        codeView: result.project.codeView,
        updatedAt: result.project.updatedAt,
      }));
      return { kind: 'saved', version: result.project.version } satisfies SaveOutcome;
    },
    onClose: (landing) => {
      release.current?.(landing);
      leavingSaves.set(project.id, landing);
      void landing.finally(() => {
        if (leavingSaves.get(project.id) === landing) leavingSaves.delete(project.id);
        void queryClient.invalidateQueries({ queryKey: projectKeys.lists });
      });
    },
  });

  // While open, this workspace sends the project's outbox entry; the background flush leaves it.
  // (Released by onClose, once what was unsaved has landed; a project never saved here has no entry.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per project opened, as its saver.
  useEffect(() => {
    if (canSave) release.current = claimProject(project.id);
  }, [project.id]);

  // The connection is back: what waits goes now, not at the next back-off step.
  const { saver } = document;
  useEffect(() => (saver ? onReconnect(() => saver.saveNow()) : undefined), [saver]);

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

  /**
   * Keep both (the conflict's third choice): the server's copy stays as it is, and a copy of it
   * named '{name} (copia)' (spec §4) takes this tab's circuit, code, view and blocks. Resolves with the copy.
   */
  const keepBoth = async (): Promise<Project> => {
    const fresh = await fetchProject(project.id);
    const copy = await duplicateProject(project.id);
    const mine = document.values;
    const patch: ProjectPatch = {
      version: copy.version,
      diagram: getDiagram(),
      code: mine.code,
      codeView: mine.codeView,
      blocks: mine.blocks,
    };
    if (mine.name !== fresh.name) patch.name = copyNameOf(mine.name);
    const result = await patchProject(copy.id, patch);
    if (result.kind === 'conflict') throw new Error('The new copy changed before it was filled');
    queryClient.setQueryData(projectKeys.detail(project.id), fresh);
    document.reload(openedFrom(fresh));
    void queryClient.invalidateQueries({ queryKey: projectKeys.lists });
    return result.project;
  };

  const { values, change, changeAll, state } = document;
  return {
    values,
    change,
    changeAll,
    state,
    saver,
    canSave,
    reloadTheirs,
    keepBoth,
    refusal: kept.current.refusal,
  };
};
