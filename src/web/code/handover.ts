import { EditorSelection, type EditorState, Transaction, type TransactionSpec } from '@codemirror/state';
import type { PlainSnapshot } from './plain-editing.ts';

/**
 * The transaction that makes a new CodeMirror state hold what the plain editor held at the swap:
 * its text (typed after CodeMirror was created with an older value too) and its selection. Kept
 * out of the undo history: undo starts fresh at the swap, it never takes back the plain editor's
 * text.
 */
export const handoverSpec = (state: EditorState, plain: PlainSnapshot): TransactionSpec => {
  const current = state.doc.toString();
  const length = plain.text.length;
  const clamp = (pos: number) => Math.max(0, Math.min(pos, length));
  return {
    ...(current === plain.text ? {} : { changes: { from: 0, to: current.length, insert: plain.text } }),
    selection: EditorSelection.single(clamp(plain.anchor), clamp(plain.head)),
    annotations: Transaction.addToHistory.of(false),
  };
};
