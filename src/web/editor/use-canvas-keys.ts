import { useReactFlow } from '@xyflow/react';
import { useEffect } from 'react';
import { performAction } from './actions.ts';
import { pastePayload, payloadFromText, selectionAsClipboardText } from './clipboard.ts';
import { isTypingTarget, matchShortcut } from './shortcuts.ts';
import { useEditorStore } from './store.ts';

const hasTextSelection = () => (window.getSelection()?.toString() ?? '') !== '';

/**
 * The canvas's keyboard shortcuts, quiet while typing in a field or the code editor. Ctrl+C /
 * Ctrl+V go through the copy / paste events, which reach the system clipboard without asking
 * permission; the clipboard API and the in-memory copy are the fallbacks.
 */
export const useCanvasKeys = (onCancelWire: () => boolean) => {
  const flow = useReactFlow();

  useEffect(() => {
    let pendingPaste: number | undefined;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isTypingTarget(event.target)) return;
      const action = matchShortcut(event);
      if (!action || (action === 'copy' && hasTextSelection())) return;
      if (action === 'paste') {
        // The paste event normally follows and wins; this covers browsers that skip it.
        pendingPaste = window.setTimeout(() => performAction('paste'), 150);
        return;
      }
      if (action === 'cancel' && onCancelWire()) return event.preventDefault();
      if (action !== 'copy') event.preventDefault();
      performAction(action, flow);
    };

    const onCopy = (event: ClipboardEvent) => {
      if (isTypingTarget(event.target) || hasTextSelection()) return;
      const text = selectionAsClipboardText();
      if (!text || !event.clipboardData) return;
      event.clipboardData.setData('text/plain', text);
      event.preventDefault();
    };

    const onPaste = (event: ClipboardEvent) => {
      if (isTypingTarget(event.target)) return;
      window.clearTimeout(pendingPaste);
      if (useEditorStore.getState().isReadOnly) return;
      const payload = payloadFromText(event.clipboardData?.getData('text/plain'));
      if (!payload) return;
      event.preventDefault();
      pastePayload(payload);
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('copy', onCopy);
    document.addEventListener('paste', onPaste);
    return () => {
      window.clearTimeout(pendingPaste);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('paste', onPaste);
    };
  }, [flow, onCancelWire]);
};
