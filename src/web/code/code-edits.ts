import type { TextChange } from '../../domain/code/text-changes.ts';
import { mapPos } from './plain-editing.ts';

/**
 * Edits the rest of the page makes to code.py (a check's one-click fix), in whichever editor shows
 * it: the changes are worked out from the editor's text when applied, so nothing typed meanwhile
 * is lost, and they land as one edit that the editor's undo takes back.
 */
export type ChangesFor = (code: string) => readonly TextChange[];

export type ApplyCodeEdit = (changesFor: ChangesFor) => void;

/** The text the edit's last change inserts, in the new text: selected, so the person sees it. */
export const lastInsertOf = (changes: readonly TextChange[]): { start: number; end: number } | undefined => {
  const last = changes.at(-1);
  if (!last) return undefined;
  const end = mapPos(changes, last.to);
  return { start: end - last.insert.length, end };
};
