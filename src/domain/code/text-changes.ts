/**
 * A replacement of text[from, to) by `insert`, on the original text's positions (CodeMirror's
 * change spec has the same shape). A list of them is ascending and disjoint: the plain editor's
 * keys and a check's rewrite of a pin (circuit/code-pins.ts) both make such lists.
 */
export interface TextChange {
  from: number;
  to: number;
  insert: string;
}

/** The text once `changes` (ascending, disjoint, on the original's positions) are made. */
export const applyTextChanges = (text: string, changes: readonly TextChange[]): string => {
  let out = '';
  let at = 0;
  for (const change of changes) {
    out += text.slice(at, change.from) + change.insert;
    at = change.to;
  }
  return out + text.slice(at);
};
