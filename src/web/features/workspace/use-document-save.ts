import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Diagram } from '../../../domain/circuit/diagram.ts';
import { repairDiagram } from '../../../domain/circuit/repair.ts';
import { getDiagram, openDiagram, subscribeToDiagramChanges } from '../../editor/index.ts';
import { createProjectSaver, type ProjectSaver, type SaveOutcome } from './project-saver.ts';
import { initialSaveState, type SavedField, type SaveState, statusOf } from './save-state.ts';
import { useLeaveGuards } from './use-leave-guards.tsx';

/** The values a workspace edits beside the diagram (which lives in the editor store). */
export type DocumentValues = Partial<Record<SavedField, unknown>> & { code: string };

/** What the workspace opens: a diagram as stored, the values beside it, the version saves start from. */
export interface OpenedDocument<V extends DocumentValues> {
  diagram: unknown;
  values: V;
  version: number;
  /** Fields opened with edits the server has not accepted yet (the save outbox's): saved at once. */
  pending?: readonly SavedField[];
}

export type SendDocument<V extends DocumentValues> = (
  fields: readonly SavedField[],
  version: number,
  options: { keepalive: boolean },
  current: { values: V; diagram: Diagram },
) => Promise<SaveOutcome>;

export interface DocumentSaveOptions<V extends DocumentValues> {
  /** One saver per key: the workspace is keyed by it, later copies of `opened` do not restart it. */
  key: string;
  opened: OpenedDocument<V>;
  isReadOnly: boolean;
  /** False for what is never saved (spec §4): edits stay in this tab, with no saver and no guards. */
  canSave: boolean;
  send: SendDocument<V>;
  /** The workspace closed; `landing` resolves once what was unsaved has been sent. */
  onClose?: (landing: Promise<void>) => void;
  /**
   * Told of every edit and every change of the save state, with the current values,
   * until what was unsaved at close has landed: the save outbox keeps what is not accepted yet.
   */
  keep?: (state: SaveState, current: { values: V; diagram: Diagram }) => void;
}

const NO_SAVES = initialSaveState(0);
const noop = () => () => {};

/**
 * What a workspace opened and its autosave (spec §4): the diagram is loaded into the editor,
 * repaired if it breaks today's rules; every change is saved about a second later, when the page
 * hides and when the workspace closes; a 409 waits for the user's choice. The project board and
 * a guide's template editing use it with their own `send`; a guide being followed uses it with
 * `canSave: false`.
 */
export const useDocumentSave = <V extends DocumentValues>(options: DocumentSaveOptions<V>) => {
  const { key, opened, isReadOnly, canSave } = options;
  const [values, setValues] = useState<V>(opened.values);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [saver, setSaver] = useState<ProjectSaver | null>(null);
  /** The diagram and code as loaded: the store telling us about it is not an edit. */
  const loadedRef = useRef<{ diagram: unknown; code: string }>({ diagram: null, code: opened.values.code });
  const isLoadingRef = useRef(false);
  /** Set while a saver runs: keeps the values after an edit of name, category or code. */
  const keepEdit = useRef<(() => void) | null>(null);
  const editedValues = useRef(false);
  /** The diagram as last loaded or edited here: once the workspace closes the editor may show another. */
  const diagramRef = useRef<Diagram | null>(null);

  /** Opens a diagram in the editor; true when the repair changed it (then it must be saved). */
  const load = (source: OpenedDocument<V>): boolean => {
    const { diagram, isChanged } = repairDiagram(source.diagram);
    isLoadingRef.current = true;
    try {
      openDiagram(diagram, { readOnly: isReadOnly });
    } finally {
      isLoadingRef.current = false;
    }
    loadedRef.current = { diagram: getDiagram(), code: source.values.code };
    diagramRef.current = getDiagram();
    return isChanged;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one load and one saver per key (see above).
  useEffect(() => {
    const isRepaired = load(opened);
    if (!canSave) return;
    const created = createProjectSaver({
      version: opened.version,
      send: (fields, version, sendOptions) =>
        optionsRef.current.send(fields, version, sendOptions, {
          values: valuesRef.current,
          diagram: getDiagram(),
        }),
    });
    const keep = () =>
      optionsRef.current.keep?.(created.getState(), {
        values: valuesRef.current,
        diagram: diagramRef.current ?? getDiagram(),
      });
    const unsubscribe = subscribeToDiagramChanges(() => {
      if (isLoadingRef.current || getDiagram() === loadedRef.current.diagram) return;
      diagramRef.current = getDiagram();
      created.change('diagram');
      keep();
    });
    const stopKeeping = created.subscribe(keep);
    keepEdit.current = keep;
    setSaver(created);
    if (isRepaired) created.change('diagram');
    for (const field of opened.pending ?? []) created.change(field);
    return () => {
      unsubscribe();
      keepEdit.current = null;
      const landing = created.dispose();
      void landing.finally(stopKeeping);
      optionsRef.current.onClose?.(landing);
    };
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the edited values are rendered (valuesRef holds them).
  useEffect(() => {
    if (!editedValues.current) return;
    editedValues.current = false;
    keepEdit.current?.();
  }, [values]);

  const state: SaveState = useSyncExternalStore(
    saver?.subscribe ?? noop,
    saver?.getState ?? (() => NO_SAVES),
  );

  useLeaveGuards(saver, statusOf(state));

  const change = <K extends keyof V & SavedField>(field: K, value: V[K]) =>
    changeAll({ [field]: value } as Partial<V>);

  /** Several fields changed by one edit (a switch of view: the view, its blocks and the code), saved together. */
  const changeAll = (changed: Partial<V>) => {
    setValues((current) => ({ ...current, ...changed }));
    editedValues.current = true;
    for (const field of Object.keys(changed) as SavedField[]) saver?.change(field);
  };

  /** Takes another copy (the conflict choice 'reload theirs'): local changes are dropped. */
  const reload = (fresh: OpenedDocument<V>) => {
    setValues(fresh.values);
    const isRepaired = load(fresh);
    saver?.reloaded(fresh.version);
    if (isRepaired) saver?.change('diagram');
  };

  /** Whether the circuit or the code differ from what was opened (in this tab, saved or not). */
  const isEdited = () =>
    getDiagram() !== loadedRef.current.diagram || valuesRef.current.code !== loadedRef.current.code;

  return { values, change, changeAll, state, saver, reload, isEdited };
};
