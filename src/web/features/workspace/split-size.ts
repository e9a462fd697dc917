/**
 * The canvas | code split as the canvas's share of the width, in percent: what the separator
 * reports (aria-valuenow), moves by keyboard and remembers in local storage.
 */
export const SPLIT = {
  min: 25,
  max: 80,
  initial: 60,
  step: 5,
  storageKey: 'chispa.workspace.split',
} as const;

export const clampSplit = (value: number): number =>
  Math.round(Math.min(SPLIT.max, Math.max(SPLIT.min, value)) * 10) / 10;

export const parseStoredSplit = (stored: string | null): number => {
  const value = stored === null ? Number.NaN : Number(stored);
  return Number.isFinite(value) ? clampSplit(value) : SPLIT.initial;
};

/** The WAI-ARIA window-splitter keys; null for any other key. */
export const splitAfterKey = (current: number, key: string): number | null => {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampSplit(current - SPLIT.step);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampSplit(current + SPLIT.step);
    case 'Home':
      return SPLIT.min;
    case 'End':
      return SPLIT.max;
    case 'Enter':
      return SPLIT.initial;
    default:
      return null;
  }
};

/** The split for a pointer at `clientX` over a container spanning `left` … `left + width`. */
export const splitAtPointer = (clientX: number, left: number, width: number): number =>
  width > 0 ? clampSplit(((clientX - left) / width) * 100) : SPLIT.initial;
