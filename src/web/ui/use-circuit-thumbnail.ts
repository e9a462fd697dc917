import { type RefObject, useEffect, useRef, useState } from 'react';
import { loadThumbnail, peekThumbnail, type Thumbnail, type ThumbnailSubject } from './circuit-thumbnails.ts';

export type ThumbnailState =
  | { status: 'pending' }
  | { status: 'ready'; thumbnail: Thumbnail }
  | { status: 'failed' };

/** Start a little before the card scrolls in, so it is usually drawn when it arrives. */
const ROOT_MARGIN = '200px';

/**
 * The card's circuit thumbnail, asked for only while the card (`ref`) is on screen; a card that
 * scrolls away before its turn leaves the queue. A new `updatedAt` asks again.
 */
export const useCircuitThumbnail = (
  subject: ThumbnailSubject,
  ref: RefObject<Element | null>,
): ThumbnailState => {
  const atHand = peekThumbnail(subject);
  const [state, setState] = useState<ThumbnailState>({ status: 'pending' });
  const subjectRef = useRef(subject);
  subjectRef.current = subject;
  const { kind, id, updatedAt } = subject;

  // biome-ignore lint/correctness/useExhaustiveDependencies: kind, id and updatedAt name the thumbnail
  useEffect(() => {
    const element = ref.current;
    if (!element || peekThumbnail(subjectRef.current)) return;
    setState({ status: 'pending' });
    let controller: AbortController | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) {
          controller?.abort(new DOMException('Scrolled away', 'AbortError'));
          controller = undefined;
          return;
        }
        if (controller) return;
        const current = new AbortController();
        controller = current;
        loadThumbnail(subjectRef.current, current.signal).then(
          (thumbnail) => {
            if (!current.signal.aborted) setState({ status: 'ready', thumbnail });
            observer.disconnect();
          },
          () => {
            if (!current.signal.aborted) setState({ status: 'failed' });
          },
        );
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      controller?.abort(new DOMException('Unmounted', 'AbortError'));
    };
  }, [kind, id, updatedAt, ref]);

  return atHand ? { status: 'ready', thumbnail: atHand } : state;
};
