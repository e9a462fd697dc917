import { type ReactNode, useRef } from 'react';
import classes from './circuit-thumbnail.module.css';
import type { ThumbnailSubject } from './circuit-thumbnails.ts';
import { EmptyBoard } from './empty-board.tsx';
import { useCircuitThumbnail } from './use-circuit-thumbnail.ts';

interface CircuitThumbnailProps {
  subject: ThumbnailSubject;
  /** What shows while it is drawn, and if drawing fails: the card's usual icon. */
  fallback: ReactNode;
}

/**
 * A card's picture when nobody uploaded one: its own circuit, drawn as the workspace exports it.
 * Decorative (the card's name says what it is), so hidden from assistive technology.
 */
export const CircuitThumbnail = ({ subject, fallback }: CircuitThumbnailProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const state = useCircuitThumbnail(subject, ref);
  const url = state.status === 'ready' ? state.thumbnail.url : undefined;
  return (
    <div
      ref={ref}
      className={`${classes.box} ${state.status === 'pending' ? classes.pending : ''}`}
      data-thumbnail={state.status === 'ready' ? (url ? 'circuit' : 'empty') : state.status}
      aria-hidden="true"
    >
      {state.status !== 'ready' ? (
        fallback
      ) : url ? (
        <img className={classes.drawing} src={url} alt="" />
      ) : (
        <EmptyBoard />
      )}
    </div>
  );
};
