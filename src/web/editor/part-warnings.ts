import { create } from 'zustand';

/**
 * Warnings shown on the canvas at a part (issue 10's circuit checks). The editor knows nothing of
 * the checks: whoever runs them writes the worded warnings here, by part id, and each part node
 * shows a marker with them. Also where the rest of the page asks the canvas to show some parts.
 */
interface PartWarningsState {
  /** Part id → what the marker says (one line a warning). */
  byPart: Readonly<Record<string, readonly string[]>>;
  /** The parts to bring into view; `seq` makes a repeated request a new one. */
  focus?: { partIds: readonly string[]; seq: number };
}

const usePartWarningsStore = create<PartWarningsState>()(() => ({ byPart: {} }));

export const showPartWarnings = (byPart: Readonly<Record<string, readonly string[]>>) =>
  usePartWarningsStore.setState({ byPart });

/** The marker text of one part, or undefined: one string, so a part re-renders only when it changes. */
export const usePartWarning = (partId: string): string | undefined =>
  usePartWarningsStore((state) =>
    Object.hasOwn(state.byPart, partId) ? state.byPart[partId]?.join('\n') || undefined : undefined,
  );

/** Asks the canvas to centre these parts (it also selects them; see `PartFocus`). */
export const requestPartFocus = (partIds: readonly string[]) =>
  usePartWarningsStore.setState((state) => ({ focus: { partIds, seq: (state.focus?.seq ?? 0) + 1 } }));

export const usePartFocusRequest = () => usePartWarningsStore((state) => state.focus);
