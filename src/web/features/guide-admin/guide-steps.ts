/** The steps of the guide form as plain data, and the pure moves the steps editor makes. */

export interface StepRow {
  /** Identity of the row while it is edited (React key, drag data); never sent. */
  rowId: string;
  stepName: string;
  description: string;
  /** The details list, one item a line. */
  details: string;
  explanation: string;
  /** The stored image's URL, or null. */
  image: string | null;
  /** A chosen image not uploaded yet; it replaces `image` on save. */
  file: File | null;
}

let rowCount = 0;

export const newStepRow = (change: Partial<Omit<StepRow, 'rowId'>> = {}): StepRow => {
  rowCount += 1;
  return {
    rowId: `step-${rowCount}`,
    stepName: '',
    description: '',
    details: '',
    explanation: '',
    image: null,
    file: null,
    ...change,
  };
};

/** `items` with the one at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export const moveItem = <T>(items: readonly T[], from: number, to: number): readonly T[] => {
  const last = items.length - 1;
  const target = Math.max(0, Math.min(last, to));
  if (from < 0 || from > last || from === target) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
};

/** Where a keyboard key moves a step at `index` of `count`, or null for a key that does not move it. */
export const keyMoveTarget = (key: string, index: number, count: number): number | null => {
  const target =
    key === 'ArrowUp'
      ? index - 1
      : key === 'ArrowDown'
        ? index + 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? count - 1
            : null;
  if (target === null || target < 0 || target >= count || target === index) return null;
  return target;
};
