import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useRef, useState } from 'react';
import { parseStoredSplit, SPLIT, splitAfterKey, splitAtPointer } from './split-size.ts';
import classes from './workspace.module.css';

const readSplit = () => {
  try {
    return parseStoredSplit(window.localStorage.getItem(SPLIT.storageKey));
  } catch {
    return SPLIT.initial;
  }
};

const storeSplit = (value: number) => {
  try {
    window.localStorage.setItem(SPLIT.storageKey, String(value));
  } catch {
    // Not remembered: the split still works for this visit.
  }
};

interface ResizableSplitProps {
  start: ReactNode;
  end: ReactNode;
  /** The separator's accessible name. */
  label: string;
}

/** Two panes side by side with a WAI-ARIA window splitter: drag it, or focus it and use the arrow keys. */
export const ResizableSplit = ({ start, end, label }: ResizableSplitProps) => {
  const [split, setSplit] = useState(readSplit);
  const containerRef = useRef<HTMLDivElement>(null);
  const startId = useId();

  const apply = (value: number) => {
    setSplit(value);
    storeSplit(value);
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const rect = containerRef.current?.getBoundingClientRect();
    if (rect) setSplit(splitAtPointer(event.clientX, rect.left, rect.width));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = splitAfterKey(split, event.key);
    if (next === null) return;
    event.preventDefault();
    apply(next);
  };

  return (
    <div ref={containerRef} className={classes.split}>
      <div id={startId} className={classes.pane} style={{ flexBasis: `${split}%` }}>
        {start}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable window splitter has no native element (WAI-ARIA separator). */}
      <div
        role="separator"
        tabIndex={0}
        aria-orientation="vertical"
        aria-label={label}
        aria-controls={startId}
        aria-valuemin={SPLIT.min}
        aria-valuemax={SPLIT.max}
        aria-valuenow={split}
        className={classes.handle}
        onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
        onPointerMove={handlePointerMove}
        onPointerUp={(event) => {
          event.currentTarget.releasePointerCapture(event.pointerId);
          apply(split);
        }}
        onKeyDown={handleKeyDown}
      />
      <div className={classes.pane} style={{ flexBasis: `${100 - split}%` }}>
        {end}
      </div>
    </div>
  );
};
