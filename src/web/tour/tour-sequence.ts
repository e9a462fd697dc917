import type { TourStep } from './tours.ts';

export type TourCommand = 'next' | 'back' | 'skip';
export type TourEnd = 'finished' | 'skipped';
export type TourMove = { index: number } | { end: TourEnd };

type IsPresent = (step: TourStep) => boolean;

/** The next step from `from` (exclusive) in `direction` whose target is on the page, or null. */
export const findStep = (
  steps: readonly TourStep[],
  from: number,
  direction: 1 | -1,
  isPresent: IsPresent,
): number | null => {
  for (let index = from + direction; index >= 0 && index < steps.length; index += direction) {
    const candidate = steps[index];
    if (candidate && isPresent(candidate)) return index;
  }
  return null;
};

export const firstStep = (steps: readonly TourStep[], isPresent: IsPresent): number | null =>
  findStep(steps, -1, 1, isPresent);

/** What a command does at step `index`: go to a step, or end the tour. Back on the first step stays. */
export const moveTour = (
  steps: readonly TourStep[],
  index: number,
  command: TourCommand,
  isPresent: IsPresent,
): TourMove => {
  if (command === 'skip') return { end: 'skipped' };
  if (command === 'back') return { index: findStep(steps, index, -1, isPresent) ?? index };
  const next = findStep(steps, index, 1, isPresent);
  return next === null ? { end: 'finished' } : { index: next };
};

/** "n / total" counting only the steps that can be shown. */
export const progressOf = (steps: readonly TourStep[], index: number, isPresent: IsPresent) => {
  const shown = steps.map((step, at) => ({ at, isShown: at === index || isPresent(step) }));
  const visible = shown.filter(({ isShown }) => isShown);
  return {
    current: visible.findIndex(({ at }) => at === index) + 1,
    total: visible.length,
    isFirst: findStep(steps, index, -1, isPresent) === null,
    isLast: findStep(steps, index, 1, isPresent) === null,
  };
};

/**
 * The tour's keys: Esc skips, Right or Enter goes on, Left goes back. Enter on one of the card's
 * buttons is left to the button, which already does what it says.
 */
export const commandForKey = (key: string, isOnButton: boolean): TourCommand | null => {
  if (key === 'Escape') return 'skip';
  if (key === 'ArrowRight') return 'next';
  if (key === 'ArrowLeft') return 'back';
  if (key === 'Enter' && !isOnButton) return 'next';
  return null;
};
