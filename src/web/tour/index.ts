/** The guided tour's public surface, for the pages that show one and the Help menu. */
export { GuidedTour } from './guided-tour.tsx';
export { ALL_TOUR_DONE_KEYS, tourDoneKey } from './tour-storage.ts';
export { TOUR_VARIANTS, TOURS, type TourStep, type TourVariant } from './tours.ts';
export { type TourCloseReason, useStartTour, useTour } from './use-tour.ts';
