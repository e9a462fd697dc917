/**
 * What the plain code editor (a textarea, shown until CodeMirror arrives) does with Enter, Tab and
 * Shift+Tab, and what it hands to CodeMirror at the swap. Pure, so the rules are tested without a
 * browser; they follow the CodeMirror setup of code-editor.tsx (lang-python, indentWithTab).
 */

import type { TextChange } from '../../domain/code/text-changes.ts';

/** CodeMirror's default indent unit, which lang-python and code-editor.tsx keep. */
export const INDENT_UNIT = '  ';

/**
 * After Escape, CodeMirror lets the next Tab move focus out of the editor for 2 s (its tab focus
 * mode); the plain editor does the same, so the keyboard leaves either the same way.
 */
export const TAB_ESCAPE_MS = 2_000;

/** The text and its selection (start ≤ end), as a textarea has them. */
export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

export interface Edit {
  changes: TextChange[];
  /** The selection afterwards, in the new text. */
  start: number;
  end: number;
}

const lineStartOf = (text: string, pos: number) => text.lastIndexOf('\n', pos - 1) + 1;

/** Where `pos` of the original text is after `changes`; an insertion at `pos` goes before it. */
export const mapPos = (changes: readonly TextChange[], pos: number): number => {
  let shift = 0;
  for (const change of changes) {
    if (change.from > pos) break;
    if (change.to <= pos) shift += change.insert.length - (change.to - change.from);
    else return change.from + shift + change.insert.length; // inside a replaced range: after it
  }
  return pos + shift;
};

/** The starts of the lines the selection touches (a selection ending at a line's start leaves that line out). */
const selectedLineStarts = ({ text, start, end }: TextSelection): number[] => {
  const starts: number[] = [];
  for (let lineStart = lineStartOf(text, start); ; ) {
    starts.push(lineStart);
    const next = text.indexOf('\n', lineStart);
    if (next < 0 || next + 1 > end || (next + 1 === end && end > start)) break;
    lineStart = next + 1;
  }
  return starts;
};

/**
 * Enter: a new line with the indentation of the one the cursor is on, one unit deeper after a line
 * ending in `:` (a block opens); a line of only whitespace is emptied, and whitespace after the
 * cursor dropped — as CodeMirror's insertNewlineAndIndent does with lang-python.
 */
export const newlineAndIndent = ({ text, start, end }: TextSelection): Edit => {
  const lineStart = lineStartOf(text, start);
  const before = text.slice(lineStart, start);
  const indent = /^[ \t]*/.exec(before)?.[0] ?? '';
  let to = end;
  while (to < text.length && (text[to] === ' ' || text[to] === '\t')) to += 1;
  const code = before.replace(/#[^'"]*$/, '').trimEnd();
  const from = before.trim() === '' ? lineStart : start;
  const insert = `\n${indent}${code.endsWith(':') ? INDENT_UNIT : ''}`;
  return { changes: [{ from, to, insert }], start: from + insert.length, end: from + insert.length };
};

/** Tab: every line the selection touches one unit deeper, wherever the cursor is (CodeMirror's indentMore). */
export const indentMore = (selection: TextSelection): Edit => {
  const changes = selectedLineStarts(selection).map((at) => ({ from: at, to: at, insert: INDENT_UNIT }));
  const isCaret = selection.start === selection.end;
  return {
    changes,
    start: mapPos(changes, selection.start),
    end: isCaret ? mapPos(changes, selection.start) : mapPos(changes, selection.end),
  };
};

/** Shift+Tab: every line the selection touches one unit (or one tab) shallower (CodeMirror's indentLess). */
export const indentLess = (selection: TextSelection): Edit | null => {
  const { text } = selection;
  const changes: TextChange[] = [];
  for (const at of selectedLineStarts(selection)) {
    const leading = /^[ \t]*/.exec(text.slice(at))?.[0] ?? '';
    const width = leading.startsWith('\t')
      ? 1
      : Math.min(INDENT_UNIT.length, /^ */.exec(leading)?.[0].length ?? 0);
    if (width > 0) changes.push({ from: at, to: at + width, insert: '' });
  }
  if (changes.length === 0) return null;
  return { changes, start: mapPos(changes, selection.start), end: mapPos(changes, selection.end) };
};

/** Whether a Tab pressed at `now` leaves the editor: Escape was the key before it, at most 2 s ago. */
export const tabLeaves = (escapedAt: number | null, now: number): boolean =>
  escapedAt !== null && now - escapedAt <= TAB_ESCAPE_MS;

/** What the plain editor holds when CodeMirror takes its place: nothing typed is lost. */
export interface PlainSnapshot {
  text: string;
  /** Where the selection started and where it ends (the caret), as CodeMirror's anchor and head. */
  anchor: number;
  head: number;
  /** The line (1-based) at the top of the view, and how far the view's top is below that line's top. */
  topLine: number;
  topLineOffset: number;
  hasFocus: boolean;
}

/** Where the view of a scroller is, as the first line it shows and the pixels above it cut off. */
export interface ScrollPlace {
  topLine: number;
  topLineOffset: number;
}

/**
 * The first line shown at `scrollTop`, from the lines' tops and heights in the scroller (their
 * wrapped heights, as drawn): carried over as a line, not as pixels, since CodeMirror only
 * estimates the heights of the lines it has not drawn.
 */
export const scrollPlaceOf = (
  lines: readonly { top: number; height: number }[],
  scrollTop: number,
): ScrollPlace => {
  const index = lines.findIndex((line) => line.top + line.height > scrollTop);
  if (index < 0) return { topLine: Math.max(1, lines.length), topLineOffset: 0 };
  return { topLine: index + 1, topLineOffset: scrollTop - (lines[index]?.top ?? 0) };
};

export const snapshotOf = (
  field: Pick<HTMLTextAreaElement, 'value' | 'selectionStart' | 'selectionEnd' | 'selectionDirection'>,
  place: ScrollPlace,
  hasFocus: boolean,
): PlainSnapshot => {
  const isBackward = field.selectionDirection === 'backward';
  return {
    text: field.value,
    anchor: isBackward ? field.selectionEnd : field.selectionStart,
    head: isBackward ? field.selectionStart : field.selectionEnd,
    ...place,
    hasFocus,
  };
};
