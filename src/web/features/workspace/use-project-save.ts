import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { repairDiagram } from '../../../domain/circuit/repair.ts';
import type { Project } from '../../../domain/projects.ts';
import { getDiagram, loadDiagram, subscribeToDiagramChanges } from '../../editor/index.ts';
import { fetchProject, type ProjectPatch, patchProject } from '../projects/project-api.ts';
import { projectKeys, updateCachedSummaries } from '../projects/project-queries.ts';
import { canSaveProject, isEditorReadOnly } from './project-rules.ts';
import { createProjectSaver, type ProjectSaver, type SaveOutcome } from './project-saver.ts';
import { initialSaveState, type SavedField, type SaveState, statusOf } from './save-state.ts';
import { useLeaveGuards } from './use-leave-guards.ts';

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

const NO_SAVES = initialSaveState(0);
const noop = () => () => {};

/**
 * The open project's editable values and their autosave (spec §4): name and code live here, the
 * diagram in the editor store. Every change is saved about a second later, when the page hides and
 * when the workspace closes; a 409 waits for the user's choice.
 */
export const useProjectSave = (project: Project) => {
  const queryClient = useQueryClient();
  const canSave = canSaveProject(project);
  const [values, setValues] = useState<EditableValues>({
    name: project.name,
    category: project.category,
    code: project.code,
  });
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const [saver, setSaver] = useState<ProjectSaver | null>(null);
  /** The diagram as loaded: the store telling us about it is not an edit. */
  const loadedRef = useRef<unknown>(null);
  const isLoadingRef = useRef(false);

  /**
   * Opens the server's diagram, repaired if it breaks today's rules (renamed ids, broken parts).
   * True when the repair changed it: then the repaired diagram is what must be saved.
   */
  const load = (source: Project): boolean => {
    const { diagram, isChanged } = repairDiagram(source.diagram);
    isLoadingRef.current = true;
    try {
      loadDiagram(diagram, { readOnly: isEditorReadOnly(source) });
    } finally {
      isLoadingRef.current = false;
    }
    loadedRef.current = getDiagram();
    return isChanged;
  };

  // One saver per opened project (the workspace is keyed by its id); later copies of the project
  // (after saves) must not restart it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    const isRepaired = load(project);
    if (!canSave) return;
    const send = async (fields: readonly SavedField[], version: number, options: { keepalive: boolean }) => {
      const patch: ProjectPatch = { version };
      for (const field of fields) {
        if (field === 'diagram') patch.diagram = getDiagram();
        else patch[field] = valuesRef.current[field] as never;
      }
      const result = await patchProject(project.id, patch, options);
      if (result.kind === 'conflict') return result satisfies SaveOutcome;
      queryClient.setQueryData(projectKeys.detail(project.id), result.project);
      updateCachedSummaries(queryClient, project.id, (summary) => ({
        ...summary,
        name: result.project.name,
        category: result.project.category,
        updatedAt: result.project.updatedAt,
      }));
      return { kind: 'saved', version: result.project.version } satisfies SaveOutcome;
    };
    const created = createProjectSaver({ version: project.version, send });
    const unsubscribe = subscribeToDiagramChanges(() => {
      if (!isLoadingRef.current && getDiagram() !== loadedRef.current) created.change('diagram');
    });
    setSaver(created);
    if (isRepaired) created.change('diagram');
    return () => {
      unsubscribe();
      const landing = created.dispose();
      leavingSaves.set(project.id, landing);
      void landing.finally(() => {
        if (leavingSaves.get(project.id) === landing) leavingSaves.delete(project.id);
        void queryClient.invalidateQueries({ queryKey: projectKeys.lists });
      });
    };
  }, [project.id]);

  const state: SaveState = useSyncExternalStore(
    saver?.subscribe ?? noop,
    saver?.getState ?? (() => NO_SAVES),
  );

  useLeaveGuards(saver, statusOf(state));

  const change = <K extends keyof EditableValues>(field: K, value: EditableValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    saver?.change(field);
  };

  /** Take the server's copy (the conflict choice 'reload theirs'). */
  const reloadTheirs = async () => {
    const fresh = await fetchProject(project.id);
    queryClient.setQueryData(projectKeys.detail(project.id), fresh);
    setValues({ name: fresh.name, category: fresh.category, code: fresh.code });
    const isRepaired = load(fresh);
    saver?.reloaded(fresh.version);
    if (isRepaired) saver?.change('diagram');
  };

  return { values, change, state, saver, canSave, reloadTheirs };
};
