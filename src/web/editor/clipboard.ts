import {
  type ClipboardPayload,
  copySelection,
  parseClipboard,
  serializeClipboard,
} from '../../domain/circuit/clipboard.ts';
import { dispatch, useEditorStore } from './store.ts';

/**
 * Copy and paste through the system clipboard (the domain's JSON, so it works across tabs and
 * projects). The last copy is also kept here for when the browser refuses clipboard access.
 */
let lastCopy: string | undefined;

/** The selected parts (and the wires between them) as clipboard text; undefined with none. */
export const selectionAsClipboardText = (): string | undefined => {
  const { diagram, selection } = useEditorStore.getState();
  const payload = copySelection(diagram, selection.partIds);
  if (!payload) return undefined;
  lastCopy = serializeClipboard(payload);
  return lastCopy;
};

export const copyToClipboard = async (): Promise<boolean> => {
  const text = selectionAsClipboardText();
  if (!text) return false;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Permission refused or no focus: the in-memory copy still pastes in this tab.
  }
  return true;
};

export const pastePayload = (payload: ClipboardPayload | undefined) => {
  if (payload) dispatch({ type: 'paste', payload });
};

/** What a paste event or the clipboard holds, else the last copy made here. */
export const payloadFromText = (text: string | undefined): ClipboardPayload | undefined =>
  (text ? parseClipboard(text) : undefined) ?? (lastCopy ? parseClipboard(lastCopy) : undefined);

export const pasteFromClipboard = async () => {
  let text: string | undefined;
  try {
    text = await navigator.clipboard.readText();
  } catch {
    text = undefined;
  }
  pastePayload(payloadFromText(text));
};
