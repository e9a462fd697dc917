/**
 * Spec §4 project save status as a pure reducer: what changed, what is being sent, which
 * version the next PATCH starts from, and when to try next. No timers, no I/O.
 */

/** `codeView` and `blocks` (issue 30) are saved with the code they write, as fields of their own. */
export const SAVED_FIELDS = ['name', 'category', 'diagram', 'code', 'codeView', 'blocks'] as const;
export type SavedField = (typeof SAVED_FIELDS)[number];

/** `retrying`: the last save met network or server trouble (an outage's 503) and is tried again by itself. */
export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'retrying' | 'error';

export interface VersionStamp {
  version: number;
  updatedAt: string;
}

export interface SaveState {
  /** The server version the next PATCH carries. */
  version: number;
  /** Changed since the last save started. */
  dirty: readonly SavedField[];
  /** Being sent now; put back into `dirty` if the save does not land. */
  inFlight: readonly SavedField[] | null;
  /** Consecutive failed attempts, for the back-off. */
  failures: number;
  /** `retryable`: network or server trouble, tried again by itself; `rejected`: waits for the user. */
  failure: 'retryable' | 'rejected' | null;
  /** Someone else saved first (409): the user chooses, nothing is sent meanwhile. */
  conflict: VersionStamp | null;
}

export type SaveEvent =
  | { type: 'changed'; field: SavedField }
  | { type: 'started' }
  | { type: 'succeeded'; version: number }
  | { type: 'failed'; retryable: boolean }
  | { type: 'conflicted'; current: VersionStamp }
  /** Keep mine: everything is sent again on top of the server's current version. */
  | { type: 'overwrite' }
  /** Take theirs: local changes are dropped for the server copy at `version`. */
  | { type: 'reloaded'; version: number };

export const initialSaveState = (version: number): SaveState => ({
  version,
  dirty: [],
  inFlight: null,
  failures: 0,
  failure: null,
  conflict: null,
});

const union = (a: readonly SavedField[], b: readonly SavedField[]): SavedField[] =>
  SAVED_FIELDS.filter((field) => a.includes(field) || b.includes(field));

export const reduceSave = (state: SaveState, event: SaveEvent): SaveState => {
  switch (event.type) {
    case 'changed':
      return state.dirty.includes(event.field)
        ? state
        : { ...state, dirty: union(state.dirty, [event.field]) };
    case 'started':
      if (state.inFlight || state.conflict || state.dirty.length === 0) return state;
      return { ...state, inFlight: state.dirty, dirty: [] };
    case 'succeeded':
      return { ...state, version: event.version, inFlight: null, failures: 0, failure: null };
    case 'failed':
      return {
        ...state,
        dirty: union(state.inFlight ?? [], state.dirty),
        inFlight: null,
        failures: state.failures + 1,
        failure: event.retryable ? 'retryable' : 'rejected',
      };
    case 'conflicted':
      return {
        ...state,
        dirty: union(state.inFlight ?? [], state.dirty),
        inFlight: null,
        conflict: event.current,
      };
    case 'overwrite':
      if (!state.conflict) return state;
      return {
        ...state,
        version: state.conflict.version,
        conflict: null,
        dirty: [...SAVED_FIELDS],
        failures: 0,
        failure: null,
      };
    case 'reloaded':
      return initialSaveState(event.version);
  }
};

export const statusOf = (state: SaveState): SaveStatus => {
  if (state.inFlight) return 'saving';
  if (state.conflict || state.failure === 'rejected') return 'error';
  if (state.failure === 'retryable') return 'retrying';
  return state.dirty.length > 0 ? 'unsaved' : 'saved';
};

/** Back-off after failures: 2 s, 4 s, 8 s … at most 30 s. */
export const retryDelay = (failures: number): number => Math.min(1_000 * 2 ** Math.max(failures, 1), 30_000);

/**
 * How long to wait before the next save, or null when none should be scheduled: nothing changed,
 * one is on its way, a conflict waits for a choice, or the server refused and waits for the user.
 */
export const nextSaveDelay = (state: SaveState, debounceMs: number): number | null => {
  if (state.inFlight || state.conflict || state.dirty.length === 0) return null;
  if (state.failure === 'rejected') return null;
  return state.failures > 0 ? retryDelay(state.failures) : debounceMs;
};
