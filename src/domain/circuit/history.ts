import type { Diagram } from './diagram.ts';

/**
 * Undo/redo over snapshots (STYLE.md rule 2). The editor pushes the diagram when a gesture ends
 * (pointer up, menu, shortcut), never on every pointer move. `entries[index]` is the present.
 */
export interface History {
  readonly entries: readonly Diagram[];
  readonly index: number;
  /** How many steps back undo can go. */
  readonly limit: number;
}

export const HISTORY_LIMIT = 100;

export const createHistory = (limit = HISTORY_LIMIT, initial?: Diagram): History => ({
  entries: initial ? [initial] : [],
  index: initial ? 0 : -1,
  limit: Math.max(1, Math.floor(limit)),
});

/** The snapshot undo/redo last moved to (or the last pushed); undefined before any push. */
export const presentOf = (history: History): Diagram | undefined => history.entries[history.index];

/**
 * Records `diagram` as the present. Drops the redo branch; forgets the oldest snapshot past the
 * limit. Pushing the present again (a command that changed nothing) is a no-op.
 */
export const push = (history: History, diagram: Diagram): History => {
  if (presentOf(history) === diagram) return history;
  const entries = [...history.entries.slice(0, history.index + 1), diagram];
  const overflow = Math.max(0, entries.length - (history.limit + 1));
  return { ...history, entries: entries.slice(overflow), index: entries.length - 1 - overflow };
};

export const canUndo = (history: History): boolean => history.index > 0;
export const canRedo = (history: History): boolean => history.index < history.entries.length - 1;

/** One step back; the same history when there is nothing to undo. Read it with `presentOf`. */
export const undo = (history: History): History =>
  canUndo(history) ? { ...history, index: history.index - 1 } : history;

export const redo = (history: History): History =>
  canRedo(history) ? { ...history, index: history.index + 1 } : history;
