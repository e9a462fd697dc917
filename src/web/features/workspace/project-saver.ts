import {
  initialSaveState,
  nextSaveDelay,
  reduceSave,
  type SavedField,
  type SaveEvent,
  type SaveState,
  type VersionStamp,
} from './save-state.ts';

export type SaveOutcome = { kind: 'saved'; version: number } | { kind: 'conflict'; current: VersionStamp };

export interface SaverOptions {
  version: number;
  /** Sends the current values of `fields` with `version` (a PATCH). Throws when it did not land. */
  send: (
    fields: readonly SavedField[],
    version: number,
    options: { keepalive: boolean },
  ) => Promise<SaveOutcome>;
  debounceMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface ProjectSaver {
  getState: () => SaveState;
  subscribe: (listener: () => void) => () => void;
  /** A field was edited: save about `debounceMs` later. */
  change: (field: SavedField) => void;
  /** Save now (the retry button); `keepalive` when the page may be going away. */
  saveNow: (options?: { keepalive?: boolean }) => void;
  /** Saves now and resolves once nothing is on its way (saved, failed or in conflict). */
  flush: (options?: { keepalive?: boolean }) => Promise<void>;
  overwrite: () => void;
  reloaded: (version: number) => void;
  /** Leaving: send what is unsaved (keepalive) and schedule nothing more; resolves when it landed. */
  dispose: () => Promise<void>;
}

/** Network trouble (status 0), rate limits and server errors may pass on a retry; other refusals will not. */
const isRetryable = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status === 0 || status === 429 || status >= 500;
};

/**
 * Runs the save reducer against time and the network: autosave after a pause, one PATCH at a
 * time, each carrying the version it started from, retries with back-off after failures.
 */
export const createProjectSaver = ({
  version,
  send,
  debounceMs = 1_000,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: SaverOptions): ProjectSaver => {
  let state = initialSaveState(version);
  let timer: unknown = null;
  let isDisposed = false;
  /** A save was asked for while one was on its way: send again as soon as it lands. */
  let queued: { keepalive: boolean } | null = null;
  let active: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const unschedule = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };

  const schedule = () => {
    unschedule();
    if (isDisposed) return;
    const delay = nextSaveDelay(state, debounceMs);
    if (delay !== null) timer = setTimer(() => void run({ keepalive: false }), delay);
  };

  const dispatch = (event: SaveEvent) => {
    const next = reduceSave(state, event);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const run = (options: { keepalive: boolean }): Promise<void> => {
    if (state.inFlight) {
      queued = { keepalive: options.keepalive || Boolean(queued?.keepalive) };
      return settled();
    }
    const current = attempt(options);
    active = current;
    void current.finally(() => {
      if (active === current) active = null;
    });
    return current;
  };

  const settled = async () => {
    while (active) await active;
  };

  const attempt = async ({ keepalive }: { keepalive: boolean }) => {
    unschedule();
    dispatch({ type: 'started' });
    const fields = state.inFlight;
    if (!fields) return;
    try {
      const outcome = await send(fields, state.version, { keepalive });
      dispatch(
        outcome.kind === 'saved'
          ? { type: 'succeeded', version: outcome.version }
          : { type: 'conflicted', current: outcome.current },
      );
    } catch (error) {
      dispatch({ type: 'failed', retryable: isRetryable(error) });
    }
    const again = queued;
    queued = null;
    if (again && state.dirty.length > 0 && !state.conflict) void run(again);
    else schedule();
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change: (field) => {
      dispatch({ type: 'changed', field });
      if (!state.inFlight) schedule();
    },
    saveNow: ({ keepalive = false } = {}) => {
      if (state.dirty.length > 0 || state.inFlight) void run({ keepalive });
    },
    flush: async ({ keepalive = false } = {}) => {
      if (state.dirty.length > 0 && !state.conflict) void run({ keepalive });
      await settled();
    },
    overwrite: () => {
      dispatch({ type: 'overwrite' });
      void run({ keepalive: false });
    },
    reloaded: (next) => {
      unschedule();
      dispatch({ type: 'reloaded', version: next });
    },
    dispose: () => {
      if (state.dirty.length > 0 && !state.conflict) void run({ keepalive: true });
      isDisposed = true;
      unschedule();
      return settled();
    },
  };
};
