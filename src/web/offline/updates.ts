/**
 * A new version of the app, offered and never imposed (issue 28): the service worker of a new build
 * waits; the app shows a notice (updates-notice.tsx) and only the person's click lets it take over,
 * after which the page reloads once into the new build. Plain state with subscribers, so it is
 * tested without a browser (updates.test.ts); sw-register.ts feeds it.
 */
import { useSyncExternalStore } from 'react';

/** `current`: nothing new; `waiting`: a new version is ready; `applying`: accepted, reloading soon. */
export type UpdatePhase = 'current' | 'waiting' | 'applying';

let phase: UpdatePhase = 'current';
let apply: (() => void) | null = null;
const listeners = new Set<() => void>();

const setPhase = (next: UpdatePhase) => {
  if (next === phase) return;
  phase = next;
  for (const listener of listeners) listener();
};

export const updatePhase = (): UpdatePhase => phase;

/** A new version waits; `activate` is what accepting it does (tell the waiting worker to take over). */
export const offerUpdate = (activate: () => void): void => {
  apply = activate;
  if (phase === 'current') setPhase('waiting');
};

/** The person accepted: activates the waiting version once. False when nothing was offered. */
export const acceptUpdate = (): boolean => {
  if (phase !== 'waiting' || !apply) return false;
  setPhase('applying');
  apply();
  return true;
};

/** Whether a change of controlling worker now is the accepted update (then the page reloads). */
export const isUpdateAccepted = (): boolean => phase === 'applying';

export const subscribeToUpdates = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useUpdatePhase = (): UpdatePhase =>
  useSyncExternalStore(subscribeToUpdates, updatePhase, () => 'current');

/** Back to no update offered (tests). */
export const resetUpdates = (): void => {
  apply = null;
  setPhase('current');
};
