import { TOUR_VARIANTS, type TourVariant } from './tours.ts';

/** The part of Storage the tour uses, so tests can pass a map. */
export type TourStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const tourDoneKey = (variant: TourVariant) => `chispa.tour.${variant}.done`;

/** Every variant's key, for journeys that must not meet a tour. */
export const ALL_TOUR_DONE_KEYS = TOUR_VARIANTS.map(tourDoneKey);

const browserStorage = (): TourStorage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

/** Whether the tour was finished or skipped; storage that cannot be read counts as done, so no tour nags. */
export const isTourDone = (variant: TourVariant, storage = browserStorage()): boolean => {
  try {
    return !storage || storage.getItem(tourDoneKey(variant)) === '1';
  } catch {
    return true;
  }
};

export const markTourDone = (variant: TourVariant, storage = browserStorage()): void => {
  try {
    storage?.setItem(tourDoneKey(variant), '1');
  } catch {
    // Private mode or a full quota: the tour may show again next time, which is harmless.
  }
};
