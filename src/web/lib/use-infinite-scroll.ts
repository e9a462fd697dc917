import { useEffect, useRef } from 'react';

interface InfiniteScroll {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** False while the first page loads or failed: nothing to continue yet. */
  canLoad: boolean;
  fetchNextPage: () => unknown;
  /** How many items are shown: a page that arrived and left the sentinel in sight asks for the next. */
  itemCount: number;
}

/** Ask a little before the end comes into sight, so scrolling rarely waits. */
const ROOT_MARGIN = '0px 0px 400px 0px';

/**
 * Infinite scroll: returns the ref of a sentinel placed after the list; while it is in (or near)
 * sight, the next page is fetched, one at a time. The sentinel is an empty box, never focusable,
 * so it traps nobody; keyboard users get a button next to it (see the list).
 */
export const useInfiniteScroll = ({
  hasNextPage,
  isFetchingNextPage,
  canLoad,
  fetchNextPage,
  itemCount,
}: InfiniteScroll) => {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const fetchRef = useRef(fetchNextPage);
  fetchRef.current = fetchNextPage;

  // Observing again after every page makes the observer report the sentinel's current state,
  // so a page that did not fill the screen is followed by the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: itemCount re-arms the observer
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !canLoad || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        fetchRef.current();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoad, hasNextPage, isFetchingNextPage, itemCount]);

  return sentinelRef;
};
