import { useSyncExternalStore } from 'react';
import { LIMITS } from '../../domain/constants.ts';
import { withTimeout } from '../lib/lazy-page.ts';
import type { CodeEditor } from './code-editor.tsx';

/** idle: nobody reached for the code yet; loading; ready (`editor` set); failed (retry asks again). */
export type LoaderStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface LoaderState<T> {
  status: LoaderStatus;
  editor?: T;
}

export interface Loader<T> {
  getState: () => LoaderState<T>;
  subscribe: (listener: () => void) => () => void;
  /** Starts the download unless it is under way or done; a failed one waits for `retry`. */
  request: () => void;
  /** Downloads again after a failure. */
  retry: () => void;
}

/** One download of `load`'s result, started by whoever asks first, watched by any number of views. */
export const createLoader = <T>(load: () => Promise<T>): Loader<T> => {
  let state: LoaderState<T> = { status: 'idle' };
  const listeners = new Set<() => void>();
  const set = (next: LoaderState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const start = () => {
    set({ status: 'loading' });
    load().then(
      (editor) => set({ status: 'ready', editor }),
      () => set({ status: 'failed' }),
    );
  };
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    request: () => {
      if (state.status === 'idle') start();
    },
    retry: () => {
      if (state.status === 'failed') start();
    },
  };
};

/**
 * CodeMirror (code-editor.tsx and what it imports, ≈150 KB gzip): downloaded only once the person
 * reaches for the code — a plain editor holds it until then (code-surface.tsx).
 */
export const codeEditorLoader = createLoader<typeof CodeEditor>(async () => {
  const module = await withTimeout(import('./code-editor.tsx'), LIMITS.lazyLoadTimeoutMs);
  return module.CodeEditor;
});

/** The person reached for the code (the pane, its tab on a phone, the tour's code step). */
export const requestCodeEditor = () => codeEditorLoader.request();

export const useLoader = <T>(loader: Loader<T>): LoaderState<T> =>
  useSyncExternalStore(loader.subscribe, loader.getState, loader.getState);
