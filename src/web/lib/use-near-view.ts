import { type RefCallback, useCallback, useState } from 'react';

/** How far outside the window a picture is still fetched, so scrolling rarely shows one late. */
const ROOT_MARGIN = '300px';
/** The longest an off-screen picture waits for the page to go idle. */
const IDLE_TIMEOUT_MS = 2000;

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
};

const inWindow = (rect: DOMRectReadOnly) =>
  rect.bottom > 0 && rect.right > 0 && rect.top < window.innerHeight && rect.left < window.innerWidth;

/**
 * Whether a picture in the element given the returned ref should be fetched now: at once when the
 * element is in the window, once the page is idle when it is only near it (`ROOT_MARGIN`), never
 * while it is further away. The browser's own `loading="lazy"` fetches pictures 1,250 px or more
 * away, most of a phone's page: a list's pictures below the fold then downloaded beside the
 * pictures and data of what is on screen. Without IntersectionObserver (an old browser), at once.
 */
export const useNearView = <T extends Element>(): [RefCallback<T>, boolean] => {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      if (!element || near) return;
      let cancelIdle: (() => void) | undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          const entry = entries.find((candidate) => candidate.isIntersecting);
          if (!entry) return;
          observer.disconnect();
          if (inWindow(entry.boundingClientRect)) setNear(true);
          else cancelIdle = whenIdle(() => setNear(true));
        },
        { rootMargin: ROOT_MARGIN },
      );
      observer.observe(element);
      return () => {
        observer.disconnect();
        cancelIdle?.();
      };
    },
    [near],
  );
  return [ref, near];
};
