import { useEffect, useState } from 'react';
import { type EditorState, useEditorStore } from '../../editor/store.ts';

/**
 * A board whose parts are not all measured by then counts as drawn anyway (a canvas that draws
 * only the parts in view never measures the others), so what waits on it is never held forever.
 */
export const DRAWN_FALLBACK_MS = 4_000;

/** Every part of the loaded diagram has been drawn and measured on the canvas. */
export const isEveryPartMeasured = (state: Pick<EditorState, 'diagram' | 'geometry'>): boolean =>
  state.diagram.parts.every((part) => state.geometry[part.id] !== undefined);

/**
 * True from the first frame painted after the workspace's board is drawn: its diagram loaded
 * (the editor's history is replaced on load, after this hook's first render) and every part
 * measured. What is not needed to see the board (the code editor, the simulator) waits for it, so
 * the canvas gets the network and the main thread first.
 */
export const useBoardDrawn = (): boolean => {
  const [history] = useState(() => useEditorStore.getState().history);
  const isLoaded = useEditorStore((state) => state.history !== history);
  const isMeasured = useEditorStore(isEveryPartMeasured);
  const [isDrawn, setIsDrawn] = useState(false);

  useEffect(() => {
    if (isDrawn || !isLoaded || !isMeasured) return;
    let timer = 0;
    // After the frame that paints the board, not before it.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setIsDrawn(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [isDrawn, isLoaded, isMeasured]);

  useEffect(() => {
    const fallback = window.setTimeout(() => setIsDrawn(true), DRAWN_FALLBACK_MS);
    return () => window.clearTimeout(fallback);
  }, []);

  return isDrawn;
};
