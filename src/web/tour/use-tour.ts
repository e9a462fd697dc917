import { useCallback, useEffect } from 'react';
import { create } from 'zustand';
import type { TourEnd } from './tour-sequence.ts';
import { isTourDone, markTourDone } from './tour-storage.ts';
import type { TourVariant } from './tours.ts';

interface TourState {
  /** The tour of the page on screen, which the Help menu can start. */
  available: TourVariant | null;
  open: TourVariant | null;
}

const useTourStore = create<TourState>(() => ({ available: null, open: null }));

export type TourCloseReason = TourEnd | 'unavailable';

/**
 * The tour of a page: it starts by itself on the first visit (until finished or skipped, both of
 * which are remembered) and `start()` shows it again on request.
 */
export const useTour = (variant: TourVariant) => {
  const isOpen = useTourStore((state) => state.open === variant);

  useEffect(() => {
    useTourStore.setState({ available: variant, open: isTourDone(variant) ? null : variant });
    return () => useTourStore.setState({ available: null, open: null });
  }, [variant]);

  const start = useCallback(() => useTourStore.setState({ open: variant }), [variant]);
  /** A tour that could not show a single step is not remembered, so it is offered again. */
  const close = useCallback(
    (reason: TourCloseReason) => {
      if (reason !== 'unavailable') markTourDone(variant);
      useTourStore.setState({ open: null });
    },
    [variant],
  );
  return { isOpen, start, close };
};

/** For the Help menu: starts the tour of the page on screen; null when the page has none. */
export const useStartTour = (): (() => void) | null => {
  const available = useTourStore((state) => state.available);
  return available ? () => useTourStore.setState({ open: available }) : null;
};
