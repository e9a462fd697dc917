import { Component, lazy, type ReactNode, Suspense } from 'react';
import { cardImage } from '../../domain/card-images.ts';
import { useNearView } from '../lib/use-near-view.ts';
import classes from './circuit-thumbnail.module.css';
import type { ThumbnailSubject } from './circuit-thumbnails.ts';

/**
 * The browser's own drawing of a circuit, downloaded only by a card that has no current picture:
 * it brings the Wokwi drawings, the circuit model and the thumbnail cache, which a list of cards
 * with pictures never needs.
 */
const DrawnCircuit = lazy(() =>
  import('./circuit-thumbnail.tsx').then(({ CircuitThumbnail }) => ({ default: CircuitThumbnail })),
);

/** A drawing that could not be downloaded shows the card's usual icon, as a failed drawing does. */
class DrawingBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface CircuitPictureProps {
  /** The circuit's stored picture while it is current (`thumbnailUrl`), else null. */
  url: string | null;
  /** How wide the card shows (`CARD_SIZES`), for the browser to pick a copy from `srcset`. */
  sizes: string;
  /** The circuit to draw when there is no picture. */
  subject: ThumbnailSubject;
  /** The card's usual icon: while a drawing downloads or draws, and if it fails. */
  fallback: ReactNode;
  /**
   * Show the stored picture with the page's first paint: for pictures the page's HTML already
   * names (home's guides, `src/server/home-pictures.ts`). Others wait until they near the window.
   */
  eager?: boolean;
}

/**
 * The server's picture of a circuit: at once when `eager`, else once the card nears the window
 * (no observer is made for an eager one).
 */
const StoredPicture = ({ url, sizes, eager }: { url: string; sizes: string; eager: boolean }) => {
  const [ref, near] = useNearView<HTMLDivElement>();
  return (
    <div ref={eager ? undefined : ref} className={classes.box} data-thumbnail="picture" aria-hidden="true">
      {(eager || near) && (
        <img className={classes.drawing} {...cardImage(url, sizes)} alt="" loading="lazy" decoding="async" />
      )}
    </div>
  );
};

/**
 * A card's picture of its circuit when nobody uploaded an image: the server's picture (WebP copies
 * by width; unless `eager`, downloaded once the card nears the window), else the circuit drawn
 * here. Decorative (the card's name says what it is), so hidden from assistive technology, as the
 * drawing is.
 */
export const CircuitPicture = ({ url, sizes, subject, fallback, eager = false }: CircuitPictureProps) =>
  url ? (
    <StoredPicture url={url} sizes={sizes} eager={eager} />
  ) : (
    <DrawingBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <DrawnCircuit subject={subject} fallback={fallback} />
      </Suspense>
    </DrawingBoundary>
  );
