import { useCallback, useEffect, useRef, useState } from 'react';
import type { GeneratedProgram } from '../../../domain/blocks/codec.ts';
import type { CodeView, WorkspaceJson } from '../../../domain/blocks/json.ts';
import type { OpenedView } from './blocks-view-props.ts';

/** What a switch of view or an edit of blocks changes together (the code pane's `onBlocksChange`). */
export interface BlocksChange {
  codeView: CodeView;
  blocks: WorkspaceJson | null;
  code: string;
}

interface CodeViewOptions {
  code: string;
  /** The project's view as stored. */
  codeView: CodeView;
  /** Blocks write CircuitPython: false for a MicroPython project. */
  canShowBlocks: boolean;
  /** Not given where nothing is saved: the reader switches views for themself. */
  onBlocksChange?: (change: BlocksChange) => void;
}

/**
 * The view a code pane shows and how switching it is saved (docs/decisions.md, "Blocks are a view
 * of code.py"). To Python: the code already is what the blocks wrote; the project forgets its
 * blocks. To Blocks: the view opens them (stored ones still true to the code, else parsed) and
 * reports them with the code they write. A read-only reader switches without saving anything.
 */
export const useCodeView = ({ code, codeView, canShowBlocks, onBlocksChange }: CodeViewOptions) => {
  const [view, setView] = useState<CodeView>(codeView);
  const [storedView, setStoredView] = useState(codeView);
  if (storedView !== codeView) {
    setStoredView(codeView);
    setView(codeView);
  }
  const programRef = useRef<GeneratedProgram | null>(null);
  const latest = useRef({ code, codeView, onBlocksChange });
  latest.current = { code, codeView, onBlocksChange };
  const shown: CodeView = canShowBlocks ? view : 'python';

  // A project that became MicroPython while in blocks goes back to Python, saved so.
  useEffect(() => {
    const { code: now, codeView: stored, onBlocksChange: save } = latest.current;
    if (!canShowBlocks && stored === 'blocks') save?.({ codeView: 'python', blocks: null, code: now });
  }, [canShowBlocks]);

  const switchTo = useCallback((next: CodeView) => {
    setView(next);
    const { code: now, codeView: stored, onBlocksChange: save } = latest.current;
    if (next === 'python' && stored === 'blocks') save?.({ codeView: 'python', blocks: null, code: now });
  }, []);

  const onOpen = useCallback(({ blocks, code: generated, isParsed }: OpenedView) => {
    const { code: now, codeView: stored, onBlocksChange: save } = latest.current;
    if (stored !== 'blocks' || isParsed || generated !== now)
      save?.({ codeView: 'blocks', blocks, code: generated });
  }, []);

  const onEdit = useCallback(({ blocks, code: generated }: { blocks: WorkspaceJson; code: string }) => {
    latest.current.onBlocksChange?.({ codeView: 'blocks', blocks, code: generated });
  }, []);

  return { view: shown, switchTo, programRef, onOpen, onEdit };
};
